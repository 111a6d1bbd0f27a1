import type { Processor } from 'unified';
import { createDiagnostic, type Heading } from '@docs/shared';
import type { PageFile } from '../content/load-content.js';
import { readSourceTextSync } from '../content/read-source-text.js';
import { createLinkResolver } from './create-link-resolver.js';
import { renderMarkdown, type RenderedMarkdown } from './render-markdown.js';
import { keepLinksInVersion } from '../versions/keep-links-in-version.js';
import { versionBase } from '@docs/shared';

/** What rendering one page's body needs: plain data, so it can cross to a worker thread. */
export type BodyJob = PageFile;

export interface BodyResult extends RenderedMarkdown {
  toc: Heading[];
}

export interface BodySettings {
  routeByContentPath: ReadonlyMap<string, string>;
  toc: { minHeadingLevel: number; maxHeadingLevel: number };
  /** The frozen docs versions' names: a page of one links inside it. */
  versions: readonly string[];
}

/** Renders one page body, read from its file, with its links resolved and its table of contents picked out. */
export function renderPageBody(processor: Processor, job: BodyJob, settings: BodySettings): BodyResult {
  const version = job.version;
  const resolveInFile = createLinkResolver(job.contentPath, settings.routeByContentPath, version);
  const inVersion = version === undefined ? undefined : keepLinksInVersion(versionBase(version), settings.versions);
  const resolveLink = inVersion ? (url: string) => inVersion(resolveInFile(url)) : resolveInFile;
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
