import type { PageProps } from '@docs/shared';

export function NotFoundLayout({ site }: PageProps) {
  return (
    <main id="main" className="not-found" tabIndex={-1}>
      <h1>Page Not Found</h1>
      <p>We could not find what you were looking for. The page may have moved, or the link may be mistyped.</p>
      <ul className="not-found-links">
        <li>
          <a href="/">Go to the home page</a>
        </li>
        <li>
          <a href="/docs/">Browse the documentation</a>
        </li>
        <li>
          <a href={site.searchPath}>Search the documentation</a>
        </li>
      </ul>
    </main>
  );
}
