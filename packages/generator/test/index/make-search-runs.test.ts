import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { OutputFile, Route } from '@docs/shared';
import type { SearchContent } from '@docs/shared/search';
import { buildSearchIndex } from '../../src/index/build-search-index.js';
import { buildSearchRecords, searchSourceOf, type IndexedPage, type SearchSource } from '../../src/index/build-search-records.js';
import { splitStretches } from '../../src/index/make-search-runs.js';
import { openSearchBlockStore } from '../../src/index/search-block-store.js';
// Search index workers run the bundle the package ships (a worker cannot load this TypeScript); the tests run after it is built.
const SHIPPED = new URL('../../dist/bundle/search-index.js', import.meta.url).href;
const shipped = async () => (await import(SHIPPED)) as typeof import('../../src/search-index.js');

const WORDS = ['signing', 'recipient', 'webhook', 'document', 'remind', 'cancel', 'template', 'signature', 'envelope', 'audit'];

/** Pages whose words recur on many pages in different places, so that postings fill and are capped. */
function makePages(count: number, edited?: number): IndexedPage[] {
  return Array.from({ length: count }, (_, page) => {
    const word = (offset: number) => WORDS[(page * 7 + offset * 3) % WORDS.length]!;
    const extra = page === edited ? ' rotated credentials' : '';
    // A title of one chunk whose words repeat, on a page near the end (a worker's stretch).
    const title = page === 650 ? 'peer-to-peer' : `${word(0)} ${word(1)} ${page}`;
    const route: Route = { path: `/docs/page-${page}`, kind: 'doc', title, description: '', headings: [], toc: [], breadcrumbs: [], hasSidebar: true };
    const long = Array.from({ length: 20 }, (_, at) => word(at)).join(' ');
    const sections = [
      { anchor: '', headings: [], text: `${word(2)} and ${word(3)} on page ${page}${extra} ${long}` },
      { anchor: 'more', headings: [`More on ${word(4)}`], text: `the ${word(5)} ${word(6)} number${page % 13} ${long}` },
    ];
    return { route, sections, key: `key-${page}${page === edited ? '-edited' : ''}` };
  });
}

const contentsOf = (files: readonly OutputFile[]) => files.map((file) => [file.path, 'contents' in file ? Buffer.from(file.contents).toString() : '']).sort();
const PAGES_PER_BLOCK = 16;

describe('a search index made on several threads', () => {
  const pages = makePages(700);
  const records = buildSearchRecords(pages);

  it('is the index one thread makes, file for file', async () => {
    const { buildSearchIndexes } = await shipped();
    const alone = buildSearchIndex(records, { pagesPerBlock: PAGES_PER_BLOCK });
    const threaded = await buildSearchIndexes([{ entry: 'search-index.json', records }], { pagesPerBlock: PAGES_PER_BLOCK, threads: 3, charactersPerThread: 10_000 });
    expect(contentsOf(threaded.files)).toEqual(contentsOf(alone.files));
  });

  it('keeps blocks in the build cache from which a build with one page edited makes the index a build from nothing makes', async () => {
    const { buildSearchIndexes } = await shipped();
    const dir = mkdtempSync(path.join(tmpdir(), 'search-threads-'));
    const first = await buildSearchIndexes([{ entry: 'search-index.json', records }], { blocks: openSearchBlockStore(dir), pagesPerBlock: PAGES_PER_BLOCK, threads: 3, charactersPerThread: 10_000 });
    expect(contentsOf(first.files)).toEqual(contentsOf(buildSearchIndex(records, { pagesPerBlock: PAGES_PER_BLOCK }).files));
    // The bundle names its blocks with its own fingerprint: the rebuild that reads them runs it too.
    const edited = buildSearchRecords(makePages(700, 321));
    const store = openSearchBlockStore(dir);
    const stored = vi.spyOn(store, 'put');
    const again = await buildSearchIndexes([{ entry: 'search-index.json', records: edited }], { blocks: store, pagesPerBlock: PAGES_PER_BLOCK });
    expect(stored).toHaveBeenCalledTimes(1);
    expect(contentsOf(again.files)).toEqual(contentsOf(buildSearchIndex(edited, { pagesPerBlock: PAGES_PER_BLOCK }).files));
  });
});

