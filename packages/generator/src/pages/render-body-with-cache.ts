import { hasErrors } from '@docs/shared';
import type { Processor } from 'unified';
import { readPageEntry, writePageEntry } from '../cache/page-cache.js';
import { renderPageBody, type BodyJob, type BodyResult, type BodySettings } from '../markdown/render-page-body.js';

/**
 * A page's Markdown body, from the build cache when its job names an entry there that is whole, else
 * rendered and put there: a body outlives a change of the templates, the sidebar or the assets, which
 * make every page new but leave each body as it was.
 */
export function renderBodyWithCache(processor: Processor, markdown: BodyJob, settings: BodySettings, cacheFile: string | undefined): BodyResult {
  const kept = cacheFile ? readPageEntry(cacheFile, isBodyRecord) : undefined;
  if (kept && kept !== 'unreadable') return { ...kept.record, html: kept.html.toString('utf8') };
  const body = renderPageBody(processor, markdown, settings);
  if (cacheFile && !hasErrors(body.diagnostics) && !body.changedSinceLoad) {
    const { html, ...record } = body;
    writePageEntry(cacheFile, { record, html });
  }
  return kept === 'unreadable' ? { ...body, unreadableEntry: true } : body;
}

function isBodyRecord(value: unknown): value is Omit<BodyResult, 'html'> {
  const body = value as BodyResult | null;
  return typeof body === 'object' && body !== null && typeof body.hasOwnTitle === 'boolean' && [body.headings, body.links, body.ids, body.sections, body.diagnostics, body.toc].every(Array.isArray);
}
