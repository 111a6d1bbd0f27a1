import { buildVocabulary } from './build-vocabulary.js';
import { createSearchEncoder } from './create-search-indexes.js';
import { createSearchBlockBuilder, mergeSearchBlocks, type SearchBlock } from './search-block.js';
import { SEARCH_FORMAT, type NamePart, type SearchContent, type SearchCore, type SearchIndexEntry } from './search-data.js';
import { splitPageShards } from './split-page-shards.js';
import { splitTermShards } from './split-term-shards.js';

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
 * Builds the parts of the search index, handing each to `name`, and returns the entry that names
 * them. Pure: the build decides where the parts go. The postings come from `blocks`, which cover the
 * content's pages in order (a build keeps them, so that it indexes only the pages that changed);
 * without them, from one block of every page.
 */
export function buildSearchParts(content: SearchContent, name: NamePart, sizes: SearchShardSizes = SEARCH_SHARD_SIZES, blocks?: readonly SearchBlock[]): SearchIndexEntry {
  const sectionCounts = countSections(content);
  const made = blocks ?? [createSearchBlockBuilder()(content)];
  const covered = made.reduce((sum, block) => ({ pages: sum.pages + block.pages, sections: sum.sections + block.sections }), { pages: 0, sections: 0 });
  if (covered.pages !== content.pages.length || covered.sections !== content.sections.length) {
    throw new Error(`Search blocks cover ${covered.pages} pages and ${covered.sections} sections, not the ${content.pages.length} and ${content.sections.length} indexed.`);
  }
  const postings = mergeSearchBlocks(made);
  const encoder = createSearchEncoder();
  const core: SearchCore = { sectionCounts, titleLengths: content.pages.map(([title]) => encoder.encode(title).length) };
  return {
    format: SEARCH_FORMAT,
    core: name('core', JSON.stringify(core)),
    terms: splitTermShards(postings, sizes.termShard).map(({ firstTerm, contents }) => [firstTerm, name('terms', contents)]),
    pages: splitPageShards(content, sectionCounts, name, sizes),
    vocabulary: name('words', JSON.stringify(buildVocabulary(content.pages, content.sections))),
  };
}
