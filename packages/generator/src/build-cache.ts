import type { ComponentType } from 'react';
import type { Diagnostic, PageProps } from '@docs/shared';
import type { PageJob, PageSettings } from './pages/page-job.js';
import type { ModelMemo } from './model/build-model.js';
import type { PageMemo } from './pages/render-pages.js';
import type { PageKeyMemo } from './pages/key-page-jobs.js';
import type { PageTables } from './content/page-tables.js';
import type { TargetsMemo } from './check/check-links.js';
import type { SourcesMemo } from './load/load-sources.js';
import { createIdentityNames, type MemoTable } from './cache/memo.js';

/**
 * What one build can hand the next, so that a rebuild redoes only what its inputs changed: each
 * stage's own memo (the sources read, the model's pages and API pages, each rendered page with its
 * records, keyed by a digest of everything it was made from). `docs dev` keeps one.
 */
export interface BuildCache extends SourcesMemo {
  model: ModelMemo;
  pages: PageMemo;
  /** Each route's key, while the route object and its inputs stay the same. */
  pageKeys: PageKeyMemo;
  /** The link check's targets, reused by the next check while their digest is the same. */
  linkTargets: TargetsMemo;
  /** The link check's findings of the last build that checked or kept them. */
  lastFindings?: Diagnostic[];
  /** Files made from the model alone (the sitemap), while it is the same. */
  derived: MemoTable<string>;
  /** The clashes of output paths, while every path and its source are the same. */
  outputPaths: MemoTable<Diagnostic[]>;
  /** The build cache's tables of the Markdown files (front matter, readings), read once for all rebuilds. */
  pageTables?: PageTables;
  /**
   * The link check's findings of the last rebuild that left the disk cache untidied, by their key:
   * written to the disk cache when the builder closes. Written on every save, they took a tenth of a
   * rebuild and were never pruned (12 MB each at 10,000 pages).
   */
  findings?: { key: string; value: Diagnostic[] };
  /**
   * Set once a link check of this builder remembered every page's problems by record. Until then a
   * check asks the disk cache's table for them; after it, only changed pages are met anew, and parsing
   * the table on every save (8 MB at 10,000 pages) would find none of them.
   */
  problemsRemembered?: boolean;
  /** A Markdown page of the last build, with what renders it: rendered and thrown away to make this thread ready to render (`Builder.prepare`). */
  rehearsal?: { settings: PageSettings; local: { Document: ComponentType<PageProps> }; job: PageJob } | undefined;
}

export function createBuildCache(): BuildCache {
  return { model: { entries: new Map(), byPage: new WeakMap(), api: new Map(), identify: createIdentityNames() }, pages: new Map(), pageKeys: new WeakMap(), linkTargets: {}, derived: new Map(), outputPaths: new Map() };
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
    delete cache.versionSpecs;
  } else {
    delete cache.templates;
    delete cache.runtime;
  }
}
