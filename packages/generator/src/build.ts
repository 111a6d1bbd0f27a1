import { availableParallelism } from 'node:os';
import path from 'node:path';
import { createDiagnostic, hasErrors, listAnnouncementLinks, versionBase, type Diagnostic, type OutputFile, type ResolvedConfig, type Route } from '@docs/shared';
import type { BuildCache } from './build-cache.js';
import { openArtifactCache, type ArtifactCache } from './cache/artifact-cache.js';
import { refuseCacheFolder } from './cache/refuse-cache-folder.js';
import { openKeptTable, type KeptTable } from './cache/kept-table.js';
import type { PageHead } from './content/read-page-head.js';
import { streamedDigest } from './cache/digest.js';
import { generatorFingerprint } from './cache/generator-fingerprint.js';
import { pageCacheIsFilled, type PageCacheSummary } from './cache/page-cache.js';
import { memoized } from './cache/memo.js';
import { openRenderedPageCache } from './pages/cache-rendered-page.js';
import { checkLinks, digestTargets, type PageProblem } from './check/check-links.js';
import { rememberProblemsByKey, rememberProblemsByRecord } from './check/remember-problems.js';
import { checkOutputPaths, type FileOrigin, type WrittenFile } from './check/check-output-paths.js';
import { buildSiteSearchRecords, type SiteSearchRecords } from './index/build-search-records.js';
import { loadSources } from './load/load-sources.js';
import { buildModel } from './model/build-model.js';
import { describeRouteSource } from './model/keep-one-source-per-route.js';
import { buildPageJobs } from './pages/build-page-jobs.js';
import type { OutputLedger, PageRecord, PageSink, PageSummary } from './pages/page-job.js';
import { keyPageJobs } from './pages/key-page-jobs.js';
import { renderPages } from './pages/render-pages.js';
import { startPageWorkers, type PageWorkers } from './pages/render-pages-on-workers.js';
import { buildPageAssets } from './render/build-page-assets.js';
import { buildRobots, buildSitemap } from './write/build-sitemap.js';
import { hashedName } from './write/content-hash.js';

export interface BuildOptions {
  /** Render what can be rendered from an invalid API description, with warnings. */
  lenient?: boolean;
  /** Folder that paths in messages are relative to. */
  cwd?: string;
  /**
   * Leave out navbar and footer links of the config whose page does not exist, with a warning instead
   * of a broken-link error: for building other content (`--content`) with this site's config.
   */
  pruneNavigation?: boolean;
  /** Build the search index (default); `docs check`, which writes nothing, skips it, and `docs dev` builds it when asked. */
  searchIndex?: boolean;
  /** Where pages go as they are rendered (default: kept in memory and returned with the other files). */
  pages?: PageSink;
  /** Threads that render pages, this one among them; 0 or 1 render them in this thread only. Default: one per core on a large site. */
  workers?: number;
  /** What the previous build made, for a rebuild that redoes only what changed (`docs dev`). */
  cache?: BuildCache;
  /**
   * The folder of the build cache on disk: pages whose inputs are unchanged since a build that used
   * it are taken from it instead of rendered. None: every page is rendered, and nothing is kept.
   */
  cacheDir?: string;
  /**
   * Remove the cache's entries this build did not use, and measure it (default). `docs dev` tidies on
   * its first build only, so that a rebuild stays quick; the next build tidies what it left.
   */
  tidyCache?: boolean;
  /**
   * With `tidyCache`: say how big the cache is (default). `docs dev`, which does not show it, spares its
   * first build a `stat` of every entry (20,000 at 10,000 pages).
   */
  measureCache?: boolean;
  /** Stops the build at the next page or stage once aborted; it then rejects with the signal's reason. */
  signal?: AbortSignal;
  /** What the output folder holds already (with a folder sink): pages and the search index found there are not written again. */
  output?: OutputLedger;
  /**
   * With a sink that leaves pages in the build cache (`docs dev`): read no page's record that nothing
   * in this build needs (the link check's findings are kept, or the last build's stand, and no index is
   * built), so that the pages can be served sooner; `recordsDeferred` then says a later build must read them.
   */
  deferRecords?: boolean;
}

