import { availableParallelism } from 'node:os';
import type { ComponentType } from 'react';
import type { Processor } from 'unified';
import type { PageProps, SidebarLink } from '@docs/shared';
import { fileDigest } from '../cache/digest.js';
import { generatorFingerprint } from '../cache/generator-fingerprint.js';
import { findStale, type MemoTable } from '../cache/memo.js';
import { cacheRenderedPage, type RenderedPageCache } from './cache-rendered-page.js';
import { createPageRenderer } from './create-page-renderer.js';
import type { BodyJob } from '../markdown/render-page-body.js';
import type { PageJob, PageOutcome, PageSettings, PageSink } from './page-job.js';
import { renderPagesOnWorkers } from './render-pages-on-workers.js';
import { createRecordCompactor } from './create-record-compactor.js';
import { createPageFileWriter, type PageFileWriter } from './write-page-files.js';

/**
 * Below this many pages to render from Markdown or an API operation, starting worker threads (each
 * loads the Markdown pipeline, React and the templates: about a second) costs more than it saves.
 */
export const WORKERS_ABOVE = 150;
/**
 * An API operation page counts as a quarter of a Markdown page towards that: its pages share the
 * description's rendered texts, samples and examples, which every worker must make again and hold
 * again. On two cores, 300 operations rendered 6% faster on the pool for 66% more memory (396 ->
 * 657 MB); 3,000 operations, 12% faster.
 */
const OPERATION_PAGE_WEIGHT = 0.25;
/** Pages rendered in this thread whose files may still be being written. */
const WRITES_IN_FLIGHT = 8;

/** What came of each page, by its path, reused while the digest of what it was rendered from stays the same (`docs dev`). */
export type PageMemo = MemoTable<PageOutcome>;

export interface RenderPagesOptions {
  sink: PageSink;
  /** Worker threads; 0 renders in this thread. Default: one per core when more than `WORKERS_ABOVE` pages need rendering (an operation page counting a quarter). */
  workers?: number;
  /** The outcomes of an earlier build, for a rebuild that renders only the pages whose inputs changed (memory sink only). */
  memo?: PageMemo;
  /** This thread's Markdown processor and templates, for pages rendered here. */
  local: { processor: Processor; Document: ComponentType<PageProps> };
  /** The build cache on disk: a page whose entry is there is not rendered again, and a page rendered is put there. */
  cache?: RenderedPageCache;
  /** Stops rendering at the next page once aborted, rejecting with the signal's reason. */
  signal?: AbortSignal;
}

/**
 * Renders every page: Markdown body, templates, records, and (with a folder sink) its files, as each
 * page is done. Outcomes come back in job order, however many threads did the work.
 */
export async function renderPages(jobs: readonly PageJob[], settings: PageSettings, options: RenderPagesOptions): Promise<PageOutcome[]> {
  const { sink, cache } = options;
  const memo = sink.kind === 'memory' ? options.memo : undefined;
  const keyed = memo !== undefined || cache !== undefined;
  const settingsKey = keyed ? fileDigest(generatorFingerprint(), keyJson(settings)) : '';
  const jobKeyJson = createJobKeyJson();
  const items = jobs.map((job) => ({ id: job.route.path, key: keyed ? fileDigest(settingsKey, jobKeyJson(keyOfJob(job))) : '' }));
  // A body depends on its file and the body settings only (where linked pages are, the table of contents).
  const bodySettingsKey = cache ? fileDigest(generatorFingerprint(), keyJson(settings.body)) : '';
  const bodyFiles = jobs.map((job) => (cache && job.markdown ? cache.bodyFileOf(fileDigest(bodySettingsKey, keyJson(keyOfMarkdown(job.markdown)))) : undefined));
  const { fresh, stale: notInMemo } = findStale(memo, items);
  if (cache) for (const index of fresh.keys()) cache.keep(items[index]!.key);
  // Records are made compact as they arrive, so a large site's never pile up in full.
  const compact = createRecordCompactor();
  const accept = (outcome: PageOutcome): PageOutcome => ({ ...outcome, record: compact(outcome.record) });
  const stale = cache ? await takeFromCache(notInMemo, items, cache, sink, fresh, accept, options.signal) : notInMemo;
  // What the disk cache gave goes into the memo too, so that the next rebuild (`docs dev`) does not read it again.
  if (memo && cache) for (const index of notInMemo) if (fresh.has(index)) memo.set(items[index]!.id, { key: items[index]!.key, value: fresh.get(index)! });
  const weight = stale.reduce((sum, index) => sum + (jobs[index]!.markdown ? 1 : jobs[index]!.operation ? OPERATION_PAGE_WEIGHT : 0), 0);
  const workers = options.workers ?? (weight > WORKERS_ABOVE ? availableParallelism() : 0);
  const pending = stale.map((index) => (cache ? { ...jobs[index]!, cacheFile: cache.fileOf(items[index]!.key), ...(bodyFiles[index] ? { bodyCacheFile: bodyFiles[index] } : {}) } : jobs[index]!));
  const made = workers > 0 ? await renderPagesOnWorkers(pending, settings, sink, workers, accept, options.signal) : await renderHere(pending, settings, options, accept);
  stale.forEach((index, n) => {
    fresh.set(index, made[n]!);
    memo?.set(items[index]!.id, { key: items[index]!.key, value: made[n]! });
  });
  return jobs.map((_job, index) => fresh.get(index)!);
}

