import {
  createSearchBlockBuilder,
  joinSearchBlocks,
  SEARCH_INDEX_PATH,
  SEARCH_SHARD_SIZES,
  type NamePart,
  type PostingsBlock,
  type SearchBlock,
  type SearchContent,
  type SearchRunParts,
  type SearchShardSizes,
} from '@docs/shared/search';
import type { OutputFile } from '@docs/shared';
import { streamedDigest } from '../cache/digest.js';
import { generatorFingerprint } from '../cache/generator-fingerprint.js';
import type { OutputLedger } from '../pages/page-job.js';
import { hashedName } from '../write/content-hash.js';
import { searchSourceOf, type SearchRecords, type SearchSource } from './build-search-records.js';
import type { SearchBlockFile, SearchBlockStore } from './search-block-store.js';
import { splitSearchBlocks } from './split-search-blocks.js';

/** Where the browser looks first; it names the content-hashed parts of this build. */
export const SEARCH_INDEX_ENTRY = SEARCH_INDEX_PATH.slice(1);

/**
 * What made a part, as the output folder's manifest notes it: its name holds a hash of its contents, so
 * a part found under its name is the part, whichever run of pages named it (runs of the same pages, as
 * in copied docs, name the same parts).
 */
const NAMED_BY_CONTENTS = 'named by its contents';

export interface SearchIndexOptions {
  sizes?: SearchShardSizes;
  /** Search blocks kept by earlier builds: the runs of pages whose keys are unchanged are not indexed again. */
  blocks?: SearchBlockStore;
  /**
   * With `blocks`, what the output folder holds: the shards of a kept block that are there stay as they
   * are, in `group`, and are neither read nor written.
   */
  output?: { ledger: OutputLedger; group: string };
  /** Pages per block, on average (tests make them small). */
  pagesPerBlock?: number;
  /** The output path of the entry (default `search-index.json`; a frozen docs version's is in its folder). */
  entry?: string;
}

export interface SearchIndexFiles {
  files: OutputFile[];
  /** Files of the index left in place in the output folder (`output`). */
  inPlace: string[];
  pages: number;
  blocksReused: number;
}

/** How a run of pages (`[first, end)` of the source) is had: its kept block, with its shards in place or read; or made from its pages. */
export type SearchRun = { first: number; end: number; key?: string } & ({ kept: SearchBlock; inPlace: string[]; files: SearchBlockFile[] } | { kept?: undefined });

/**
 * Cuts the source's pages into runs (`splitSearchBlocks`), whose edges depend on the pages alone so that
 * every build makes the same index, and finds which runs are kept: with a block store, those whose
 * pages' keys are as they were, and whose shards are in the output folder or in the store. Only the
 * pages of the other runs are read to index them.
 */
export function planSearchIndex(source: Pick<SearchSource, 'urls' | 'keys'>, options: SearchIndexOptions = {}): SearchRun[] {
  const sizes = options.sizes ?? SEARCH_SHARD_SIZES;
  const store = options.blocks;
  // A page without a key could change without its block's key changing: such a site keeps no block.
  const keyed = Boolean(store) && source.keys.every(Boolean);
  return splitSearchBlocks(source.urls, options.pagesPerBlock).map(([first, end]): SearchRun => {
    if (!keyed) return { first, end };
    const key = streamedDigest(['search-block', generatorFingerprint(), JSON.stringify(sizes), ...source.keys.slice(first, end)]);
    const kept = keptBlock(store!, key, end - first, options.output);
    return kept ? { first, end, key, ...kept } : { first, end, key };
  });
}

/**
 * Builds the search index from the pages' search records: its parts (`assets/search-<kind>.<hash>.json`:
 * the core, term shards, page shards, text shards and the vocabulary), and the entry that names them.
 * The runs a plan (`planSearchIndex`) found kept come from the block store, their pages unread; the
 * index is the same as one made from nothing.
 */