export interface BuildResult {
  /** The site's files; a page sink other than memory has the pages already. */
  files: OutputFile[];
  diagnostics: Diagnostic[];
  routes: Route[];
  /**
   * What search indexes of every page, by docs version (made when first called), from which
   * `buildSearchIndexes` makes the indexes when they were not built here: whenever the records were read
   * (always with a memory sink, as `docs dev` has).
   */
  searchRecords?: () => SiteSearchRecords;
  /** Milliseconds spent in each stage. */
  timings: Record<string, number>;
  /** What the build cache on disk gave and holds, when there is one. */
  cache?: PageCacheSummary;
  /** Some pages came back without their records (`deferRecords`): a rebuild reads them. */
  recordsDeferred?: boolean;
  /** The link check's findings are the last build's (`deferRecords`): the rebuild that reads the records checks again. */
  checkDeferred?: boolean;
}

/** Stands where the templates put a Markdown body, until the body is put there. */
const BODY_MARKER = 'docs:page-body';

/**
 * Builds the whole site: load → model → pages (Markdown, templates and records, on every core) →
 * check → index. Pages go to the given sink as they are done; every other file comes back for the
 * caller to write (`docs build`) or serve (`docs dev`). Never throws for a mistake in the content:
 * problems come back as diagnostics.
 */
export async function build(config: ResolvedConfig, options: BuildOptions = {}): Promise<BuildResult> {
  const workers = startWorkersEarly(options);
  try {
    return await buildSite(config, options, workers);
  } finally {
    await workers?.close();
  }
}

/**
 * Page workers started before the site is loaded, so that they are ready when its pages are: for a
 * build likely to render every page, one with no build cache or a cache this generator has not filled
 * (`renderPages` closes them when few pages need rendering after all).
 */
function startWorkersEarly(options: BuildOptions): PageWorkers | undefined {
  const threads = options.workers ?? availableParallelism();
  if (threads <= 1 || options.cache) return undefined;
  if (options.cacheDir && pageCacheIsFilled(options.cacheDir, generatorFingerprint())) return undefined;
  return startPageWorkers(threads - 1);
}

