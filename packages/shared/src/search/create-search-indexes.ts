import { Charset, Encoder, Index } from 'flexsearch';
import { PAGE_FIELDS, SECTION_FIELDS, type SearchField } from './search-data.js';

/**
 * LatinBalance folds spelling variants (double letters, similar vowels and consonants) to one form, so
 * "webhok" meets "webhooks" and "recipeints" meets "recipients"; the build and the browser must agree on it.
 */
export function createSearchEncoder(): Encoder {
  return new Encoder(Charset.LatinBalance);
}

export type SearchIndexes = Record<SearchField, Index>;

/**
 * The field indexes with the settings both the build and the browser use. Titles, headings and API
 * keywords match by prefix ("recip" finds "Recipients"); body text matches whole words, which keeps
 * the index of a large site small.
 */
export function createSearchIndexes(encoder: Encoder = createSearchEncoder()): SearchIndexes {
  const prefix = () => new Index({ tokenize: 'forward', encoder, resolution: 5 });
  const indexes = {} as SearchIndexes;
  for (const field of PAGE_FIELDS) indexes[field] = prefix();
  for (const field of SECTION_FIELDS) indexes[field] = field === 'text' ? new Index({ tokenize: 'strict', encoder, resolution: 5 }) : prefix();
  return indexes;
}
