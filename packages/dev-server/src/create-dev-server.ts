import type { IncomingMessage, ServerResponse } from 'node:http';
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createBuilder, readPageHtml, type BuilderOptions, type SiteSearchRecords } from '@docs/generator';
import { buildSearchIndexes } from '@docs/generator/search-index';
import { createDiagnostic, hasErrors, isSearchIndexEntry, type Diagnostic, type OutputFile, type ResolvedConfig } from '@docs/shared';
import { candidateFiles, parseRequestPath } from './parse-request-path.js';
import { sendFile, sendText, type ServedFile } from './send-file.js';
import { createLiveReload } from './live-reload.js';
import { compareBuilds, type BuildChange, type BuiltSite } from './compare-builds.js';
import { watchSources } from './watch-sources.js';
import { bundleDevClient } from './bundle-dev-client.js';
import { startServer, type RunningServer } from './start-server.js';

export interface DevServerOptions {
  config: ResolvedConfig;
  cwd: string;
  port?: number;
  host?: string;
  lenient?: boolean;
  pruneNavigation?: boolean;
  /** The paths given on the command line (`BuilderOptions`): a changed config moves the others, and what is watched with them. */
  flags?: BuilderOptions['flags'];
  /** The build cache on disk (`docs build`'s): the first build takes from it what is unchanged, and every build keeps it up to date. */
  cacheDir?: string;
  /** Files of the build cache found damaged as the config was loaded (`loadConfig`'s `cacheUnreadable`): the first build tells of them. */
  cacheUnreadable?: number;
  /**
   * Quiet time after the last change before a rebuild starts (default `SETTLE_MS`): the events of one save
   * (an editor's write, or its temporary file and rename) make one rebuild. A later burst, such as a
   * checkout, stops the rebuild it started and starts the next.
   */
  settleMs?: number;
  /** Told about every build, for the terminal. */
  onBuild?: (report: DevBuildReport) => void;
}

export interface DevBuildReport {
  ok: boolean;
  /** Errors and warnings of this build. */
  diagnostics: Diagnostic[];
  ms: number;
  pages: number;
  change: BuildChange;
  /** 1 for the first build. */
  number: number;
  /** Pages taken from the build cache on disk, when there is one. */
  reused?: number;
  /**
   * A build that changed no page but checked every link again, after builds that showed the findings of
   * an earlier one (saved before the pages' records were read): its diagnostics replace theirs.
   */
  linksChecked?: boolean;
}

export interface DevServer extends RunningServer {
  /** Resolves once the watcher is watching. */
  watching: Promise<void>;
  /** How many builds have run (the first included). */
  builds: () => number;
}

const CLIENT_PATH = '/__docs/client.js';
const EVENTS_PATH = '/__docs/events';
const CLIENT_TAG = `<script type="module" src="${CLIENT_PATH}"></script>`;
const WAITING_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Page Error</title></head><body><h1>Page Error</h1><p>The site has not built yet. Fix the errors shown here and save: this page reloads by itself.</p></body></html>`;

/** What a page whose build-cache entry went (another build tidied the cache) shows until the next rebuild. */
const GONE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Page Error</title></head><body><h1>Page Error</h1><p>Another build removed this page from the build cache. It is being built again: this page reloads by itself.</p></body></html>`;

/**
 * An HTML page with the dev client's script, which reloads it when it changes, and the number of the
 * build it is from: a page that loads while a newer build is told to pages already open (two saves in
 * quick succession) would miss that news, and its client asks for it when it connects.
 */
function withClient(path: string, body: Buffer, build: number): Buffer {
  return path.endsWith('.html') ? Buffer.from(body.toString('utf8').replace('</head>', `<meta name="docs-dev-build" content="${build}">${CLIENT_TAG}</head>`)) : body;
}

/**
 * Quiet time after the last change before a rebuild starts: the events of one save (an editor's writes,
 * or its temporary file and rename) make one rebuild.
 */
export const SETTLE_MS = 15;

/**
 * The watcher drops a file's change events for 50 ms after one (chokidar throttles them, with no event
 * at the end). So each changed file is looked at again this long after its event, and built again if
 * it changed since the rebuild read it: a second save soon after the first is never lost, and a save
 * no longer waits out the watcher's 50 ms before its rebuild starts.
 */
const CONFIRM_MS = 55;

/** Files this size or smaller are told apart by their contents too, on file systems whose times are coarse. */
const HASHED_UP_TO = 1 << 20;

