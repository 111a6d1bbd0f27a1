import { createDiagnostic, type Diagnostic, type ResolvedConfig, type Route, type SidebarItem, type SiteData } from '@docs/shared';
import type { LoadedContent } from '../content/load-content.js';
import type { LoadedSpec } from '../spec/load-spec.js';
import type { Memo } from '../cache/memo.js';
import { createDescriptionProcessor } from '../markdown/create-markdown-processor.js';
import { buildApiPages, type ApiPages } from '../openapi/build-api-pages.js';
import { buildContentEntries, type ContentEntry } from './build-content-entries.js';
import { buildSite } from './build-site.js';
import { pruneNavigation } from './prune-navigation.js';

/** The site before any page is rendered: what the templates get, every route, and where each page comes from. */
export interface Model {
  site: SiteData;
  routes: Route[];
  sidebar: SidebarItem[];
  /** The Markdown source of each content route, by route path. */
  entries: Map<string, ContentEntry>;
  /** The API pages, with where their links were written. */
  api?: ApiPages;
  diagnostics: Diagnostic[];
}

/** What a rebuild may reuse of the model: pages' front matter, and the API pages of an unchanged description. */
export interface ModelMemo {
  entries: Map<string, Memo<{ entry: ContentEntry; diagnostics: Diagnostic[] }>>;
  api?: { spec: LoadedSpec; languages: string; pages: ApiPages };
}

/**
 * The model stage: each Markdown page's route from its path and front matter, one page per API
 * operation, and the route table with sidebar, prev/next and breadcrumbs. Routes are new objects each
 * time, so later stages (and a rebuild) never see a route another build changed.
 */
export function buildModel(
  config: ResolvedConfig,
  content: LoadedContent,
  spec: LoadedSpec | undefined,
  options: { pruneNavigation?: boolean; memo?: ModelMemo },
): Model {
  const diagnostics: Diagnostic[] = [];
  const { entries, diagnostics: found } = buildContentEntries(content.pages, options.memo?.entries);
  diagnostics.push(...found);
  let api: ApiPages | undefined;
  try {
    const languages = config.codeSampleLanguages.join();
    // The API pages depend only on the description and the sample languages: a rebuild with both unchanged reuses them.
    const remembered = options.memo?.api;
    api = remembered && remembered.spec === spec && remembered.languages === languages ? remembered.pages : undefined;
    api ??= spec ? buildApiPages(spec.bundled, { specFile: spec.displayPath, processor: createDescriptionProcessor(), codeSampleLanguages: config.codeSampleLanguages }) : undefined;
    if (options.memo && spec && api) options.memo.api = { spec, languages, pages: api };
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
