import { useEffect, useState } from 'react';
import { useSearch } from '@docs/runtime/search';
import { SearchResultList } from '../components/search/SearchResultList.js';
import { SearchStatus } from '../components/search/SearchStatus.js';

export interface SearchPageProps {
  searchPath: string;
}

/** `?q=` of the current URL. */
const queryInUrl = () => new URLSearchParams(location.search).get('q') ?? '';

/**
 * The search page: every result for `q`. The form works without JavaScript (it submits `?q=`);
 * once live, typing updates the results and the URL, without adding history entries.
 */
export default function SearchPage({ searchPath }: SearchPageProps) {
  // Empty on the server and during hydration, so the markup matches; the URL's query comes in after.
  const [query, setQuery] = useState('');
  const state = useSearch(query, true, { pages: 50, hitsPerPage: 10 });

  useEffect(() => setQuery(queryInUrl()), []);

  const update = (value: string) => {
    setQuery(value);
    const url = new URL(location.href);
    if (value) url.searchParams.set('q', value);
    else url.searchParams.delete('q');
    // Keep history.state: instant navigation stores the scroll position there.
    history.replaceState(history.state, '', url);
  };

  const count = state.status === 'done' ? state.results.groups.reduce((sum, group) => sum + group.hits.length, 0) : 0;
  return (
    <>
      <form className="search-form" action={searchPath} method="get" role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="search-page-input" className="visually-hidden">
          Search query
        </label>
        <input
          id="search-page-input"
          className="search-input"
          type="search"
          name="q"
          value={query}
          onChange={(event) => update(event.target.value)}
          placeholder="Search guides and API reference"
          autoComplete="off"
          spellCheck={false}
        />
        <button type="submit" className="button button-brand">
          Search
        </button>
      </form>
      <div className="search-page-results" aria-live="polite">
        {state.status === 'done' && count ? (
          <>
            <p className="search-count">
              {count === 1 ? '1 result' : `${count} results`} for "<strong>{query.trim()}</strong>"
            </p>
            <SearchResultList results={state.results} idPrefix="search-page" />
          </>
        ) : (
          <SearchStatus state={state} query={query} />
        )}
      </div>
    </>
  );
}
