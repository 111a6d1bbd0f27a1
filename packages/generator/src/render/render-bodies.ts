import type { Diagnostic, Route } from '@docs/shared';
import type { ContentEntry } from '../model/build-content-entries.js';
import type { Processor } from 'unified';
import { renderPageBody, type BodyJob, type BodyResult, type BodySettings } from '../markdown/render-page-body.js';
import { renderBodiesInWorkers } from '../markdown/render-bodies-in-workers.js';

export interface WrittenLink {
  written: string;
  line?: number;
  column?: number;
  /** JSON pointer, for links written in the API description. */
  pointer?: string;
}

/** Where each link of a page's Markdown was written, keyed by the URL it became. */
export type LinkOrigins = Map<string, WrittenLink>;

/** Below this many pages, starting worker threads costs more than it saves. */
const WORKERS_ABOVE = 96;

/**
 * Renders the Markdown body of every content route in place: HTML, headings, table of contents.
 * Returns where each page's links were written, for the link check.
 */
export async function renderBodies(
  routes: Route[],
  entries: ReadonlyMap<string, ContentEntry>,
  toc: BodySettings['toc'],
  processor: Processor,
): Promise<{ origins: Map<string, LinkOrigins>; diagnostics: Diagnostic[] }> {
  const settings: BodySettings = { routeByContentPath: new Map([...entries.values()].map((entry) => [entry.page.contentPath, entry.path])), toc };
  const targets = routes.flatMap((route) => {
    const entry = entries.get(route.path);
    return entry ? [{ route, job: { contentPath: entry.page.contentPath, displayPath: entry.page.displayPath, source: entry.page.source } }] : [];
  });
  const jobs: BodyJob[] = targets.map((target) => target.job);
  let results: BodyResult[];
  if (jobs.length > WORKERS_ABOVE) results = await renderBodiesInWorkers(jobs, settings);
  else results = jobs.map((job) => renderPageBody(processor, job, settings));
  const origins = new Map<string, LinkOrigins>();
  const diagnostics: Diagnostic[] = [];
  targets.forEach(({ route }, index) => {
    const rendered = results[index]!;
    diagnostics.push(...rendered.diagnostics);
    route.html = rendered.html;
    route.hasOwnTitle = rendered.hasOwnTitle;
    route.headings = rendered.headings;
    route.toc = rendered.toc;
    const pageOrigins: LinkOrigins = new Map();
    for (const link of rendered.links) {
      if (!pageOrigins.has(link.url)) pageOrigins.set(link.url, { written: link.written, ...(link.line ? { line: link.line, column: link.column ?? 1 } : {}) });
    }
    origins.set(route.path, pageOrigins);
  });
  return { origins, diagnostics };
}
