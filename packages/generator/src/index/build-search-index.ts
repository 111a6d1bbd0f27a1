import {
  createSearchIndexes,
  POSTINGS_PER_TERM,
  SEARCH_INDEX_PATH,
  SEARCH_FORMAT,
  type ExportedIndex,
  type SearchData,
  type SearchIndexEntry,
  type SearchPage,
  type SearchSection,
  type SearchTextShard,
} from '@docs/shared/search';
import type { OutputFile } from '@docs/shared';
import type { Index } from 'flexsearch';
import { hashedName } from '../write/content-hash.js';
import type { SearchRecords } from './build-search-records.js';
import { capPostings } from './cap-postings.js';

/** Where the browser looks first; it names the content-hashed data file of this build. */
export const SEARCH_INDEX_ENTRY = SEARCH_INDEX_PATH.slice(1);
/** About this much section text per shard: a few shards make a page of results. */
const SHARD_TEXT_LENGTH = 48_000;

function exportIndex(index: Index): ExportedIndex {
  const chunks: ExportedIndex = [];
  // With a callback that returns nothing, FlexSearch exports synchronously.
  void index.export((key: string, data: string) => void chunks.push([key, capPostings(key, JSON.parse(data) as unknown, POSTINGS_PER_TERM)]));
  return chunks;
}

/** The distinct words (four letters or more, lowercase) of the page titles, API keywords and headings. */
function buildVocabulary(pages: SearchPage[], sections: SearchSection[]): string[] {
  const words = new Set<string>();
  const add = (text: string) => {
    for (const [word] of text.toLowerCase().matchAll(/\p{L}{4,}/gu)) words.add(word);
  };
  for (const [title, , , keywords] of pages) add(`${title} ${keywords ?? ''}`);
  for (const [, , headings] of sections) for (const heading of headings) add(heading);
  return [...words].sort();
}

/** Splits the section texts into shards of a similar size. */
function shardTexts(texts: string[]): { shards: SearchTextShard[]; sectionsPerShard: number } {
  const average = texts.reduce((sum, text) => sum + text.length, 0) / Math.max(1, texts.length);
  const sectionsPerShard = Math.max(1, Math.floor(SHARD_TEXT_LENGTH / Math.max(1, average)));
  const shards: SearchTextShard[] = [];
  for (let start = 0; start < texts.length; start += sectionsPerShard) shards.push(texts.slice(start, start + sectionsPerShard));
  return { shards, sectionsPerShard };
}

/**
 * Builds the search index from the pages' search records: the data file (pages, sections, field
 * indexes), the text shards, all content-hashed, and the entry that names the data file.
 */
export function buildSearchIndex(records: SearchRecords): { files: OutputFile[]; pages: number; sections: number } {
  const { pages, sections, texts } = records;
  const indexes = createSearchIndexes();
  pages.forEach(([title, , , keywords], id) => {
    indexes.title.add(id, title);
    if (keywords) indexes.keywords.add(id, keywords);
  });
  sections.forEach(([, , headings], id) => {
    if (headings.length) indexes.heading.add(id, headings[headings.length - 1]!);
    if (texts[id]) indexes.text.add(id, texts[id]);
  });
  const files: OutputFile[] = [];
  const { shards, sectionsPerShard } = shardTexts(texts);
  const textShards = shards.map((shard) => {
    const contents = JSON.stringify(shard);
    const file = hashedName('assets/search-text.json', contents);
    // Two shards of the same texts (pages that repeat each other) are one file.
    if (!files.some((made) => made.path === file)) files.push({ path: file, contents });
    return `/${file}`;
  });
  const data: SearchData = {
    format: SEARCH_FORMAT,
    pages,
    sections,
    indexes: {
      title: exportIndex(indexes.title),
      keywords: exportIndex(indexes.keywords),
      heading: exportIndex(indexes.heading),
      text: exportIndex(indexes.text),
    },
    vocabulary: buildVocabulary(pages, sections),
    textShards,
    sectionsPerShard,
  };
  const contents = JSON.stringify(data);
  const dataFile = hashedName('assets/search.json', contents);
  const entry: SearchIndexEntry = { format: SEARCH_FORMAT, data: `/${dataFile}` };
  files.push({ path: dataFile, contents }, { path: SEARCH_INDEX_ENTRY, contents: `${JSON.stringify(entry)}\n` });
  return { files, pages: pages.length, sections: sections.length };
}
