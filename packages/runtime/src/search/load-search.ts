import { importSearchData, missingShards, SEARCH_INDEX_PATH, type LoadedSearch, type SearchData, type SearchIndexEntry, type SearchTextShard } from '@docs/shared/search';

async function fetchJson<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

let loading: Promise<LoadedSearch> | undefined;

/**
 * Loads the search index once per visit, on first use: the entry (revalidated, since it changes with
 * every build), then the content-hashed data it names. A failed load is forgotten so it can be retried.
 */
export function loadSearch(): Promise<LoadedSearch> {
  loading ??= (async () => {
    const entry = await fetchJson<SearchIndexEntry>(SEARCH_INDEX_PATH, { cache: 'no-cache' });
    return importSearchData(await fetchJson<SearchData>(entry.data));
  })();
  loading.catch(() => (loading = undefined));
  return loading;
}

const shardRequests = new Map<number, Promise<void>>();

/** Fetches the text shards that hold these sections, for their excerpts; each shard is fetched once. */
export async function loadSectionTexts(search: LoadedSearch, sections: number[]): Promise<void> {
  await Promise.all(
    missingShards(search, sections).map((shard) => {
      let request = shardRequests.get(shard);
      if (!request) {
        request = fetchJson<SearchTextShard>(search.textShards[shard]!).then((texts) => void search.loadedShards.set(shard, texts));
        request.catch(() => shardRequests.delete(shard));
        shardRequests.set(shard, request);
      }
      return request;
    }),
  );
}
