import { availableParallelism } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import type { ComponentType } from 'react';
import { hasErrors, type PageProps } from '@docs/shared';
import { keepOnly, findStale, type MemoTable } from '../cache/memo.js';
import { renderPageOutcome, type RenderedPageCache } from './cache-rendered-page.js';
import { keyBody, keyBodySettings } from './key-page-jobs.js';
import type { KeptTable } from '../cache/kept-table.js';
import { digestPageTargets } from './digest-page-targets.js';
import type { KeptPage, OutputLedger, PageJob, PageOutcome, PageRecord, PageSettings, PageSink, PageSummary } from './page-job.js';
import { renderPagesOnWorkers, startPageWorkers, youngGenerationMb, type PageWorkers, type RenderBatchHere } from './render-pages-on-workers.js';
import { createRecordCompactor } from './create-record-compactor.js';
import { createPageFileWriter, type PageFileWriter } from './write-page-files.js';

type CreatePageRenderer = typeof import('./create-page-renderer.js').createPageRenderer;

/**
 * Below this many pages to render from Markdown or an API operation, starting worker threads (each
 * loads the Markdown pipeline, React and the templates, and compiles them for itself) costs more than
 * it saves. An operation page counts as much as a Markdown page: each worker makes the description's
 * shared texts again, but this thread renders its share too, so on 2 cores 300 operations of 1,500
 * schemas rendered 12% faster for 22% more memory (310 -> 379 MB).
 */
export const WORKERS_ABOVE = 150;
/**
 * Above this many Markdown pages to render, this thread renders none and leaves every core to a worker:
 * it gathers the records, which the heap holds until the end, and rendering beside them (its young
 * generation the default size, a quarter of a worker's, and full collections of that heap on the
 * renderer's own time) made 10,000 pages a quarter slower (97 -> 72 s on 2 cores, same peak memory) and
 * 2,000 pages a tenth. Below, this thread renders a share: a worker more saves nothing at 231 pages. API
 * operations do not count: a worker more would hold one more copy of the description (1,000 operations:
 * 280 -> 360 MB) and render them no faster.
 */
const ALL_ON_WORKERS_ABOVE = 1_000;
/** With workers started while the site loaded (`startedWorkers`), only their share of the work is left to pay for. */
const STARTED_WORKERS_ABOVE = 16;
/** Pages rendered in this thread whose files may still be being written. */
const WRITES_IN_FLIGHT = 8;
/**
 * Above this many pages to render, the heap may grow to at most double what is alive after each full
 * collection (`--heap-growing-percent=100`). Rendering allocates so fast that V8 otherwise let this
 * thread's heap grow to three or four times the records it holds: 10,000 pages peaked at 1.07 GB with
 * a 740 MB heap around 270 MB of records; bounded, at 0.77 GB (2,000 pages: 518 -> 370 MB) for 5-7%
 * more time. A smaller site's heap stays small anyway, and more collections would only slow it.
 */
const BOUNDED_HEAP_ABOVE = 3_000;
/**
 * The same bound for a site with an API description, once it renders on workers: this thread holds the
 * description and its model besides the records, and renders operations too, so its heap grew to three
 * times what was alive at each collection. Stripe's 456 operations peaked at 437 MB, and at 365 MB bounded,
 * no slower; 300 operations of 1,500 schemas, GitHub's and DocuSign's descriptions kept their time and peak.
 */
const BOUNDED_HEAP_WITH_DESCRIPTION_ABOVE = WORKERS_ABOVE;

/** What came of each page, by its path, reused while the digest of what it was rendered from stays the same (`docs dev`). */
export type PageMemo = MemoTable<PageOutcome | KeptPage>;

export interface RenderPagesOptions {
  sink: PageSink;
  /**
   * Threads that render pages: 0 or 1 render in this thread only; more are this thread and worker
   * threads, or, above `ALL_ON_WORKERS_ABOVE` Markdown pages, worker threads only. Default: one per core
   * when more than `WORKERS_ABOVE` pages need rendering.
   */
  workers?: number;
  /** Workers started before the pages were known (a cold build): used when there is work enough, else closed. */
  startedWorkers?: PageWorkers;
  /** The outcomes of an earlier build, for a rebuild that renders only the pages whose inputs changed (memory sink only). */
  memo?: PageMemo;
  /** This thread's templates, for pages rendered here. */
  local: { Document: ComponentType<PageProps> };
  /** The build cache on disk: a page whose entry is there is not rendered again, and a page rendered is put there. */
  cache?: RenderedPageCache;
  /** Stops rendering at the next page once aborted, rejecting with the signal's reason. */
  signal?: AbortSignal;
  /** Each job's key (`keyPageJobs`), needed with a memo or a cache. */
  keys?: readonly string[];
  /** With the cache: the summaries of its pages, by key, so that a page whose record is not needed is never read. */
  summaries?: KeptTable<PageSummary>;
  /** With a folder sink: what the output folder holds already, which is then not written again. */
  ledger?: OutputLedger;
  /**
   * Whether this build prunes the cache of what it did not use: then every Markdown page's body entry
   * is kept with its page, so that a change of the templates after a build that rendered nothing
   * still finds every body.
   */
  prunesCache?: boolean;
  /**
   * Whether the build needs every page's record (its links, ids and search sections); else a page kept
   * in place, or left in the cache by the sink, comes back as its summary.
   */
  recordsNeeded?: boolean;
}