describe('a search index made into blocks on several threads', () => {
  it('reads each run of pages once, one after another, rather than every text before it starts', async () => {
    const { buildSearchIndexes } = await shipped();
    const records = buildSearchRecords(makePages(700));
    const source = searchSourceOf(records);
    const reads: number[] = [];
    // Reads after the first that come in a later turn of the event loop: runs read as they are made, not all up front.
    let turns = 0;
    let readLater = 0;
    const counted: SearchSource = {
      ...source,
      read: (first, end) => {
        if (reads.length === 0) setImmediate(function tick() {
          turns++;
          if (turns < 10_000) setImmediate(tick);
        });
        else if (turns > 0) readLater++;
        reads.push(first);
        return source.read(first, end);
      },
    };
    const dir = mkdtempSync(path.join(tmpdir(), 'search-reads-'));
    const made = await buildSearchIndexes([{ entry: 'search-index.json', records: counted }], { blocks: openSearchBlockStore(dir), pagesPerBlock: PAGES_PER_BLOCK, threads: 3, charactersPerThread: 10_000 });
    expect(reads.length).toBeGreaterThan(20);
    expect(reads).toEqual([...new Set(reads)].sort((a, b) => a - b));
    expect(readLater).toBeGreaterThan(reads.length / 2);
    expect(contentsOf(made.files)).toEqual(contentsOf(buildSearchIndex(records, { pagesPerBlock: PAGES_PER_BLOCK }).files));
  });
});

describe('a search index made on several threads, from pages it cannot index', () => {
  it('fails with what was wrong, and leaves no worker behind to fail again', async () => {
    const { buildSearchIndexes } = await shipped();
    const records = buildSearchRecords(makePages(700));
    const source = searchSourceOf(records);
    // The last run's sections do not follow their pages: this thread, which makes every run's shards, finds it while workers run.
    const broken: SearchSource = { ...source, read: (first, end) => (end === records.pages.length ? { ...source.read(first, end), sections: [...source.read(first, end).sections].reverse() } : source.read(first, end)) };
    await expect(buildSearchIndexes([{ entry: 'search-index.json', records: broken }], { pagesPerBlock: PAGES_PER_BLOCK, threads: 3, charactersPerThread: 10_000 })).rejects.toThrow('Search sections must follow their pages in order');
  });
});

describe('splitStretches', () => {
  const run = (characters: number): SearchContent => ({ pages: [['Page', '/page', '']], sections: [[0, '', []]], texts: ['x'.repeat(characters)] });
  const runs = Array.from({ length: 40 }, () => run(1_000));
  const textOf = (stretch: readonly SearchContent[]) => stretch.reduce((sum, content) => sum + content.texts[0]!.length, 0);
  const characters = (content: SearchContent) => content.texts[0]!.length;

  it('gives this thread, which also makes every part, less text than each worker, and every run once, in order', () => {
    const stretches = splitStretches(runs, characters, 2, 1_000);
    expect(stretches).toHaveLength(2);
    expect(stretches.flat()).toEqual(runs);
    expect(textOf(stretches[0]!)).toBeLessThan(textOf(stretches[1]!));
    expect(textOf(stretches[0]!)).toBeGreaterThan(0);
  });

  it('shares the rest out evenly among the workers, to a run', () => {
    const [, ...workers] = splitStretches(runs, characters, 3, 1_000);
    expect(workers).toHaveLength(2);
    expect(Math.abs(textOf(workers[0]!) - textOf(workers[1]!))).toBeLessThanOrEqual(1_000);
  });

  it('makes no stretch for a worker when there is too little text for one', () => {
    expect(splitStretches(runs, characters, 4, 30_000)).toEqual([runs]);
    expect(splitStretches(runs, characters, 1, 1_000)).toEqual([runs]);
  });
});
