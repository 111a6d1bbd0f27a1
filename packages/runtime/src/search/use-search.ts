import { useEffect, useMemo, useRef, useState } from 'react';
import { addExcerpts, missingTexts, querySearch, type LoadedSearch, type QueryOptions, type SearchResults } from '@docs/shared/search';
import { loadSearch, loadSearchParts } from './load-search.js';

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  /**
   * `pending`: the results of an earlier query (`results.query`), shown while the parts the query typed
   * since needs arrive; they are not this query's, so nothing may act on them as if they were.
   */
  | { status: 'done'; results: SearchResults; pending?: boolean };

/** How long results wait for the texts of their excerpts before they are shown without them. */
const EXCERPTS_AWAITED_MS = 1_000;

/**
 * The results for `query`, for a search UI. The index is opened when `enabled` first becomes true
 * (the modal opens, the search page mounts); then each query fetches the parts of the index it lacks
 * (`querySearch` names them), and runs again once they are in. Excerpts appear once their text shards
 * arrive, or, with `awaitExcerpts`, the results with them.
 */
export function useSearch(query: string, enabled: boolean, options: QueryOptions & { index?: string; awaitExcerpts?: boolean } = {}): SearchState {
  const [search, setSearch] = useState<LoadedSearch>();
  // Another index (the reader switched docs version) starts again from nothing.
  const [openIndex, setOpenIndex] = useState(options.index);
  if (openIndex !== options.index) {
    setOpenIndex(options.index);
    setSearch(undefined);
  }
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // Counts the loads of parts, so the query runs again with what arrived.
  const [partsLoaded, setPartsLoaded] = useState(0);
  const lastShown = useRef<SearchResults | undefined>(undefined);
  // Text shards that failed to load: their hits are shown without excerpts.
  const [failedTexts, setFailedTexts] = useState<ReadonlySet<string>>(new Set());
  // Results whose excerpts took too long: shown without them rather than not at all.
  const [waitedFor, setWaitedFor] = useState<SearchResults>();

  useEffect(() => {
    if (!enabled || search) return;
    let current = true;
    setFailed(false);
    loadSearch(options.index).then(
      (loaded) => current && setSearch(loaded),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [enabled, search, attempt, options.index]);

  const trimmed = query.trim();
  const { pages, hitsPerPage } = options;
  // partsLoaded is not read, but the parts that arrived change what the query finds.
  const results = useMemo(() => (search && trimmed ? querySearch(search, trimmed, { pages, hitsPerPage }) : undefined), [search, trimmed, pages, hitsPerPage, partsLoaded]);
  const complete = results && !results.missing.length ? results : undefined;
  // First the parts that ranking and the results need, then the texts of the excerpts.
  const needed = useMemo(() => (!search || !results ? [] : complete ? missingTexts(search, complete) : results.missing), [search, results, complete]);

  useEffect(() => {
    if (!search || !needed.length) return;
    let current = true;
    const forExcerpts = complete !== undefined;
    setFailed(false);
    loadSearchParts(search, needed).then(
      () => current && setPartsLoaded((count) => count + 1),
      // Without its text a hit still shows its page and headings, so a failed text shard is not an error.
      () => current && (forExcerpts ? setFailedTexts((known) => new Set([...known, ...needed])) : setFailed(true)),
    );
    return () => {
      current = false;
    };
  }, [search, needed, complete, attempt]);

  // With `awaitExcerpts` (the search page), results are shown with their excerpts, not before: hits that
  // grew by their excerpts a moment after they appeared pushed the rest down under the reader's pointer
  // (the page's layout shifted by 0.25 to 0.54). Excerpts that do not come within `EXCERPTS_AWAITED_MS`
  // are not waited for. The dialog shows its few results at once, their excerpts as they come.
  const awaitExcerpts = options.awaitExcerpts ?? false;
  useEffect(() => {
    if (!awaitExcerpts || !complete || !needed.length) return;
    const timer = setTimeout(() => setWaitedFor(complete), EXCERPTS_AWAITED_MS);
    return () => clearTimeout(timer);
  }, [awaitExcerpts, complete, needed]);
  const ready = complete && (!awaitExcerpts || waitedFor === complete || needed.every((url) => failedTexts.has(url))) ? complete : undefined;
  const withExcerpts = useMemo(() => (search && ready ? addExcerpts(search, ready) : undefined), [search, ready]);
  useEffect(() => {
    if (withExcerpts) lastShown.current = withExcerpts;
    // A cleared box starts afresh: what it finds next is no continuation of what was shown.
    else if (!trimmed) lastShown.current = undefined;
  }, [withExcerpts, trimmed]);

  if (!trimmed) return { status: 'idle' };
  if (withExcerpts) return { status: 'done', results: withExcerpts };
  if (failed) return { status: 'error', retry: () => setAttempt((count) => count + 1) };
  // While the parts a query being typed needs arrive, the results of what was typed before stay on
  // screen rather than flashing "loading", marked as pending; those of an unrelated query do not.
  const last = lastShown.current;
  if (search && last?.groups.length && (trimmed.startsWith(last.query) || last.query.startsWith(trimmed))) return { status: 'done', results: last, pending: true };
  return { status: 'loading' };
}
