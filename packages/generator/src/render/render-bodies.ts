import type { Diagnostic, Route } from '@docs/shared';
import type { ContentEntry } from '../model/build-content-entries.js';
import type { Processor } from 'unified';
import { renderPageBody, type BodyJob, type BodyResult, type BodySettings } from '../markdown/render-page-body.js';
import { renderBodiesInWorkers } from '../markdown/render-bodies-in-workers.js';
import { digest } from '../cache/create-build-cache.js';

/** A rendered body and what it was made from; `version` names this rendering, for the keys of the pages built on it. */
export interface BodyMemo {
  settings: string;
  displayPath: string;
  source: string;
  value: BodyResult;
  version: number;
}

let bodyVersions = 0;

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
  memo?: Map<string, BodyMemo>,
): Promise<{ origins: Map<string, LinkOrigins>; diagnostics: Diagnostic[]; bodyKeys: Map<string, string> }> {
  const settings: BodySettings = { routeByContentPath: new Map([...entries.values()].map((entry) => [entry.page.contentPath, entry.path])), toc };
  const targets = routes.flatMap((route) => {
    const entry = entries.get(route.path);
    return entry ? [{ route, job: { contentPath: entry.page.contentPath, displayPath: entry.page.displayPath, source: entry.page.source } }] : [];
  });
  // A body depends on its source and on where every page is (links are resolved to URLs). Sources are
  // compared as strings: an unchanged page keeps its very string, so the comparison is immediate.
  const settingsKey = memo ? digest(JSON.stringify([...settings.routeByContentPath]), JSON.stringify(toc)) : '';
  const hits = targets.map(({ job }) => {
    const hit = memo?.get(job.contentPath);
    return hit && hit.settings === settingsKey && hit.displayPath === job.displayPath && hit.source === job.source ? hit : undefined;
  });
  const results: (BodyResult | undefined)[] = hits.map((hit) => hit?.value);
  const missing = targets.flatMap((target, index) => (results[index] ? [] : [index]));
  const jobs: BodyJob[] = missing.map((index) => targets[index]!.job);
  const rendered = jobs.length > WORKERS_ABOVE ? await renderBodiesInWorkers(jobs, settings) : jobs.map((job) => renderPageBody(processor, job, settings));
  missing.forEach((index, n) => {
    const { job } = targets[index]!;
    results[index] = rendered[n]!;
    const made: BodyMemo = { settings: settingsKey, displayPath: job.displayPath, source: job.source, value: rendered[n]!, version: ++bodyVersions };
    hits[index] = made;
    memo?.set(job.contentPath, made);
  });
  const origins = new Map<string, LinkOrigins>();
  const diagnostics: Diagnostic[] = [];
  // What each body was made from, so a rendered page can be reused without hashing its HTML again.
  const bodyKeys = new Map(targets.map(({ route }, index) => [route.path, hits[index] ? `${hits[index].settings}:${hits[index].version}` : '']));
  targets.forEach(({ route }, index) => {
    const body = results[index]!;
    diagnostics.push(...body.diagnostics);
    route.html = body.html;
    route.hasOwnTitle = body.hasOwnTitle;
    route.headings = body.headings;
    route.toc = body.toc;
    const pageOrigins: LinkOrigins = new Map();
    for (const link of body.links) {
      if (!pageOrigins.has(link.url)) pageOrigins.set(link.url, { written: link.written, ...(link.line ? { line: link.line, column: link.column ?? 1 } : {}) });
    }
    origins.set(route.path, pageOrigins);
  });
  return { origins, diagnostics, bodyKeys };
}
