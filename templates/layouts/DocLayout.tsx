import type { PageProps } from '@docs/shared';
import { Breadcrumbs } from '../components/Breadcrumbs.js';
import { PrevNext } from '../components/PrevNext.js';
import { TableOfContents, TocColumn } from '../components/TableOfContents.js';
import { Article } from './Article.js';

/** A documentation page: breadcrumbs, the article, prev/next, and the table of contents beside it. */
export function DocLayout({ route }: PageProps) {
  return (
    <div className="doc">
      <main id="main" className="doc-main" tabIndex={-1}>
        <Breadcrumbs items={route.breadcrumbs} />
        {route.toc.length ? (
          // The table of contents repeats the headings: search reads the headings themselves.
          <details className="toc-mobile" data-search-exclude="">
            <summary>On this page</summary>
            <TableOfContents headings={route.toc} showTitle={false} />
          </details>
        ) : null}
        <Article route={route} />
        <PrevNext prev={route.prev} next={route.next} />
      </main>
      <TocColumn headings={route.toc} />
    </div>
  );
}
