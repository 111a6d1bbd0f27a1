import { createSearchBlockBuilder, mergeSearchBlocks, type SearchBlock } from './search-block.js';
import { SEARCH_FORMAT, SEARCH_SHARD_SIZES, type NamePart, type SearchContent, type SearchCore, type SearchIndexEntry, type SearchShardSizes } from './search-data.js';
import { splitTermShards } from './split-term-shards.js';

/**
 * Builds the parts of the search index of `content` as one run of pages, handing each to `name`, and
 * returns the entry that names them. Pure: the caller decides where the parts go.
 */
export function buildSearchParts(content: SearchContent, name: NamePart, sizes: SearchShardSizes = SEARCH_SHARD_SIZES): SearchIndexEntry {
  return joinSearchBlocks([createSearchBlockBuilder()(content, name, sizes)], name, sizes);
}

/**
 * The entry of the index of consecutive runs of pages, and its parts that span them (the core, the term
 * shards, the vocabulary), handed to `name`; the runs' page and text shards were named as they were
 * made. A build keeps the blocks of its runs, so it indexes again only the runs whose pages changed.
 */
export function joinSearchBlocks(blocks: readonly SearchBlock[], name: NamePart, sizes: Pick<SearchShardSizes, 'termShard'> = SEARCH_SHARD_SIZES): SearchIndexEntry {
  const core: SearchCore = { sectionCounts: blocks.flatMap((block) => block.sectionCounts), titleLengths: blocks.flatMap((block) => block.titleLengths) };
  const pages: [number, string][] = [];
  const words = new Set<string>();
  let firstPage = 0;
  for (const block of blocks) {
    for (const [first, url] of block.pageShards) pages.push([firstPage + first, url]);
    for (const word of block.words) words.add(word);
    firstPage += block.pages;
  }
  return {
    format: SEARCH_FORMAT,
    core: name('core', JSON.stringify(core)),
    terms: splitTermShards(mergeSearchBlocks(blocks), sizes.termShard).map(({ firstTerm, contents }) => [firstTerm, name('terms', contents)]),
    pages,
    vocabulary: name('words', JSON.stringify([...words].sort())),
  };
}
