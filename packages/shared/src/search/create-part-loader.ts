import { addSearchPart } from './add-search-part.js';
import type { LoadedSearch } from './open-search.js';

/** Fetches a part of the index by URL and resolves to it parsed; rejects if it cannot. */
export type FetchPart = (url: string) => Promise<unknown>;

/** Brings these parts of the index into the search; rejects if one cannot be fetched. */
export type LoadParts = (urls: readonly string[]) => Promise<void>;

/**
 * Loads parts of the index into a search, each once: a part asked for again while on its way shares
 * the request, and one that failed is fetched again when next asked for (the network may be back).
 */
export function createPartLoader(search: LoadedSearch, fetchPart: FetchPart): LoadParts {
  const requests = new Map<string, Promise<void>>();
  const load = (url: string): Promise<void> => {
    let request = requests.get(url);
    if (!request) {
      request = fetchPart(url).then((data) => {
        addSearchPart(search, url, data);
        // A query asks only for parts the index names; anything else would be asked for forever.
        if (!search.loaded.has(url)) throw new Error(`${url} is not a part of this search index.`);
      });
      requests.set(url, request);
      request.catch(() => requests.delete(url));
    }
    return request;
  };
  return async (urls) => {
    await Promise.all(urls.filter((url) => !search.loaded.has(url)).map(load));
  };
}
