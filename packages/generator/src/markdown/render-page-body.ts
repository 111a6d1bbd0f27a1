import { isUtf8 } from 'node:buffer';
import type { Processor } from 'unified';
import { lineColumnAt } from '../text/line-column-at.js';
import { createDiagnostic, type Heading } from '@docs/shared';
import type { PageFile } from '../content/load-content.js';
import { readSourceBytesSync } from '../content/read-source-text.js';
import { digest } from '../cache/digest.js';
import { createLinkResolver } from './create-link-resolver.js';
import { renderMarkdown, type RenderedMarkdown } from './render-markdown.js';
import { keepLinksInVersion } from '../versions/keep-links-in-version.js';
import { versionBase } from '@docs/shared';

/** What rendering one page's body needs: plain data, so it can cross to a worker thread. */
export type BodyJob = PageFile;

export interface BodyResult extends RenderedMarkdown {
  toc: Heading[];
  /**
   * The file held other text when it was read to be rendered than when the build loaded it (saved in
   * between): the body is of the newer text, so neither it nor its page may be kept under the key
   * made from the older.
   */
  changedSinceLoad?: true;
  /** Its entry in the build cache was there but damaged (`renderBodyWithCache`): the build's warning counts it. */
  unreadableEntry?: true;
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
  let bytes: Buffer;
  try {
    bytes = readSourceBytesSync(job.absolutePath);
  } catch (error) {
    const diagnostic = createDiagnostic('MarkdownFailed', { reason: `the file could not be read again (${(error as Error).message})` }, { file: job.displayPath });
    return { html: '', headings: [], links: [], ids: [], sections: [], hasOwnTitle: false, diagnostics: [diagnostic], toc: [] };
  }
  // The page's key, its title and its place in the sidebar come from the text the build loaded.
  const changed = digest(bytes) !== job.digest;
  const text = bytes.toString('utf8');
  const rendered = renderMarkdown(processor, text, job.displayPath, resolveLink);
  // Bytes that are not UTF-8 (a file saved as Latin-1) decode to U+FFFD: "Caf\ufffd" would be published.
  if (!isUtf8(bytes)) rendered.diagnostics.push(createDiagnostic('NotUtf8', {}, { file: job.displayPath, ...lineColumnAt(text, Math.max(0, text.indexOf('\ufffd'))) }));
  const { minHeadingLevel, maxHeadingLevel } = settings.toc;
  const toc = rendered.headings.filter((h) => h.depth >= minHeadingLevel && h.depth <= maxHeadingLevel);
  if (!changed) return { ...rendered, toc };
  const warning = createDiagnostic('SourceChangedDuringBuild', {}, { file: job.displayPath }, 'warning');
  return { ...rendered, diagnostics: [...rendered.diagnostics, warning], toc, changedSinceLoad: true };
}

