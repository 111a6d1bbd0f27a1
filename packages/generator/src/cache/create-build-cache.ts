import { createHash } from 'node:crypto';
import type { Diagnostic } from '@docs/shared';
import type { Templates } from '../render/load-templates.js';
import type { RuntimeBundle } from '../render/bundle-runtime.js';
import type { LoadedSpec } from '../spec/load-spec.js';
import type { BodyMemo } from '../render/render-bodies.js';
import type { ScannedHtml } from '../check/scan-html.js';
import { createLinkCheckMemo, type LinkCheckMemo } from '../check/check-links.js';
import type { ApiPages } from '../openapi/build-api-pages.js';
import type { LoadedContent } from '../content/load-content.js';
import type { ContentEntry } from '../model/build-content-entries.js';

/** A memoised result and the key of the inputs it was made from. */
export interface Memo<T> {
  key: string;
  value: T;
}

/**
 * What one build can hand the next, so that a rebuild redoes only what its inputs changed: the
 * compiled templates, the runtime bundle and the API description (kept until `invalidate` says their
 * files changed), and per page the rendered Markdown body, the rendered HTML and the links found in it
 * (each keyed by a hash of everything it was made from). `docs dev` keeps one for its lifetime.
 */
export interface BuildCache {
  templates?: { templates?: Templates; diagnostics: Diagnostic[] };
  runtime?: { runtime?: RuntimeBundle; diagnostics: Diagnostic[] };
  spec?: { spec?: LoadedSpec; diagnostics: Diagnostic[] };
  /** The API pages of the description above (dropped with it). */
  api?: { spec: LoadedSpec; languages: string; pages: ApiPages };
  /** The content as last read, and the files changed since (set by a watcher); without it, all is read again. */
  content?: LoadedContent;
  contentChanges?: Set<string>;
  /** Each page's front matter and route, by its source. */
  entries: Map<string, Memo<{ entry: ContentEntry; diagnostics: Diagnostic[] }>>;
  /** Bumped when the templates are compiled again, so every page renders again. */
  templatesVersion: number;
  bodies: Map<string, BodyMemo>;
  pages: Map<string, Memo<string>>;
  scans: Map<string, { html: string; scan: ScannedHtml }>;
  links: LinkCheckMemo;
}

export function createBuildCache(): BuildCache {
  return { templatesVersion: 0, entries: new Map(), bodies: new Map(), pages: new Map(), scans: new Map(), links: createLinkCheckMemo() };
}

/** Tells the cache a content file changed (or appeared, or went), so the next build reads only such files. */
export function noteContentChange(cache: BuildCache, file: string): void {
  cache.contentChanges?.add(file);
}

/** What changed on disk: templates (which include the islands) or the API description. */
export type CachedSource = 'templates' | 'spec';

/** Forgets what was made from a source that changed. */
export function invalidate(cache: BuildCache, source: CachedSource): void {
  if (source === 'spec') {
    delete cache.spec;
    delete cache.api;
  }
  else {
    delete cache.templates;
    delete cache.runtime;
    cache.templatesVersion++;
  }
}

/** A short digest of some text, for memo keys. */
export function digest(...parts: string[]): string {
  const hash = createHash('sha1');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('base64');
}
