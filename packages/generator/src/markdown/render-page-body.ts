import type { Processor } from 'unified';
import { createDiagnostic, type Heading } from '@docs/shared';
import type { PageFile } from '../content/load-content.js';
import { readSourceTextSync } from '../content/read-source-text.js';
import { createLinkResolver } from './create-link-resolver.js';
import { renderMarkdown, type RenderedMarkdown } from './render-markdown.js';

/** What rendering one page's body needs: plain data, so it can cross to a worker thread. */
export type BodyJob = PageFile;

export interface BodyResult extends RenderedMarkdown {
  toc: Heading[];
}

export interface BodySettings {
  routeByContentPath: ReadonlyMap<string, string>;
  toc: { minHeadingLevel: number; maxHeadingLevel: number };
}

/** Renders one page body, read from its file, with its links resolved and its table of contents picked out. */
export function renderPageBody(processor: Processor, job: BodyJob, settings: BodySettings): BodyResult {
  const resolveLink = createLinkResolver(job.contentPath, settings.routeByContentPath);
  let source: string;
  try {
    source = readSourceTextSync(job.absolutePath);
  } catch (error) {
    const diagnostic = createDiagnostic('MarkdownFailed', { reason: `the file could not be read again (${(error as Error).message})` }, { file: job.displayPath });
    return { html: '', headings: [], links: [], ids: [], sections: [], hasOwnTitle: false, diagnostics: [diagnostic], toc: [] };
  }
  const rendered = renderMarkdown(processor, source, job.displayPath, resolveLink);
  const { minHeadingLevel, maxHeadingLevel } = settings.toc;
  return { ...rendered, toc: rendered.headings.filter((h) => h.depth >= minHeadingLevel && h.depth <= maxHeadingLevel) };
}