async function buildSite(config: ResolvedConfig, options: BuildOptions, startedWorkers: PageWorkers | undefined): Promise<BuildResult> {
  const cwd = options.cwd ?? process.cwd();
  const sink = options.pages ?? { kind: 'memory' };
  const timings: Record<string, number> = {};
  const signal = options.signal;
  const time = async <T>(stage: string, work: () => Promise<T> | T): Promise<T> => {
    signal?.throwIfAborted();
    const start = performance.now();
    try {
      return await work();
    } finally {
      timings[stage] = (timings[stage] ?? 0) + performance.now() - start;
    }
  };
  const diagnostics: Diagnostic[] = [];
  const display = (file: string) => path.relative(cwd, file) || file;
  const failed = (): BuildResult => ({ files: [], diagnostics, routes: [], timings });
  const cache = options.cache;
  const refused = options.cacheDir ? refuseCacheFolder(options.cacheDir, config) : undefined;
  if (refused) diagnostics.push(createDiagnostic('CacheFolderRefused', { dir: display(options.cacheDir!), reason: refused }, undefined, 'warning'));
  const cacheDir = refused ? undefined : options.cacheDir;

  const artifacts = cacheDir ? openArtifactCache(cacheDir) : undefined;
  // The front matter of unchanged pages, so that a build with the cache parses no YAML it parsed before;
  // `docs dev` keeps the table it read first, and a rebuild does not parse it again.
  const openHeads = () => openKeptTable<PageHead>(path.join(cacheDir!, 'page-heads.json'), generatorFingerprint());
  const heads = !cacheDir ? undefined : cache ? (cache.heads ??= openHeads()) : openHeads();
  const prepared = await loadAndModel(config, { cwd, lenient: options.lenient ?? false, pruneNavigation: options.pruneNavigation ?? false, cache, artifacts, heads }, time, diagnostics);
  // A rebuild of `docs dev` reads only the files that changed: saved then, the table would lose every other page's.
  if (options.tidyCache ?? true) heads?.save();
  if (!prepared) return failed();
  const { model, templates, runtime, spec, versionSpecs } = prepared;

  const stylesheet = `assets/${path.posix.basename(hashedName('site.css', templates.css))}`;
  const files: OutputFile[] = [{ path: stylesheet, contents: templates.css }, ...runtime.files];
  const settings = {
    site: model.site,
    // A page loads only the scripts it uses: the code-sample script only on pages with samples.
    assets: { page: buildPageAssets(`/${stylesheet}`, runtime, [runtime.bootstrap]), api: buildPageAssets(`/${stylesheet}`, runtime, [runtime.bootstrap, runtime.codeSamples]) },
    body: { routeByContentPath: model.routeByContentPath, toc: config.toc, versions: (model.site.versions ?? []).slice(1).map((version) => version.name) },
    templatesCode: templates.code,
    bodyMarker: BODY_MARKER,
    apis: Object.fromEntries(
      model.apis.map((api) => [
        api.version ?? '',
        { document: api.spec.bundled, specFile: api.spec.displayPath, docsBase: versionBase(api.version), codeSampleLanguages: config.codeSampleLanguages, lenient: options.lenient ?? false },
      ]),
    ),
  };
  const pageCache = cacheDir ? openRenderedPageCache(cacheDir, generatorFingerprint()) : undefined;
  // What every page needs of its record, by key: a page kept in place need not be read at all. Kept by
  // builds that tidy the cache (not by the rebuilds of `docs dev`, whose pages stay in memory).
  const summaries = cacheDir && !pageCache?.otherVersion && (options.tidyCache ?? true) ? openKeptTable<PageSummary>(path.join(cacheDir, 'page-summaries.json'), generatorFingerprint()) : undefined;
  const jobs = buildPageJobs(model.routes, model.entries, model.apis);
  const keys = cache || pageCache ? await time('pages', () => keyPageJobs(jobs, settings, cache?.pageKeys)) : undefined;

  files.push(...prepared.publicFiles, ...prepared.contentAssets.map((asset) => ({ path: asset.contentPath, sourcePath: asset.absolutePath })));
  if (spec) files.push({ path: 'openapi.json', contents: `${JSON.stringify(spec.bundled, null, 2)}\n` });
  // Each frozen docs version publishes its own description beside its docs.
  for (const [name, versionSpec] of versionSpecs) files.push({ path: `${versionBase(name).slice(1)}openapi.json`, contents: `${JSON.stringify(versionSpec.bundled, null, 2)}\n` });
  // The routes a rebuild shares with the last build (see `buildModel`) have the same sitemap, which lists the latest docs only.
  const latestVersion = model.site.versions?.[0]?.name;
  const sitemap = memoized(cache?.derived, 'sitemap', cache ? `${cache.model.identify(model.routes)} ${config.url}` : '', () =>
    buildSitemap(config.url, model.routes.filter((route) => (route.version?.name ?? latestVersion) === latestVersion)),
  );
  files.push({ path: 'sitemap.xml', contents: sitemap }, { path: 'robots.txt', contents: buildRobots(config.url) });

  // The link check and the search index are made from the pages' records and the other files; a
  // page's key says all its record holds, so with the pages' keys they are found before any page is
  // read, and when both are as last time, no record is needed.
  const checking = config.onBrokenLinks !== 'ignore';
  const indexing = options.searchIndex ?? true;
  // Links written in the config, so that a broken one is reported there rather than in the templates.
  const configLinks = new Set([
    ...[...config.navbar.links, ...config.footer.links].flatMap((link) => (link.to ? [link.to] : [])),
    ...(config.announcement ? listAnnouncementLinks(config.announcement.content) : []),
  ]);
  const severity = config.onBrokenLinks === 'throw' ? ('error' as const) : ('warning' as const);
  const checkKey =
    checking && artifacts && keys
      ? streamedDigest(['link-check', generatorFingerprint(), severity, JSON.stringify([...configLinks]), config.configFile ?? '', display(config.templates), 'files', ...files.map((file) => file.path).sort(), 'pages', ...keys])
      : undefined;
  // Once `docs dev` has checked every page, it finds a page's problems in memory faster than it reads the disk cache.
  const keptFindings = !checkKey ? undefined : cache?.findings?.key === checkKey ? cache.findings.value : cache?.problemsRemembered ? undefined : (await artifacts!.peek<Diagnostic[]>(checkKey))?.value;
  const indexKey = indexing && keys ? streamedDigest(['search-index', generatorFingerprint(), ...keys]) : undefined;
  const indexInPlace = indexKey && options.output ? options.output.keepGroup(indexKey) : [];
  if (indexKey && indexInPlace.length) artifacts?.keep(indexKey);
  const keptIndex = indexKey && !indexInPlace.length && artifacts ? (await artifacts.peek<OutputFile[]>(indexKey))?.value : undefined;
  const recordsDeferrable = sink.kind === 'memory' && sink.leaveInCache === true && options.deferRecords === true;
  const indexNeeded = indexing && !indexInPlace.length && !keptIndex;
  // Until `docs dev` has read its records, a rebuild whose findings are not kept shows the last ones
  // found; the rebuild that reads the records, a moment later, checks again.
  const checkDeferred = checking && !keptFindings && recordsDeferrable && !indexNeeded && cache?.lastFindings !== undefined;
  const recordsNeeded = (sink.kind === 'memory' && !recordsDeferrable) || (checking && !keptFindings && !checkDeferred) || indexNeeded;

  const outcomes = await time('pages', () =>
    renderPages(jobs, settings, {
      sink,
      ...(options.workers !== undefined ? { workers: options.workers } : {}),
      ...(startedWorkers ? { startedWorkers } : {}),
      ...(cache ? { memo: cache.pages } : {}),
      ...(pageCache ? { cache: pageCache } : {}),
      ...(signal ? { signal } : {}),
      ...(keys ? { keys } : {}),
      ...(summaries ? { summaries } : {}),
      ...(options.output ? { ledger: options.output } : {}),
      recordsNeeded,
      prunesCache: options.tidyCache ?? true,
      local: templates,
    }),
  );
  const cacheSummary = pageCache?.finish(options.tidyCache ?? true, options.measureCache ?? true);
  summaries?.save();
  if (cacheSummary?.otherVersion) diagnostics.push(createDiagnostic('CacheFromOtherVersion', { dir: display(cacheSummary.dir) }, undefined, 'warning'));
  if (cacheSummary?.unreadable) diagnostics.push(createDiagnostic('CacheUnreadable', { count: cacheSummary.unreadable }, undefined, 'warning'));
  const pages: PageSummary[] = [];
  const records: PageRecord[] = [];
  const routeByPath = new Map(model.routes.map((route) => [route.path, route]));
  // The key of each record's page, for what is remembered of it.
  const recordKeys: string[] = [];
  // The pages' files in memory go into `files` here, between every other file of the site.
  const firstPageFile = files.length;
  outcomes.forEach((outcome, index) => {
    const page = 'summary' in outcome ? outcome.summary : outcome.record;
    diagnostics.push(...page.diagnostics);
    if (!page.rendered) return;
    pages.push(page);
    if ('record' in outcome) {
      records.push(outcome.record);
      recordKeys.push(keys?.[index] ?? '');
    }
    if ('html' in outcome && outcome.html !== undefined) for (const file of page.files) files.push({ path: file, contents: outcome.html });
    if ('entry' in outcome && outcome.entry !== undefined) for (const file of page.files) files.push({ path: file, cachedPage: outcome.entry });
  });
  const afterPageFiles = files.length;
  const isPageFile = (index: number) => index >= firstPageFile && index < afterPageFiles;
  const recordsDeferred = recordsDeferrable && (checkDeferred || outcomes.some((outcome) => !('record' in outcome)));

  if (checking) {
    const check = () => {
      const input = {
        pages: records.map((record) => ({ path: record.path, ids: record.ids, links: record.links, templateLinks: record.templateLinks, ...(routeByPath.get(record.path)?.source ? { sourceFile: routeByPath.get(record.path)!.source!.file } : {}) })),
        files: new Set(files.flatMap((file, index) => (isPageFile(index) ? [] : [file.path]))),
        severity,
        locateTemplateLink: (link: string) => (configLinks.has(link) && config.configFile ? { file: config.configFile } : { file: display(config.templates) }),
      };
      // A page's problems are found again only when it or the site's targets changed: by record in
      // `docs dev`, which keeps them; by key in the build cache for a build in a new process.
      const targets = digestTargets(input);
      // `docs dev` asks the table only in its first check, which meets every record for the first time.
      const table = cacheDir && keys && !cache?.problemsRemembered ? openKeptTable<PageProblem[]>(path.join(cacheDir, 'link-problems.json'), generatorFingerprint()) : undefined;
      const byKey = table ? rememberProblemsByKey(table, recordKeys, targets) : undefined;
      const memo = cache ? rememberProblemsByRecord(records, targets, byKey) : byKey;
      const findings = checkLinks(input, memo, cache ? { digest: targets, memo: cache.linkTargets } : undefined);
      if (cache) cache.problemsRemembered = true;
      if (options.tidyCache ?? true) table?.save();
      return findings;
    };
    const findings = keptFindings ?? (checkDeferred ? cache!.lastFindings! : await time('check', check));
    if (cache && !checkDeferred) cache.lastFindings = findings;
    if (checkKey && !keptFindings && !checkDeferred) {
      // A rebuild of `docs dev` leaves them to its builder, which writes the last of them when it closes.
      if (cache && !(options.tidyCache ?? true)) cache.findings = { key: checkKey, value: findings };
      else artifacts!.put(checkKey, findings);
    }
    diagnostics.push(...findings);
  }
  // Made when asked: `docs dev` indexes only once a browser searches.
  let madeSearchRecords: SiteSearchRecords | undefined;
  const searchRecords = recordsNeeded
    ? () =>
        (madeSearchRecords ??= buildSiteSearchRecords(
          records.map((record, index) => ({ route: routeByPath.get(record.path)!, sections: record.sections, ...(record.keywords ? { keywords: record.keywords } : {}), ...(recordKeys[index] ? { key: recordKeys[index] } : {}) })),
          model.site.versions,
        ))
    : undefined;
  if (indexing && !indexInPlace.length) {
    // The runs of pages whose keys are unchanged are not indexed again (a build with one page edited).
    // The indexer (and its search code) loads only when an index is made: a warm build takes it from the cache.
    const indexer = keptIndex ? undefined : await import('./index/build-search-index.js');
    const blocks = cacheDir && indexer ? (await import('./index/search-block-store.js')).openSearchBlockStore(cacheDir) : undefined;
    const indexFiles = keptIndex ?? (await time('index', () => indexer!.buildSearchIndexes(searchRecords!(), blocks ? { blocks } : {}).files));
    if (options.tidyCache ?? true) blocks?.finish();
    if (indexKey && !keptIndex) artifacts?.put(indexKey, indexFiles);
    files.push(...indexFiles.map((file) => (indexKey ? { ...file, group: indexKey } : file)));
  }

  // Every output path has one source: pages (wherever they went) against every other file.
  const written = function* (): Generator<WrittenFile> {
    for (const page of pages) {
      const origin = (): FileOrigin => {
        const route = routeByPath.get(page.path)!;
        return { label: describeRouteSource(route), ...(route.source ? { location: route.source } : {}) };
      };
      for (const file of page.files) yield { path: file, origin };
    }
    for (const [index, file] of files.entries()) {
      if (isPageFile(index)) continue;
      yield { path: file.path, origin: () => ('sourcePath' in file ? { label: display(file.sourcePath), location: { file: display(file.sourcePath) } } : { label: `the ${file.path} the build generates` }) };
    }
    for (const file of indexInPlace) yield { path: file, origin: () => ({ label: `the ${file} the build generates` }) };
  };
  diagnostics.push(...checkOutputPaths(written()));
  // A check builds no index: it leaves the last build's in the cache for the next build.
  if ((options.searchIndex ?? true) && (options.tidyCache ?? true)) artifacts?.finish();
  return { files, diagnostics, routes: model.routes, ...(searchRecords ? { searchRecords } : {}), timings, ...(cacheSummary ? { cache: cacheSummary } : {}), ...(recordsDeferred ? { recordsDeferred } : {}), ...(checkDeferred ? { checkDeferred } : {}) };
}

/**
 * The load and model stages. The pages' texts stay in here: a page job reads its file again, so once
 * this returns, a large site's Markdown is no longer held in memory while its pages render.
 */
async function loadAndModel(
  config: ResolvedConfig,
  options: { cwd: string; lenient: boolean; pruneNavigation: boolean; cache: BuildCache | undefined; artifacts: ArtifactCache | undefined; heads: KeptTable<PageHead> | undefined },
  time: <T>(stage: string, work: () => Promise<T> | T) => Promise<T>,
  diagnostics: Diagnostic[],
) {
  const sources = await time('load', () => loadSources(config, options));
  diagnostics.push(...sources.diagnostics);
  const { content, templates, runtime, spec } = sources;
  if (!content || !templates || !runtime || hasErrors(diagnostics)) return undefined;
  const versionSpecs = sources.versionSpecs;
  const model = await time('model', () =>
    buildModel(config, content, spec, { pruneNavigation: options.pruneNavigation, ...(options.cache ? { memo: options.cache.model } : {}), versions: sources.versions, versionSpecs }),
  );
  diagnostics.push(...model.diagnostics);
  return { model, templates, runtime, spec, versionSpecs, publicFiles: sources.publicFiles, contentAssets: content.assets };
}