/**
 * Takes the pages whose entries the cache has, writing their HTML where the sink wants it, and
 * returns the indexes of the others, which must be rendered.
 */
async function takeFromCache(
  indexes: readonly number[],
  items: readonly { key: string }[],
  cache: RenderedPageCache,
  sink: PageSink,
  found: Map<number, PageOutcome>,
  accept: (outcome: PageOutcome) => PageOutcome,
  signal: AbortSignal | undefined,
): Promise<number[]> {
  const writer = sink.kind === 'folder' ? createPageFileWriter(sink.dir) : undefined;
  const missing: number[] = [];
  for (const index of indexes) {
    const entry = cache.read(items[index]!.key);
    if (!entry) {
      missing.push(index);
      continue;
    }
    writer?.write(entry.record.files, entry.html);
    found.set(index, accept(sink.kind === 'memory' ? entry : { record: entry.record }));
    if (found.size % WRITES_IN_FLIGHT === 0) await pause(writer, signal);
  }
  await writer?.settle();
  return missing;
}

/**
 * What a page is made from, for its key: its route, its operation, and its Markdown file by content
 * path, display path and digest; not by absolute path, so that a checkout elsewhere finds the same keys.
 */
function keyOfJob(job: PageJob): unknown {
  const { route, markdown, operation } = job;
  return { route, operation, markdown: markdown && keyOfMarkdown(markdown) };
}

function keyOfMarkdown(markdown: BodyJob): unknown {
  return { contentPath: markdown.contentPath, displayPath: markdown.displayPath, digest: markdown.digest };
}

/** JSON of a key's inputs, maps included (JSON.stringify writes a Map as `{}`, which would leave its entries out of the key). */
function keyJson(value: unknown): string {
  return JSON.stringify(value, (_name, field: unknown) => (field instanceof Map ? [...field] : field));
}

/** Starts what stands in a key for a sidebar link; a text of the key's own that starts with it gets it twice. */
const LINK_MARK = '\uE000';

/**
 * `keyJson` for the jobs of one build. A large site's pages show windows of one sidebar, the same link
 * objects in thousands of routes, which made up nine tenths of the text of every page's key (200 MB at
 * 10,000 pages, for each build and each `docs dev` rebuild). Each link object stands in the key as a
 * digest of its own JSON, made once per build: the key still follows every field of every link, at a
 * quarter of the length (key time at 10,000 pages: 1.18 -> 0.51 s).
 */
function createJobKeyJson(): (value: unknown) => string {
  const links = new WeakMap<object, string>();
  const linkKey = (link: object) => {
    let key = links.get(link);
    // 96 bits of the digest: no two of a site's links will share them.
    if (key === undefined) links.set(link, (key = `${LINK_MARK}${fileDigest(keyJson(link)).slice(0, 16)}`));
    return key;
  };
  return (value) =>
    JSON.stringify(value, (_name, field: unknown) => {
      if (field instanceof Map) return [...field];
      if (typeof field === 'string' && field.startsWith(LINK_MARK)) return `${LINK_MARK}${field}`;
      if (isSidebarLink(field)) return linkKey(field);
      return field;
    });
}

function isSidebarLink(value: unknown): value is SidebarLink {
  const link = value as SidebarLink | null;
  return typeof link === 'object' && link !== null && link.type === 'link' && typeof link.path === 'string' && typeof link.label === 'string';
}

async function renderHere(jobs: readonly PageJob[], settings: PageSettings, options: RenderPagesOptions, accept: (outcome: PageOutcome) => PageOutcome): Promise<PageOutcome[]> {
  const render = createPageRenderer(settings, options.local);
  const writer = options.sink.kind === 'folder' ? createPageFileWriter(options.sink.dir) : undefined;
  const outcomes: PageOutcome[] = [];
  for (const job of jobs) {
    const rendered = render(job);
    const { html } = rendered;
    if (html !== undefined) writer?.write(rendered.record.files, html);
    cacheRenderedPage(job, rendered.record, html);
    // The record's ids, links and texts are slices of the page's HTML, and would keep every page whole in
    // memory until the link check; copied, as a worker's records are when they cross, they hold only themselves.
    const record = structuredClone(rendered.record);
    outcomes.push(accept(html !== undefined && options.sink.kind === 'memory' ? { record, html } : { record }));
    // Let the writes of the last few pages finish, so unwritten HTML never piles up.
    if (outcomes.length % WRITES_IN_FLIGHT === 0) await pause(writer, options.signal);
  }
  await writer?.settle();
  return outcomes;
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
