import { createPartLoader, type FetchPart } from './create-part-loader.js';
import { openSearch, type LoadedSearch } from './open-search.js';
import { SEARCH_INDEX_PATH, type SearchCore, type SearchIndexEntry } from './search-data.js';

/**
 * Opens a search index with every part loaded, for tools that query a whole site at once (tests, the
 * benchmark); the browser loads only what its queries need. `fetchPart` is asked for the entry too.
 */
export async function loadWholeSearch(fetchPart: FetchPart, entryUrl = SEARCH_INDEX_PATH): Promise<LoadedSearch> {
  const entry = (await fetchPart(entryUrl)) as SearchIndexEntry;
  const search = openSearch(entry, (await fetchPart(entry.core)) as SearchCore);
  const load = createPartLoader(search, fetchPart);
  await load([entry.vocabulary, ...entry.terms.map(([, url]) => url), ...entry.pages.map(([, url]) => url)]);
  // The page shards name the text shards.
  await load([...search.textShards.values()].flat().map(([, url]) => url));
  return search;
}
