import { mkdtempSync } from 'node:fs';
import { createRequire, syncBuiltinESMExports } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
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
    // Made by workers or here, each file is held alike: text or a Buffer, which read as the same text.
    const kinds = (files: readonly OutputFile[]) => files.map((file) => [file.path, 'contents' in file ? (typeof file.contents === 'string' ? 'text' : Buffer.isBuffer(file.contents) ? 'Buffer' : 'other') : '']).sort();
    expect(kinds(threaded.files)).toEqual(kinds(alone.files));
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

describe('a search index made into blocks on several threads, with time passing between runs', () => {
  it('is the index one thread makes, titles whose words fold alike included', async () => {
    const { buildSearchIndexes } = await shipped();
    // Two spellings the encoder folds to one word, on a first page and a page near the end.
    const pages = makePages(700).map((page, at) => (at === 0 || at === 690 ? { ...page, route: { ...page.route, title: at === 0 ? 'Canceled envelopes' : 'Cancelled canceled envelopes' } } : page));
    const records = buildSearchRecords(pages);
    const source = searchSourceOf(records);
    // One run is slow to read (a large one, a busy machine): more time passes than caches keep their entries.
    const slow: SearchSource = {
      ...source,
      read: (first, end) => {
        if (first <= 350 && 350 < end) for (const until = Date.now() + 60; Date.now() < until; );
        return source.read(first, end);
      },
    };
    const made = await buildSearchIndexes([{ entry: 'search-index.json', records: slow }], { blocks: openSearchBlockStore(mkdtempSync(path.join(tmpdir(), 'search-slow-'))), pagesPerBlock: PAGES_PER_BLOCK, threads: 3, charactersPerThread: 10_000 });
    expect(contentsOf(made.files)).toEqual(contentsOf(buildSearchIndex(records, { pagesPerBlock: PAGES_PER_BLOCK }).files));
  });
});

/** Counts the worker threads started from here that have not exited. */
function countLiveWorkers() {
  let live = 0;
  const post = Worker.prototype.postMessage;
  const counted = new WeakSet<Worker>();
  Worker.prototype.postMessage = function (this: Worker, ...args: Parameters<Worker['postMessage']>) {
    if (!counted.has(this)) {
      counted.add(this);
      live++;
      this.on('exit', () => live--);
    }
    return post.apply(this, args);
  } as Worker['postMessage'];
  return { live: () => live, restore: () => (Worker.prototype.postMessage = post) };
}

