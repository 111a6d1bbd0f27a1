import { buildSearchParts, createSearchBlockBuilder, SEARCH_INDEX_PATH, type SearchBlock, type SearchShardSizes } from '@docs/shared/search';
import type { OutputFile } from '@docs/shared';
import { streamedDigest } from '../cache/digest.js';
import { generatorFingerprint } from '../cache/generator-fingerprint.js';
import { hashedName } from '../write/content-hash.js';
import type { SearchRecords, SiteSearchRecords } from './build-search-records.js';
import type { SearchBlockStore } from './search-block-store.js';
import { splitSearchBlocks } from './split-search-blocks.js';

/** Where the browser looks first; it names the content-hashed parts of this build. */
export const SEARCH_INDEX_ENTRY = SEARCH_INDEX_PATH.slice(1);

export interface SearchIndexOptions {
  sizes?: SearchShardSizes;
  /** Search blocks kept by earlier builds: the runs of pages whose keys are unchanged are not indexed again. */
  blocks?: SearchBlockStore;
  /** Pages per block, on average (tests make them small). */
  pagesPerBlock?: number;
  /** The output path of the entry (default `search-index.json`; a frozen docs version's is in its folder). */
  entry?: string;
}

/**
 * Builds the search index from the pages' search records: its parts (`assets/search-<kind>.<hash>.json`:
 * the core, term shards, page shards, text shards and the vocabulary), and the entry that names them.
 * With a block store, the postings of each run of pages come from there when its pages' keys are as
 * they were, and the index is the same as one made from nothing.
 */
export function buildSearchIndex(records: SearchRecords, options: SearchIndexOptions = {}): { files: OutputFile[]; pages: number; sections: number; blocksReused: number } {
  const files: OutputFile[] = [];
  const written = new Set<string>();
  const blocks = options.blocks ? keptBlocks(records, options.blocks, options.pagesPerBlock) : undefined;
  const entry = buildSearchParts(
    records,
    (kind, contents) => {
      const path = hashedName(`assets/search-${kind}.json`, contents);
      // Parts with the same contents (such as the texts of pages without text) are one file.
      if (!written.has(path)) files.push({ path, contents });
      written.add(path);
      return `/${path}`;
    },
    options.sizes,
    blocks?.blocks,
  );
  files.push({ path: options.entry ?? SEARCH_INDEX_ENTRY, contents: `${JSON.stringify(entry)}\n` });
  return { files, pages: records.pages.length, sections: records.sections.length, blocksReused: blocks?.reused ?? 0 };
}

/**
 * The search index of every docs version, each its own entry and parts, so that a reader downloads only
 * the version they search; parts two versions share (the same contents) are one file.
 */
export function buildSearchIndexes(site: SiteSearchRecords, options: Omit<SearchIndexOptions, 'entry'> = {}): { files: OutputFile[] } {
  const files = new Map<string, OutputFile>();
  for (const { entry, records } of site) for (const file of buildSearchIndex(records, { ...options, entry }).files) files.set(file.path, file);
  return { files: [...files.values()] };
}

/** The blocks of the records' pages, from the store where it has them, else made and put there. */
function keptBlocks(records: SearchRecords, store: SearchBlockStore, pagesPerBlock?: number): { blocks: SearchBlock[]; reused: number } | undefined {
  // A page without a key could change without its block's key changing.
  if (records.keys.some((key) => !key)) return undefined;
  // Where each page's sections start; sections follow their pages in order.
  const firstSection: number[] = [];
  for (let page = 0, section = 0; page <= records.pages.length; page++) {
    while (section < records.sections.length && records.sections[section]![0] < page) section++;
    firstSection.push(section);
  }
  let build: ReturnType<typeof createSearchBlockBuilder> | undefined;
  let reused = 0;
  const blocks = splitSearchBlocks(
    records.pages.map(([, url]) => url),
    pagesPerBlock,
  ).map(([first, end]) => {
    const sections = [firstSection[first]!, firstSection[end]!] as const;
    const key = streamedDigest(['search-block', generatorFingerprint(), ...records.keys.slice(first, end)]);
    const kept = store.get(key);
    if (kept && kept.pages === end - first && kept.sections === sections[1] - sections[0]) {
      reused++;
      return kept;
    }
    build ??= createSearchBlockBuilder();
    const block = build({ pages: records.pages.slice(first, end), sections: records.sections.slice(...sections), texts: records.texts.slice(...sections) });
    store.put(key, block);
    return block;
  });
  return { blocks, reused };
}
