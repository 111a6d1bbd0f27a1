import { Charset, Encoder, Index } from 'flexsearch';
import { SEARCH_FIELDS, type SearchField } from './search-data.js';

/**
 * LatinBalance folds spelling variants (double letters, similar vowels and consonants) to one form, so
 * "webhok" meets "webhooks" and "recipeints" meets "recipients"; the build and the browser must agree on it.
 * Numbers are kept as written: LatinBalance cut them into runs of three digits and folded repeated
 * digits as it folds letters, so 400 found 40 and 1000 found 10 (a status code, a limit, a version).
 */
export function createSearchEncoder(options: { cache?: boolean } = {}): Encoder {
  return new Encoder({ ...Charset.LatinBalance, numeric: false, dedupe: false, finalize: foldRepeatedLetters, ...(options.cache === false ? { cache: false } : {}) });
}

/** A letter written twice or more in a row, once the mapper has folded similar letters together: kept once. Digits are not letters. */
const REPEATED_LETTER = /(\P{N})\1+/gu;

/**
 * LatinBalance's folding of repeated letters, which it applies to digits too, on letters alone. Two
 * words may fold into one term ("kc" and "k"), which the encoder then lists once, as it did when
 * it folded them itself.
 */
function foldRepeatedLetters(terms: string[]): string[] {
  let folded = false;
  for (let at = 0; at < terms.length; at++) {
    const term = terms[at]!.replace(REPEATED_LETTER, '$1');
    folded ||= term !== terms[at];
    terms[at] = term;
  }
  return folded ? [...new Set(terms)] : terms;
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
