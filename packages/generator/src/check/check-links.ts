import { closest, distance } from 'fastest-levenshtein';
import { createDiagnostic, fromUrlPath, isInternalLink, routeKey, type Diagnostic, type Severity, type SourceLocation } from '@docs/shared';
import type { RecordedLink } from '../pages/page-job.js';
import type { WrittenLink } from '../text/written-link.js';
import { streamedDigest } from '../cache/digest.js';
import { digestPageTargets } from '../pages/digest-page-targets.js';
import { createRouteSuggester } from './create-route-suggester.js';

/** A rendered page as the link check sees it: its records, never its HTML. */
export interface CheckedPage {
  path: string;
  /** Every id of the page. */
  ids: readonly string[];
  /** Every link of the page: the body's with where they were written, the templates' without. */
  links: readonly RecordedLink[];
  /** More links of the templates, as plain URLs (a page record keeps them so). */
  templateLinks?: readonly string[];
  /** Source of the page, for messages. */
  sourceFile?: string;
  /** The digest of its path and ids (`digestPageTargets`), when known without them. */
  targets?: string;
}

export interface LinkCheckInput {
  pages: readonly CheckedPage[];
  /** Paths of every non-page file of the output, without a leading slash (`assets/site.css`). */
  files: ReadonlySet<string>;
  /** How a broken link is reported (`onBrokenLinks`), or not at all. */
  severity: Severity | 'ignore';
  /** How one written in the API description is (`specLinks.onBroken`); by default as the others. */
  descriptionSeverity?: Severity | 'ignore';
  /** Where a link that no Markdown file wrote comes from (the config's navigation, or the templates). */
  locateTemplateLink: (link: string) => SourceLocation;
}

type Problem = { kind: 'page'; suggestion?: string } | { kind: 'anchor'; target: string; suggestion?: string };

/** A broken link of one page: its URL, where it was written (none for the templates'), and what is wrong. */
export interface PageProblem {
  url: string;
  written?: WrittenLink;
  problem: Problem;
}

/**
 * Remembers the problems of a page while it and the site's targets (its pages' paths and ids, its
 * files) are the same: `find` is called only for the others. Given the page's index in `pages`.
 */
export type ProblemMemo = (index: number, find: () => PageProblem[]) => PageProblem[];

/**
 * Checks that every internal link and fragment of every page resolves to a page, a file, or an id on
 * the target page. Each distinct link is resolved once however many pages have it (the navbar,
 * sidebar and footer are on every page), and a broken link of the templates is reported once. Cost
 * is linear in links: suggestions compare a broken path with a bounded set of routes. A page's
 * problems depend on it and the site's targets only, so a rebuild finds again only those of the pages
 * that changed (`memo`), while reporting stays a pass over the site.
 */
export function checkLinks(input: LinkCheckInput, memo?: ProblemMemo, kept?: { digest: string; memo: TargetsMemo }): Diagnostic[] {
  let targets: LinkTargets | undefined;
  const find = (page: CheckedPage) => findPageProblems(page, (targets ??= targetsFor(input, kept)));
  const diagnostics: Diagnostic[] = [];
  const reportedTemplateLinks = new Set<string>();
  // A link of the description in a schema many operations share is on each of their pages: told once.
  const reportedDescriptionLinks = new Set<string>();
  const severities = { site: input.severity, description: input.descriptionSeverity ?? input.severity };
  input.pages.forEach((page, index) => {
    for (const reported of reportsOf(memo ? memo(index, () => find(page)) : find(page), page, severities)) {
      if (!('templateLink' in reported)) {
        const pointer = reported.location?.pointer;
        const place = pointer === undefined ? undefined : `${reported.location?.file}\0${pointer}\0${reported.message}`;
        if (place !== undefined && reportedDescriptionLinks.has(place)) continue;
        if (place !== undefined) reportedDescriptionLinks.add(place);
        diagnostics.push(reported);
        continue;
      }
      const { url, problem } = reported.templateLink;
      if (reportedTemplateLinks.has(url) || severities.site === 'ignore') continue;
      reportedTemplateLinks.add(url);
      diagnostics.push(diagnosticOf(url, problem, input.locateTemplateLink(url), severities.site));
    }
  });
  return diagnostics;
}

