import { readFileSync } from 'node:fs';
import { DOCUMENT, XML_DOCUMENT } from './check/document-files.js';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { createDiagnostic, hasErrors, listAnnouncementLinks, searchIndexPathOf, versionBase, type BrokenLinkPolicy, type Diagnostic, type OutputFile, type ResolvedConfig, type Route, type Severity } from '@docs/shared';
import type { BuildCache } from './build-cache.js';
import { openArtifactCache, type ArtifactCache } from './cache/artifact-cache.js';
import { refuseCacheFolder } from './cache/refuse-cache-folder.js';
import { openKeptTable, type KeptTable } from './cache/kept-table.js';
import { openPageTables, savePageTables, type PageTables } from './content/page-tables.js';
import { fileDigest, streamedDigest } from './cache/digest.js';
import { generatorFingerprint } from './cache/generator-fingerprint.js';
import { claimCacheFolder, pageCacheIsFilled, type PageCacheSummary } from './cache/page-cache.js';
import { memoized } from './cache/memo.js';
import { openRenderedPageCache } from './pages/cache-rendered-page.js';
import { checkLinks, digestTargets, type PageProblem } from './check/check-links.js';
import { rememberProblemsByKey, rememberProblemsByRecord } from './check/remember-problems.js';
import { checkOutputPaths, type FileOrigin, type WrittenFile } from './check/check-output-paths.js';
import { buildSiteSearchRecords, buildSiteSearchSources, type PageToIndex, type SiteSearchRecords } from './index/build-search-records.js';
import type { SearchRun } from './index/build-search-index.js';
import type { SearchBlockStore } from './index/search-block-store.js';
import { planCheckReads, type PageToCheck } from './check/plan-check-reads.js';
import { createTemplateLinkLocator, readConfigSource, readTemplateSources, templateSourcesText, type TemplateSource } from './check/locate-template-link.js';
import { digestPageTargets } from './pages/digest-page-targets.js';
import { loadSources, specFilesOf } from './load/load-sources.js';
import { buildModel } from './model/build-model.js';
import { describeRouteSource } from './model/keep-one-source-per-route.js';
import { buildPageJobs } from './pages/build-page-jobs.js';
import type { OutputLedger, PageRecord, PageSink, PageSummary } from './pages/page-job.js';
import type { LoadedSpec } from './spec/load-spec.js';
import { resolveValueRefs } from './spec/resolve-value-refs.js';
import { keyPageJobs } from './pages/key-page-jobs.js';
import { unkeyChangedPages } from './pages/unkey-changed-pages.js';
import { renderPages } from './pages/render-pages.js';
import { startPageWorkers, youngGenerationMb, type PageWorkers } from './pages/render-pages-on-workers.js';
import { buildPageAssets } from './render/build-page-assets.js';
import { createTemplateErrorCollapser } from './render/collapse-template-errors.js';
import { buildRobots, buildSitemap } from './write/build-sitemap.js';
import { hashedName } from './write/content-hash.js';
import { appendAll } from './text/append-all.js';

export interface BuildOptions {
  /** Render what can be rendered from an invalid API description, with warnings. */
  lenient?: boolean;
  /** Build the pages whose front matter says `draft: true` too (`docs dev`); a build to publish leaves them out. */
  drafts?: boolean;
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
  /**
   * Threads that render pages: this one among them, or above 1,000 Markdown pages worker threads alone;
   * 0 or 1 render them in this thread only. Default: one per core on a large site.
   */
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
  /**
   * Check the links even when the last build's findings are kept, when no check of this builder has met
   * every page yet (`docs dev`, as it reads the records): the check then remembers every page's problems.
   */
  checkAgain?: boolean;
  /** Stops the build at the next page or stage once aborted; it then rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Files of the build cache found damaged before the build (the compiled config, as it was loaded): told in the build's one warning. */
  cacheUnreadableBefore?: number;
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
   * `buildSearchIndexes` makes the indexes when they were not built here: whenever every page's record
   * was read (always with a memory sink, as `docs dev` has; never when records were read only where needed).
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
  /** The files the API descriptions were joined from, absolute (`specFilesOf`), when they were read whole. */
  specFiles?: string[];
}

