import type { Heading } from '@docs/shared';

/** "On this page": the headings of the configured levels, nested by depth. */
export function TableOfContents({ headings, showTitle = true }: { headings: Heading[]; showTitle?: boolean }) {
  if (headings.length === 0) return null;
  const top = Math.min(...headings.map((h) => h.depth));
  return (
    <nav className="toc" aria-label="On this page">
      {showTitle ? <p className="toc-title">On this page</p> : null}
      <ul className="toc-list">
        {headings.map((heading) => (
          <li key={heading.id} className={`toc-item toc-depth-${heading.depth - top}`}>
            <a href={`#${heading.id}`}>{heading.text}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The table of contents as the right-hand column of a page, shown on wide screens. */
export function TocColumn({ headings }: { headings: Heading[] }) {
  if (headings.length === 0) return null;
  return (
    <div className="doc-toc">
      <TableOfContents headings={headings} />
    </div>
  );
}
