import { createDiagnostic, versionBase, type Diagnostic, type DocsVersion, type ResolvedConfig, type Route, type SidebarItem, type SiteData } from '@docs/shared';
import type { LoadedContent, SourcePage } from '../content/load-content.js';
import type { LoadedSpec } from '../spec/load-spec.js';
import { keepOnly, memoized, type MemoTable } from '../cache/memo.js';
import { planApiPages, type ApiPlan } from '../openapi/plan-api-pages.js';
import { applyDescriptionInfo } from './apply-description-info.js';
import { buildContentEntries, buildContentEntry, type ContentEntry, type EntryResult } from './build-content-entries.js';
import { buildSite } from './build-site.js';
import { pruneNavigation } from './prune-navigation.js';
import { linkVersions } from './link-versions.js';
import { appendAll } from '../text/append-all.js';

/** The site before any page is rendered: what the templates get, every route, and where each page comes from. */
export interface Model {
  site: SiteData;
  routes: Route[];
  /** The latest docs' sidebar. */
  sidebar: SidebarItem[];
  /** The Markdown source of each content route, by route path. */
  entries: Map<string, ContentEntry>;
  /** The route path of each content page, by its path in the content folder (for links between pages). */
  routeByContentPath: Map<string, string>;
  /** The API operation pages of each docs version that has a description: the latest's first. */
  apis: VersionApi[];
  diagnostics: Diagnostic[];
}

/** One version's API reference: its operation pages and the description they are built from. */
export interface VersionApi {
  /** A frozen version's name; none for the latest. */
  version?: string;
  plan: ApiPlan;
  spec: LoadedSpec;
}

/** What a rebuild may reuse of the model: pages' front matter, and the API pages of an unchanged description. */
export interface ModelMemo {
  /** Each page's entry, by its path in the content folder, while its file name and text stay the same. */
  entries: MemoTable<EntryResult>;
  /** Each page's entry, by the loaded page, while the page is not read again. */
  byPage: WeakMap<SourcePage, EntryResult>;
  /** The API plan of each version (`api`, `api:<name>`), while its description (the same loaded object) stays the same. */
  api: MemoTable<ApiPlan | undefined>;
  /** Names each loaded description, for the key of the API pages. */
  identify: (value: object) => string;
  /** The last site made (its own problems only), and what from: reused while no page moved, was renamed or was retitled. */
  last?: { inputs: SiteInputs; site: Model };
}

/** What the site's routes, sidebar and navigation are made from. */
interface SiteInputs {
  entries: readonly ContentEntry[];
  config: ResolvedConfig;
  categories: LoadedContent['categories'];
  /** The API pages of each version that has a description. */
  apis: VersionApi[];
  spec: LoadedSpec | undefined;
  versions: readonly DocsVersion[] | undefined;
  pruneNavigation: boolean;
}

/**
 * The model stage: each Markdown page's route from its path and front matter, one page per API
 * operation (its view is built with the page), and the route table with sidebar, prev/next and breadcrumbs,
 * for the latest docs and each frozen version. No later stage changes a route, so a rebuild may share the
 * last build's (see `reuseSite`).
 */
export function buildModel(
  config: ResolvedConfig,
  content: LoadedContent,
  spec: LoadedSpec | undefined,
  options: { pruneNavigation?: boolean; drafts?: boolean; memo?: ModelMemo; versions?: readonly DocsVersion[] | undefined; versionSpecs?: ReadonlyMap<string, LoadedSpec> },
): Model {
  const diagnostics: Diagnostic[] = [];
  const memo = options.memo;
  const { entries: all, diagnostics: found } = buildContentEntries(content.pages, (page) => {
    // A page a rebuild did not read again is the same object: its entry is found without making its key.
    const same = memo?.byPage.get(page);
    if (same) return same;
    const made = memoized(memo?.entries, page.contentPath, `${page.displayPath}\0${page.digest}`, () => buildContentEntry(page));
    memo?.byPage.set(page, made);
    return made;
  });
  appendAll(diagnostics, found);
  // A draft is no page of the site it publishes: no route, no file, no entry in the sidebar, search or
  // sitemap (a link to it is then reported broken). `docs dev` shows it, for its author.
  const entries = options.drafts ? all : all.filter((entry) => entry.frontMatter.draft !== true);
  if (memo) keepOnly(memo.entries, content.pages.map((page) => page.contentPath));
  const apis: VersionApi[] = [];
  const described: [string | undefined, LoadedSpec | undefined][] = [[undefined, spec], ...(options.versions ?? []).slice(1).map((version) => [version.name, options.versionSpecs?.get(version.name)] as [string, LoadedSpec | undefined])];
  for (const [version, loaded] of described) {
    if (!loaded) continue;
    try {
      const slot = version === undefined ? 'api' : `api:${version}`;
      const plan = memoized(memo?.api, slot, memo ? memo.identify(loaded) : '', () => planApiPages(loaded.bundled, loaded.displayPath, versionBase(version)));
      if (plan) apis.push({ ...(version === undefined ? {} : { version }), plan, spec: loaded });
    } catch (error) {
      // Only reachable with --lenient: a description too broken to render even in part.
      diagnostics.push(createDiagnostic('InvalidSpec', { reason: `its operations cannot be rendered (${(error as Error).message})`, lenient: true }, { file: loaded.displayPath, pointer: '/paths' }));
    }
  }
  const inputs: SiteInputs = { entries, config, categories: content.categories, apis, spec, versions: options.versions, pruneNavigation: options.pruneNavigation ?? false };
  const site = (memo?.last && reuseSite(memo.last, inputs)) || makeSite(inputs);
  if (memo) memo.last = { inputs, site };
  return { ...site, diagnostics: [...diagnostics, ...site.diagnostics] };
}

