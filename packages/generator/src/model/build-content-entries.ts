import path from 'node:path/posix';
import { createDiagnostic, humanize, toUrlPath, unsafeUrlScheme, type Diagnostic, type RouteKind } from '@docs/shared';
import { parseFrontMatter, type FrontMatter } from '../content/parse-front-matter.js';
import type { Memo } from '../cache/memo.js';
import type { SourcePage } from '../content/load-content.js';

/** A Markdown page with its place in the site decided, before its body is rendered. */
export interface ContentEntry {
  page: SourcePage;
  path: string;
  kind: RouteKind;
  title: string;
  description: string;
  sidebarLabel: string;
  sidebarPosition: number | undefined;
  frontMatter: FrontMatter;
  /** The line of the `slug` that sets the page's URL, when one does. */
  slugLine?: number;
}

/** Decides each page's URL, kind and titles from its file path and front matter. */
export function buildContentEntries(
  pages: readonly SourcePage[],
  memo?: Map<string, Memo<{ entry: ContentEntry; diagnostics: Diagnostic[] }>>,
): { entries: ContentEntry[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const entries = pages.map((page) => {
    const key = `${page.displayPath}\0${page.source}`;
    const hit = memo?.get(page.contentPath);
    if (hit && hit.key === key) {
      diagnostics.push(...hit.value.diagnostics);
      return hit.value.entry;
    }
    const made = buildEntry(page);
    memo?.set(page.contentPath, { key, value: made });
    diagnostics.push(...made.diagnostics);
    return made.entry;
  });
  return { entries, diagnostics };
}

/**
 * `docs/index.md` → `/docs/`, `docs/auth.md` → `/docs/auth`; a `slug` replaces the file name. Names are
 * taken as written, so `c#-sharp.md` is served at `/docs/c%23-sharp` and written as `docs/c#-sharp.html`.
 */
export function routePathOf(contentPath: string, slug?: string): string {
  const dir = path.dirname(contentPath);
  const name = path.basename(contentPath).replace(/\.(md|markdown)$/i, '');
  if (slug !== undefined) {
    const resolved = slug.startsWith('/') ? slug : path.join('/', dir, slug);
    return toUrlPath(resolved.replace(/\/index$/, '/').replace(/\/{2,}/g, '/'));
  }
  const folder = dir === '.' ? '/' : `/${dir}/`;
  return toUrlPath(name === 'index' || name === 'README' ? folder : `${folder}${name}`);
}

function firstHeadingOf(source: string): string | undefined {
  const heading = /^#[ \t]+(.+?)[ \t#]*$/m.exec(source)?.[1];
  return heading?.replace(/[ \t]*\{#[^\s{}]+\}$/, '').replace(/[*_`]|\[([^\]]*)\]\([^)]*\)/g, '$1').trim() || undefined;
}

/** One page's route and front matter. */
function buildEntry(page: SourcePage): { entry: ContentEntry; diagnostics: Diagnostic[] } {
  const { data, diagnostics, lines } = parseFrontMatter(page.source, page.displayPath);
  // The home page's buttons and cards are links too: none may run script.
  const homeLinks = [...(data.hero?.actions ?? []).map((action) => ['hero', action?.link] as const), ...(data.features ?? []).map((feature) => ['features', feature?.link] as const)];
  for (const [field, link] of homeLinks) {
    const scheme = typeof link === 'string' ? unsafeUrlScheme(link) : undefined;
    if (scheme) diagnostics.push(createDiagnostic('UnsafeLink', { what: `a ${scheme}: URL in its ${field} links` }, { file: page.displayPath, line: lines[field] ?? 1, column: 1 }));
  }
  const routePath = routePathOf(page.contentPath, data.slug);
  const kind: RouteKind =
    data.layout === 'home' ? 'home' : data.layout === 'page' ? 'page' : routePath.startsWith('/docs/') || data.layout === 'doc' ? 'doc' : 'page';
  const title = data.title ?? firstHeadingOf(page.source) ?? humanize(path.basename(page.contentPath).replace(/\.\w+$/, ''));
  const entry: ContentEntry = {
    page,
    path: routePath,
    kind,
    title,
    description: data.description ?? '',
    sidebarLabel: data.sidebar_label ?? title,
    sidebarPosition: data.sidebar_position,
    frontMatter: data,
    ...(data.slug !== undefined && lines['slug'] ? { slugLine: lines['slug'] } : {}),
  };
  return { entry, diagnostics };
}
