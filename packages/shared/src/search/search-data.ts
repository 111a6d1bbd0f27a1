/**
 * The search index as the build writes it and the browser reads it: a set of content-hashed parts, so
 * that a query downloads only what it needs. The entry (`/search-index.json`, short cache) names them all:
 *
 * - the core: the few numbers per page that ranking needs (always loaded);
 * - term shards: the postings of every field, split by term, so a query fetches the shards of its words;
 * - page shards: page titles, URLs and section headings, by page range, for the results shown;
 * - text shards, named by the page shards: section texts, for the excerpts of the results shown;
 * - the vocabulary, fetched only when a word matches nothing and may be misspelled.
 *
 * A new build never mixes with an old cached index: every name but the entry's changes with its contents.
 */
export interface SearchIndexEntry {
  format: typeof SEARCH_FORMAT;
  /** URL of the core (`SearchCore`). */
  core: string;
  /** The term shards (`SearchTermShard`), each named with the first term it holds, in term order. */
  terms: [firstTerm: string, url: string][];
  /** The page shards (`SearchPageShard`), each named with the first page it holds, in page order. */
  pages: [firstPage: number, url: string][];
  /** URL of the vocabulary (`string[]`). */
  vocabulary: string;
}

/** Where the browser finds the entry. */
export const SEARCH_INDEX_PATH = '/search-index.json';

/** Bumped whenever the shape of the files or the index settings change. */
export const SEARCH_FORMAT = 5;

/**
 * A page in the index: `[title, url, trail, keywords]`, the trail being the sidebar categories above
 * it, the keywords those of an API operation (method and path, operationId, parameter names).
 */
export type SearchPage = [title: string, url: string, trail: string, keywords?: string];

/**
 * One section of a page, from one h1–h3 heading to the next: `[page, anchor, headings]`.
 * `anchor` is empty for the top of the page; `headings` is the path below the page title.
 * Sections are numbered through the pages in order: a page's sections follow those of the page before.
 */
export type SearchSection = [page: number, anchor: string, headings: string[]];

/** What ranking needs of every page, which is too little to shard. */
export interface SearchCore {
  /** How many sections each page has, in page order (the first page's sections start at 0). */
  sectionCounts: number[];
  /** How many words each page title has, as the encoder counts them: a short title that matches ranks higher. */
  titleLengths: number[];
}

/** The fields that are indexed, each its own FlexSearch index. Page fields are keyed by page number. */
export const PAGE_FIELDS = ['title', 'keywords'] as const;
/** Section fields are keyed by section number. */
export const SECTION_FIELDS = ['heading', 'text'] as const;
export type SearchField = (typeof PAGE_FIELDS)[number] | (typeof SECTION_FIELDS)[number];
/** The fields in the order a term shard lists their postings. */
export const SEARCH_FIELDS: readonly SearchField[] = [...PAGE_FIELDS, ...SECTION_FIELDS];

/**
 * The postings of a term in one field, as FlexSearch keeps them: `slots[score]` lists the ids that
 * scored `score` (0 best: the term comes early in the field), in ascending order.
 */
export type Postings = (number[] | null | undefined)[];

/** Postings as a term shard stores them (see `encodePostings`); 0 for an empty slot. */
export type EncodedPostings = (number[] | 0)[];

/** A term and its encoded postings in each field, in `SEARCH_FIELDS` order; 0 where the field lacks the term. */
export type SearchTermEntry = [term: string, ...postings: (EncodedPostings | 0)[]];

/** A term shard: consecutive terms, in term order. */
export type SearchTermShard = SearchTermEntry[];

/**
 * A page shard: consecutive pages, their sections, and the text shards of those sections. Its numbers
 * count from the shard's own first page and first section, so that a shard does not change when pages
 * before it are added or removed (a build keeps the shards of unchanged runs of pages).
 */
export interface SearchPageShard {
  pages: SearchPage[];
  /** The sections of the shard's pages, each naming its page by its place in `pages`. */
  sections: SearchSection[];
  /** Text shards (`SearchTextShard`), each holding the texts of the sections from its first (counted in `sections`) to the next one's. */
  texts: [firstSection: number, url: string][];
}

/** A text shard: the texts of consecutive sections. */
export type SearchTextShard = string[];

/**
 * The most entries a term keeps in an index, best first. A query looks at no more than this per word,
 * so longer lists (words on nearly every page) would only make the index bigger.
 */
export const POSTINGS_PER_TERM = 300;

/** What the index is made of: the pages, their sections in page order, and the text of each section. */
export interface SearchContent {
  pages: readonly SearchPage[];
  sections: readonly SearchSection[];
  texts: readonly string[];
}

/** About how many characters of JSON each kind of shard holds. */
export interface SearchShardSizes {
  termShard: number;
  pageShard: number;
  textShard: number;
}

/**
 * Sizes that keep a query's download small at 10,000 pages without making the entry, which lists the
 * term and page shards, large: a shard of each is a few kilobytes gzipped.
 */
export const SEARCH_SHARD_SIZES: SearchShardSizes = { termShard: 24_000, pageShard: 12_000, textShard: 12_000 };

export type SearchPartKind = 'core' | 'terms' | 'pages' | 'text' | 'words';

/** Keeps a part and returns the URL it will have (the build's is content-hashed). */
export type NamePart = (kind: SearchPartKind, contents: string) => string;
