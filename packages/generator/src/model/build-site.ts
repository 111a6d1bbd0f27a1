import { trimSlashes, type Breadcrumb, type Diagnostic, type ResolvedConfig, type Route, type SidebarCategory, type SidebarItem, type SiteData } from '@docs/shared';
import type { ContentEntry } from './build-content-entries.js';
import { buildSidebar, buildTrails, flattenSidebar } from './build-sidebar.js';
import { hasRoute, keepOneSourcePerRoute } from './keep-one-source-per-route.js';
import { createPageSidebars } from './create-page-sidebars.js';
import { findLabelClashes, joinApiReference } from './join-api-reference.js';
import type { CategoryMeta } from '../content/load-content.js';
import { escapeHtml } from '../text/escape-html.js';
import { appendAll } from '../text/append-all.js';

/** The site before page bodies are rendered: every route, the sidebar, and what templates need. */
export interface SiteModel {
  site: SiteData;
  routes: Route[];
  /** The whole docs sidebar; each route carries the part of it that its page shows. */
  sidebar: SidebarItem[];
  /** The Markdown source of each content route, by route path. */
  entries: Map<string, ContentEntry>;
  /** Routes with more than one source, and what the sidebar cannot show well. */
  diagnostics: Diagnostic[];
}

export const NOT_FOUND_PATH = '/404';


/**
 * Builds the route table of the whole site. Pure: the same entries and config give the same model.
 * Routes the site needs but the content lacks (home, docs overview, search, not-found) are added.
 */
export function buildSite(
  entries: readonly ContentEntry[],
  config: ResolvedConfig,
  options: {
    categories?: ReadonlyMap<string, CategoryMeta>;
    extraSidebar?: SidebarItem[];
    extraRoutes?: Route[];
    /** The API reference's own index page (`/docs/api/`) and what the docs overview says of the API, when there is one. */
    api?: { index: Route; introduction: string };
    /** The frozen version these docs are, when it has no description of its own while the latest has one. */
    versionWithoutApi?: string;
    /**
     * Where the docs start (`/docs/`, or `/docs/<name>/` for a frozen version, whose pages stand at
     * `docs/<name>/` in the content folder): a frozen version has its docs routes only, no home, search or not-found page.
     */
    docsBase?: string;
  } = {},
): SiteModel {
  const docsBase = options.docsBase ?? '/docs/';
  const latest = docsBase === '/docs/';
  const searchPath = `/${trimSlashes(config.search.path, { start: true })}`;
  const special = latest
    ? [
        specialRoute(searchPath, 'search', 'Search', `Search the ${config.title} documentation.`),
        specialRoute(NOT_FOUND_PATH, 'not-found', 'Page not found', 'The page you asked for does not exist.'),
      ]
    : [];
  const contentRoutes = entries.map((entry) => contentRoute(entry, config));
  // Every URL has one source. A Markdown page is checked last, so the message points at the file whose name or slug clashes.
  // The API reference's index is one of them: a page at /docs/api/ took its place, the description's
  // own text and the index of every operation gone without a word.
  const distinct = keepOneSourcePerRoute([...special, ...(options.extraRoutes ?? []), ...(options.api ? [options.api.index] : []), ...contentRoutes]);
  const kept = new Set(distinct.routes);
  const keptEntries = entries.filter((_entry, index) => kept.has(contentRoutes[index]!));

  const apiSidebar = options.extraSidebar ?? [];
  const reference = joinApiReference(keptEntries, apiSidebar, options.api?.index.path, options.versionWithoutApi);
  const guides = buildSidebar(reference.joined.size ? keptEntries.filter((entry) => !reference.joined.has(entry)) : keptEntries, options.categories, docsBase.slice(1, -1));
  const sourceOf = new Map(keptEntries.map((entry) => [entry.path, entry.page.displayPath]));
  const sidebar = [...guides, ...reference.sidebar];
  if (!sidebar.some((item) => item.type === 'link' && item.path === docsBase)) {
    sidebar.unshift({ type: 'link', label: 'Overview', path: docsBase });
  }
  const order = flattenSidebar(sidebar);
  const trails = buildTrails(sidebar);
  const orderIndex = new Map(order.map((link, index) => [link.path, index]));
  const routes = [...contentRoutes, ...(options.extraRoutes ?? [])].filter((route) => kept.has(route));
  // Prev/next links follow the sidebar's reading order.
  const linkNeighbours = (route: Route) => {
    const index = orderIndex.get(route.path);
    const prev = index === undefined ? undefined : order[index - 1];
    const next = index === undefined ? undefined : order[index + 1];
    if (prev) route.prev = prev;
    if (next) route.next = next;
  };
  for (const route of routes) {
    linkNeighbours(route);
    if (route.kind === 'doc') route.breadcrumbs = breadcrumbsOf(trails, route.path, route.title, docsBase);
  }
  if (latest && !hasRoute(routes, '/')) routes.push(defaultHome(config));
  // The overview and the API index the site makes are in the reading order too.
  const made: Route[] = [];
  if (!hasRoute(routes, docsBase)) made.push(docsOverview(docsBase, sidebar, options.api?.introduction));
  if (options.api && !hasRoute(routes, options.api.index.path)) made.push({ ...options.api.index });
  for (const route of made) linkNeighbours(route);
  appendAll(routes, made);
  const pageSidebar = createPageSidebars(sidebar, order.length);
  for (const route of routes) if (route.hasSidebar) route.sidebar = pageSidebar(route.path, trails.get(route.path) ?? []);
  routes.push(...special);
  const site: SiteData = {
    title: config.title,
    tagline: config.tagline,
    url: config.url,
    navbar: config.navbar,
    footer: config.footer,
    ...(config.announcement ? { announcement: config.announcement } : {}),
    colorMode: config.colorMode,
    searchPath,
  };
  const diagnostics = [...distinct.diagnostics, ...reference.diagnostics, ...findLabelClashes(guides, apiSidebar, (path) => sourceOf.get(path))];
  return { site, routes, sidebar, entries: new Map(keptEntries.map((entry) => [entry.path, entry])), diagnostics };
}

