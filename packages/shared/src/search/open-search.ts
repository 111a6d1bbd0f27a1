import type { Encoder } from 'flexsearch';
import { createSearchEncoder, createSearchIndexes, type SearchIndexes } from './create-search-indexes.js';
import { SEARCH_FORMAT, type SearchCore, type SearchField, type SearchIndexEntry, type SearchPage, type SearchSection, type SearchTextShard } from './search-data.js';

/** What a URL of the index holds, and where it belongs. */
export type SearchPartRef = { kind: 'terms' } | { kind: 'pages'; shard: number } | { kind: 'text' } | { kind: 'vocabulary' };

/**
 * A search index being queried: the core, and the parts fetched so far. Queries say which parts they
 * lack (`querySearch` returns them as `missing`), and `addSearchPart` brings each in.
 */
export interface LoadedSearch {
  entry: SearchIndexEntry;
  encoder: Encoder;
  /** The field indexes, holding the postings of the term shards loaded so far. */
  indexes: SearchIndexes;
  /** For prefix-matched fields, the documents of which each loaded term is a whole word. */
  whole: Partial<Record<SearchField, Map<string, Set<number>>>>;
  /** For prefix-matched fields, the documents that are each loaded term alone (or its plural), such as a heading "Recipients". */
  sole: Partial<Record<SearchField, Map<string, Set<number>>>>;
  /** The first section of each page, and after the last page the number of sections. */
  pageStarts: number[];
  titleLengths: number[];
  /** Pages and sections of the page shards loaded so far, by number. */
  pages: SearchPage[];
  sections: SearchSection[];
  /** The text shards each loaded page shard names: where each starts, and its URL. */
  textShards: Map<number, [firstSection: number, url: string][]>;
  /** The text shards loaded so far, by URL. */
  texts: Map<string, SearchTextShard>;
  /** The words to correct misspellings to, once loaded. */
  vocabulary: string[] | undefined;
  /** Every part named so far, by URL. */
  parts: Map<string, SearchPartRef>;
  /** The parts added so far. */
  loaded: Set<string>;
}

/** Opens the index an entry names, given its core; throws if the entry is of another format. */
export function openSearch(entry: SearchIndexEntry, core: SearchCore): LoadedSearch {
  if (entry.format !== SEARCH_FORMAT) throw new Error(`The search index has format ${String(entry.format)}, expected ${SEARCH_FORMAT}.`);
  const encoder = createSearchEncoder();
  const pageStarts = [0];
  for (const count of core.sectionCounts) pageStarts.push(pageStarts[pageStarts.length - 1]! + count);
  const parts = new Map<string, SearchPartRef>([[entry.vocabulary, { kind: 'vocabulary' }]]);
  for (const [, url] of entry.terms) parts.set(url, { kind: 'terms' });
  entry.pages.forEach(([, url], shard) => parts.set(url, { kind: 'pages', shard }));
  return {
    entry,
    encoder,
    indexes: createSearchIndexes(encoder),
    whole: {},
    sole: {},
    pageStarts,
    titleLengths: core.titleLengths,
    pages: [],
    sections: [],
    textShards: new Map(),
    texts: new Map(),
    vocabulary: undefined,
    parts,
    loaded: new Set(),
  };
}
