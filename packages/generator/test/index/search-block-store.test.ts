import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { OutputFile, Route } from '@docs/shared';
import { buildSearchIndex } from '../../src/index/build-search-index.js';
import { buildSearchRecords, type IndexedPage } from '../../src/index/build-search-records.js';
import { openSearchBlockStore } from '../../src/index/search-block-store.js';
import { splitSearchBlocks } from '../../src/index/split-search-blocks.js';
import type { OutputLedger } from '../../src/pages/page-job.js';

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
const contentsOf = (files: OutputFile[]) => files.map((file) => [file.path, 'contents' in file ? Buffer.from(file.contents).toString() : '']).sort();

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
    expect(contentsOf(again.files)).toEqual(contentsOf(buildSearchIndex(edited, { pagesPerBlock: PAGES_PER_BLOCK }).files));
    expect(contentsOf(again.files)).not.toEqual(contentsOf(first.files));
  });

  it('leave the shards of an unchanged run in the output folder when it holds them, and read them from the cache when it does not', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'search-blocks-'));
    const records = buildSearchRecords(pages);
    const whole = buildSearchIndex(records, { blocks: openSearchBlockStore(dir), pagesPerBlock: PAGES_PER_BLOCK });
    const asked: { files: readonly string[]; group?: string }[] = [];
    const ledger = (inFolder: boolean): OutputLedger => ({
      keep: (files, _madeFrom, group) => {
        asked.push({ files, ...(group ? { group } : {}) });
        return inFolder;
      },
      keepGroup: () => [],
      staged: () => {},
    });
    const edited = buildSearchRecords(makePages(600, 321));
    const inPlace = buildSearchIndex(edited, { blocks: openSearchBlockStore(dir), pagesPerBlock: PAGES_PER_BLOCK, output: { ledger: ledger(true), group: 'index-key' } });
    expect(asked).toHaveLength(blockCount - 1);
    expect(asked.every(({ group }) => group === 'index-key')).toBe(true);
    const made = buildSearchIndex(edited, { pagesPerBlock: PAGES_PER_BLOCK });
    // Every file is either made again or left where it is, and the made ones are those a build from nothing makes.
    expect([...inPlace.files.map((file) => file.path), ...inPlace.inPlace].sort()).toEqual(made.files.map((file) => file.path).sort());
    expect(inPlace.files.length).toBeLessThan(made.files.length / 4);
    const fromCache = buildSearchIndex(edited, { blocks: openSearchBlockStore(dir), pagesPerBlock: PAGES_PER_BLOCK, output: { ledger: ledger(false), group: 'index-key' } });
    expect(fromCache.inPlace).toEqual([]);
    expect(contentsOf(fromCache.files)).toEqual(contentsOf(made.files));
    expect(contentsOf(whole.files)).not.toEqual(contentsOf(made.files));
  });

  it('make a block damaged on disk again rather than merge it, and drop the blocks a build did not use', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'search-blocks-'));
    const store = openSearchBlockStore(dir);
    buildSearchIndex(buildSearchRecords(pages), { blocks: store, pagesPerBlock: PAGES_PER_BLOCK });
    const folder = path.join(dir, 'search-blocks');
    const names = readdirSync(folder).sort();
    // Each block is its postings and the names of its shards (`.bin`), and its shards' contents (`.parts`).
    expect(names).toHaveLength(2 * blockCount);
    for (const damaged of [names[6]!, names[9]!].map((name) => path.join(folder, name))) {
      const bytes = readFileSync(damaged);
      bytes[bytes.length - 2]! ^= 0x01;
      writeFileSync(damaged, bytes);
    }
    // Each damaged file is counted once, for the build's warning, and its block made again.
    const same = openSearchBlockStore(dir);
    expect(contentsOf(buildSearchIndex(buildSearchRecords(pages), { blocks: same, pagesPerBlock: PAGES_PER_BLOCK }).files)).toEqual(contentsOf(buildSearchIndex(buildSearchRecords(pages), { pagesPerBlock: PAGES_PER_BLOCK }).files));
    expect(same.unreadable).toBe(2);

    const records = buildSearchRecords(pages.slice(0, 300));
    const later = openSearchBlockStore(dir);
    const rebuilt = buildSearchIndex(records, { blocks: later, pagesPerBlock: PAGES_PER_BLOCK });
    expect(contentsOf(rebuilt.files)).toEqual(contentsOf(buildSearchIndex(records, { pagesPerBlock: PAGES_PER_BLOCK }).files));
    later.finish();
    const kept = splitSearchBlocks(
      records.pages.map(([, url]) => url),
      PAGES_PER_BLOCK,
    ).length;
    expect(readdirSync(folder)).toHaveLength(2 * kept);
  });

  it('cut runs by the pages URLs, so adding a page leaves the other runs as they were', () => {
    const urls = pages.map(({ route }) => route.path);
    const before = splitSearchBlocks(urls, PAGES_PER_BLOCK).map(([first, end]) => urls.slice(first, end).join());
    const added = [...urls.slice(0, 100), '/docs/new-page', ...urls.slice(100)];
    const after = splitSearchBlocks(added, PAGES_PER_BLOCK).map(([first, end]) => added.slice(first, end).join());
    expect(before.filter((run) => !after.includes(run))).toHaveLength(1);
  });
});