export function buildSearchIndex(input: SearchRecords | SearchSource, options: SearchIndexOptions = {}, plan?: readonly SearchRun[]): SearchIndexFiles {
  const source = 'read' in input ? input : searchSourceOf(input);
  const sizes = options.sizes ?? SEARCH_SHARD_SIZES;
  const files: OutputFile[] = [];
  const named = new Set<string>();
  const inPlace: string[] = [];
  // Every part is named by its contents: parts with the same contents (such as the texts of pages without text) are one file.
  const add = (path: string, contents: string) => {
    if (!named.has(path)) files.push({ path, contents, madeFrom: NAMED_BY_CONTENTS });
    named.add(path);
  };
  const build = createSearchBlockBuilder();
  const runs = plan ?? planSearchIndex(source, options);
  // Without blocks to keep, the postings of every page are made in one block: the same index as one
  // block per run, without merging them.
  const oneBlock = runs.every((run) => !run.key);
  const parts: SearchRunParts[] = [];
  const postings: PostingsBlock[] = [];
  const read: SearchContent[] = [];
  let reused = 0;
  for (const run of runs) {
    if (run.kept) {
      reused++;
      inPlace.push(...run.inPlace);
      for (const file of run.files) add(file.path, file.contents);
      parts.push(run.kept);
      postings.push(run.kept);
      continue;
    }
    const content = source.read(run.first, run.end);
    const made: SearchBlockFile[] = [];
    const name = namer((path, contents) => made.push({ path, contents }));
    if (oneBlock) {
      parts.push(build.parts(content, name, sizes));
      read.push(content);
    } else {
      const block = build.block(content, name, sizes);
      if (run.key) options.blocks?.put(run.key, block, made);
      parts.push(block);
      postings.push(block);
    }
    for (const file of made) add(file.path, file.contents);
  }
  if (oneBlock) postings.push(build.postings(joinContents(read)));
  const entry = joinSearchBlocks(parts, postings, namer(add), sizes);
  files.push({ path: options.entry ?? SEARCH_INDEX_ENTRY, contents: `${JSON.stringify(entry)}\n` });
  return { files, inPlace: inPlace.filter((file) => !named.has(file)), pages: source.urls.length, blocksReused: reused };
}

/**
 * The search index of every docs version, each its own entry and parts, so that a reader downloads only
 * the version they search; parts two versions share (the same contents) are one file.
 */
export function buildSearchIndexes(
  site: readonly { entry: string; records: SearchRecords | SearchSource; plan?: readonly SearchRun[] }[],
  options: Omit<SearchIndexOptions, 'entry'> = {},
): { files: OutputFile[]; inPlace: string[] } {
  const files = new Map<string, OutputFile>();
  const inPlace = new Set<string>();
  for (const { entry, records, plan } of site) {
    const index = buildSearchIndex(records, { ...options, entry }, plan);
    for (const file of index.files) files.set(file.path, file);
    for (const file of index.inPlace) inPlace.add(file);
  }
  return { files: [...files.values()], inPlace: [...inPlace].filter((file) => !files.has(file)) };
}

/** The content of consecutive runs as one, its pages numbered from the first run's first. */
function joinContents(contents: readonly SearchContent[]): SearchContent {
  const joined = { pages: [] as SearchContent['pages'][number][], sections: [] as SearchContent['sections'][number][], texts: [] as string[] };
  for (const content of contents) {
    const first = joined.pages.length;
    joined.pages.push(...content.pages);
    for (const [page, anchor, headings] of content.sections) joined.sections.push([first + page, anchor, headings]);
    joined.texts.push(...content.texts);
  }
  return joined;
}

/** Names a part by its contents, as the build writes it, and hands it to `made`. */
function namer(made: (path: string, contents: string) => void): NamePart {
  return (kind, contents) => {
    const path = hashedName(`assets/search-${kind}.json`, contents);
    made(path, contents);
    return `/${path}`;
  };
}

/**
 * The block kept for `key` when it covers `pages` pages, with its shards: left in the output folder when
 * they are there, else read from the store. Nothing when either cannot be had whole.
 */
function keptBlock(store: SearchBlockStore, key: string, pages: number, output: SearchIndexOptions['output']): { kept: SearchBlock; inPlace: string[]; files: SearchBlockFile[] } | undefined {
  const kept = store.get(key);
  if (!kept || kept.block.pages !== pages) return undefined;
  if (output?.ledger.keep(kept.files, NAMED_BY_CONTENTS, output.group)) return { kept: kept.block, inPlace: kept.files, files: [] };
  const contents = store.readFiles(key);
  if (!contents || contents.length !== kept.files.length) return undefined;
  return { kept: kept.block, inPlace: [], files: kept.files.map((path, at) => ({ path, contents: contents[at]! })) };
}
