import { closest, distance } from 'fastest-levenshtein';
import { createRouteSuggester } from './create-route-suggester.js';
import { createDiagnostic, fromUrlPath, isInternalLink, routeKey, type Diagnostic, type Severity, type SourceLocation } from '@docs/shared';
import { scanHtml, type ScannedHtml } from './scan-html.js';

/** A rendered page as the link check sees it. */
export interface CheckedPage {
  path: string;
  html: string;
  /** Source of the page, for messages. */
  sourceFile?: string;
  /** Where each link of the Markdown body was written: URL as rendered → line and column. */
  writtenAt?: Map<string, { line?: number; column?: number; pointer?: string; written: string }>;
}

export interface LinkCheckInput {
  pages: readonly CheckedPage[];
  /** Paths of every non-page file of the output, without a leading slash (`assets/site.css`). */
  files: ReadonlySet<string>;
  severity: Severity;
  /** Where a link that no Markdown file wrote comes from (the config's navigation, or the templates). */
  locateTemplateLink: (link: string) => SourceLocation;
  /** Scans a page's HTML; `docs dev` passes one that returns the same scan for HTML that did not change. */
  scan?: (path: string, html: string) => ScannedHtml;
  /** What the previous check found, so that a rebuild re-checks only the pages that may have changed. */
  memo?: LinkCheckMemo;
}

/**
 * Pages found clean by the last check: the scan they were checked with and the pages their links reach.
 * Such a page is still clean when the routes and files are the same, its scan is the same, and no page
 * it links to has a new scan (new ids). Pages with problems are always checked again.
 */
export interface LinkCheckMemo {
  routesKey: string;
  clean: Map<string, { scan: ScannedHtml; targets: string[] }>;
}

export function createLinkCheckMemo(): LinkCheckMemo {
  return { routesKey: '', clean: new Map() };
}

/**
 * Checks that every internal link and fragment of every page resolves to a page, a file, or an id on
 * the target page. A broken link written by the templates is reported once, not once per page.
 */
export function checkLinks(input: LinkCheckInput): Diagnostic[] {
  const scan = input.scan ?? ((_path: string, html: string) => scanHtml(html));
  const scanned = input.pages.map((page) => {
    const found = scan(page.path, page.html);
    return { page, scan: found, ...found };
  });
  const idsByRoute = new Map(scanned.map((s) => [routeKey(fromUrlPath(s.page.path)), s.ids]));
  const routePaths = input.pages.map((page) => page.path);
  const suggestRoute = createRouteSuggester(routePaths);
  const diagnostics: Diagnostic[] = [];
  const reportedTemplateLinks = new Set<string>();

  const memo = input.memo;
  const routesKey = memo ? `${routePaths.join('\n')}\0${[...input.files].join('\n')}` : '';
  const sameRoutes = memo !== undefined && memo.routesKey === routesKey;
  if (memo && !sameRoutes) memo.clean.clear();
  const rescanned = new Set(scanned.filter(({ page, scan: found }) => memo?.clean.get(page.path)?.scan !== found).map(({ page }) => routeKey(fromUrlPath(page.path))));
  // A root-relative link that resolves on one page resolves on all, and pages share many (navbar, sidebar).
  const resolving = new Map<string, string>();
  for (const { page, links, scan: pageScan } of scanned) {
    const before = memo?.clean.get(page.path);
    if (before && before.scan === pageScan && !before.targets.some((target) => rescanned.has(target))) continue;
    memo?.clean.delete(page.path);
    const reportedHere = new Set<string>();
    const targets = new Set<string>();
    for (const link of links) {
      if (!isInternalLink(link) || link === '#' || link === '' || reportedHere.has(link)) continue;
      const resolved = resolving.get(link);
      if (resolved !== undefined) {
        targets.add(resolved);
        continue;
      }
      const { problem, target } = findProblem(link, page.path, idsByRoute, input.files, suggestRoute);
      targets.add(target);
      if (!problem && link.startsWith('/') && !link.startsWith('//')) resolving.set(link, target);
      if (!problem) continue;
      reportedHere.add(link);
      const written = page.writtenAt?.get(link);
      if (!written) {
        if (reportedTemplateLinks.has(link)) continue;
        reportedTemplateLinks.add(link);
      }
      const location: SourceLocation = written
        ? {
            file: page.sourceFile ?? page.path,
            ...(written.line ? { line: written.line, column: written.column ?? 1 } : {}),
            ...(written.pointer ? { pointer: written.pointer } : {}),
          }
        : input.locateTemplateLink(link);
      const shown = written?.written ?? link;
      diagnostics.push(
        problem.kind === 'page'
          ? createDiagnostic('BrokenLink', { link: shown, ...(problem.suggestion ? { suggestion: problem.suggestion } : {}) }, location, input.severity)
          : createDiagnostic(
              'BrokenAnchor',
              { link: shown, page: problem.target, ...(problem.suggestion ? { suggestion: problem.suggestion } : {}) },
              location,
              input.severity,
            ),
      );
    }
    if (memo && reportedHere.size === 0) memo.clean.set(page.path, { scan: pageScan, targets: [...targets] });
  }
  if (memo) memo.routesKey = routesKey;
  return diagnostics;
}

type Problem = { kind: 'page'; suggestion?: string } | { kind: 'anchor'; target: string; suggestion?: string };

function findProblem(
  link: string,
  fromPath: string,
  idsByRoute: Map<string, Set<string>>,
  files: ReadonlySet<string>,
  suggestRoute: (path: string) => string | undefined,
): { problem?: Problem; target: string } {
  const url = new URL(link, `http://site${fromPath}`);
  const pathname = fromUrlPath(url.pathname);
  const key = routeKey(pathname);
  const target = key;
  const ids = idsByRoute.get(key);
  if (!ids) {
    if (files.has(pathname.slice(1))) return { target };
    const suggestion = suggestRoute(pathname);
    return { target, problem: { kind: 'page', ...(suggestion ? { suggestion } : {}) } };
  }
  const fragment = fromUrlPath(url.hash.slice(1));
  if (!fragment || ids.has(fragment)) return { target };
  const near = ids.size ? closest(fragment, [...ids]) : undefined;
  const suggestion = near && distance(near, fragment) <= Math.max(3, fragment.length / 3) ? `${pathname === fromPath ? '' : pathname}#${near}` : undefined;
  return { target, problem: { kind: 'anchor', target: key, ...(suggestion ? { suggestion } : {}) } };
}
