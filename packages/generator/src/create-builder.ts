import { readFileSync } from 'node:fs';
import { hasErrors, type Diagnostic, type ResolvedConfig } from '@docs/shared';
import { build, type BuildOptions, type BuildResult } from './build.js';
import { createBuildCache, invalidate, noteContentChange } from './build-cache.js';
import { classifySource } from './classify-source.js';
import { loadConfig } from './config/index.js';
import { openArtifactCache } from './cache/artifact-cache.js';

/**
 * A rebuild that renders this many pages (a template, stylesheet or config saved) removes the pages of
 * the cache it did not use: one that renders a page or two leaves them, as saving a page every few
 * seconds for an hour leaves a few MB, while each template saved left a site's worth.
 */
const TIDY_PAGES_AFTER = 50;

export type BuilderOptions = Omit<BuildOptions, 'cache' | 'tidyCache' | 'measureCache' | 'deferRecords' | 'checkAgain' | 'pages'> & {
  cwd: string;
  /** The paths given on the command line, over the config's: a config loaded again changes the others. */
  flags?: Partial<Pick<ResolvedConfig, 'content' | 'spec' | 'outDir'>>;
};

export interface BuilderResult extends BuildResult {
  /** The config this build used: a changed config file is loaded again; a broken one leaves the last good one in use. */
  config: ResolvedConfig;
}

/**
 * A builder that lives as long as `docs dev`: it keeps what each build made (sources, model, pages,
 * by keys of what they were made from) and is told which files changed, so that a rebuild redoes only
 * what those files touch. With a disk cache, the pages it holds stay there (`cachedPage` files, read
 * when asked for), so that a large site's HTML is not held in memory. A rebuild stops at the next page once its signal aborts (a newer change
 * makes it pointless) and rejects with the signal's reason; the changes it was given, and what it had
 * finished, stay for the next.
 */
export interface Builder {
  /**
   * Builds what changed. Until a rebuild reads the pages' records (`readRecords`), those kept in the
   * disk cache are left there, and the link check's last findings stand while any are needed.
   */
  rebuild(changes?: readonly string[], signal?: AbortSignal, options?: { readRecords?: boolean }): Promise<BuilderResult>;
  /**
   * Loads what rendering a page needs (the page renderer with its Markdown processor, the templates and
   * React) by rendering a page of the last build and throwing it away: a first build taken whole from
   * the disk cache loads none of it, and the first save would pay for it otherwise.
   */
  prepare(): Promise<void>;
  /** Forgets every page it keeps (their cache entries went): the next rebuild takes them from the disk cache again, or renders them. */
  forgetPages(): void;
  /** Writes to the disk cache what the rebuilds left for the next build (the last link-check findings); call it once no rebuild runs. */
  close(): void;
}

/** How many times `prepare` renders its page. */
const REHEARSALS = 3;

