import { SEARCH_RESOLUTION } from './create-search-indexes.js';
import type { TermTable } from './create-term-table.js';
import { POSTINGS_PER_TERM } from './search-data.js';

/** The postings of one term in one field, as the build collects them. */
export interface PostingList {
  /** `slots[score]`: the documents that scored `score`, ascending. */
  slots: number[][];
  /** The documents of which the term is a whole word, not only the start of one (prefix fields only), ascending. */
  whole: number[];
  /** The documents that are this whole word alone, such as a heading "Recipients" (prefix fields only), ascending. */
  sole: number[];
  /** The last document added: a term that starts several words of a document counts once, for the first. */
  last: number;
  /** Whether the last document was kept (see `buildPostings`). */
  lastKept: boolean;
  /** How many documents the slots hold. */
  size: number;
  /**
   * The best slot whose documents, with those of better slots, already number `POSTINGS_PER_TERM`
   * (`SEARCH_RESOLUTION` until then): a later document that scores there or worse is left out.
   */
  closedFrom: number;
}

/**
 * Whether a document that scored `slot` can still be among the best `POSTINGS_PER_TERM` of a term: not
 * once that many have scored as well or better, since documents only come later (with higher ids).
 */
function hasRoom(list: PostingList, slot: number): boolean {
  return slot < list.closedFrom;
}

/** `closedFrom` once a document was added: kept up to date as documents come, rather than counted for each one. */
function closedFromOf(list: PostingList): number {
  if (list.size < POSTINGS_PER_TERM) return SEARCH_RESOLUTION;
  let better = 0;
  for (let score = 0; score < SEARCH_RESOLUTION; score++) {
    better += list.slots[score]?.length ?? 0;
    if (better >= POSTINGS_PER_TERM) return score;
  }
  return SEARCH_RESOLUTION;
}

/**
 * Whether a start of a word stands for the whole word: the word itself or its plural ("recipient" for
 * "Recipients", "status" for "statuses", as the encoder spells them), since readers type the singular.
 */
function isWholeWord(length: number, word: string): boolean {
  const rest = word.length - length;
  return rest === 0 || (rest === 1 && word.endsWith('s')) || (rest === 2 && word.endsWith('es'));
}

/**
 * The slot FlexSearch's `Index.add` gives the term at `position` of a document's `count` distinct
 * terms: the first term the best slot, later ones spread over the rest of the resolution.
 */
function slotOf(position: number, count: number): number {
  if (position === 0) return 0;
  if (count <= SEARCH_RESOLUTION) return position;
  return (((SEARCH_RESOLUTION - 1) / count) * position + 1) | 0;
}

/**
 * The postings of one field over `documents` (each numbered by its position, empty ones skipped), by
 * term, as FlexSearch's `Index.add` would make them with this tokenizer: `forward` files a document
 * under every start of each of its terms, `strict` under the terms alone. Collecting them here is
 * several times faster than `Index.add`, which keeps per-document bookkeeping for updates a build
 * never makes, and it also notes where a term is a whole word. A document that can no longer be among
 * the best `POSTINGS_PER_TERM` of a term is left out as it comes: words found in every section would
 * otherwise hold most of the build's memory, and its time collecting it.
 */
export function buildPostings(documents: readonly (string | undefined)[], tokenize: 'forward' | 'strict', table: TermTable): Map<string, PostingList> {
  // Kept packed (never written past its end): an array first written at a high index would fall back
  // to a dictionary, and this field's terms may come after thousands numbered by other fields.
  const lists: (PostingList | undefined)[] = [];
  const add = (term: number, id: number, slot: number, whole: boolean, sole: boolean) => {
    while (lists.length <= term) lists.push(undefined);
    let list = lists[term];
    if (!list) lists[term] = list = { slots: [], whole: [], sole: [], last: -1, lastKept: false, size: 0, closedFrom: SEARCH_RESOLUTION };
    if (list.last !== id) {
      list.last = id;
      list.lastKept = hasRoom(list, slot);
      if (list.lastKept) {
        (list.slots[slot] ??= []).push(id);
        list.size++;
        list.closedFrom = closedFromOf(list);
      }
    }
    if (whole && list.lastKept && list.whole[list.whole.length - 1] !== id) list.whole.push(id);
    if (sole && list.lastKept && list.sole[list.sole.length - 1] !== id) list.sole.push(id);
  };
  for (let id = 0; id < documents.length; id++) {
    const text = documents[id];
    if (!text) continue;
    const terms = table.termsOf(text);
    for (let position = 0; position < terms.length; position++) {
      const term = terms[position]!;
      const slot = slotOf(position, terms.length);
      if (tokenize === 'strict') add(term, id, slot, false, false);
      else {
        const word = table.terms[term]!;
        table.prefixesOf(term).forEach((prefix, at) => {
          const whole = isWholeWord(at + 1, word);
          add(prefix, id, slot, whole, whole && terms.length === 1);
        });
      }
    }
  }
  const postings = new Map<string, PostingList>();
  lists.forEach((list, term) => {
    if (list) postings.set(table.terms[term]!, list);
  });
  return postings;
}
