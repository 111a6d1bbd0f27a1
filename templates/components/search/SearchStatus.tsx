import type { SearchState } from '@docs/runtime/search';

/** What the search shows when it has no list of results: loading, an error, or nothing found. */
export function SearchStatus({ state, query }: { state: SearchState; query: string }) {
  switch (state.status) {
    case 'loading':
      return (
        <p className="search-status" role="status">
          Loading the search index…
        </p>
      );
    case 'error':
      return (
        <div className="search-status search-error" role="alert">
          <p className="search-status-title">Unable to fetch results</p>
          <p>You might want to check your network connection.</p>
          <button type="button" className="button" onClick={state.retry}>
            Try again
          </button>
        </div>
      );
    case 'done':
      return state.results.groups.length ? null : (
        <p className="search-status" role="status">
          No results for "<strong>{query.trim()}</strong>"
        </p>
      );
    default:
      return null;
  }
}