/** The route of a Markdown page, before the sidebar gives it neighbours and breadcrumbs. */
function contentRoute(entry: ContentEntry, config: ResolvedConfig): Route {
  const route: Route = {
    path: entry.path,
    kind: entry.kind,
    title: entry.title,
    description: entry.description,
    source: { file: entry.page.displayPath, ...(entry.slugLine ? { line: entry.slugLine } : {}) },
    headings: [],
    toc: [],
    breadcrumbs: [],
    hasSidebar: entry.kind === 'doc',
  };
  if (entry.kind === 'home') {
    const fm = entry.frontMatter;
    route.home = {
      name: fm.hero?.name ?? config.title,
      tagline: fm.hero?.tagline ?? config.tagline,
      actions: fm.hero?.actions ?? [],
      features: fm.features ?? [],
    };
  }
  return route;
}

function breadcrumbsOf(trails: ReadonlyMap<string, SidebarCategory[]>, path: string, title: string, docsBase: string): Breadcrumb[] {
  const trail = (trails.get(path) ?? []).filter((category) => category.path !== path);
  return [
    { label: 'Docs', path: docsBase },
    ...trail.map((category) => ({ label: category.label, ...(category.path ? { path: category.path } : {}) })),
    { label: title },
  ].filter((crumb, index) => !(index === 0 && path === docsBase));
}

function specialRoute(path: string, kind: Route['kind'], title: string, description: string): Route {
  return { path, kind, title, description, headings: [], toc: [], breadcrumbs: [], hasSidebar: false };
}

function defaultHome(config: ResolvedConfig): Route {
  return {
    ...specialRoute('/', 'home', config.title, config.tagline),
    home: { name: config.title, tagline: config.tagline, actions: [{ text: 'Read the docs', link: '/docs/', theme: 'brand' }], features: [] },
  };
}

/**
 * A generated overview for sites whose content has no `docs/index.md`: what the API description says of
 * the API, if any, then a link per sidebar entry.
 */
function docsOverview(docsBase: string, sidebar: SidebarItem[], introduction = ''): Route {
  const items = sidebar
    .map((item) => {
      const path = item.type === 'link' ? item.path : (item.path ?? flattenSidebar(item.items)[0]?.path);
      return path ? `<li><a href="${escapeHtml(path)}">${escapeHtml(item.label)}</a></li>` : '';
    })
    .join('');
  return {
    ...specialRoute(docsBase, 'doc', 'Documentation', 'Everything in this documentation, by section.'),
    html: `${introduction}${items ? `<ul class="doc-overview">${items}</ul>` : '<p>This documentation has no pages yet.</p>'}`,
    hasSidebar: true,
  };
}