export function createBuilder(initial: ResolvedConfig, options: BuilderOptions): Builder {
  let config = initial;
  let cache = createBuildCache();
  // The first build that finishes prunes the disk cache; later ones stay quick and leave that to the next `docs build`.
  let tidied = false;
  // Whether a rebuild since the last tidy rendered enough pages that the ones it did not use should go.
  let untidy = false;
  // Removes the entries of the pages the last served build did not use: run when the next rebuild starts
  // (or the builder closes), since until then the caller compares that build with the one before it,
  // whose pages it reads from those entries (a stylesheet saved is swapped in place when only its name
  // changed in every page; with the old pages gone, every page seemed changed and reloaded).
  let tidyServed: (() => void) | undefined;
  // Whether a build has read every page's record (the first serves its pages before reading them).
  let recordsRead = false;
  // What the config said when it was last loaded again, told by every rebuild as `docs build` tells it
  // each time: while it fails to load, the site is built from the last good one, not the one on disk.
  let configDiagnostics: Diagnostic[] = [];
  // Files of the build cache found damaged as the config was loaded, for the next build that finishes to tell.
  let unreadableBefore = options.cacheUnreadableBefore ?? 0;

  // The files the API descriptions were last joined from, wherever their `$ref`s led.
  let specFiles: ReadonlySet<string> = new Set();

  /** Forgets what the changed files invalidate; a changed config is loaded again. */
  async function forget(changes: readonly string[]): Promise<void> {
    const kinds = new Set(changes.map((file) => classifySource(config, file, options.cwd, specFiles)));
    // One in the content folder (a Markdown description) is a page there too.
    if (changes.some((file) => specFiles.has(file))) kinds.add('spec');
    if (kinds.has('config')) {
      const loaded = await loadConfig({ ...(config.configFile ? { configFile: config.configFile } : {}), cwd: options.cwd, cacheDir: options.cacheDir ?? false });
      configDiagnostics = loaded.diagnostics;
      unreadableBefore += loaded.cacheUnreadable ?? 0;
      if (loaded.config) {
        config = { ...loaded.config, ...options.flags };
        cache = createBuildCache();
      }
    }
    for (const file of changes) if (classifySource(config, file, options.cwd, specFiles) === 'content') noteContentChange(cache, file);
    if (kinds.has('templates')) invalidate(cache, 'templates');
    if (kinds.has('spec')) invalidate(cache, 'spec');
  }

  return {
    async rebuild(changes = [], signal, { readRecords = false } = {}) {
      tidyServed?.();
      tidyServed = undefined;
      // Taken into account even when this rebuild is stopped before it starts: the next one builds them.
      await forget(changes);
      // The first build serves pages from their cache entries before their records are read (a large
      // site's take seconds), and so do the rebuilds of saves made before the caller asks to read them.
      // The rebuild that reads the records checks the links too, though their findings are kept: it
      // then knows every page's problems, so that the next save checks its own page only.
      const result = await build(config, {
        ...options,
        cache,
        tidyCache: !tidied,
        measureCache: false,
        deferRecords: !recordsRead && !readRecords,
        ...(readRecords ? { checkAgain: true } : {}),
        pages: { kind: 'memory', leaveInCache: true },
        ...(signal ? { signal } : {}),
        cacheUnreadableBefore: unreadableBefore,
      });
      unreadableBefore = 0;
      tidied = true;
      // A description that did not load whole keeps the last files known.
      if (result.specFiles) specFiles = new Set(result.specFiles);
      if (result.routes.length > 0 && !result.recordsDeferred) recordsRead = true;
      // From now on the caller reports every content change, so the next build reads only such files.
      cache.contentChanges ??= new Set();
      const diagnostics = [...configDiagnostics, ...result.diagnostics];
      // A failed build is not served: the entries of the pages served until now stay, and are removed
      // by the next build that is (it may render few pages itself, as a template saved back does).
      untidy ||= (result.cache?.misses ?? 0) >= TIDY_PAGES_AFTER;
      if (untidy && !hasErrors(diagnostics) && result.cache?.removeUnusedPages) {
        tidyServed = result.cache.removeUnusedPages;
        untidy = false;
      }
      return { ...result, diagnostics, config };
    },
    async prepare() {
      const { loadPageRenderer } = await import('./pages/create-page-renderer.js');
      const { readPageHead } = await import('./content/read-page-head.js');
      // A page read and rendered a few times, and thrown away: the front matter's parser, the Markdown
      // pipeline, the templates and React are then compiled for the first save as for the tenth. Once,
      // the first save at 10,000 pages still took 0.23 s against a tenth's 0.1 s; three times, 0.17-0.20 s.
      const rehearsal = cache.rehearsal;
      if (!rehearsal) return;
      const source = rehearsal.job.markdown;
      try {
        if (source) readPageHead(readFileSync(source.absolutePath, 'utf8'), source.displayPath);
      } catch {
        // Gone since the build: its rendering below fails too, and is reported when the page is built.
      }
      const createPageRenderer = await loadPageRenderer(rehearsal.settings);
      try {
        const render = createPageRenderer(rehearsal.settings, rehearsal.local);
        for (let time = 0; time < REHEARSALS; time++) render(rehearsal.job);
      } catch {
        // Whatever failed fails again, and is reported, when the page is built.
      }
    },
    forgetPages() {
      cache.pages.clear();
    },
    close() {
      tidyServed?.();
      tidyServed = undefined;
      // The next `docs dev` then starts without reading the pages' records, and `docs build` checks no link.
      if (cache.findings && options.cacheDir) openArtifactCache(options.cacheDir).put(cache.findings.key, cache.findings.value);
      delete cache.findings;
    },
  };
}
