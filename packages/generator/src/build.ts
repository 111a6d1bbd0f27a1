import path from 'node:path';
import { existsSync } from 'node:fs';
import {
  createDiagnostic,
  hasErrors,
  listAnnouncementLinks,
  routeOutputFiles,
  type Diagnostic,
  type OutputFile,
  type PageAssets,
  type ResolvedConfig,
  type Route,
  type SiteData,
} from '@docs/shared';
import { loadContent, type LoadedContent } from './content/load-content.js';
import { listPublicFiles } from './content/list-public-files.js';
import { updateContent } from './content/update-content.js';
import { buildContentEntries } from './model/build-content-entries.js';
import { buildSite, NOT_FOUND_PATH } from './model/build-site.js';
import { loadSpec, type LoadedSpec } from './spec/load-spec.js';
import { loadTemplates } from './render/load-templates.js';
import { bundleRuntime, type RuntimeBundle, type ScriptEntry } from './render/bundle-runtime.js';
import { listIslands } from './render/list-islands.js';
import { esbuildDiagnostics } from './render/esbuild-diagnostics.js';
import { buildContentSecurityPolicy } from './render/build-content-security-policy.js';
import { renderBodies, type LinkOrigins } from './render/render-bodies.js';
import { buildApiPages } from './openapi/build-api-pages.js';
import { createDescriptionProcessor, createMarkdownProcessor } from './markdown/create-markdown-processor.js';
import { renderPage } from './render/render-page.js';
import { checkLinks } from './check/check-links.js';
import { buildRobots, buildSitemap } from './write/build-sitemap.js';
import { hashedName } from './write/content-hash.js';
import { pruneNavigation } from './model/prune-navigation.js';
import { describeRouteSource } from './model/keep-one-source-per-route.js';
import { checkOutputPaths } from './check/check-output-paths.js';
import { buildSearchIndex } from './index/build-search-index.js';
import { buildSearchRecords, type RenderedPage } from './index/build-search-records.js';
import { digest, type BuildCache } from './cache/create-build-cache.js';
import { scanHtml, type ScannedHtml } from './check/scan-html.js';

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
  /** What the previous build made, for a rebuild that redoes only what changed (`docs dev`). */
  cache?: BuildCache;
}

export interface BuildResult {
  files: OutputFile[];
  diagnostics: Diagnostic[];
  routes: Route[];
  /** The rendered pages, from which `buildSearchIndex` makes the index when it was not built here. */
  pages: RenderedPage[];
  /** Milliseconds spent in each stage. */
  timings: Record<string, number>;
}

/**
 * Builds the whole site in memory: load → model → render → check → index. Writes nothing; the caller decides
 * where the files go (`writeOutput` for `docs build`, memory for `docs dev`). Never throws for a
 * mistake in the content: problems come back as diagnostics.
 */