/** How a broken link is reported under a policy of the config. */
function severityOf(policy: BrokenLinkPolicy): Severity | 'ignore' {
  return policy === 'throw' ? 'error' : policy === 'warn' ? 'warning' : 'ignore';
}

/** What search takes of a page's record. */
function searchPartOf(record: PageRecord): ReturnType<PageToIndex['read']> {
  return { sections: record.sections, ...(record.keywords ? { keywords: record.keywords } : {}) };
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
  const workers = startWorkersEarly(config, options);
  // A build that starts workers early renders on this thread too: its renderer (the Markdown pipeline,
  // highlight.js, React; some 0.1 s to compile) loads while this thread waits for esbuild and the content.
  if (workers) import('./pages/create-page-renderer.js').catch(() => undefined);
  try {
    return await buildSite(config, options, workers);
  } finally {
    await workers?.close();
  }
}

/**
 * Page workers started before the site is loaded, so that they are ready when its pages are: for a
 * build likely to render every page, one with no build cache or a cache this generator has not filled
 * (`renderPages` closes them when few pages need rendering after all, and adds the last when so many
 * do that this thread leaves them all to workers).
 */
function startWorkersEarly(config: ResolvedConfig, options: BuildOptions): PageWorkers | undefined {
  const threads = options.workers ?? availableParallelism();
  if (threads <= 1 || options.cache) return undefined;
  if (options.cacheDir && pageCacheIsFilled(options.cacheDir, generatorFingerprint())) return undefined;
  return startPageWorkers(threads - 1, youngGenerationMb({ hasDescription: config.spec !== undefined }));
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
  // Known once the descriptions are read, whether or not the build then fails.
  const specFiles: string[] = [];
  const failed = (): BuildResult => ({ files: [], diagnostics, routes: [], timings, ...(specFiles.length ? { specFiles } : {}) });
  const cache = options.cache;
  const notCache = options.cacheDir ? refuseCacheFolder(options.cacheDir, config) : undefined;
  const claim = options.cacheDir && !notCache ? claimCacheFolder(options.cacheDir, generatorFingerprint()) : undefined;
  const refused = notCache ?? claim?.refused;
  if (refused) diagnostics.push(createDiagnostic('CacheFolderRefused', { dir: display(options.cacheDir!), reason: refused }, undefined, 'warning'));
  if (claim?.rewritten) diagnostics.push(createDiagnostic('CacheManifestRewritten', { dir: display(options.cacheDir!) }, undefined, 'warning'));
  const cacheDir = refused ? undefined : options.cacheDir;

  const artifacts = cacheDir ? openArtifactCache(cacheDir) : undefined;
  // The front matter of unchanged pages, so that a build with the cache parses no YAML it parsed before;
  // `docs dev` keeps the table it read first, and a rebuild does not parse it again.
  const openTables = () => openPageTables(cacheDir!, generatorFingerprint());
  const tables = !cacheDir ? undefined : cache ? (cache.pageTables ??= openTables()) : openTables();
  const prepared = await loadAndModel(
    config,
    { cwd, lenient: options.lenient ?? false, pruneNavigation: options.pruneNavigation ?? false, drafts: options.drafts ?? false, cache, artifacts, tables },
    time,
    diagnostics,
    specFiles,
  );
  // A rebuild of `docs dev` reads only the files that changed: saved then, the table would lose every other page's.
  if ((options.tidyCache ?? true) && tables) savePageTables(tables);
  if (!prepared) return failed();
  const { model, templates, runtime, spec, versionSpecs } = prepared;
  // The announcement's HTML is in every page: what would run script fails the build at the config.
  if (config.announcement) diagnostics.push(...(await checkAnnouncementOnce(config, artifacts)));

  const stylesheet = `assets/${path.posix.basename(hashedName('site.css', templates.css))}`;
  const files: OutputFile[] = [{ path: stylesheet, contents: templates.css }, ...runtime.files];
  // The templates folder as messages name it: where a template that throws is reported.
  const templatesShown = display(config.templates);
  const settings = {
    site: model.site,
    // A page loads only the scripts it uses: the code-sample script only on pages with samples.
    assets: { page: buildPageAssets(`/${stylesheet}`, runtime, [runtime.bootstrap]), api: buildPageAssets(`/${stylesheet}`, runtime, [runtime.bootstrap, runtime.codeSamples]) },
    body: { routeByContentPath: model.routeByContentPath, toc: config.toc, versions: (model.site.versions ?? []).slice(1).map((version) => version.name) },
    templatesCode: templates.code,
    templatesDir: templatesShown,
    bodyMarker: BODY_MARKER,
    apis: Object.fromEntries(
      model.apis.map((api) => [
        api.version ?? '',
        {
          document: resolveValueRefs(api.spec.bundled, api.spec.valueRefs ?? []),
          specFile: api.spec.displayPath,
          docsBase: versionBase(api.version),
          codeSampleLanguages: config.codeSampleLanguages,
          lenient: options.lenient ?? false,
          ...(config.specLinks.base ? { linkBase: config.specLinks.base } : {}),
        },
      ]),
    ),
  };
  const pageCache = cacheDir ? openRenderedPageCache(cacheDir, generatorFingerprint()) : undefined;
  // What every page needs of its record, by key: a page kept in place need not be read at all. Kept by
  // builds that tidy the cache (not by the rebuilds of `docs dev`, whose pages stay in memory).
  const summaries = cacheDir && !pageCache?.otherVersion && (options.tidyCache ?? true) ? openKeptTable<PageSummary>(path.join(cacheDir, 'page-summaries.json'), generatorFingerprint()) : undefined;
  const jobs = buildPageJobs(model.routes, model.entries, model.apis);
  // A page `docs dev` renders while it waits for the first save (`Builder.prepare`).
  if (cache) {
    const job = jobs.find((candidate) => candidate.markdown);
    cache.rehearsal = job ? { settings, local: templates, job } : undefined;
  }
  const keys = cache || pageCache ? await time('pages', () => keyPageJobs(jobs, settings, cache?.pageKeys)) : undefined;

  appendAll(files, prepared.publicFiles);
  appendAll(files, prepared.contentAssets.map((asset) => ({ path: asset.contentPath, sourcePath: asset.absolutePath })));
  // A copied file named like the build's hashed assets needs no warning: the marker lists it, and hosts revalidate it.
  // The checker (htmlparser2 and the entity tables, 150 KB) loads only when a copied file is a document it reads.
  const documents = files.filter((file): file is Extract<OutputFile, { sourcePath: string }> => 'sourcePath' in file && DOCUMENT.test(file.sourcePath));
  // Each verdict is kept in the build cache by the file's bytes: a build whose copied documents (the
  // templates' favicon.svg) are unchanged loads no checker at all.
  let checker: Promise<typeof import('./check/find-script-in-file.js')> | undefined;
  for (const file of documents) {
    let bytes: Buffer | undefined;
    try {
      bytes = artifacts ? readFileSync(file.sourcePath) : undefined;
    } catch {
      bytes = undefined;
    }
    // Read as XML or as HTML by its name: the same bytes may be harmless as one and not as the other.
    const key = bytes ? fileDigest('script-in-file', generatorFingerprint(), XML_DOCUMENT.test(file.sourcePath) ? 'xml' : 'html', bytes) : undefined;
    const kept = key ? await artifacts!.peek<{ what?: string }>(key) : undefined;
    const script = kept ? kept.value.what : (await (checker ??= import('./check/find-script-in-file.js'))).findScriptInFile(file.sourcePath);
    if (key && !kept) artifacts!.put(key, script === undefined ? {} : { what: script });
    if (script) diagnostics.push(createDiagnostic('ScriptInFile', { what: script }, { file: display(file.sourcePath) }, 'warning'));
  }
  if (spec) files.push({ path: 'openapi.json', contents: publishedDescription(spec) });
  // Each frozen docs version publishes its own description beside its docs.
  for (const [name, versionSpec] of versionSpecs) files.push({ path: `${versionBase(name).slice(1)}openapi.json`, contents: publishedDescription(versionSpec) });
  // The routes a rebuild shares with the last build (see `buildModel`) have the same sitemap, which lists the latest docs only.
  const latestVersion = model.site.versions?.[0]?.name;
  const sitemap = memoized(cache?.derived, 'sitemap', cache ? `${cache.model.identify(model.routes)} ${config.url}` : '', () =>
    buildSitemap(config.url, model.routes.filter((route) => (route.version?.name ?? latestVersion) === latestVersion)),
  );
  files.push({ path: 'sitemap.xml', contents: sitemap }, { path: 'robots.txt', contents: buildRobots(config.url) });

  // The link check and the search index are made from the pages' records and the other files; a
  // page's key says all its record holds, so with the pages' keys they are found before any page is
  // read, and when both are as last time, no record is needed.
  const checking = config.onBrokenLinks !== 'ignore' || (spec !== undefined && config.specLinks.onBroken !== 'ignore');
  const indexing = options.searchIndex ?? true;
  // Links written in the config, so that a broken one is reported there rather than in the templates.
  const configLinks = new Set([
    ...[...config.navbar.links, ...config.footer.links].flatMap((link) => (link.to ? [link.to] : [])),
    ...(config.announcement ? listAnnouncementLinks(config.announcement.content) : []),
  ]);
  // Its text too, to say at which line a broken one is written (and so part of what the check's findings are kept by).
  const configSource = configLinks.size > 0 && config.configFile ? readConfigSource(path.resolve(cwd, config.configFile), config.configFile) : undefined;
  // The templates' sources, read for the check's key and to place their broken links: once.
  let templateSources: TemplateSource[] | undefined;
  const readTemplates = () => (templateSources ??= readTemplateSources(config.templates));
  const severity = severityOf(config.onBrokenLinks);
  const descriptionSeverity = severityOf(config.specLinks.onBroken);
  const checkKey =
    checking && artifacts && keys
      ? streamedDigest(['link-check', generatorFingerprint(), severity, descriptionSeverity, JSON.stringify([...configLinks]), config.configFile ?? '', configSource?.text ?? '', templateSourcesText(config.templates, readTemplates()), display(config.templates), 'files', ...files.map((file) => file.path).sort(), 'pages', ...keys])
      : undefined;
  const indexKey = indexing && keys ? streamedDigest(['search-index', generatorFingerprint(), ...keys]) : undefined;
  // The whole index is in the output folder as the last build left it: nothing of it is made or read.
  const indexInPlace = indexKey && options.output ? options.output.keepGroup(indexKey) : [];
  const recordsDeferrable = sink.kind === 'memory' && sink.leaveInCache === true && options.deferRecords === true;
  const indexNeeded = indexing && !indexInPlace.length;
  // Until `docs dev` has read its records, a rebuild whose findings are not in memory shows the last ones
  // found; the rebuild that reads the records, a moment later, checks again. The disk cache is not asked
  // for them then: a save that brings a page back as an earlier session left it would read all of that
  // session's findings (12 MB at 10,000 pages), to show for a moment what the check shows anyway. Last
  // findings that fail the build are not shown again unchecked: the records are read only after a build
  // that succeeds, so a fixed link would stay reported as broken.
  const mayDeferCheck = checking && recordsDeferrable && !indexNeeded && cache?.lastFindings !== undefined && !hasErrors(cache.lastFindings);
  // Once `docs dev` has checked every page, it finds a page's problems in memory faster than it reads the disk cache.
  const keptFindings =
    !checkKey ? undefined
    : cache?.findings?.key === checkKey ? cache.findings.value
    : cache?.problemsRemembered || (options.checkAgain && cache) || mayDeferCheck ? undefined
    : (await artifacts!.peek<Diagnostic[]>(checkKey))?.value;
  const checkDeferred = mayDeferCheck && !keptFindings;
  const recordsNeeded = (sink.kind === 'memory' && !recordsDeferrable) || (checking && !keptFindings && !checkDeferred) || indexNeeded;

  // With the build cache and pages that go to a folder (or nowhere), a page's record is read only where
  // the link check (`planCheckReads`) or the search index (`planSearchIndex`) needs it, by a second pass
  // over those pages; `docs dev` reads them as before.
  const recordsLater = sink.kind !== 'memory' && !cache && pageCache !== undefined && summaries !== undefined && keys !== undefined;
  const renderOptions = {
    sink,
    ...(options.workers !== undefined ? { workers: options.workers } : {}),
    ...(cache ? { memo: cache.pages } : {}),
    ...(pageCache ? { cache: pageCache } : {}),
    ...(signal ? { signal } : {}),
    ...(summaries ? { summaries } : {}),
    ...(options.output ? { ledger: options.output } : {}),
    prunesCache: options.tidyCache ?? true,
    local: templates,
  };
  const outcomes = await time('pages', () =>
    renderPages(jobs, settings, { ...renderOptions, ...(startedWorkers ? { startedWorkers } : {}), ...(keys ? { keys } : {}), recordsNeeded: recordsNeeded && !recordsLater }),
  );
  // Nothing is kept under the keys made before a page was saved mid-build: neither its own nor the site's.
  const savedDuringBuild = keys ? unkeyChangedPages(outcomes, keys) : false;
  const findingsKey = savedDuringBuild ? undefined : checkKey;
  const indexGroup = savedDuringBuild ? undefined : indexKey;
  const routeByPath = new Map(model.routes.map((route) => [route.path, route]));
  const summaryAt = (index: number) => {
    const outcome = outcomes[index]!;
    return 'summary' in outcome ? outcome.summary : outcome.record;
  };
  const recordAt = (index: number): PageRecord => {
    const outcome = outcomes[index]!;
    if (!('record' in outcome)) throw new Error(`The record of ${summaryAt(index).path} was needed but not read.`);
    return outcome.record;
  };
  const rendered = outcomes.flatMap((_outcome, index) => (summaryAt(index).rendered ? [index] : []));
  // Paths of every file but the pages' (which, with a memory sink, join `files` below).
  const nonPageFiles = new Set(files.map((file) => file.path));
  // The search index's entries are made after the check (and by `docs dev` when asked), but are files of the site.
  for (const entry of model.site.versions?.length ? model.site.versions.map((version) => version.searchIndex) : [searchIndexPathOf(undefined)]) nonPageFiles.add(entry.slice(1));
  // The check's tables, as opened: those found damaged count in the build's one warning.
  const checkTables: KeptTable<unknown>[] = [];
  const opened = <T>(table: KeptTable<T>) => (checkTables.push(table as KeptTable<unknown>), table);
  const problemTable = () => opened(openKeptTable<PageProblem[]>(path.join(cacheDir!, 'link-problems.json'), generatorFingerprint()));
  const idsTable = () => opened(openKeptTable<string[]>(path.join(cacheDir!, 'page-ids.json'), generatorFingerprint()));
  // The indexer (with its search code), the cache's search blocks and where kept shards stay: loaded,
  // and the store opened, only when an index is made, once for the plan and the index.
  let indexTools: Promise<{ indexer: typeof import('./index/build-search-index.js'); blocks?: SearchBlockStore; output?: { ledger: OutputLedger; group: string } }> | undefined;
  const openIndexing = () =>
    (indexTools ??= (async () => {
      const blocks = cacheDir ? (await import('./index/search-block-store.js')).openSearchBlockStore(cacheDir) : undefined;
      const output = blocks && indexGroup && options.output ? { ledger: options.output, group: indexGroup } : undefined;
      return { indexer: await import('./index/build-search-index.js'), ...(blocks ? { blocks } : {}), ...(output ? { output } : {}) };
    })());
  // What the reads planned for the link check found: the site's targets digest, and the tables it asked.
  let checkPlan: { targets: string; problems: KeptTable<PageProblem[]>; ids?: KeptTable<string[]> } | undefined;
  // The search sources and the plans of their indexes, for the index below.
  let indexPlan: { sources: ReturnType<typeof buildSiteSearchSources<{ index: number } & PageToIndex>>; plans: SearchRun[][] } | undefined;
  if (recordsLater && recordsNeeded) {
    const wanted = new Set<number>();
    if (checking && !keptFindings) {
      const problems = problemTable();
      let ids: KeptTable<string[]> | undefined;
      const pages = rendered.map((index): PageToCheck => {
        const outcome = outcomes[index]!;
        const targets = 'record' in outcome ? digestPageTargets(outcome.record) : outcome.summary.targets;
        return { key: keys![index]!, path: summaryAt(index).path, targets, read: 'record' in outcome };
      });
      const plan = await time('check', () => planCheckReads(pages, nonPageFiles, problems, () => (ids ??= idsTable())));
      for (const at of plan.toRead) wanted.add(rendered[at]!);
      checkPlan = { targets: plan.targets, problems, ...(ids ? { ids } : {}) };
    }
    if (indexNeeded) {
      const { indexer, blocks, output } = await openIndexing();
      const sources = buildSiteSearchSources(
        rendered.map((index) => ({ index, route: routeByPath.get(summaryAt(index).path)!, key: keys![index]!, read: () => searchPartOf(recordAt(index)) })),
        model.site.versions,
      );
      const plans = await time('index', () => sources.map(({ records }) => indexer.planSearchIndex(records, { ...(blocks ? { blocks } : {}), ...(output ? { output } : {}) })));
      plans.forEach((plan, version) => {
        for (const run of plan) if (!run.kept) for (const { index } of sources[version]!.pages.slice(run.first, run.end)) if (!('record' in outcomes[index]!)) wanted.add(index);
      });
      indexPlan = { sources, plans };
    }
    if (wanted.size) {
      // Their records, read from the cache (a page whose entry is gone is rendered again).
      const indexes = [...wanted].sort((a, b) => a - b);
      const read = await time('pages', () => renderPages(indexes.map((index) => jobs[index]!), settings, { ...renderOptions, keys: indexes.map((index) => keys![index]!), recordsNeeded: true }));
      indexes.forEach((index, at) => (outcomes[index] = read[at]!));
    }
  }
  const cacheSummary = pageCache?.finish(options.tidyCache ?? true, options.measureCache ?? true);
  summaries?.save();
  if (cacheSummary?.otherVersion) diagnostics.push(createDiagnostic('CacheFromOtherVersion', { dir: display(cacheSummary.dir) }, undefined, 'warning'));
  const pages: (PageSummary | PageRecord)[] = [];
  const records: PageRecord[] = [];
  // The key of each record's page, for what is remembered of it.
  const recordKeys: string[] = [];
  // The pages' files in memory go into `files` here, between every other file of the site.
  const firstPageFile = files.length;
  const templateErrors = createTemplateErrorCollapser(templatesShown);
  outcomes.forEach((outcome, index) => {
    const page = 'summary' in outcome ? outcome.summary : outcome.record;
    for (const diagnostic of page.diagnostics) {
      const kept = templateErrors.add(page.path, diagnostic);
      if (kept) diagnostics.push(kept);
    }
    if (!page.rendered) return;
    pages.push(page);
    if ('record' in outcome) {
      records.push(outcome.record);
      recordKeys.push(keys?.[index] ?? '');
    }
    if ('html' in outcome && outcome.html !== undefined) for (const file of page.files) files.push({ path: file, contents: outcome.html });
    if ('entry' in outcome && outcome.entry !== undefined) for (const file of page.files) files.push({ path: file, cachedPage: outcome.entry });
  });
  templateErrors.finish();
  const afterPageFiles = files.length;
  const isPageFile = (index: number) => index >= firstPageFile && index < afterPageFiles;
  const recordsDeferred = recordsDeferrable && (checkDeferred || outcomes.some((outcome) => !('record' in outcome)));

  if (checking) {
    const check = () => {
      const sourceFileOf = (page: string) => (routeByPath.get(page)?.source ? { sourceFile: routeByPath.get(page)!.source!.file } : {});
      // Every rendered page, in order: from its record, or (a page not read) from its summary and its ids as kept.
      const checked = recordsLater ? rendered : rendered.filter((index) => 'record' in outcomes[index]!);
      const input = {
        pages: checked.map((index) => {
          const outcome = outcomes[index]!;
          if ('record' in outcome) {
            const { record } = outcome;
            checkPlan?.ids?.get(keys![index]!, () => record.ids);
            return { path: record.path, ids: record.ids, links: record.links, templateLinks: record.templateLinks, ...sourceFileOf(record.path) };
          }
          const { summary } = outcome;
          return { path: summary.path, ids: checkPlan?.ids?.peek(keys![index]!) ?? [], links: [], targets: summary.targets, ...sourceFileOf(summary.path) };
        }),
        files: nonPageFiles,
        severity,
        descriptionSeverity,
        locateTemplateLink: createTemplateLinkLocator({ ...(configSource ? { configFile: { ...configSource, links: configLinks } } : {}), templatesDir: config.templates, templateFiles: readTemplates, display }),
      };
      // A page's problems are found again only when it or the site's targets changed: by record in
      // `docs dev`, which keeps them; by key in the build cache for a build in a new process.
      const targets = checkPlan?.targets ?? digestTargets(input);
      // `docs dev` asks the table only in its first check, which meets every record for the first time.
      const table = checkPlan?.problems ?? (cacheDir && keys && !cache?.problemsRemembered ? problemTable() : undefined);
      const byKey = table ? rememberProblemsByKey(table, checked.map((index) => keys?.[index] ?? ''), targets) : undefined;
      const memo = cache ? rememberProblemsByRecord(checked.map(recordAt), targets, byKey) : byKey;
      const findings = checkLinks(input, memo, cache ? { digest: targets, memo: cache.linkTargets } : undefined);
      if (cache) cache.problemsRemembered = true;
      if (options.tidyCache ?? true) {
        table?.save();
        checkPlan?.ids?.save();
      }
      return findings;
    };
    const findings = keptFindings ?? (checkDeferred ? cache!.lastFindings! : await time('check', check));
    if (cache && !checkDeferred) cache.lastFindings = findings;
    if (findingsKey && !keptFindings && !checkDeferred) {
      // A rebuild of `docs dev` leaves them to its builder, which writes the last of them when it closes.
      if (cache && !(options.tidyCache ?? true)) cache.findings = { key: findingsKey, value: findings };
      else artifacts!.put(findingsKey, findings);
    }
    appendAll(diagnostics, findings);
  }
  // Made when asked: `docs dev` indexes only once a browser searches.
  let madeSearchRecords: SiteSearchRecords | undefined;
  const searchRecords =
    recordsNeeded && !recordsLater
      ? () =>
          (madeSearchRecords ??= buildSiteSearchRecords(
            records.map((record, index) => ({ route: routeByPath.get(record.path)!, ...searchPartOf(record), ...(recordKeys[index] ? { key: recordKeys[index] } : {}) })),
            model.site.versions,
          ))
      : undefined;
  // Files of the index left in place: the whole of it, or the shards of runs of pages that did not change.
  const indexFilesInPlace = [...indexInPlace];
  if (indexing && !indexInPlace.length) {
    // The runs of pages whose keys are unchanged are not indexed again (a build with one page edited),
    // and their shards stay in the output folder. The indexer (and its search code) loads only when an
    // index is made: a warm build leaves the last one in place.
    const { indexer, blocks, output } = await openIndexing();
    const site = indexPlan ? indexPlan.sources.map(({ entry, records }, version) => ({ entry, records, plan: indexPlan!.plans[version]! })) : searchRecords!();
    // Its runs of pages made on every core, now that the page workers are done.
    const threads = options.workers ?? availableParallelism();
    const index = await time('index', () => indexer.buildSearchIndexes(site, { ...(blocks ? { blocks } : {}), ...(output ? { output } : {}), threads }));
    if (options.tidyCache ?? true) blocks?.finish();
    appendAll(files, index.files.map((file) => (indexGroup ? { ...file, group: indexGroup } : file)));
    appendAll(indexFilesInPlace, index.inPlace);
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
    for (const file of indexFilesInPlace) yield { path: file, origin: () => ({ label: `the ${file} the build generates` }) };
  };
  // Page files follow from the routes: while the routes, the pages that failed and every other file's
  // path and source are as in the rebuild before (a save in `docs dev` that changed no front matter),
  // so are the clashes, and the tens of thousands of paths are not compared again.
  const outputPathsKey = () => {
    const parts = [cache!.model.identify(model.routes), 'failed'];
    for (let index = 0; index < outcomes.length; index++) if (!summaryAt(index).rendered) parts.push(summaryAt(index).path);
    parts.push('files');
    for (let index = 0; index < files.length; index++) {
      const file = files[index]!;
      if (!isPageFile(index)) parts.push(file.path, 'sourcePath' in file ? file.sourcePath : '');
    }
    return [...parts, 'index', ...indexFilesInPlace].join('\0');
  };
  appendAll(diagnostics, memoized(cache?.outputPaths, 'clashes', cache ? outputPathsKey() : '', () => checkOutputPaths(written())));
  // A check builds no index: it leaves the last build's in the cache for the next build.
  if ((options.searchIndex ?? true) && (options.tidyCache ?? true)) artifacts?.finish();
  // Damaged entries, pages, search blocks and what is made once for the whole site alike, each made again.
  const blockStore = indexTools ? (await indexTools).blocks : undefined;
  const keptTables = [tables?.heads, tables?.readings, summaries, ...checkTables];
  const unreadableTables = keptTables.reduce((sum, table) => sum + (table?.takeUnreadable() ?? 0), 0);
  const unreadable = (options.cacheUnreadableBefore ?? 0) + (cacheSummary?.unreadable ?? 0) + (artifacts?.unreadable ?? 0) + (blockStore?.unreadable ?? 0) + unreadableTables;
  // What another generator left reads as damaged to this one: its one warning says so.
  if (unreadable && !cacheSummary?.otherVersion) diagnostics.push(createDiagnostic('CacheUnreadable', { count: unreadable }, undefined, 'warning'));
  return { files, diagnostics, routes: model.routes, ...(specFiles.length ? { specFiles } : {}), ...(searchRecords ? { searchRecords } : {}), timings, ...(cacheSummary ? { cache: cacheSummary } : {}), ...(recordsDeferred ? { recordsDeferred } : {}), ...(checkDeferred ? { checkDeferred } : {}) };
}

