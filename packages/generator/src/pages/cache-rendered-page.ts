import { hasErrors } from '@docs/shared';
import { openPageCache, writePageEntry, type PageCache } from '../cache/page-cache.js';
import type { PageJob, PageOutcome, PageRecord, PageSink, RenderedPageOutcome } from './page-job.js';
import type { PageFileWriter } from './write-page-files.js';

/** The build cache of rendered pages, holding page records. */
export type RenderedPageCache = PageCache<PageRecord>;

/** Opens the build cache in `dir` for pages made by the generator named `generator`. */
export function openRenderedPageCache(dir: string, generator: string): RenderedPageCache {
  return openPageCache(dir, generator, isPageRecord);
}

/**
 * Puts a freshly rendered page in the build cache when its job says where (pages with errors are
 * rendered again next time), and says whether the cache now holds it.
 */
function cacheRenderedPage(job: PageJob, record: PageRecord, html: string | undefined): boolean {
  return Boolean(job.cacheFile && html !== undefined && record.rendered && !hasErrors(record.diagnostics) && writePageEntry(job.cacheFile, { record, html }));
}

/**
 * Renders one page and puts it where it goes, the same in every thread: its files (through the writer of
 * a folder sink), the build cache, and the outcome the sink wants. `copyRecord` makes its record hold
 * only itself, not slices of the page's HTML (a worker's record is copied anyway, when it crosses).
 */
export function renderPageOutcome(
  render: (job: PageJob) => RenderedPageOutcome,
  job: PageJob,
  sink: PageSink,
  writer: PageFileWriter | undefined,
  copyRecord = false,
): PageOutcome {
  const { record, html, changedSinceLoad, unreadableEntry } = render(job);
  if (html !== undefined) writer?.write(record.files, html);
  const cached = !changedSinceLoad && cacheRenderedPage(job, record, html);
  const outcome = outcomeOf(job, copyRecord ? structuredClone(record) : record, html, sink, cached);
  return { ...outcome, ...(changedSinceLoad ? { changedSinceLoad } : {}), ...(unreadableEntry ? { unreadableEntry } : {}) };
}

/**
 * What a rendered page comes back as: its record, with a memory sink its HTML, or, when the sink leaves
 * pages in the cache (`docs dev`) and the cache holds this one, the entry that holds its HTML instead.
 */
function outcomeOf(job: PageJob, record: PageRecord, html: string | undefined, sink: PageSink, cached: boolean): PageOutcome {
  if (sink.kind !== 'memory' || html === undefined) return { record };
  return sink.leaveInCache && cached && job.cacheFile ? { record, entry: job.cacheFile } : { record, html };
}

/** Whether an entry's record has the shape a page record has (an entry may be corrupted yet still JSON). */
function isPageRecord(value: unknown): value is PageRecord {
  const record = value as PageRecord | null;
  return (
    typeof record === 'object' &&
    record !== null &&
    typeof record.path === 'string' &&
    record.rendered === true &&
    [record.ids, record.links, record.templateLinks, record.sections, record.files, record.diagnostics].every(Array.isArray)
  );
}
