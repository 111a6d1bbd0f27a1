import path from 'node:path/posix';
import { createDiagnostic, fromUrlPath, humanize, toUrlPath, unsafeUrlScheme, type Diagnostic, type RouteKind } from '@docs/shared';
import type { FrontMatter } from '../content/parse-front-matter.js';
import type { PageFile, SourcePage } from '../content/load-content.js';
import { withoutMarkdownExtension } from '../text/markdown-file.js';

/** A Markdown page with its place in the site decided, before its body is rendered. */
export interface ContentEntry {
  /** The page's file; its text is read again when the page is rendered. */
  page: PageFile;
  path: string;
  kind: RouteKind;
  title: string;
  description: string;
  sidebarLabel: string;
  sidebarPosition: number | undefined;
  frontMatter: FrontMatter;
  /** The line of the `slug` that sets the page's URL, when one does. */
  slugLine?: number;
  /** The line of `api_reference`, when the page sets it. */
  apiReferenceLine?: number;
}

/** What deciding one page's place gave: its entry, and problems of its front matter. */
export interface EntryResult {
  entry: ContentEntry;
  diagnostics: Diagnostic[];
}

/** Decides each page's URL, kind and titles from its file path and front matter (`buildEntry` may be a memoised one). */
export function buildContentEntries(pages: readonly SourcePage[], buildEntry: (page: SourcePage) => EntryResult = buildContentEntry): { entries: ContentEntry[]; diagnostics: Diagnostic[] } {
  const made = pages.map(buildEntry);
  // A page no link can reach (`UnreachablePagePath`) is not built: its own links would only add errors.
  // Nor one whose file cannot be written (`UnwritablePagePath`): writing it would fail the build halfway.
  const built = (entry: ContentEntry) => !entry.path.includes('\\') && unwritablePart(fromUrlPath(entry.path)) === undefined;
  return { entries: made.flatMap((result) => (built(result.entry) ? [result.entry] : [])), diagnostics: made.flatMap((result) => result.diagnostics) };
}

/**
 * `docs/index.md` → `/docs/`, `docs/auth.md` → `/docs/auth`; a `slug` replaces the file name. Names are
 * taken as written, so `c#-sharp.md` is served at `/docs/c%23-sharp` and written as `docs/c#-sharp.html`.
 * A page of a frozen docs `version` keeps the slug it had when it was copied: `/docs/x` is its version's `/docs/<version>/x`.
 */
export function routePathOf(contentPath: string, slug?: string, version?: string): string {
  const dir = path.dirname(contentPath);
  const name = withoutMarkdownExtension(path.basename(contentPath));
  if (slug !== undefined) {
    const inVersion = version !== undefined && /^\/docs(\/|$)/.test(slug) ? `/docs/${version}${slug.slice('/docs'.length) || '/'}` : slug;
    // Resolved as a browser resolves a link: `..` stops at the root, so no page is written outside the site.
    const resolved = inVersion.startsWith('/') ? path.join('/', inVersion) : path.join('/', dir, inVersion);
    return toUrlPath(resolved.replace(/\/index$/, '/').replace(/\/{2,}/g, '/'));
  }
  const folder = dir === '.' ? '/' : `/${dir}/`;
  return toUrlPath(name === 'index' || name === 'README' ? folder : `${folder}${name}`);
}

/** The longest name most file systems allow (ext4, APFS, NTFS), in bytes; a page is written as its last part and `.html`. */
const MAX_NAME_BYTES = 255;
/**
 * The longest page path, in bytes: file systems allow paths of 4,096 bytes, and the output folder's own
 * path (and its staging folder's) comes before it.
 */
const MAX_PATH_BYTES = 3_000;

/**
 * Why no file system would take the files of a page at this path, if none would: a part too long once
 * written as `<part>.html`, or a control character (NUL ends a path, and no host serves a tab). Found
 * here, at the file and its slug, rather than as a crash while writing.
 */
