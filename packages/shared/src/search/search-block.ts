import { buildPostings } from './build-postings.js';
import { capPostings } from './cap-postings.js';
import { createSearchEncoder, FIELD_TOKENIZE } from './create-search-indexes.js';
import { createTermTable } from './create-term-table.js';
import { PAGE_FIELDS, POSTINGS_PER_TERM, SEARCH_FIELDS, type SearchContent, type SearchField } from './search-data.js';

/**
 * The postings of a run of consecutive pages, its documents numbered from the run's first page (page
 * fields) and first section (section fields). A term's postings keep the best `POSTINGS_PER_TERM`
 * documents, and the best of a whole site are among the best of each run, so the runs of a site merge
 * into exactly the postings of the whole (`mergeSearchBlocks`): a build keeps each run's block and
 * indexes again only the runs whose pages changed.
 */
export interface SearchBlock {
  pages: number;
  sections: number;
  /** The terms the postings name, by number. */
  terms: string[];
  /**
   * Each field's postings, flat, term after term: the term's number, its slot count, each slot as its
   * length then its ids (ascending), then, for prefix fields, the count and ids of the documents of
   * which it is a whole word, and of those that are that word alone. Flat numbers keep a block cheap to store and to read back.
   */
  postings: Record<SearchField, Int32Array>;
}

/** Makes the blocks of runs of pages, sharing the encoding of the words they have in common. */
export function createSearchBlockBuilder(): (content: SearchContent) => SearchBlock {
  const table = createTermTable(createSearchEncoder());
  return (content) => {
    const terms: string[] = [];
    const numbers = new Map<string, number>();
    const numberOf = (term: string) => {
      let number = numbers.get(term);
      if (number === undefined) numbers.set(term, (number = terms.push(term) - 1));
      return number;
    };
    const documents: Record<SearchField, readonly (string | undefined)[]> = {
      title: content.pages.map(([title]) => title),
      keywords: content.pages.map(([, , , keywords]) => keywords),
      heading: content.sections.map(([, , headings]) => headings[headings.length - 1]),
      text: content.texts,
    };
    const postings = {} as Record<SearchField, Int32Array>;
    for (const field of SEARCH_FIELDS) {
      const flat = createIntWriter();
      const prefixes = FIELD_TOKENIZE[field] === 'forward';
      for (const [term, list] of buildPostings(documents[field], FIELD_TOKENIZE[field], table)) {
        // Only the best of the run can be among the best of the site; most terms have fewer documents.
        const capped = list.size > POSTINGS_PER_TERM;
        const slots = capped ? capPostings(list.slots, POSTINGS_PER_TERM) : list.slots;
        flat.push(numberOf(term));
        flat.push(slots.length);
        for (let slot = 0; slot < slots.length; slot++) {
          const ids = slots[slot];
          flat.push(ids?.length ?? 0);
          if (ids) for (const id of ids) flat.push(id);
        }
        if (!prefixes) continue;
        const kept = capped ? new Set(slots.flatMap((ids) => ids ?? [])) : undefined;
        for (const marked of [list.whole, list.sole]) {
          const ids = kept ? marked.filter((id) => kept.has(id)) : marked;
          flat.push(ids.length);
          for (const id of ids) flat.push(id);
        }
      }
      postings[field] = flat.done();
    }
    return { pages: content.pages.length, sections: content.sections.length, terms, postings };
  };
}

/** Numbers written one by one into an Int32Array that doubles as it fills. */
function createIntWriter() {
  let numbers = new Int32Array(1024);
  let length = 0;
  return {
    push(value: number): void {
      if (length === numbers.length) {
        const larger = new Int32Array(numbers.length * 2);
        larger.set(numbers);
        numbers = larger;
      }
      numbers[length++] = value;
    },
    done: (): Int32Array => numbers.slice(0, length),
  };
}

/** A term's postings in one field as the merge collects them: ids by slot, where it is a whole word, and where that word alone. */
export interface MergedPostings {
  slots: number[][];
  whole: number[];
  sole: number[];
}

/**
 * The postings of consecutive blocks as one, renumbered from the first block's first page and
 * section: by field and term, each slot's ids in block order, the best `POSTINGS_PER_TERM` only.
 */
export function mergeSearchBlocks(blocks: readonly SearchBlock[]): Record<SearchField, Map<string, MergedPostings>> {
  const merged = {} as Record<SearchField, Map<string, MergedPostings>>;
  for (const field of SEARCH_FIELDS) merged[field] = new Map();
  let firstPage = 0;
  let firstSection = 0;
  for (const block of blocks) {
    for (const field of SEARCH_FIELDS) {
      const offset = (PAGE_FIELDS as readonly SearchField[]).includes(field) ? firstPage : firstSection;
      mergeField(merged[field], block, block.postings[field], offset, FIELD_TOKENIZE[field] === 'forward');
    }
    firstPage += block.pages;
    firstSection += block.sections;
  }
  return merged;
}

function mergeField(into: Map<string, MergedPostings>, block: SearchBlock, flat: Int32Array, offset: number, prefixes: boolean): void {
  let at = 0;
  while (at < flat.length) {
    const term = block.terms[flat[at++]!];
    const slotCount = flat[at++]!;
    if (term === undefined) throw new Error(`a search block names a term it does not hold ${flat[at - 2]} ${block.terms.length} at ${at} of ${flat.length}`);
    let list = into.get(term);
    if (!list) into.set(term, (list = { slots: [], whole: [], sole: [] }));
    // Ids already kept in this slot or a better one: a later block's ids rank after them.
    let better = 0;
    for (let slot = 0; slot < slotCount; slot++) {
      const length = flat[at++]!;
      const kept = list.slots[slot];
      better += kept?.length ?? 0;
      const room = Math.min(length, POSTINGS_PER_TERM - better);
      if (room > 0) {
        const ids = (list.slots[slot] ??= []);
        for (let index = 0; index < room; index++) ids.push(flat[at + index]! + offset);
        better += room;
      }
      at += length;
    }
    if (!prefixes) continue;
    for (const marked of [list.whole, list.sole]) {
      const count = flat[at++]!;
      for (let index = 0; index < count; index++) marked.push(flat[at + index]! + offset);
      at += count;
    }
  }
}
