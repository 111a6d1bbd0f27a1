import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { OutputFile, Route } from '@docs/shared';
import { buildSearchIndex } from '../../src/index/build-search-index.js';
import { buildSearchRecords, type IndexedPage } from '../../src/index/build-search-records.js';
import { openSearchBlockStore } from '../../src/index/search-block-store.js';
import { splitSearchBlocks } from '../../src/index/split-search-blocks.js';

const WORDS = ['signing', 'recipient', 'webhook', 'document', 'remind', 'cancel', 'template', 'signature'];

/** Pages whose words recur on hundreds of pages, each with the key its record would have. */
function makePages(count: number, edited?: number): IndexedPage[] {
  return Array.from({ length: count }, (_, page) => {
    const word = (offset: number) => WORDS[(page * 3 + offset) % WORDS.length]!;
    const extra = page === edited ? ' rotated credentials' : '';
    const route: Route = { path: `/docs/page-${page}`, kind: 'doc', title: `${word(0)} ${word(1)} ${page}`, description: '', headings: [], toc: [], breadcrumbs: [], hasSidebar: true };
    const sections = [
      { anchor: '', headings: [], text: `${word(2)} and ${word(3)} on page ${page}${extra}` },
      { anchor: 'more', headings: [`More on ${word(4)}`], text: `the ${word(5)} webhook ${word(6)}` },
    ];
    return { route, sections, key: `key-${page}${page === edited ? '-edited' : ''}` };
  });
}

const PAGES_PER_BLOCK = 16;
const contentsOf = (files: OutputFile[]) => files.map((file) => [file.path, 'contents' in file ? String(file.contents) : '']).sort();

describe('search blocks in the build cache', () => {
  const pages = makePages(600);
  const blockCount = splitSearchBlocks(
    pages.map(({ route }) => route.path),
    PAGES_PER_BLOCK,
  ).length;

  it('index again only the run of pages an edit changed, and give the index a build from nothing gives', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'search-blocks-'));
    const first = buildSearchIndex(buildSearchRecords(pages), { blocks: openSearchBlockStore(dir), pagesPerBlock: PAGES_PER_BLOCK });
    expect(first.blocksReused).toBe(0);
    expect(blockCount).toBeGreaterThan(10);

    const edited = buildSearchRecords(makePages(600, 321));
    const again = buildSearchIndex(edited, { blocks: openSearchBlockStore(dir), pagesPerBlock: PAGES_PER_BLOCK });
    expect(again.blocksReused).toBe(blockCount - 1);
    expect(contentsOf(again.files)).toEqual(contentsOf(buildSearchIndex(edited).files));
    expect(contentsOf(again.files)).not.toEqual(contentsOf(first.files));
  });

  it('make a block damaged on disk again rather than merge it, and drop the blocks a build did not use', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'search-blocks-'));
    const store = openSearchBlockStore(dir);
    buildSearchIndex(buildSearchRecords(pages), { blocks: store, pagesPerBlock: PAGES_PER_BLOCK });
    const folder = path.join(dir, 'search-blocks');
    const names = readdirSync(folder);
    expect(names).toHaveLength(blockCount);
    const damaged = path.join(folder, names[3]!);
    const bytes = readFileSync(damaged);
    bytes[bytes.length - 2]! ^= 0x01;
    writeFileSync(damaged, bytes);

    const records = buildSearchRecords(pages.slice(0, 300));
    const later = openSearchBlockStore(dir);
    const rebuilt = buildSearchIndex(records, { blocks: later, pagesPerBlock: PAGES_PER_BLOCK });
    expect(contentsOf(rebuilt.files)).toEqual(contentsOf(buildSearchIndex(records).files));
    later.finish();
    const kept = splitSearchBlocks(
      records.pages.map(([, url]) => url),
      PAGES_PER_BLOCK,
    ).length;
    expect(readdirSync(folder)).toHaveLength(kept);
  });

  it('cut runs by the pages URLs, so adding a page leaves the other runs as they were', () => {
    const urls = pages.map(({ route }) => route.path);
    const before = splitSearchBlocks(urls, PAGES_PER_BLOCK).map(([first, end]) => urls.slice(first, end).join());
    const added = [...urls.slice(0, 100), '/docs/new-page', ...urls.slice(100)];
    const after = splitSearchBlocks(added, PAGES_PER_BLOCK).map(([first, end]) => added.slice(first, end).join());
    expect(before.filter((run) => !after.includes(run))).toHaveLength(1);
  });
});
