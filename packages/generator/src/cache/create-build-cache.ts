import type { Diagnostic } from '@docs/shared';
import type { Templates } from '../render/load-templates.js';
import type { RuntimeBundle } from '../render/bundle-runtime.js';
import type { LoadedSpec } from '../spec/load-spec.js';
import type { LoadedContent } from '../content/load-content.js';
import type { ModelMemo } from '../model/build-model.js';
import type { PageMemo } from '../pages/render-pages.js';
import { createIdentityNames } from './memo.js';

/**
 * What one build can hand the next, so that a rebuild redoes only what its inputs changed: the
 * compiled templates, the runtime bundle and the API description (kept until `invalidate` says their
 * files changed), the content as last read, each page's front matter, the API pages, and each rendered
 * page with its records (keyed by a digest of everything it was made from). `docs dev` keeps one.
 */
export interface BuildCache {
  templates?: { templates?: Templates; diagnostics: Diagnostic[] };
  runtime?: { runtime?: RuntimeBundle; diagnostics: Diagnostic[] };
  spec?: { spec?: LoadedSpec; diagnostics: Diagnostic[] };
  /** The content as last read, and the files changed since (set by a watcher); without it, all is read again. */
  content?: LoadedContent;
  contentChanges?: Set<string>;
  model: ModelMemo;
  pages: PageMemo;
}

export function createBuildCache(): BuildCache {
  return { model: { entries: new Map(), api: new Map(), identify: createIdentityNames() }, pages: new Map() };
}

/** Tells the cache a content file changed (or appeared, or went), so the next build reads only such files. */
export function noteContentChange(cache: BuildCache, file: string): void {
  cache.contentChanges?.add(file);
}

/** What changed on disk: templates (which include the islands) or the API description. */
export type CachedSource = 'templates' | 'spec';

/** Forgets what was made from a source that changed; pages made with old templates no longer match their keys. */
export function invalidate(cache: BuildCache, source: CachedSource): void {
  if (source === 'spec') {
    delete cache.spec;
  } else {
    delete cache.templates;
    delete cache.runtime;
  }
}
