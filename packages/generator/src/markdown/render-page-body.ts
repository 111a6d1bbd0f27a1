import type { Processor } from 'unified';
import type { Heading } from '@docs/shared';
import { createLinkResolver } from './create-link-resolver.js';
import { renderMarkdown, type RenderedMarkdown } from './render-markdown.js';

/** What rendering one page's body needs: plain data, so it can cross to a worker thread. */
export interface BodyJob {
  contentPath: string;
  displayPath: string;
  source: string;
}

export interface BodyResult extends RenderedMarkdown {
  toc: Heading[];
}

export interface BodySettings {
  routeByContentPath: ReadonlyMap<string, string>;
  toc: { minHeadingLevel: number; maxHeadingLevel: number };
}

/** Renders one page body with its links resolved and its table of contents picked out. */
export function renderPageBody(processor: Processor, job: BodyJob, settings: BodySettings): BodyResult {
  const resolveLink = createLinkResolver(job.contentPath, settings.routeByContentPath);
  const rendered = renderMarkdown(processor, job.source, job.displayPath, resolveLink);
  const { minHeadingLevel, maxHeadingLevel } = settings.toc;
  return { ...rendered, toc: rendered.headings.filter((h) => h.depth >= minHeadingLevel && h.depth <= maxHeadingLevel) };
}
