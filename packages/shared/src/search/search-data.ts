/**
 * The search index as the build writes it and the browser reads it. The entry file (`/search-index.json`,
 * short cache) names the content-hashed data file, so a new build never mixes with an old cached index.
 * Section texts, needed only for the excerpts of the results shown, live in content-hashed shards that
 * the browser fetches as results need them: a large site's text never loads all at once.
 */
export interface SearchIndexEntry {
  format: typeof SEARCH_FORMAT;
  /** URL of the data file (`SearchData`). */
  data: string;
}

/** Where the browser finds the entry. */
export const SEARCH_INDEX_PATH = '/search-index.json';

/** Bumped whenever the shape of the files or the index settings change. */
export const SEARCH_FORMAT = 2;

/**
 * A page in the index: `[title, url, trail, keywords]`, the trail being the sidebar categories above
 * it, the keywords those of an API operation (method and path, operationId, parameter names).
 */
export type SearchPage = [title: string, url: string, trail: string, keywords?: string];

/**
 * One section of a page, from one h1–h3 heading to the next: `[page, anchor, headings]`.
 * `anchor` is empty for the top of the page; `headings` is the path below the page title.
 */
export type SearchSection = [page: number, anchor: string, headings: string[]];

/**
 * The postings of a term in one field, as FlexSearch keeps them: `slots[score]` lists the ids that
 * scored `score` (0 best: the term comes early in the field), in ascending order.
 */
export type Postings = (number[] | null | undefined)[];

/** FlexSearch's exported chunks of one field index, as `[key, data]` pairs. */
export type ExportedIndex = [key: string, data: unknown][];

/** The fields that are indexed, each its own FlexSearch index. Page fields are keyed by page number. */
export const PAGE_FIELDS = ['title', 'keywords'] as const;
/** Section fields are keyed by section number. */
export const SECTION_FIELDS = ['heading', 'text'] as const;
export type SearchField = (typeof PAGE_FIELDS)[number] | (typeof SECTION_FIELDS)[number];

/**
 * The most entries a term keeps in an index, best first. A query looks at no more than this per word,
 * so longer lists (words on nearly every page) would only make the index bigger.
 */
export const POSTINGS_PER_TERM = 300;

export interface SearchData {
  format: typeof SEARCH_FORMAT;
  pages: SearchPage[];
  sections: SearchSection[];
  indexes: Record<SearchField, ExportedIndex>;
  /** The words of titles, headings and API keywords (lowercase, four letters or more), for correcting typos. */
  vocabulary: string[];
  /** URLs of the text shards, in section order; each holds the texts of `sectionsPerShard` sections. */
  textShards: string[];
  sectionsPerShard: number;
}

/** A text shard: the texts of consecutive sections. */
export type SearchTextShard = string[];