export async function build(config: ResolvedConfig, options: BuildOptions = {}): Promise<BuildResult> {
  const cwd = options.cwd ?? process.cwd();
  const timings: Record<string, number> = {};
  const time = async <T>(stage: string, work: () => Promise<T> | T): Promise<T> => {
    const start = performance.now();
    try {
      return await work();
    } finally {
      timings[stage] = (timings[stage] ?? 0) + performance.now() - start;
    }
  };
  const diagnostics: Diagnostic[] = [];
  const display = (file: string) => path.relative(cwd, file) || file;
  const fail = () => ({ files: [], diagnostics, routes: [], pages: [], timings });
  const cache = options.cache;

  const [content, templatesResult, runtimeResult, specResult, publicFiles] = await time('load', () =>
    Promise.all([
      existsSync(config.content) ? readContent(config, cwd, cache) : Promise.resolve<LoadedContent | undefined>(undefined),
      cache?.templates ?? loadTemplates(config.templates, cwd),
      cache?.runtime ?? loadRuntime(config, cwd),
      cache?.spec ?? (config.spec ? loadSpec(config.spec, { lenient: options.lenient ?? false, cwd }) : Promise.resolve({ diagnostics: [] as Diagnostic[] })),
      listPublicFiles(config.templates, config.staticDir),
    ]),
  );
  if (cache) Object.assign(cache, { templates: templatesResult, runtime: runtimeResult, spec: specResult });
  if (!content) diagnostics.push(createDiagnostic('ContentNotFound', { dir: display(config.content) }, { file: display(config.content) }));
  else diagnostics.push(...content.diagnostics);
  // An island imported by a template fails both bundles with the same message: report it once.
  diagnostics.push(...withoutRepeats([...templatesResult.diagnostics, ...runtimeResult.diagnostics]), ...specResult.diagnostics);
  const templates = templatesResult.templates;
  const runtime = runtimeResult.runtime;
  const spec: LoadedSpec | undefined = 'spec' in specResult ? (specResult.spec as LoadedSpec | undefined) : undefined;
  if (!content || !templates || !runtime || hasErrors(diagnostics)) return fail();

  // Links written in the config, so that a broken one is reported there rather than in the templates.
  const configLinks = new Set([
    ...[...config.navbar.links, ...config.footer.links].flatMap((link) => (link.to ? [link.to] : [])),
    ...(config.announcement ? listAnnouncementLinks(config.announcement.content) : []),
  ]);
  const apiOrigins = new Map<string, LinkOrigins>();
  // One Markdown processor for the whole build's pages (on small sites; large ones render on workers).
  const processor = createMarkdownProcessor();
  const { site, routes, entries } = await time('model', () => {
    const { entries, diagnostics: found } = buildContentEntries(content.pages, cache?.entries);
    diagnostics.push(...found);
    let api: ReturnType<typeof buildApiPages> | undefined;
    try {
      const languages = config.codeSampleLanguages.join();
      // The API pages depend only on the description and the sample languages: a rebuild with both unchanged reuses them.
      const cached = cache?.api && cache.api.spec === spec && cache.api.languages === languages ? cache.api.pages : undefined;
      api = cached ?? (spec ? buildApiPages(spec.bundled, { specFile: spec.displayPath, processor: createDescriptionProcessor(), codeSampleLanguages: config.codeSampleLanguages }) : undefined);
      if (cache && spec && api) cache.api = { spec, languages, pages: api };
    } catch (error) {
      // Only reachable with --lenient: a description too broken to render even in part.
      diagnostics.push(createDiagnostic('InvalidSpec', { reason: `its operations cannot be rendered (${(error as Error).message})`, lenient: true }, { file: spec!.displayPath, pointer: '/paths' }));
    }
    if (api) for (const [path, links] of api.origins) apiOrigins.set(path, links);
    // buildSite links neighbours into the routes it is given: copies keep the (possibly cached) API pages as they were.
    const model = buildSite(entries, config, { categories: content.categories, extraSidebar: api?.sidebar ?? [], extraRoutes: (api?.routes ?? []).map((route) => ({ ...route })) });
    diagnostics.push(...model.diagnostics);
    if (options.pruneNavigation) {
      const { site: pruned, diagnostics: dropped } = pruneNavigation(model.site, model.routes, spec ? ['/openapi.json'] : [], config.configFile);
      model.site = pruned;
      diagnostics.push(...dropped);
    }
    return { site: { ...model.site, ...(spec ? { specPath: '/openapi.json' } : {}) } satisfies SiteData, routes: model.routes, entries: model.entries };
  });
  const { origins, bodyKeys } = await time('markdown', async () => {
    const rendered = await renderBodies(routes, entries, config.toc, processor, cache?.bodies);
    diagnostics.push(...rendered.diagnostics);
    for (const [path, links] of apiOrigins) rendered.origins.set(path, links);
    return rendered;
  });

  const files: OutputFile[] = [];
  const stylesheet = `assets/${path.posix.basename(hashedName('site.css', templates.css))}`;
  files.push({ path: stylesheet, contents: templates.css }, ...runtime.files);
  const assets = pageAssets([`/${stylesheet}`], runtime, [runtime.bootstrap]);
  // A page loads only the scripts it uses: the code-sample script only on pages with samples.
  const apiAssets = pageAssets([`/${stylesheet}`], runtime, [runtime.bootstrap, runtime.codeSamples]);

  const pageOrigins = new Map<OutputFile, Route>();
  const pages = await time('render', () => {
    const rendered: RenderedPage[] = [];
    // A page renders again only when its route, the site data, its assets or the templates changed.
    const shared = cache ? digest(String(cache.templatesVersion), JSON.stringify(site), JSON.stringify([assets, apiAssets])) : '';
    for (const route of routes) {
      // The body's key stands for its HTML, which is large to hash again.
      const { html: body, ...rest } = route;
      const key = cache ? digest(shared, JSON.stringify(rest), bodyKeys.get(route.path) ?? body ?? '') : '';
      const hit = cache?.pages.get(route.path);
      let html = hit && hit.key === key ? hit.value : undefined;
      if (html === undefined) {
        const result = renderPage(templates, { site, route, assets: route.kind === 'api-operation' ? apiAssets : assets });
        if (result.diagnostic) diagnostics.push(result.diagnostic);
        if (result.html === undefined) continue;
        html = result.html;
        cache?.pages.set(route.path, { key, value: html });
      }
      rendered.push({ route, html });
      const targets = route.path === NOT_FOUND_PATH ? ['404.html'] : routeOutputFiles(route.path);
      for (const target of targets) {
        const file = { path: target, contents: html };
        pageOrigins.set(file, route);
        files.push(file);
      }
    }
    return rendered;
  });

  files.push(...publicFiles);
  files.push(...content.assets.map((asset) => ({ path: asset.contentPath, sourcePath: asset.absolutePath })));
  if (spec) files.push({ path: 'openapi.json', contents: `${JSON.stringify(spec.bundled, null, 2)}\n` });
  files.push({ path: 'sitemap.xml', contents: buildSitemap(config.url, routes) }, { path: 'robots.txt', contents: buildRobots(config.url) });

  if (config.onBrokenLinks !== 'ignore') {
    await time('check', () => {
      const pageFiles = new Set(pages.flatMap(({ route }) => (route.path === NOT_FOUND_PATH ? [] : routeOutputFiles(route.path))));
      diagnostics.push(
        ...checkLinks({
          pages: pages.map(({ route, html }) => ({
            path: route.path,
            html,
            ...(route.source ? { sourceFile: route.source.file } : {}),
            ...(origins.has(route.path) ? { writtenAt: origins.get(route.path) } : {}),
          })),
          files: new Set(files.map((file) => file.path).filter((file) => !pageFiles.has(file))),
          severity: config.onBrokenLinks === 'throw' ? 'error' : 'warning',
          locateTemplateLink: (link) => (configLinks.has(link) && config.configFile ? { file: config.configFile } : { file: display(config.templates) }),
          ...(cache ? { scan: (path: string, html: string) => scanOnce(cache, path, html), memo: cache.links } : {}),
        }),
      );
    });
  }
  if (options.searchIndex ?? true) {
    // Timed apart: finding the records in the pages is one job, building the index from them another.
    const records = await time('records', () => buildSearchRecords(pages));
    files.push(...(await time('index', () => buildSearchIndex(records).files)));
  }
  diagnostics.push(
    ...checkOutputPaths(files, (file) => {
      const route = pageOrigins.get(file);
      if (route) return { label: describeRouteSource(route), ...(route.source ? { location: route.source } : {}) };
      if ('sourcePath' in file) return { label: display(file.sourcePath), location: { file: display(file.sourcePath) } };
      return { label: `the ${file.path} the build generates` };
    }),
  );
  return { files, diagnostics, routes, pages, timings };
}

