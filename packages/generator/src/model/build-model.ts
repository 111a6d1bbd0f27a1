import { createDiagnostic, type Diagnostic, type ResolvedConfig, type Route, type SidebarItem, type SiteData } from '@docs/shared';
import type { LoadedContent } from '../content/load-content.js';
import type { LoadedSpec } from '../spec/load-spec.js';
import { memoized, type MemoTable } from '../cache/memo.js';
import { planApiPages, type ApiPlan } from '../openapi/plan-api-pages.js';
import { buildContentEntries, buildContentEntry, type ContentEntry, type EntryResult } from './build-content-entries.js';
import { buildSite } from './build-site.js';
import { pruneNavigation } from './prune-navigation.js';

/** The site before any page is rendered: what the templates get, every route, and where each page comes from. */
export interface Model {
  site: SiteData;
  routes: Route[];
  sidebar: SidebarItem[];
  /** The Markdown source of each content route, by route path. */
  entries: Map<string, ContentEntry>;
  /** The API operation pages' routes and the operation each one documents. */
  api?: ApiPlan;
  diagnostics: Diagnostic[];
}

/** What a rebuild may reuse of the model: pages' front matter, and the API pages of an unchanged description. */
export interface ModelMemo {
  /** Each page's entry, by its path in the content folder, while its file name and text stay the same. */
  entries: MemoTable<EntryResult>;
  /** The API plan, while the description (the same loaded object) stays the same. */
  api: MemoTable<ApiPlan | undefined>;
  /** Names each loaded description, for the key of the API pages. */
  identify: (value: object) => string;
}

/**
 * The model stage: each Markdown page's route from its path and front matter, one page per API
 * operation (its view is built with the page), and the route table with sidebar, prev/next and breadcrumbs. Routes are new objects each
 * time, so later stages (and a rebuild) never see a route another build changed.
 */
export function buildModel(
  config: ResolvedConfig,
  content: LoadedContent,
  spec: LoadedSpec | undefined,
  options: { pruneNavigation?: boolean; memo?: ModelMemo },
): Model {
  const diagnostics: Diagnostic[] = [];
  const memo = options.memo;
  const { entries, diagnostics: found } = buildContentEntries(content.pages, (page) =>
    memoized(memo?.entries, page.contentPath, `${page.displayPath}\0${page.digest}`, () => buildContentEntry(page)),
  );
  diagnostics.push(...found);
  let api: ApiPlan | undefined;
  try {
    api = memoized(memo?.api, 'api', spec && memo ? memo.identify(spec) : '', () => (spec ? planApiPages(spec.bundled, spec.displayPath) : undefined));
  } catch (error) {
    // Only reachable with --lenient: a description too broken to render even in part.
    diagnostics.push(createDiagnostic('InvalidSpec', { reason: `its operations cannot be rendered (${(error as Error).message})`, lenient: true }, { file: spec!.displayPath, pointer: '/paths' }));
  }
  // buildSite links neighbours into the routes it is given: copies keep the (possibly remembered) API pages as they were.
  const model = buildSite(entries, config, { categories: content.categories, extraSidebar: api?.sidebar ?? [], extraRoutes: (api?.routes ?? []).map((route) => ({ ...route })) });
  diagnostics.push(...model.diagnostics);
  let site = model.site;
  if (options.pruneNavigation) {
    const pruned = pruneNavigation(site, model.routes, spec ? ['/openapi.json'] : [], config.configFile);
    site = pruned.site;
    diagnostics.push(...pruned.diagnostics);
  }
  return {
    site: { ...site, ...(spec ? { specPath: '/openapi.json' } : {}) },
    routes: model.routes,
    sidebar: model.sidebar,
    entries: model.entries,
    ...(api ? { api } : {}),
    diagnostics,
  };
}