/**
 * What a file is as a rebuild reads it: a different one once it is written again (or removed). Its
 * times alone can miss a rewrite of the same size within a second on FAT or HFS+, so a source file's
 * contents count too.
 */
function signatureOf(file: string): string {
  try {
    const stats = statSync(file, { throwIfNoEntry: false });
    if (!stats) return 'missing';
    const times = `${stats.size} ${stats.mtimeMs} ${stats.ctimeMs} ${stats.ino}`;
    return stats.isFile() && stats.size <= HASHED_UP_TO ? `${times} ${createHash('sha1').update(readFileSync(file)).digest('base64')}` : times;
  } catch (error) {
    // A path that cannot be read now (a loop of links, a folder replaced by a file) is its error.
    return `unreadable ${(error as NodeJS.ErrnoException).code ?? ''}`;
  }
}

/** How long after a build stopped on a file that went while it read it the build runs again: the watcher has told of it by then. */
const VANISHED_RETRY_MS = 100;

/** Whether an error is a file or folder that is not there (any more), as a build meets one that was deleted while it ran. */
function isVanishedPath(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code ?? ((error as { cause?: NodeJS.ErrnoException } | undefined)?.cause?.code);
  return code === 'ENOENT' || code === 'ENOTDIR';
}

/** How long after serving starts the records the first build left in the build cache are read. */
const RECORDS_AFTER_MS = 1_000;

/** Search records before any build succeeded. */
const NO_RECORDS: SiteSearchRecords = [];

/** Files a request may want that the dev server makes only when asked: the search index (of every docs version). */
const isSearchFile = (path: string) => isSearchIndexEntry(path) || path.startsWith('assets/search');

/**
 * `docs dev`: builds the site in memory with the same stages as `docs build`, serves it, watches the
 * sources and rebuilds what changed (a burst of changes makes one rebuild; a change that arrives during
 * a rebuild stops it and starts the next), and tells open pages over Server-Sent Events. A failed
 * build keeps the last good pages served and shows its errors over them; the server never stops for a
 * mistake in the content.
 */
