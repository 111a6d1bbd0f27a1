import { createSearchBlockBuilder, type PostingsBlock, type SearchRunParts } from './search-block.js';
import { SEARCH_FORMAT, SEARCH_SHARD_SIZES, type NamePart, type SearchContent, type SearchCore, type SearchIndexEntry, type SearchShardSizes } from './search-data.js';
import { joinTermShards } from './join-term-shards.js';

/**
 * Builds the parts of the search index of `content` as one run of pages, handing each to `name`, and
 * returns the entry that names them. Pure: the caller decides where the parts go.
 */
export function buildSearchParts(content: SearchContent, name: NamePart, sizes: SearchShardSizes = SEARCH_SHARD_SIZES): SearchIndexEntry {
  const build = createSearchBlockBuilder();
  return joinSearchBlocks([build.parts(content, name, sizes)], [build.postings(content)], name, sizes);
}

/**
 * The entry of the index of consecutive runs of pages, and its parts that span them (the core, the term
 * shards, the vocabulary), handed to `name`; the runs' page and text shards were named as they were
 * made. The postings come from blocks that cover the same pages in the same order, one per run (a build
 * keeps them, so that it indexes only the runs whose pages changed) or fewer: they merge into the same.
 */
export function joinSearchBlocks(runs: readonly SearchRunParts[], postings: readonly PostingsBlock[], name: NamePart, sizes: Pick<SearchShardSizes, 'termShard'> = SEARCH_SHARD_SIZES): SearchIndexEntry {
  const covered = (blocks: readonly { pages: number; sections: number }[]) => blocks.reduce((sum, block) => [sum[0]! + block.pages, sum[1]! + block.sections], [0, 0]);
  if (covered(runs).join() !== covered(postings).join()) throw new Error(`Search postings cover ${covered(postings).join(' pages and ')} sections, not the ${covered(runs).join(' and ')} of the runs.`);
  const core: SearchCore = { sectionCounts: runs.flatMap((run) => run.sectionCounts), titleLengths: runs.flatMap((run) => run.titleLengths) };
  const pages: [number, string][] = [];
  const words = new Set<string>();
  let firstPage = 0;
  for (const run of runs) {
    for (const [first, url] of run.pageShards) pages.push([firstPage + first, url]);
    for (const word of run.words) words.add(word);
    firstPage += run.pages;
  }
  return {
    format: SEARCH_FORMAT,
    core: name('core', JSON.stringify(core)),
    terms: joinTermShards(postings, sizes.termShard).map(({ firstTerm, contents }) => [firstTerm, name('terms', contents)]),
    pages,
    vocabulary: name('words', JSON.stringify([...words].sort())),
  };
}