/** The links and ids of a page, scanned again only when its HTML changed. */
function scanOnce(cache: BuildCache, path: string, html: string): ScannedHtml {
  const hit = cache.scans.get(path);
  if (hit?.html === html) return hit.scan;
  const scan = scanHtml(html);
  cache.scans.set(path, { html, scan });
  return scan;
}

/** The content folder: as the cache last read it plus the files a watcher saw change, else all of it. */
async function readContent(config: ResolvedConfig, cwd: string, cache: BuildCache | undefined): Promise<LoadedContent> {
  const changes = cache?.contentChanges;
  const content = cache?.content && changes ? await updateContent(cache.content, changes, config.content, cwd) : await loadContent(config.content, cwd);
  changes?.clear();
  if (cache) cache.content = content;
  return content;
}

/** Bundles the browser runtime and the templates' islands; a compile error in an island is a diagnostic. */
async function loadRuntime(config: ResolvedConfig, cwd: string): Promise<{ runtime?: RuntimeBundle; diagnostics: Diagnostic[] }> {
  try {
    const runtime = await bundleRuntime({
      defaultMode: config.colorMode.defaultMode,
      announcementId: config.announcement?.id,
      progressBarDelay: config.progressBarDelay,
      islands: await listIslands(config.templates),
    });
    return { runtime, diagnostics: [] };
  } catch (error) {
    return { diagnostics: esbuildDiagnostics(error, path.relative(cwd, config.templates) || config.templates, cwd, '/') };
  }
}

/** The assets of a page that runs the given scripts. */
function pageAssets(stylesheets: string[], runtime: RuntimeBundle, scripts: ScriptEntry[]): PageAssets {
  return {
    stylesheets,
    scripts: scripts.map((script) => script.src),
    modulePreloads: [...new Set(scripts.flatMap((script) => script.preloads))],
    headScript: runtime.headScript,
    contentSecurityPolicy: buildContentSecurityPolicy([runtime.headScriptHash]),
  };
}

function withoutRepeats(diagnostics: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return diagnostics.filter((diagnostic) => {
    const key = JSON.stringify([diagnostic.code, diagnostic.message, diagnostic.location]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
