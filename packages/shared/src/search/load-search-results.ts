import type { LoadParts } from './create-part-loader.js';
import type { LoadedSearch } from './open-search.js';
import { querySearch, type QueryOptions, type SearchResults } from './query-search.js';

/**
 * The results of a query, loading the parts of the index it needs first. It takes a few rounds: the
 * term shards of the query's words, then for a misspelled word the vocabulary and the shards of its
 * correction, then the page shards of the results. Each round loads parts not loaded before, so it ends;
 * a part that `loadParts` does not bring in is an error rather than a round that never ends.
 */
export async function loadSearchResults(search: LoadedSearch, query: string, options: QueryOptions, loadParts: LoadParts): Promise<SearchResults> {
  let results = querySearch(search, query, options);
  const asked = new Set<string>();
  while (results.missing.length) {
    if (results.missing.every((url) => asked.has(url))) throw new Error(`The search index did not supply ${results.missing.join(', ')}.`);
    for (const url of results.missing) asked.add(url);
    await loadParts(results.missing);
    results = querySearch(search, query, options);
  }
  return results;
}
