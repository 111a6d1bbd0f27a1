import { Charset, Encoder, Index } from 'flexsearch';
import { SEARCH_FIELDS, type SearchField } from './search-data.js';

/**
 * LatinBalance folds spelling variants (double letters, similar vowels and consonants) to one form, so
 * "webhok" meets "webhooks" and "recipeints" meets "recipients"; the build and the browser must agree on it.
 */
export function createSearchEncoder(options: { cache?: boolean } = {}): Encoder {
  return new Encoder(options.cache === false ? { ...Charset.LatinBalance, cache: false } : Charset.LatinBalance);
}

/**
 * How each field is tokenized. Titles, headings and API keywords match by prefix ("recip" finds
 * "Recipients"): every start of a word is a term. Body text matches whole words, which keeps the
 * index of a large site small.
 */
export const FIELD_TOKENIZE: Record<SearchField, 'forward' | 'strict'> = { title: 'forward', keywords: 'forward', heading: 'forward', text: 'strict' };

/** Score slots per term: a word early in a field scores better than one late in it. */
export const SEARCH_RESOLUTION = 5;

export type SearchIndexes = Record<SearchField, Index>;

/**
 * The field indexes with the settings both the build and the browser use. The browser fills them
 * with the postings of the term shards it fetches; the build writes those postings (`buildPostings`)
 * as these indexes would make them.
 */
export function createSearchIndexes(encoder: Encoder = createSearchEncoder()): SearchIndexes {
  const indexes = {} as SearchIndexes;
  for (const field of SEARCH_FIELDS) indexes[field] = new Index({ tokenize: FIELD_TOKENIZE[field], encoder, resolution: SEARCH_RESOLUTION });
  return indexes;
}