/**
 * Renders every page: Markdown body, templates, records, and (with a folder sink) its files, as each
 * page is done. Outcomes come back in job order, however many threads did the work.
 */
export async function renderPages(jobs: readonly PageJob[], settings: PageSettings, options: RenderPagesOptions): Promise<(PageOutcome | KeptPage)[]> {
  const { sink, cache, keys } = options;
  const memo = sink.kind === 'memory' ? options.memo : undefined;
  if ((memo || cache) && !keys) throw new Error('renderPages: a memo or a cache needs the keys of the jobs');
  const items = jobs.map((job, index) => ({ id: job.route.path, key: keys?.[index] ?? '' }));
  // A body depends on its file and the body settings only (where linked pages are, the table of contents).
  const bodySettingsKey = cache ? keyBodySettings(settings.body) : '';
  const bodyFileOf = (job: PageJob) => (cache && job.markdown ? cache.bodyFileOf(keyBody(bodySettingsKey, job.markdown)) : undefined);
  // Noted as used up front when the build prunes the cache; the pages rendered below take theirs from here.
  const bodyFiles = cache && options.prunesCache ? jobs.map(bodyFileOf) : undefined;
  const { fresh, stale: notInMemo } = findStale(memo, items);
  if (cache) for (const index of fresh.keys()) cache.keep(items[index]!.key);
  // A page the memo holds without its record (`docs dev` serves its first build before reading them)
  // is read from the cache again once a record is needed.
  const toTake = options.recordsNeeded ? [...notInMemo, ...[...fresh].flatMap(([index, outcome]) => ('record' in outcome ? [] : [index]))].sort((a, b) => a - b) : notInMemo;
  // Records are made compact as they arrive, so a large site's never pile up in full.
  const compact = createRecordCompactor();
  const accept = (outcome: PageOutcome): PageOutcome => ({ ...outcome, record: compact(outcome.record) });
  const stale = cache ? await takeFromCache(toTake, items, cache, fresh, accept, options) : toTake;
  // What the disk cache gave goes into the memo too, so that the next rebuild (`docs dev`) does not read
  // it again, even a page that came back without its record (read by the first rebuild that needs it).
  if (memo && cache) {
    for (const index of toTake) {
      const outcome = fresh.get(index);
      if (outcome) memo.set(items[index]!.id, { key: items[index]!.key, value: outcome });
    }
  }
  const pagesToRender = stale.filter((index) => jobs[index]!.markdown || jobs[index]!.operation).length;
  const hasDescription = Object.keys(settings.apis).length > 0;
  // For the whole process from here on, its workers included.
  if (pagesToRender > (hasDescription ? BOUNDED_HEAP_WITH_DESCRIPTION_ABOVE : BOUNDED_HEAP_ABOVE)) setFlagsFromString('--heap-growing-percent=100');
  const started = options.startedWorkers;
  const threads = options.workers ?? (pagesToRender > (started ? STARTED_WORKERS_ABOVE : WORKERS_ABOVE) ? availableParallelism() : 1);
  if (threads <= 1) await started?.close();
  const pending = stale.map((index) => {
    const job = jobs[index]!;
    if (!cache) return job;
    const bodyCacheFile = bodyFiles ? bodyFiles[index] : bodyFileOf(job);
    return { ...job, cacheFile: cache.fileOf(items[index]!.key), ...(bodyCacheFile ? { bodyCacheFile } : {}) };
  });
  const renderHere = createHereRenderer(settings, options, accept);
  let made: PageOutcome[];
  if (threads > 1) {
    // Many Markdown pages: a worker per thread, while this one gathers their records.
    const onWorkersOnly = stale.filter((index) => jobs[index]!.markdown).length > ALL_ON_WORKERS_ABOVE;
    const pool = started ?? startPageWorkers(onWorkersOnly ? threads : threads - 1, youngGenerationMb({ hasDescription }));
    if (onWorkersOnly) pool.growTo(threads);
    made = await renderPagesOnWorkers(pending, settings, sink, pool, accept, onWorkersOnly ? undefined : renderHere, options.signal);
  } else made = await renderHere(pending);
  stale.forEach((index, n) => {
    const outcome = made[n]!;
    fresh.set(index, outcome);
    if (outcome.unreadableEntry) cache?.noteUnreadable();
    // Rendered from other text than its key stands for: the next build renders it again.
    if (outcome.changedSinceLoad) return;
    memo?.set(items[index]!.id, { key: items[index]!.key, value: outcome });
    if (keys) {
      options.ledger?.staged(outcome.record.files, items[index]!.key);
      if (outcome.record.rendered && !hasErrors(outcome.record.diagnostics)) options.summaries?.get(items[index]!.key, () => summaryOf(outcome.record));
    }
  });
  // The memo holds this build's pages only (a page renamed on every save would otherwise stay in it).
  if (memo) keepOnly(memo, items.map(({ id }) => id));
  return jobs.map((_job, index) => fresh.get(index)!);
}