function unwritablePart(pagePath: string): string | undefined {
  const control = /[\u0000-\u001f\u007f]/.exec(pagePath);
  if (control) return `holds a control character (U+${control[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')})`;
  const longest = pagePath.split('/').reduce((most, part) => Math.max(most, Buffer.byteLength(part, 'utf8')), 0);
  if (longest + '.html'.length > MAX_NAME_BYTES) return `has a part of ${longest} bytes, and file systems allow names of ${MAX_NAME_BYTES} bytes with .html`;
  const whole = Buffer.byteLength(pagePath, 'utf8');
  if (whole > MAX_PATH_BYTES) return `is ${whole} bytes long, and file systems allow paths of 4,096 bytes with the output folder's own (the site's pages up to ${MAX_PATH_BYTES})`;
  return undefined;
}

/** One page's route and front matter. */
export function buildContentEntry(page: SourcePage): EntryResult {
  const { data, lines } = page.head.frontMatter;
  const diagnostics = [...page.head.frontMatter.diagnostics];
  // The home page's buttons and cards are links too: none may run script.
  const homeLinks = [...(data.hero?.actions ?? []).map((action) => ['hero', action?.link] as const), ...(data.features ?? []).map((feature) => ['features', feature?.link] as const)];
  for (const [field, link] of homeLinks) {
    const at = { file: page.displayPath, line: lines[field] ?? 1, column: 1 };
    // A list or a map would become a link's address too, as the text of what it holds.
    if (link !== undefined && link !== null && typeof link !== 'string') diagnostics.push(createDiagnostic('InvalidFrontMatterField', { field: `${field}…link`, expected: 'an address written as text' }, at));
    const scheme = typeof link === 'string' ? unsafeUrlScheme(link) : undefined;
    if (scheme) diagnostics.push(createDiagnostic('UnsafeLink', { what: `a ${scheme}: URL in its ${field} links` }, at));
  }
  const routePath = routePathOf(page.contentPath, data.slug, page.version);
  // Browsers read a backslash in a URL as a slash: no link, typed or followed, reaches such a page.
  if (routePath.includes('\\')) {
    const slugLine = data.slug !== undefined ? lines['slug'] : undefined;
    diagnostics.push(createDiagnostic('UnreachablePagePath', { path: routePath, from: slugLine ? 'slug' : 'file name' }, { file: page.displayPath, line: slugLine ?? 1, column: 1 }));
  }
  const unwritable = unwritablePart(fromUrlPath(routePath));
  if (unwritable) {
    const slugLine = data.slug !== undefined ? lines['slug'] : undefined;
    diagnostics.push(createDiagnostic('UnwritablePagePath', { reason: unwritable, from: slugLine ? 'slug' : 'file name' }, { file: page.displayPath, line: slugLine ?? 1, column: 1 }));
  }
  const kind: RouteKind =
    data.layout === 'home' ? 'home' : data.layout === 'page' ? 'page' : routePath.startsWith('/docs/') || data.layout === 'doc' ? 'doc' : 'page';
  const title = data.title ?? page.head.firstHeading ?? humanize(path.basename(page.contentPath).replace(/\.\w+$/, ''));
  const entry: ContentEntry = {
    page: { contentPath: page.contentPath, displayPath: page.displayPath, absolutePath: page.absolutePath, digest: page.digest, length: page.length, ...(page.version ? { version: page.version } : {}) },
    path: routePath,
    kind,
    title,
    description: data.description ?? '',
    sidebarLabel: data.sidebar_label ?? title,
    sidebarPosition: data.sidebar_position,
    frontMatter: data,
    ...(data.slug !== undefined && lines['slug'] ? { slugLine: lines['slug'] } : {}),
    ...(data.api_reference !== undefined && lines['api_reference'] ? { apiReferenceLine: lines['api_reference'] } : {}),
  };
  return { entry, diagnostics };
}
