import { createPartLoader, openSearch, SEARCH_INDEX_PATH, type LoadedSearch, type LoadParts, type SearchCore, type SearchIndexEntry } from '@docs/shared/search';

async function fetchJson<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Each index being opened or open, by its entry (one per docs version). */
const loading = new Map<string, Promise<LoadedSearch>>();
const loaders = new WeakMap<LoadedSearch, LoadParts>();

/**
 * Opens a search index once per visit, on first use: the entry (revalidated, since it changes with
 * every build), then the small content-hashed core it names. The rest comes part by part as queries
 * need it (`loadSearchParts`). A failed load is forgotten so it can be retried. `entryPath` names a
 * docs version's index; the latest's by default.
 */
export function loadSearch(entryPath: string = SEARCH_INDEX_PATH): Promise<LoadedSearch> {
  let opening = loading.get(entryPath);
  if (!opening) {
    opening = (async () => {
      const entry = await fetchJson<SearchIndexEntry>(entryPath, { cache: 'no-cache' });
      const search = openSearch(entry, await fetchJson<SearchCore>(entry.core));
      loaders.set(search, createPartLoader(search, (url) => fetchJson(url)));
      return search;
    })();
    loading.set(entryPath, opening);
    opening.catch(() => loading.delete(entryPath));
  }
  return opening;
}

/** Fetches parts of the index (term, page and text shards, the vocabulary) into the search, each once. */
export function loadSearchParts(search: LoadedSearch, urls: readonly string[]): Promise<void> {
  return loaders.get(search)!(urls);
}
