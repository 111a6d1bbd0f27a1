import { useEffect, useMemo, useState } from 'react';
import { addExcerpts, querySearch, resultSections, type LoadedSearch, type QueryOptions, type SearchResults } from '@docs/shared/search';
import { loadSearch, loadSectionTexts } from './load-search.js';

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'done'; results: SearchResults };

/**
 * The results for `query`, for a search UI. The index is loaded when `enabled` first becomes true
 * (the modal opens, the search page mounts); excerpts appear once their text shards arrive.
 */
export function useSearch(query: string, enabled: boolean, options: QueryOptions = {}): SearchState {
  const [search, setSearch] = useState<LoadedSearch>();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [textsLoaded, setTextsLoaded] = useState(0);

  useEffect(() => {
    if (!enabled || search) return;
    let current = true;
    setFailed(false);
    loadSearch().then(
      (loaded) => current && setSearch(loaded),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [enabled, search, attempt]);

  const trimmed = query.trim();
  const { pages, hitsPerPage } = options;
  const results = useMemo(() => (search && trimmed ? querySearch(search, trimmed, { pages, hitsPerPage }) : undefined), [search, trimmed, pages, hitsPerPage]);

  useEffect(() => {
    if (!search || !results) return;
    let current = true;
    // Without its text a hit still shows its page and headings, so a failed shard is not an error.
    loadSectionTexts(search, resultSections(results)).then(
      () => current && setTextsLoaded((count) => count + 1),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [search, results]);

  const withExcerpts = useMemo(() => (search && results ? addExcerpts(search, results) : undefined), [search, results, textsLoaded]);

  if (!trimmed) return { status: 'idle' };
  if (withExcerpts) return { status: 'done', results: withExcerpts };
  if (failed) return { status: 'error', retry: () => setAttempt((count) => count + 1) };
  return { status: 'loading' };
}
