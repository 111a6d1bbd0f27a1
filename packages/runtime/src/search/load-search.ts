import { createPartLoader, openSearch, SEARCH_INDEX_PATH, type LoadedSearch, type LoadParts, type SearchCore, type SearchIndexEntry } from '@docs/shared/search';

async function fetchJson<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

let loading: Promise<LoadedSearch> | undefined;
const loaders = new WeakMap<LoadedSearch, LoadParts>();

/**
 * Opens the search index once per visit, on first use: the entry (revalidated, since it changes with
 * every build), then the small content-hashed core it names. The rest comes part by part as queries
 * need it (`loadSearchParts`). A failed load is forgotten so it can be retried.
 */
export function loadSearch(): Promise<LoadedSearch> {
  loading ??= (async () => {
    const entry = await fetchJson<SearchIndexEntry>(SEARCH_INDEX_PATH, { cache: 'no-cache' });
    const search = openSearch(entry, await fetchJson<SearchCore>(entry.core));
    loaders.set(search, createPartLoader(search, (url) => fetchJson(url)));
    return search;
  })();
  loading.catch(() => (loading = undefined));
  return loading;
}

/** Fetches parts of the index (term, page and text shards, the vocabulary) into the search, each once. */
export function loadSearchParts(search: LoadedSearch, urls: readonly string[]): Promise<void> {
  return loaders.get(search)!(urls);
}
