import { buildPostings } from './build-postings.js';
import { buildVocabulary } from './build-vocabulary.js';
import { capPostings } from './cap-postings.js';
import { createSearchEncoder, FIELD_TOKENIZE } from './create-search-indexes.js';
import { createTermTable } from './create-term-table.js';
import { POSTINGS_PER_TERM, SEARCH_FIELDS, SEARCH_SHARD_SIZES, type NamePart, type SearchContent, type SearchField, type SearchShardSizes } from './search-data.js';
import { splitPageShards } from './split-page-shards.js';

/**
 * The postings of a run of consecutive pages, its documents numbered from the run's first page (page
 * fields) and first section (section fields). A term's postings keep the best `POSTINGS_PER_TERM`
 * documents, and the best of a whole site are among the best of each run, so the runs of a site merge
 * into exactly the postings of the whole (`joinTermShards`).
 */
export interface PostingsBlock {
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

/** What the index takes of a run of pages besides its postings: what the core and the vocabulary need, and its page shards. */
export interface SearchRunParts {
  pages: number;
  sections: number;
  /** How many sections each of the run's pages has. */
  sectionCounts: number[];
  /** How many words each of the run's page titles has, as the encoder counts them. */
  titleLengths: number[];
  /** The run's words for correcting misspellings (`buildVocabulary`). */
  words: string[];
  /**
   * The run's page shards, each with its first page counted from the run's first. They were named (and
   * their text shards with them) when the run was indexed: a kept run's shards are files kept too.
   */
  pageShards: [firstPage: number, url: string][];
}

/** Everything the index takes of a run of pages: a build keeps one per run, and indexes again only the runs whose pages changed. */
export type SearchBlock = PostingsBlock & SearchRunParts;

/** How many sections each page has; throws if the sections do not follow their pages in order. */
function countSections({ pages, sections }: SearchContent): number[] {
  const counts = pages.map(() => 0);
  let previous = 0;
  for (const [page] of sections) {
    if (page < previous || page >= pages.length) throw new Error(`Search sections must follow their pages in order (page ${page} after ${previous}).`);
    counts[page]!++;
    previous = page;
  }
  return counts;
}

/**
 * Indexes runs of pages, sharing the encoding of the words they have in common. A run's content numbers
 * its pages from 0; its page and text shards go to `name`. `postings` indexes content for its postings
 * alone; `parts` makes all but the postings; `block` both.
 */
export function createSearchBlockBuilder() {
  const encoder = createSearchEncoder();
  const table = createTermTable(encoder);
  // Titles are counted with an encoder of their own, which caches nothing. FlexSearch caches an
  // encoding by its text whatever was asked, and a word found in the cache skips the check that drops a
  // word encoded like the one before it: a title the term table met as a chunk (encoded without
  // repeats) would count the words of "end-to-end" as 2 or 3 depending on which was encoded first, and
  // "Cancelled canceled" as 2 or 3 depending on whether a page before it, within the cache's 50 ms
  // lifetime, had "canceled". The same pages would then rank differently on one thread and on
  // several, or after a pause.
  const titleEncoder = createSearchEncoder({ cache: false });
  const postingsOf = (content: SearchContent): PostingsBlock => {
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
  const partsOf = (content: SearchContent, name: NamePart, sizes: Pick<SearchShardSizes, 'pageShard' | 'textShard'> = SEARCH_SHARD_SIZES): SearchRunParts => {
    const sectionCounts = countSections(content);
    return {
      pages: content.pages.length,
      sections: content.sections.length,
      sectionCounts,
      titleLengths: content.pages.map(([title]) => titleEncoder.encode(title).length),
      words: buildVocabulary(content.pages, content.sections),
      pageShards: splitPageShards(content, sectionCounts, name, sizes),
    };
  };
  return {
    postings: postingsOf,
    parts: partsOf,
    block: (content: SearchContent, name: NamePart, sizes?: Pick<SearchShardSizes, 'pageShard' | 'textShard'>): SearchBlock => ({ ...partsOf(content, name, sizes), ...postingsOf(content) }),
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