/**
 * The load and model stages. The pages' texts stay in here: a page job reads its file again, so once
 * this returns, a large site's Markdown is no longer held in memory while its pages render.
 */
async function loadAndModel(
  config: ResolvedConfig,
  options: { cwd: string; lenient: boolean; pruneNavigation: boolean; drafts: boolean; cache: BuildCache | undefined; artifacts: ArtifactCache | undefined; tables: PageTables | undefined },
  time: <T>(stage: string, work: () => Promise<T> | T) => Promise<T>,
  diagnostics: Diagnostic[],
  specFiles: string[],
) {
  const sources = await time('load', () => loadSources(config, options));
  appendAll(diagnostics, sources.diagnostics);
  specFiles.push(...specFilesOf(config, sources));
  const { content, templates, runtime, spec } = sources;
  if (!content || !templates || !runtime || hasErrors(diagnostics)) return undefined;
  const versionSpecs = sources.versionSpecs;
  const model = await time('model', () =>
    buildModel(config, content, spec, { pruneNavigation: options.pruneNavigation, drafts: options.drafts, ...(options.cache ? { memo: options.cache.model } : {}), versions: sources.versions, versionSpecs }),
  );
  appendAll(diagnostics, model.diagnostics);
  return { model, templates, runtime, spec, versionSpecs, publicFiles: sources.publicFiles, contentAssets: content.assets };
}

/**
 * `checkAnnouncement`, its verdict kept in the build cache by the announcement's text: its checker (with
 * parse5) is a fifth of the generator's code, which a build taken from the cache need not load.
 */
/** `/openapi.json`: the description written out, or the file itself where writing it out would change its numbers. */
function publishedDescription(spec: LoadedSpec): string {
  return spec.publishedText ?? `${JSON.stringify(spec.bundled, null, 2)}\n`;
}

async function checkAnnouncementOnce(config: ResolvedConfig, artifacts: ArtifactCache | undefined): Promise<Diagnostic[]> {
  const key = fileDigest('announcement', generatorFingerprint(), config.configFile ?? '', config.announcement?.content ?? '');
  const kept = await artifacts?.peek<Diagnostic[]>(key);
  if (kept) return kept.value;
  const found = (await import('./markdown/check-announcement.js')).checkAnnouncement(config);
  artifacts?.put(key, found);
  return found;
}