export async function createDevServer(options: DevServerOptions): Promise<DevServer> {
  const builder = createBuilder(options.config, {
    cwd: options.cwd,
    lenient: options.lenient ?? false,
    pruneNavigation: options.pruneNavigation ?? false,
    // An author previews the pages they have not published yet.
    drafts: true,
    searchIndex: false,
    ...(options.flags ? { flags: options.flags } : {}),
    ...(options.cacheDir ? { cacheDir: options.cacheDir } : {}),
    ...(options.cacheUnreadable ? { cacheUnreadableBefore: options.cacheUnreadable } : {}),
  });
  let site: BuiltSite & { searchRecords: () => SiteSearchRecords; at: Date } = { files: new Map(), routes: [], searchRecords: () => NO_RECORDS, at: new Date() };
  // The number of the build whose pages are served (0 before any succeeded).
  let servedBuild = 0;
  let searchFiles: Promise<Map<string, OutputFile>> | undefined;
  let builds = 0;
  // Set when a page's build-cache entry was found gone: the pages are made again, and every page reloads.
  let pagesGone = false;
  const live = createLiveReload();
  const client = await bundleDevClient();

  // The first build, and the rebuilds of saves made soon after, leave the pages' records in the build
  // cache: a quiet rebuild reads them (for search, and to check links again) once the server has been
  // serving a moment; a save during it stops it, and it starts again a moment after that save's rebuild.
  let recordsPending = false;
  let quietNext = false;
  let readRecordsTimer: NodeJS.Timeout | undefined;
  let closing = false;
  // Whether the terminal was last shown the link check's findings of an earlier build (`checkDeferred`).
  let findingsStale = false;

  // The files saved since the served build was made, which builds that failed or stopped leave to the next.
  const savedSinceServed = new Set<string>();
  async function rebuild(changes: string[], signal: AbortSignal): Promise<void> {
    const started = performance.now();
    for (const file of changes) savedSinceServed.add(file);
    const quiet = quietNext && changes.length === 0;
    quietNext = false;
    const result = await builder.rebuild(changes, signal, { readRecords: quiet });
    // A config that moved a folder, or a description that now refers to other files, is watched where it reads.
    watcher.retarget(result.config, result.specFiles);
    const ok = !hasErrors(result.diagnostics);
    // After a failed build the next change rebuilds anyway.
    recordsPending = ok && result.recordsDeferred === true;
    if (recordsPending && builds > 0) readRecordsSoon();
    const next = ok
      ? {
          files: new Map(result.files.map((file) => [file.path, file])),
          routes: result.routes,
          // None only while the records are deferred (the search waits for them then).
          searchRecords: result.searchRecords ?? (() => NO_RECORDS),
          at: new Date(),
        }
      : undefined;
    if (quiet && next) {
      // The same pages as served: their modification time stays.
      site = { ...next, at: site.at };
      searchFiles = undefined;
      // The terminal hears of it only when it shows newer findings than the last build's.
      if (findingsStale) options.onBuild?.({ ok, diagnostics: result.diagnostics, ms: performance.now() - started, pages: result.routes.length, change: { type: 'none' }, number: builds, linksChecked: true });
      findingsStale = false;
      return;
    }
    findingsStale = result.checkDeferred === true;
    builds++;
    let change: BuildChange = { type: 'none' };
    if (next) {
      change = builds === 1 ? { type: 'none' } : pagesGone ? { type: 'reload', paths: ['*'] } : compareBuilds(site, next, savedSinceServed);
      pagesGone = false;
      savedSinceServed.clear();
      site = next;
      servedBuild = builds;
      searchFiles = undefined;
      live.send({ type: 'build-ok' });
      if (change.type === 'reload') live.send(change);
      else if (change.type === 'css') live.send(change);
    } else {
      live.send({ type: 'build-error', diagnostics: result.diagnostics.filter((diagnostic) => diagnostic.severity === 'error') });
    }
    const ms = performance.now() - started;
    // Open pages are told first: an event written now leaves at the end of this turn of the event
    // loop, and printing a large site's report (tens of thousands of warnings compared) would hold it.
    await new Promise((resolve) => setImmediate(resolve));
    options.onBuild?.({ ok, diagnostics: result.diagnostics, ms, pages: result.routes.length, change, number: builds, ...(result.cache ? { reused: result.cache.hits } : {}) });
  }

  // One build at a time. A change that arrives while one runs stops it (what it would show is already
  // out of date); the next build starts once it has stopped, and the builder still counts the changes
  // the stopped build was given.
  let running: Promise<void> | undefined;
  let current: AbortController | undefined;
  // Whether the last build stopped on a file that went while it read it (it then runs again once).
  let vanishedLastTime = false;
  let again = false;
  let settleTimer: NodeJS.Timeout | undefined;
  const pendingFiles = new Set<string>();
  // Each changed file as it was when it changed, then as the last rebuild that was given it started.
  const seen = new Map<string, string>();
  async function runBuilds(): Promise<void> {
    do {
      again = false;
      const changes = [...pendingFiles];
      pendingFiles.clear();
      for (const file of changes) seen.set(file, signatureOf(file));
      const controller = (current = new AbortController());
      let vanished = false;
      await rebuild(changes, controller.signal).catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // A file or folder that went while the build read it (folders deleted one by one, a git checkout)
        // is a change the watcher tells of in a moment, not a bug: the build runs again. Only when that
        // fails the same way is it reported.
        if (isVanishedPath(error) && !vanishedLastTime) {
          vanished = true;
          setTimeout(() => schedule(), VANISHED_RETRY_MS).unref();
          return;
        }
        const crash = createDiagnostic('BuildCrashed', { reason: (error as Error).stack ?? String(error) });
        live.send({ type: 'build-error', diagnostics: [crash] });
        options.onBuild?.({ ok: false, diagnostics: [crash], ms: 0, pages: 0, change: { type: 'none' }, number: ++builds });
      });
      vanishedLastTime = vanished;
    } while (again);
    running = undefined;
  }
  /** Reads the records later, once no save has come for a moment. */
  function readRecordsSoon(): void {
    clearTimeout(readRecordsTimer);
    readRecordsTimer = setTimeout(readRecordsNow, RECORDS_AFTER_MS);
  }
  /** Reads the records the first build left in the build cache (unless a build is under way, which reads them). */
  function readRecordsNow(): Promise<void> | undefined {
    if (!running && recordsPending) {
      quietNext = true;
      running = runBuilds();
    }
    return running;
  }
  function schedule(file?: string): void {
    if (file !== undefined) {
      pendingFiles.add(file);
      seen.set(file, signatureOf(file));
      setTimeout(() => {
        if (!closing && signatureOf(file) !== seen.get(file)) schedule(file);
      }, CONFIRM_MS).unref();
    }
    clearTimeout(settleTimer);
    settleTimer = setTimeout(() => {
      if (running) {
        again = true;
        current?.abort(new Error('a newer change arrived'));
      } else running = runBuilds();
    }, options.settleMs ?? SETTLE_MS);
  }

  async function fileAt(path: string): Promise<ServedFile | undefined> {
    let file = site.files.get(path);
    if (!file && isSearchFile(path)) {
      // Searching before the records are read waits for them (a save's rebuild under way leaves them unread: they are read after it).
      while (recordsPending) await readRecordsNow();
      // One index for every request that waits on it; one that failed is made again by the next search.
      if (!searchFiles) {
        const making: Promise<Map<string, OutputFile>> = buildSearchIndexes(site.searchRecords()).then(
          (index) => new Map(index.files.map((made) => [made.path, made])),
          (error: unknown) => {
            if (searchFiles === making) searchFiles = undefined;
            throw error;
          },
        );
        searchFiles = making;
      }
      file = (await searchFiles).get(path);
    }
    if (!file) return undefined;
    if ('contents' in file) return { path, body: withClient(path, Buffer.from(file.contents), servedBuild), modified: site.at };
    if ('cachedPage' in file) {
      const html = readPageHtml(file.cachedPage);
      if (html) return { path, body: withClient(path, html, servedBuild), modified: site.at };
      // Another build that tidied the cache took the entry: the pages are made again, and reload.
      if (!pagesGone) {
        pagesGone = true;
        builder.forgetPages();
        schedule();
      }
      return { path, body: withClient('gone.html', Buffer.from(GONE_PAGE), servedBuild), modified: site.at };
    }
    try {
      return { path, body: await readFile(file.sourcePath), modified: (await stat(file.sourcePath)).mtime, copied: true };
    } catch {
      return undefined;
    }
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.method !== 'GET' && request.method !== 'HEAD') return sendText(response, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
    const url = request.url ?? '/';
    if (url === EVENTS_PATH) return live.connect(request, response, servedBuild);
    if (url === CLIENT_PATH) return sendFile(request, response, { path: 'client.js', body: Buffer.from(client), modified: site.at });
    const target = parseRequestPath(url);
    if (!target.ok && target.status === 400) return sendText(response, 400, 'Bad request');
    if (target.ok) {
      for (const candidate of candidateFiles(target.path)) {
        const file = await fileAt(candidate);
        if (file) return sendFile(request, response, file);
      }
    }
    const notFound = await fileAt('404.html');
    if (notFound) return sendFile(request, response, notFound, 404);
    // No build has succeeded yet: a page that shows the errors and reloads once the site builds.
    if (site.routes.length === 0) return sendFile(request, response, { path: 'waiting.html', body: withClient('waiting.html', Buffer.from(WAITING_PAGE), servedBuild), modified: site.at }, 503);
    sendText(response, 404, 'Not found');
  }

  // Whatever is saved from here on is built: by the first build, or once the watcher is watching. On its
  // own thread, the watcher makes its first scan while the site builds.
  const sourcesReadAt = Date.now();
  const watcher = watchSources(options.config, options.cwd, schedule, sourcesReadAt);
  running = runBuilds();
  await running;
  // A first build taken from the disk cache rendered nothing: the first save would load and warm up
  // the renderer (about 0.15 s) unless it is done now, before the first page is asked for.
  await builder.prepare().catch(() => undefined);
  let started: RunningServer;
  try {
    started = await startServer(handle, options);
  } catch (error) {
    // Nowhere to serve (a `--host` of another machine): what was started for it stops, so the command can end.
    closing = true;
    live.close();
    await watcher.close();
    builder.close();
    throw error;
  }
  // A moment after the watcher is watching, so that the browser's first requests do not wait for it.
  void watcher.ready.then(() => {
    if (recordsPending && !closing) readRecordsSoon();
  });
  return {
    ...started,
    watching: watcher.ready,
    builds: () => builds,
    close: async () => {
      closing = true;
      clearTimeout(settleTimer);
      clearTimeout(readRecordsTimer);
      // A rebuild that is running would be thrown away: it stops at its next page.
      again = false;
      current?.abort(new Error('the server is closing'));
      live.close();
      await watcher.close();
      await started.close();
      await running;
      builder.close();
    },
  };
}
