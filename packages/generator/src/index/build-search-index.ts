import {
  joinSearchBlocks,
  SEARCH_INDEX_PATH,
  SEARCH_SHARD_SIZES,
  type PostingsBlock,
  type SearchBlock,
  type SearchRunParts,
  type SearchShardSizes,
} from '@docs/shared/search';
import type { OutputFile } from '@docs/shared';
import { streamedDigest } from '../cache/digest.js';
import { generatorFingerprint } from '../cache/generator-fingerprint.js';
import type { OutputLedger } from '../pages/page-job.js';
import { searchSourceOf, type SearchRecords, type SearchSource } from './build-search-records.js';
import type { SearchBlockFile, SearchBlockStore } from './search-block-store.js';
import { makeSearchRuns, makeSearchRunsOnThreads, namer, type MadeRuns, type RunMaking, type RunsToMake, type ThreadOptions } from './make-search-runs.js';
import { splitSearchBlocks } from './split-search-blocks.js';
import { appendAll } from '../text/append-all.js';

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
  const { source, runs, making, toMake } = prepareSearchIndex(input, options, plan);
  return assembleSearchIndex(source, runs, making, makeSearchRuns(toMake, making, options.sizes ?? SEARCH_SHARD_SIZES), options);
}

/**
 * The search index of every docs version, each its own entry and parts, so that a reader downloads only
 * the version they search; parts two versions share (the same contents) are one file. The runs of pages
 * to index are made on up to `threads` threads (`makeSearchRunsOnThreads`), this one only by default.
 */
export async function buildSearchIndexes(
  site: readonly { entry: string; records: SearchRecords | SearchSource; plan?: readonly SearchRun[] }[],
  options: Omit<SearchIndexOptions, 'entry'> & ThreadOptions = {},
): Promise<{ files: OutputFile[]; inPlace: string[] }> {
  const files = new Map<string, OutputFile>();
  const inPlace = new Set<string>();
  for (const { entry, records, plan } of site) {
    const versionOptions = { ...options, entry };
    const { source, runs, making, toMake } = prepareSearchIndex(records, versionOptions, plan);
    const made = await makeSearchRunsOnThreads(toMake, making, options.sizes ?? SEARCH_SHARD_SIZES, { ...options, threads: options.threads ?? 1 });
    const index = assembleSearchIndex(source, runs, making, made, versionOptions);
    for (const file of index.files) files.set(file.path, file);
    for (const file of index.inPlace) inPlace.add(file);
  }
  return { files: [...files.values()], inPlace: [...inPlace].filter((file) => !files.has(file)) };
}

/**
 * The runs of an index, and those to make, read as they are made. With blocks to keep, each run is
 * made a block of its own; without, the runs' parts, and their postings together: the same index as
 * one block per run, without merging them.
 */
function prepareSearchIndex(input: SearchRecords | SearchSource, options: SearchIndexOptions, plan: readonly SearchRun[] | undefined) {
  const source = 'read' in input ? input : searchSourceOf(input);
  const runs = plan ?? planSearchIndex(source, options);
  const making: RunMaking = runs.every((run) => !run.key) ? 'parts' : 'blocks';
  const pending = runs.filter((run) => !run.kept);
  const toMake: RunsToMake = {
    count: pending.length,
    read: (at) => source.read(pending[at]!.first, pending[at]!.end),
    characters: (at) => source.characters(pending[at]!.first, pending[at]!.end),
  };
  return { source, runs, making, toMake };
}

/** The index's files from its runs, kept and made (`made` in the order of the runs it made); blocks made are put in the store. */
function assembleSearchIndex(source: Pick<SearchSource, 'urls'>, runs: readonly SearchRun[], making: RunMaking, made: MadeRuns, options: SearchIndexOptions): SearchIndexFiles {
  const files: OutputFile[] = [];
  const named = new Set<string>();
  const inPlace: string[] = [];
  // Every part is named by its contents: parts with the same contents (such as the texts of pages without text) are one file.
  const add = (path: string, contents: string | Uint8Array) => {
    if (!named.has(path)) files.push({ path, contents, madeFrom: NAMED_BY_CONTENTS });
    named.add(path);
  };
  const parts: SearchRunParts[] = [];
  // With blocks, each run's, kept or made, in order; without, those made over the runs together.
  const blocks: PostingsBlock[] = [];
  let reused = 0;
  let next = 0;
  for (const run of runs) {
    if (run.kept) {
      reused++;
      appendAll(inPlace, run.inPlace);
      for (const file of run.files) add(file.path, file.contents);
      parts.push(run.kept);
      blocks.push(run.kept);
      continue;
    }
    const { parts: runParts, files: runFiles } = made.runs[next++]!;
    if ('postings' in runParts) {
      if (run.key) options.blocks?.put(run.key, runParts, runFiles);
      blocks.push(runParts);
    }
    parts.push(runParts);
    for (const file of runFiles) add(file.path, file.contents);
  }
  const entry = joinSearchBlocks(parts, making === 'blocks' ? blocks : made.postings, namer((file) => add(file.path, file.contents)), options.sizes ?? SEARCH_SHARD_SIZES);
  files.push({ path: options.entry ?? SEARCH_INDEX_ENTRY, contents: `${JSON.stringify(entry)}\n` });
  return { files, inPlace: inPlace.filter((file) => !named.has(file)), pages: source.urls.length, blocksReused: reused };
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