/** What every build needs of a page's record. */
export function summaryOf(record: PageRecord): PageSummary {
  return { path: record.path, files: record.files, diagnostics: record.diagnostics, rendered: record.rendered, targets: digestPageTargets(record) };
}

/**
 * Takes the pages whose entries the cache has, writing their HTML where the sink wants it unless the
 * output holds it already, and returns the indexes of the others, which must be rendered. A page whose
 * record the build does not need and whose files need no writing is not even read.
 */
async function takeFromCache(
  indexes: readonly number[],
  items: readonly { key: string }[],
  cache: RenderedPageCache,
  found: Map<number, PageOutcome | KeptPage>,
  accept: (outcome: PageOutcome) => PageOutcome,
  options: RenderPagesOptions,
): Promise<number[]> {
  const { sink, ledger, summaries, signal } = options;
  const writer = sink.kind === 'folder' ? createPageFileWriter(sink.dir) : undefined;
  const inPlace = (files: readonly string[], key: string) => sink.kind === 'none' || (ledger?.keep(files, key) ?? false);
  // Only pages written to a folder or held in memory need their HTML now; `docs dev` reads it from the
  // entry when a browser asks, and a check has no use for it.
  const htmlNeeded = sink.kind === 'folder' || (sink.kind === 'memory' && !sink.leaveInCache);
  // `docs dev` serves a page from its entry: while no record is needed, the entry is not even read.
  const leftInCache = sink.kind === 'memory' && sink.leaveInCache === true && !options.recordsNeeded;
  const missing: number[] = [];
  for (const index of indexes) {
    const { key } = items[index]!;
    const summary = sink.kind === 'memory' && !leftInCache ? undefined : summaries?.peek(key);
    if (summary && leftInCache) {
      cache.keep(key);
      found.set(index, { summary, entry: cache.fileOf(key) });
      continue;
    }
    if (summary && inPlace(summary.files, key)) {
      if (!options.recordsNeeded) {
        cache.keep(key);
        found.set(index, { summary });
        continue;
      }
      // In place, but the link check or the search index needs its record: read that, not the HTML.
      const record = cache.readRecord(key);
      if (record) found.set(index, accept({ record }));
      else missing.push(index);
      continue;
    }
    const entry = htmlNeeded ? cache.read(key) : undefined;
    const record = htmlNeeded ? entry?.record : cache.readRecord(key);
    if (!record) {
      missing.push(index);
      continue;
    }
    summaries?.get(key, () => summaryOf(record));
    if (writer && entry && !inPlace(record.files, key)) {
      writer.write(record.files, entry.html);
      ledger?.staged(record.files, key);
    }
    const kept = sink.kind !== 'memory' ? {} : entry ? { html: entry.html.toString('utf8') } : { entry: cache.fileOf(key) };
    found.set(index, accept({ record, ...kept }));
    if (found.size % WRITES_IN_FLIGHT === 0) await pause(writer, signal);
  }
  await writer?.settle();
  return missing;
}

/**
 * Makes the function that renders batches of pages in this thread, one renderer and one file writer
 * for all of them, each outcome passed through `accept`.
 */
function createHereRenderer(settings: PageSettings, options: RenderPagesOptions, accept: (outcome: PageOutcome) => PageOutcome): RenderBatchHere {
  let made: ReturnType<CreatePageRenderer> | undefined;
  const writer = options.sink.kind === 'folder' ? createPageFileWriter(options.sink.dir) : undefined;
  return async (jobs) => {
    if (!jobs.length) return [];
    // Loaded with the first page to render: a build that takes every page from its cache never loads
    // the Markdown pipeline, React's renderer and the API samples (a sixth of a second of start-up).
    const render = (made ??= (await (await import('./create-page-renderer.js')).loadPageRenderer(settings))(settings, options.local));
    const outcomes: PageOutcome[] = [];
    for (const job of jobs) {
      // The record's ids, links and texts are slices of the page's HTML, and would keep every page whole in
      // memory until the link check: copied, they hold only themselves.
      outcomes.push(accept(renderPageOutcome(render, job, options.sink, writer, true)));
      // Let the writes of the last few pages finish, so unwritten HTML never piles up.
      if (outcomes.length % WRITES_IN_FLIGHT === 0) await pause(writer, options.signal);
    }
    await writer?.settle();
    return outcomes;
  };
}

/**
 * Between a few pages: lets their writes finish and, when the build can be stopped, lets the events
 * that would stop it (a newer change in `docs dev`) arrive, then stops if they did.
 */
async function pause(writer: PageFileWriter | undefined, signal: AbortSignal | undefined): Promise<void> {
  await writer?.settle();
  if (!signal) return;
  await new Promise((resolve) => setImmediate(resolve));
  signal.throwIfAborted();
}