/** A page's problem as reported: a diagnostic where it was written, or a link of the templates (reported once per site). */
type Report = Diagnostic | { templateLink: { url: string; problem: Problem } };

/** How the broken links of the site and those written in its API description are reported. */
interface Severities {
  site: Severity | 'ignore';
  description: Severity | 'ignore';
}

const reportsByProblems = new WeakMap<readonly PageProblem[], { file: string; severities: Severities; reports: Report[] }>();

/**
 * The reports of a page's problems, made once per list of problems: a rebuild of `docs dev` meets the
 * same lists for every unchanged page (see `rememberProblemsByRecord`), and a large site has tens of
 * thousands of them (the 10,000-page corpus: 43,000).
 */
function reportsOf(problems: readonly PageProblem[], page: CheckedPage, severities: Severities): Report[] {
  const file = page.sourceFile ?? page.path;
  const kept = reportsByProblems.get(problems);
  if (kept && kept.file === file && kept.severities.site === severities.site && kept.severities.description === severities.description) return kept.reports;
  const reports = problems.flatMap(({ url, written, problem }): Report[] => {
    if (!written) return [{ templateLink: { url, problem } }];
    // Only the API description's links are placed by a JSON pointer.
    const severity = written.pointer ? severities.description : severities.site;
    if (severity === 'ignore') return [];
    const location: SourceLocation = {
      file,
      ...(written.line ? { line: written.line, column: written.column ?? 1 } : {}),
      ...(written.pointer ? { pointer: written.pointer } : {}),
    };
    return [diagnosticOf(written.written ?? url, problem, location, severity, url)];
  });
  reportsByProblems.set(problems, { file, severities, reports });
  return reports;
}

/**
 * The diagnostic of a broken link, shown as written. A site path written otherwise than it was checked
 * (a frozen version's `/docs/x`, checked as `/docs/v1/x`) says what it was read as, and a suggestion
 * that is the link as written, which would fail again, is none.
 */
function diagnosticOf(shown: string, problem: Problem, location: SourceLocation, severity: Severity, checked = shown): Diagnostic {
  const readAs = shown.startsWith('/') && shown !== checked ? { readAs: checked } : {};
  const suggestion = problem.suggestion && problem.suggestion !== shown ? { suggestion: problem.suggestion } : {};
  // What to do about a broken link of the description, often someone else's, by what it does to the build.
  const inDescription = location.pointer !== undefined ? { inDescription: severity === 'error' ? ('fails' as const) : ('warns' as const) } : {};
  return problem.kind === 'page'
    ? createDiagnostic('BrokenLink', { link: shown, ...readAs, ...suggestion, ...inDescription }, location, severity)
    : createDiagnostic('BrokenAnchor', { link: shown, ...readAs, page: problem.target, ...suggestion, ...inDescription }, location, severity);
}

/**
 * A digest of what a page's links are checked against: every page's path and ids, and every file.
 * While it is the same, a page with the same links has the same problems.
 */
export function digestTargets(input: Pick<LinkCheckInput, 'pages' | 'files'>): string {
  return streamedDigest(
    (function* () {
      yield 'files';
      yield* [...input.files].sort();
      for (const page of input.pages) yield page.targets ?? digestPageTargets(page);
    })(),
  );
}

/**
 * Where a caller that checks again and again (`docs dev`'s builder) keeps the targets of its last check:
 * the next check with the same digest (a save that changed no page's ids) reuses them, with the
 * verdicts and suggestions found, instead of indexing every page's ids and path again.
 */
export interface TargetsMemo {
  last?: { digest: string; targets: LinkTargets };
}

function targetsFor(input: LinkCheckInput, kept: { digest: string; memo: TargetsMemo } | undefined): LinkTargets {
  if (kept && kept.memo.last?.digest === kept.digest) return kept.memo.last.targets;
  const targets = createTargets(input);
  if (kept) kept.memo.last = { digest: kept.digest, targets };
  return targets;
}