/** Routes, sidebar and navigation from the pages' entries and the API pages, for each version; only their own problems. */
function makeSite({ entries, config: given, categories, apis, spec, versions, pruneNavigation: prune }: SiteInputs): Model {
  const config = spec ? applyDescriptionInfo(given, spec.bundled) : given;
  const frozen = versions?.slice(1) ?? [];
  const placed = placeInVersions(entries, frozen);
  const sites = [undefined, ...frozen.map((version) => version.name)].map((version) => {
    const api = apis.find((candidate) => candidate.version === version)?.plan;
    // buildSite links neighbours into the routes it is given: copies keep the (possibly remembered) API pages as they were.
    const made = buildSite(
      placed.entries.filter((entry) => entry.page.version === version),
      config,
      {
        categories,
        extraSidebar: api?.sidebar ?? [],
        extraRoutes: (api?.routes ?? []).map((route) => ({ ...route })),
        ...(api ? { api: { index: api.index, introduction: api.introduction } } : {}),
        ...(version && spec && !api ? { versionWithoutApi: version } : {}),
        docsBase: versionBase(version),
      },
    );
    return { version, made, api };
  });
  const latest = sites[0]!.made;
  const diagnostics = [...placed.diagnostics, ...sites.flatMap(({ made }) => made.diagnostics)];
  let site = latest.site;
  const routes = sites.flatMap(({ made }) => made.routes);
  if (prune) {
    const pruned = pruneNavigation(site, routes, spec ? ['/openapi.json'] : [], config.configFile);
    site = pruned.site;
    appendAll(diagnostics, pruned.diagnostics);
  }
  site = { ...site, ...(spec ? { specPath: '/openapi.json' } : {}) };
  if (versions) {
    site = {
      ...site,
      versions: linkVersions(
        versions,
        sites.map(({ made, api }) => ({ routes: made.routes, ...(api ? { api } : {}) })),
      ),
    };
  }
  const allEntries = new Map(sites.flatMap(({ made }) => [...made.entries]));
  return {
    site,
    routes,
    sidebar: latest.sidebar,
    entries: allEntries,
    routeByContentPath: new Map([...allEntries.values()].map((entry) => [entry.page.contentPath, entry.path])),
    apis,
    diagnostics,
  };
}

/**
 * Each version's pages stay below its docs: a frozen page whose slug leads out of its version, and a
 * latest page that would stand where a frozen version is served, are errors, and are left out.
 */
function placeInVersions(entries: readonly ContentEntry[], frozen: readonly DocsVersion[]): { entries: ContentEntry[]; diagnostics: Diagnostic[] } {
  if (!frozen.length) return { entries: [...entries], diagnostics: [] };
  const diagnostics: Diagnostic[] = [];
  const kept = entries.filter((entry) => {
    const version = entry.page.version;
    const clash = version === undefined ? frozen.find((candidate) => entry.path.startsWith(versionBase(candidate.name))) : undefined;
    if (version === undefined ? !clash : entry.path.startsWith(versionBase(version))) return true;
    const at = { file: entry.page.displayPath, ...(entry.slugLine ? { line: entry.slugLine } : {}) };
    diagnostics.push(createDiagnostic('PageOutsideVersion', { path: entry.path, version: version ?? clash!.name, frozen: version !== undefined }, at));
    return false;
  });
  return { entries: kept, diagnostics };
}

/**
 * The last site again, when only pages' texts changed (an edit below the front matter, the commonest
 * save in `docs dev`): the same entries in the same order, each the same object or differing in its
 * file's digest alone, and the same config, categories, versions and API pages. Its routes are shared with the
 * last build, which no stage changes, and only the changed pages' entries are new. Making the site
 * again took a fifth of such a rebuild at 10,000 pages.
 */
function reuseSite(last: { inputs: SiteInputs; site: Model }, inputs: SiteInputs): Model | undefined {
  const before = last.inputs;
  if (before.config !== inputs.config || before.categories !== inputs.categories || before.spec !== inputs.spec) return undefined;
  if (before.apis.length !== inputs.apis.length || before.apis.some((api, index) => api.plan !== inputs.apis[index]!.plan)) return undefined;
  if (JSON.stringify(before.versions) !== JSON.stringify(inputs.versions)) return undefined;
  if (before.pruneNavigation !== inputs.pruneNavigation || before.entries.length !== inputs.entries.length) return undefined;
  const changed: ContentEntry[] = [];
  for (let index = 0; index < inputs.entries.length; index++) {
    const entry = inputs.entries[index]!;
    const previous = before.entries[index]!;
    if (entry === previous) continue;
    if (!samePlace(entry, previous)) return undefined;
    changed.push(entry);
  }
  if (!changed.length) return last.site;
  const entries = new Map(last.site.entries);
  for (const entry of changed) if (entries.get(entry.path)?.page.contentPath === entry.page.contentPath) entries.set(entry.path, entry);
  return { ...last.site, entries };
}

/** Whether two entries of a page put it in the same place with the same titles and front matter (its text may differ). */
function samePlace(a: ContentEntry, b: ContentEntry): boolean {
  const { page: pageA, ...restA } = a;
  const { page: pageB, ...restB } = b;
  return pageA.contentPath === pageB.contentPath && pageA.displayPath === pageB.displayPath && pageA.absolutePath === pageB.absolutePath && JSON.stringify(restA) === JSON.stringify(restB);
}
