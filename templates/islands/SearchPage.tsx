import { useEffect, useState } from 'react';
import { chooseSearchVersion, useSearch } from '@docs/runtime/search';
import { SearchResultList } from '../components/search/SearchResultList.js';
import { SearchStatus } from '../components/search/SearchStatus.js';

export interface SearchPageProps {
  searchPath: string;
  /** The docs versions' indexes, on a site with versions. */
  versions?: { name: string; label: string; index: string }[];
}

/** `?q=` of the current URL. */
const queryInUrl = () => new URLSearchParams(location.search).get('q') ?? '';

/**
 * The search page: every result for `q`. The form works without JavaScript (it submits `?q=`);
 * once live, typing updates the results and the URL, without adding history entries.
 */
export default function SearchPage({ searchPath, versions }: SearchPageProps) {
  // Empty on the server and during hydration, so the markup matches; the URL's query comes in after.
  const [query, setQuery] = useState('');
  // The version asked for (`?version=`, from a docs page's dialog), else the reader's choice, else the latest.
  const [searched, setSearched] = useState<{ name: string; label: string; index: string }>();
  // A long list: its results wait for their excerpts rather than grow under the reader's pointer.
  const state = useSearch(query, searched !== undefined || !versions?.length, { pages: 50, hitsPerPage: 10, awaitExcerpts: true, ...(searched ? { index: searched.index } : {}) });

  useEffect(() => {
    setQuery(queryInUrl());
    setSearched(chooseSearchVersion(versions, new URLSearchParams(location.search).get('version') ?? undefined));
  }, [versions]);

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
      {/* Only the count is announced as results arrive: a live region around the list had screen readers read it all on each key. */}
      <div className="search-page-results">
        {state.status === 'done' && count ? (
          <>
            <p className="search-count" role="status">
              {/* The query these results are for: while a longer one's arrive, the one typed before. */}
              {count === 1 ? '1 result' : `${count} results`} for "<strong>{state.results.query}</strong>"
              {searched && searched.name !== versions?.[0]?.name ? ` in the ${searched.label} docs` : ''}
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