/** What links are checked against, indexed. */
export interface LinkTargets {
  idsByRoute: Map<string, Set<string>>;
  files: ReadonlySet<string>;
  suggestRoute: (path: string) => string | undefined;
  /** A root-relative link resolves the same from every page: its verdict is kept. */
  verdicts: Map<string, Problem | undefined>;
}

function createTargets(input: LinkCheckInput): LinkTargets {
  return {
    idsByRoute: new Map(input.pages.map((page) => [fromUrlPath(routeKey(page.path)), new Set(page.ids)])),
    files: input.files,
    // The site's files too (an image, a PDF, openapi.json), but not the pages' own files nor the hashed assets.
    suggestRoute: createRouteSuggester([...input.pages.map((page) => page.path), ...[...input.files].filter((file) => !file.endsWith('.html') && !file.startsWith('assets/')).map((file) => `/${file}`)]),
    verdicts: new Map(),
  };
}

function findPageProblems(page: CheckedPage, targets: LinkTargets): PageProblem[] {
  const problems: PageProblem[] = [];
  const reportedHere = new Set<string>();
  const writtenHere = new Set(page.links.flatMap((link) => (link.written ? [link.url] : [])));
  const links: Iterable<RecordedLink> = page.templateLinks ? [...page.links, ...page.templateLinks.map((url) => ({ url }))] : page.links;
  for (const { url, written } of links) {
    // Each place a broken link is written is reported: fixing one shows no other one later.
    const place = written ? `${url}\0${written.line ?? ''}:${written.column ?? ''}:${written.pointer ?? ''}` : url;
    if (!isInternalLink(url) || url === '#' || url === '' || reportedHere.has(place)) continue;
    // A link both the body and the templates have is the body's, reported where it is written.
    if (!written && writtenHere.has(url)) continue;
    const absolute = url.startsWith('/') && !url.startsWith('//');
    let problem = absolute ? targets.verdicts.get(url) : undefined;
    if (!absolute || !targets.verdicts.has(url)) {
      problem = findProblem(url, page.path, targets.idsByRoute, targets.files, targets.suggestRoute);
      // An anchor's suggestion is written relative to the page it is on: that verdict is not shared.
      if (absolute && problem?.kind !== 'anchor') targets.verdicts.set(url, problem);
    }
    if (!problem) continue;
    reportedHere.add(place);
    problems.push({ url, ...(written ? { written } : {}), problem });
  }
  return problems;
}

function findProblem(
  link: string,
  fromPath: string,
  idsByRoute: Map<string, Set<string>>,
  files: ReadonlySet<string>,
  suggestRoute: (path: string) => string | undefined,
): Problem | undefined {
  const url = new URL(link, `http://site${fromPath}`);
  const pathname = fromUrlPath(url.pathname);
  // Cut to its page's form before it is decoded: a `#` or `?` in a file's name is part of the path.
  const key = fromUrlPath(routeKey(url.pathname));
  const ids = idsByRoute.get(key);
  if (!ids) {
    // A static file, or a folder of them with its `index.html`, as a static host serves `/x/` and `/x`.
    const file = pathname.slice(1);
    if (files.has(file) || files.has(file === '' || file.endsWith('/') ? `${file}index.html` : `${file}/index.html`)) return undefined;
    const suggestion = suggestRoute(pathname);
    return { kind: 'page', ...(suggestion ? { suggestion } : {}) };
  }
  const fragment = fromUrlPath(url.hash.slice(1));
  // `#top` goes to the top of any page that has no element of that id, as browsers read it.
  if (!fragment || ids.has(fragment) || fragment.toLowerCase() === 'top') return undefined;
  const near = ids.size ? closest(fragment, [...ids]) : undefined;
  const suggestion = near && distance(near, fragment) <= Math.max(3, fragment.length / 3) ? `${pathname === fromPath ? '' : pathname}#${near}` : undefined;
  return { kind: 'anchor', target: key, ...(suggestion ? { suggestion } : {}) };
}
