import type { Encoder } from 'flexsearch';
import { createSearchEncoder, createSearchIndexes, type SearchIndexes } from './create-search-indexes.js';
import { PAGE_FIELDS, SECTION_FIELDS, SEARCH_FORMAT, type SearchData, type SearchPage, type SearchSection, type SearchTextShard } from './search-data.js';

/** A search index ready to query. */
export interface LoadedSearch {
  pages: SearchPage[];
  sections: SearchSection[];
  indexes: SearchIndexes;
  encoder: Encoder;
  /** Section numbers of each page, in page order. */
  sectionsOfPage: number[][];
  textShards: string[];
  sectionsPerShard: number;
  vocabulary: string[];
  /** Text shards fetched so far, by shard number. */
  loadedShards: Map<number, SearchTextShard>;
}

/** Restores the field indexes from the exported data; throws if the data is of another format. */
export function importSearchData(data: SearchData): LoadedSearch {
  if (data.format !== SEARCH_FORMAT) throw new Error(`The search index has format ${String(data.format)}, expected ${SEARCH_FORMAT}.`);
  const encoder = createSearchEncoder();
  const indexes = createSearchIndexes(encoder);
  for (const field of [...PAGE_FIELDS, ...SECTION_FIELDS]) {
    // FlexSearch takes the chunk parsed as well as as a string (its types only name the string).
    for (const [key, chunk] of data.indexes[field]) void indexes[field].import(key, chunk as string);
  }
  const sectionsOfPage: number[][] = data.pages.map(() => []);
  data.sections.forEach(([page], id) => sectionsOfPage[page]!.push(id));
  return {
    pages: data.pages,
    sections: data.sections,
    indexes,
    encoder,
    sectionsOfPage,
    textShards: data.textShards,
    vocabulary: data.vocabulary,
    sectionsPerShard: data.sectionsPerShard,
    loadedShards: new Map(),
  };
}

/** The text of a section, once its shard is loaded. */
export function sectionText(search: LoadedSearch, section: number): string | undefined {
  return search.loadedShards.get(Math.floor(section / search.sectionsPerShard))?.[section % search.sectionsPerShard];
}

/** The shards that hold the texts of these sections and are not loaded yet. */
export function missingShards(search: LoadedSearch, sections: number[]): number[] {
  const shards = new Set(sections.map((section) => Math.floor(section / search.sectionsPerShard)));
  return [...shards].filter((shard) => !search.loadedShards.has(shard));
}
