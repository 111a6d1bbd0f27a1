import type { LoadedSearch } from './open-search.js';

/** The position of the last item whose key is not after `key` (items sorted by key), or -1. */
function lastAtOrBefore<T, K extends string | number>(items: readonly T[], keyOf: (item: T) => K, key: K): number {
  let low = -1;
  let high = items.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (keyOf(items[middle]!) <= key) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** The URL of the term shard that would hold `term`, if the index has any. */
export function termShardOf(search: LoadedSearch, term: string): string | undefined {
  return search.entry.terms[Math.max(0, lastAtOrBefore(search.entry.terms, ([first]) => first, term))]?.[1];
}

/** The page a section belongs to (the last entry of `pageStarts`, the number of sections, is after every section). */
export function pageOfSection(search: LoadedSearch, section: number): number {
  return lastAtOrBefore(search.pageStarts, (start) => start, section);
}

/** The number of the page shard that holds a page. */
export function pageShardOf(search: LoadedSearch, page: number): number {
  return lastAtOrBefore(search.entry.pages, ([first]) => first, page);
}

/** The text shard of a section (where it starts, and its URL), once the section's page shard is loaded. */
export function textShardOf(search: LoadedSearch, section: number): [firstSection: number, url: string] | undefined {
  const texts = search.textShards.get(pageShardOf(search, pageOfSection(search, section)));
  return texts?.[lastAtOrBefore(texts, ([first]) => first, section)];
}

/** The text of a section, once its text shard is loaded. */
export function sectionText(search: LoadedSearch, section: number): string | undefined {
  const shard = textShardOf(search, section);
  return shard && search.texts.get(shard[1])?.[section - shard[0]];
}
