import type { PageProps } from '@docs/shared';
import { TocColumn } from '../components/TableOfContents.js';
import { Article } from './Article.js';

/** A plain content page outside the docs: no sidebar, the table of contents beside it. */
export function PageLayout({ route }: PageProps) {
  return (
    <div className="doc plain-page">
      <main id="main" className="doc-main" tabIndex={-1}>
        <Article route={route} />
      </main>
      <TocColumn headings={route.toc} />
    </div>
  );
}
