import { readPageHtml } from '@docs/generator';
import { isSearchIndexEntry, routeOutputFiles, type OutputFile, type Route } from '@docs/shared';

/** What a browser showing the previous build should do to show the next one. */
export type BuildChange = { type: 'none' } | { type: 'css'; from: string; to: string } | { type: 'reload'; paths: string[] };

/** A built site as the dev server keeps it: files by output path, and the routes they render. */
export interface BuiltSite {
  files: ReadonlyMap<string, OutputFile>;
  routes: readonly Route[];
}

/**
 * What a file is, to compare: its contents, its source, or the build cache's entry of a page (named by
 * the key of all it was made from, so the same entry is the same HTML).
 */
const identityOf = (file: OutputFile | undefined) => (!file ? undefined : 'contents' in file ? String(file.contents) : 'sourcePath' in file ? `source ${file.sourcePath}` : `cached ${file.cachedPage}`);
/** A page's HTML, read from the build cache when it is there. */
const htmlOf = (file: OutputFile | undefined) => (file && 'cachedPage' in file ? readPageHtml(file.cachedPage)?.toString('utf8') : identityOf(file));
/**
 * Whether two builds' files at one path are the same, compared as `identityOf` does without writing out
 * either; a file copied from a source that was saved in between (`changedSources`) is not.
 */
function sameFile(a: OutputFile | undefined, b: OutputFile | undefined, changedSources: ReadonlySet<string> = NO_SOURCES): boolean {
  if (!a || !b) return a === b;
  if ('cachedPage' in a || 'cachedPage' in b) return 'cachedPage' in a && 'cachedPage' in b && a.cachedPage === b.cachedPage;
  if ('sourcePath' in a && changedSources.has(a.sourcePath)) return false;
  return identityOf(a) === identityOf(b);
}
const NO_SOURCES: ReadonlySet<string> = new Set();
const stylesheetOf = (files: ReadonlyMap<string, OutputFile>) => [...files.keys()].find((path) => path.startsWith('assets/') && path.endsWith('.css'));
// By route: a rebuild of `docs dev` shares the routes of unchanged pages with the build before.
const pageFiles = new WeakMap<Route, string>();
const pageFile = (route: Route) => {
  let file = pageFiles.get(route);
  if (file === undefined) pageFiles.set(route, (file = routeOutputFiles(route.path)[0]!));
  return file;
};
/**
 * Files whose change a page's own HTML shows (pages, and scripts and styles under a new hash), or that
 * no page displays (the sitemap, robots.txt, the search index, the API description as a download).
 */
const PAGE_INDEPENDENT = new Set(['sitemap.xml', 'robots.txt', 'search-index.json', 'openapi.json']);
/** The page a browser shows at any path that has none: no route's, so no route's reload reaches it. */
const NOT_FOUND_PAGE = '404.html';
const followsPages = (path: string) =>
  path.endsWith('.html') || path.endsWith('.js') || path.endsWith('.css') || path.startsWith('assets/search') || PAGE_INDEPENDENT.has(path) || isSearchIndexEntry(path) || /^docs\/[^/]+\/openapi\.json$/.test(path);

/**
 * Compares two builds: the pages whose HTML changed (or that are gone) reload; when the only change
 * is the stylesheet (pages differ only by its hashed name), it is swapped in place instead. A change
 * to any other file (an image, `openapi.json`) or to the 404 page reloads every page, since any page
 * may show it: a file copied as it is counts as changed when its source is among `changedSources` (the
 * files saved since `before` was built), since both builds name it by its source alone.
 */
export function compareBuilds(before: BuiltSite, after: BuiltSite, changedSources?: ReadonlySet<string>): BuildChange {
  const oldCss = stylesheetOf(before.files);
  const newCss = stylesheetOf(after.files);
  const cssChanged = oldCss !== undefined && newCss !== undefined && oldCss !== newCss;
  // A new stylesheet changes every page: a page whose HTML differs only by its name need not reload.
  const pageChanged = (file: string) => {
    const [next, previous] = [after.files.get(file), before.files.get(file)];
    return cssChanged ? htmlOf(next)?.replaceAll(`/${newCss}`, `/${oldCss}`) !== htmlOf(previous) : !sameFile(next, previous);
  };
  const changed: string[] = [];
  for (const route of after.routes) if (pageChanged(pageFile(route))) changed.push(route.path);
  if (after.routes !== before.routes) {
    const remaining = new Set(after.routes.map((route) => route.path));
    changed.push(...before.routes.filter((route) => !remaining.has(route.path)).map((route) => route.path));
  }
  if (otherFileChanged(before.files, after.files, changedSources) || pageChanged(NOT_FOUND_PAGE)) return { type: 'reload', paths: ['*'] };
  if (changed.length) return { type: 'reload', paths: changed };
  if (cssChanged) return { type: 'css', from: `/${oldCss}`, to: `/${newCss}` };
  return { type: 'none' };
}

/** Whether a file that no page's HTML shows (an image, `openapi.json`) changed, came or went. */
function otherFileChanged(before: ReadonlyMap<string, OutputFile>, after: ReadonlyMap<string, OutputFile>, changedSources: ReadonlySet<string> | undefined): boolean {
  // By key, not by entry: the entries of tens of thousands of files are as many arrays made on every save.
  for (const path of after.keys()) if (!followsPages(path) && !sameFile(after.get(path), before.get(path), changedSources)) return true;
  for (const path of before.keys()) if (!followsPages(path) && !after.has(path)) return true;
  return false;
}