describe('a search index made into blocks on several threads, when a worker fails', () => {
  it('fails as soon as a worker stops, rather than after making every run itself, and leaves no worker behind', async () => {
    const { buildSearchIndexes } = await shipped();
    const records = buildSearchRecords(makePages(3_000));
    const source = searchSourceOf(records);
    let reads = 0;
    let readsWhenItStopped = -1;
    const counted: SearchSource = { ...source, read: (first, end) => (reads++, source.read(first, end)) };
    const workers = countLiveWorkers();
    const post = Worker.prototype.postMessage;
    let sent = 0;
    // The third request reaches its worker as a message it cannot read: the worker throws and stops.
    Worker.prototype.postMessage = function (this: Worker, message: unknown, transfer?: never) {
      if (++sent === 3) {
        this.once('exit', () => (readsWhenItStopped = reads));
        return post.call(this, { contents: null, making: 'blocks' });
      }
      return post.call(this, message, transfer);
    } as Worker['postMessage'];
    try {
      const made = buildSearchIndexes([{ entry: 'search-index.json', records: counted }], { blocks: openSearchBlockStore(mkdtempSync(path.join(tmpdir(), 'search-crash-'))), pagesPerBlock: PAGES_PER_BLOCK, threads: 3, charactersPerThread: 10_000 });
      await expect(made).rejects.toThrow();
      const readsWhenItFailed = reads;
      // Stopping a thread takes what it takes on a loaded machine: wait for every one to have exited (or fail after 10 s).
      for (const deadline = Date.now() + 10_000; workers.live() > 0 && Date.now() < deadline; ) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(workers.live()).toBe(0);
      // 188 runs in all: the index fails at the next run after the worker stopped, not after reading the rest.
      // How many this thread read before the worker took its message and stopped depends on the machine's load.
      expect(readsWhenItStopped).toBeGreaterThan(0);
      expect(readsWhenItFailed - readsWhenItStopped).toBeLessThan(3);
      expect(readsWhenItFailed).toBeLessThan(188);
    } finally {
      Worker.prototype.postMessage = post;
      workers.restore();
    }
  });

  it('stops the workers it started when another cannot start', async () => {
    const threads = createRequire(import.meta.url)('node:worker_threads') as typeof import('node:worker_threads');
    const Real = threads.Worker;
    let started = 0;
    let live = 0;
    class SecondFails extends Real {
      constructor(...args: ConstructorParameters<typeof Real>) {
        if (++started === 2) throw new Error('this worker cannot start');
        super(...args);
        live++;
        this.on('exit', () => live--);
      }
    }
    threads.Worker = SecondFails as typeof Real;
    syncBuiltinESMExports();
    try {
      const { buildSearchIndexes } = await shipped();
      const records = buildSearchRecords(makePages(700));
      await expect(buildSearchIndexes([{ entry: 'search-index.json', records }], { blocks: openSearchBlockStore(mkdtempSync(path.join(tmpdir(), 'search-start-'))), pagesPerBlock: PAGES_PER_BLOCK, threads: 3, charactersPerThread: 10_000 })).rejects.toThrow('this worker cannot start');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(started).toBe(2);
      expect(live).toBe(0);
    } finally {
      threads.Worker = Real;
      syncBuiltinESMExports();
    }
  });
});

describe('a search index made on several threads, from pages it cannot index', () => {
  it('fails with what was wrong, and leaves no worker behind to fail again', async () => {
    const { buildSearchIndexes } = await shipped();
    const records = buildSearchRecords(makePages(700));
    const source = searchSourceOf(records);
    // The last run's sections do not follow their pages: the worker that makes that run finds it.
    const broken: SearchSource = { ...source, read: (first, end) => (end === records.pages.length ? { ...source.read(first, end), sections: [...source.read(first, end).sections].reverse() } : source.read(first, end)) };
    await expect(buildSearchIndexes([{ entry: 'search-index.json', records: broken }], { pagesPerBlock: PAGES_PER_BLOCK, threads: 3, charactersPerThread: 10_000 })).rejects.toThrow('Search sections must follow their pages in order');
  });
});

describe('splitStretches', () => {
  const run = (characters: number): SearchContent => ({ pages: [['Page', '/page', '']], sections: [[0, '', []]], texts: ['x'.repeat(characters)] });
  // Runs of uneven lengths, as a site's are.
  const runs = Array.from({ length: 40 }, (_, at) => run(500 + ((at * 7) % 5) * 400));
  const textOf = (stretch: readonly SearchContent[]) => stretch.reduce((sum, content) => sum + content.texts[0]!.length, 0);
  const characters = (content: SearchContent) => content.texts[0]!.length;
  const total = textOf(runs);
  const longest = Math.max(...runs.map(characters));

  it('shares the text out evenly among the threads, this one among them, to a run, and every run once, in order', () => {
    for (const threads of [2, 3]) {
      const stretches = splitStretches(runs, characters, threads, 1_000);
      expect(stretches).toHaveLength(threads);
      expect(stretches.flat()).toEqual(runs);
      for (const stretch of stretches) expect(Math.abs(textOf(stretch) - total / threads)).toBeLessThanOrEqual(longest);
    }
  });

  it('makes no stretch for a worker when there is too little text for one', () => {
    expect(splitStretches(runs, characters, 4, 60_000)).toEqual([runs]);
    expect(splitStretches(runs, characters, 1, 1_000)).toEqual([runs]);
  });
});
