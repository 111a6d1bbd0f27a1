import type { PageProps } from '@docs/shared';

/** `/search?q=`: the form works without JavaScript; the results are filled in by the search script. */
export function SearchLayout({ site }: PageProps) {
  return (
    <main id="main" className="search-page" tabIndex={-1}>
      <h1>Search the documentation</h1>
      <form className="search-form" action={site.searchPath} method="get" role="search">
        <label htmlFor="search-page-input" className="visually-hidden">
          Search query
        </label>
        <input id="search-page-input" className="search-input" type="search" name="q" placeholder="Search guides and API reference" autoComplete="off" />
        <button type="submit" className="button button-brand">
          Search
        </button>
      </form>
      <div className="search-results" data-search-results aria-live="polite" />
    </main>
  );
}
