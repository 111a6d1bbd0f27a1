import type { SearchState } from '@docs/runtime/search';

/**
 * What the search says of its state: loading, an error, or nothing found, and, to screen readers only,
 * how many results a query found (a list that appears says nothing by itself).
 */
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
    case 'done': {
      const hits = state.results.groups.reduce((sum, group) => sum + group.hits.length, 0) || state.results.groups.length;
      return hits ? (
        <p className="visually-hidden" role="status">
          {hits === 1 ? '1 result' : `${hits} results`} for "{state.results.query}"
        </p>
      ) : (
        <p className="search-status" role="status">
          No results for "<strong>{query.trim()}</strong>"
        </p>
      );
    }
    default:
      return null;
  }
}
