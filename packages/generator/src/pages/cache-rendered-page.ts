import { hasErrors } from '@docs/shared';
import { openPageCache, writePageEntry, type PageCache } from '../cache/page-cache.js';
import type { PageJob, PageRecord } from './page-job.js';

/** The build cache of rendered pages, holding page records. */
export type RenderedPageCache = PageCache<PageRecord>;

/** Opens the build cache in `dir` for pages made by the generator named `generator`. */
export function openRenderedPageCache(dir: string, generator: string): RenderedPageCache {
  return openPageCache(dir, generator, isPageRecord);
}

/** Puts a freshly rendered page in the build cache when its job says where (pages with errors are rendered again next time). */
export function cacheRenderedPage(job: PageJob, record: PageRecord, html: string | undefined): void {
  if (job.cacheFile && html !== undefined && record.rendered && !hasErrors(record.diagnostics)) writePageEntry(job.cacheFile, { record, html });
}

/** Whether an entry's record has the shape a page record has (an entry may be corrupted yet still JSON). */
function isPageRecord(value: unknown): value is PageRecord {
  const record = value as PageRecord | null;
  return (
    typeof record === 'object' &&
    record !== null &&
    typeof record.path === 'string' &&
    record.rendered === true &&
    [record.ids, record.links, record.sections, record.files, record.diagnostics].every(Array.isArray)
  );
}
