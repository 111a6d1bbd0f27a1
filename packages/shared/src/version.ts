import { SEARCH_INDEX_PATH } from './search/search-data.js';
import { endsLikeKnownFile } from './static-hosting.js';

/**
 * Docs versions. The latest (`current`) owns the site's `/docs/` routes, built from the content folder's
 * `docs/` and the API description; each older one is frozen under `versions/<name>/` of the content
 * folder and of the description's folder, and served at `/docs/<name>/`.
 */
export type DocsVersionStatus = 'current' | 'maintained' | 'unmaintained';

/** A version as the versions file (`<content>/versions/versions.json`) lists it, newest first. */
export interface DocsVersion {
  /** A safe path segment: the folder of a frozen version, and the segment of its URLs. */
  name: string;
  /** What readers see in the version menu and the banner ("v2"). */
  label: string;
  status: DocsVersionStatus;
}

/** What every page knows of the site's versions: enough for the menu, the banner and the search. */
export interface SiteVersion extends DocsVersion {
  /** Where its docs start: `/docs/` for the latest, `/docs/<name>/` for an older one. */
  base: string;
  /** Its API reference's index, when it has an API description. */
  apiIndex?: string;
  /** Its downloadable API description, when it has one. */
  specPath?: string;
  /** The entry of its search index. */
  searchIndex: string;
}

/** The same page in another version, as the version menu and the banner link to it. */
export interface VersionLink {
  name: string;
  label: string;
  path: string;
  /** The page does not exist in that version: `path` is the version's overview. */
  missing?: true;
}

/** The version a docs page belongs to, and where its page is in every version (newest first). */
export interface RouteVersion {
  name: string;
  links: VersionLink[];
}

/** The folder of the versions file and of the frozen versions, inside the content folder and the description's folder. */
export const VERSIONS_FOLDER = 'versions';
/** The versions file, inside the content folder's versions folder. */
export const VERSIONS_FILE = 'versions.json';
/** The localStorage key of the docs version the reader chose last. */
export const PREFERRED_VERSION_KEY = 'preferred-docs-version';

/** The statuses a version may have, the current one first. */
export const VERSION_STATUSES: readonly DocsVersionStatus[] = ['current', 'maintained', 'unmaintained'];

/** The longest name a docs version may have. */
const MAX_VERSION_NAME = 64;

/**
 * Why a name cannot be a version's, or undefined when it can: it must be one path segment of at most
 * `MAX_VERSION_NAME` letters, digits, `.`, `_`, `-` (starting with a letter or digit), not end like a
 * file of a type hosts know (`.html`, `.md`: the site's own files have such names, and links to them are
 * read as files; `2.x` is a version's name), and not be `api`, where the latest API reference is.
 */
export function versionNameProblem(name: string): string | undefined {
  if (name.length > MAX_VERSION_NAME) return `is ${name.length} characters long: a version's name, which every URL of its pages holds, has at most ${MAX_VERSION_NAME}`;
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(name) || /\.\.|\.$/.test(name)) return 'is not one safe path segment';
  // A page's source (`v1.mdx`, whose links read as a Markdown file's) or a file hosts serve as such (`v2.md`, `index.htm`).
  if (endsLikeKnownFile(name) || /\.(mdx|markdown|htm)$/i.test(name)) return 'ends like a file name, which its URLs would be taken for';
  // URLs that differ in case only are one place on the many hosts that ignore case.
  if (name.toLowerCase() === 'api') return 'is where the latest API reference is';
  return undefined;
}

/** Where the docs of a version start: `/docs/` for the latest. */
export function versionBase(name: string | undefined): string {
  return name === undefined ? '/docs/' : `/docs/${name}/`;
}

/** The entry of a version's search index: `/search-index.json` for the latest, `/docs/<name>/search-index.json` for an older one. */
export function searchIndexPathOf(name: string | undefined): string {
  return name === undefined ? SEARCH_INDEX_PATH : `${versionBase(name)}${SEARCH_INDEX_PATH.slice(1)}`;
}

/** Whether an output path is the entry of a search index (the latest's or a version's): it changes with every build. */
export function isSearchIndexEntry(outputPath: string): boolean {
  return outputPath === 'search-index.json' || /^docs\/[^/]+\/search-index\.json$/.test(outputPath);
}

/**
 * Where a link of the navbar or the footer leads in a docs version: to the latest's overview, API index
 * or API description (`/openapi.json`), it leads to that version's; any other link stays as it is.
 */
export function navLinkInVersion(to: string, versions: readonly Pick<SiteVersion, 'name' | 'base' | 'apiIndex' | 'specPath'>[], name: string | undefined): string {
  const latest = versions[0];
  const version = versions.find((candidate) => candidate.name === name);
  if (!latest || !version || version === latest) return to;
  if (to === latest.base) return version.base;
  if (latest.apiIndex && to === latest.apiIndex) return version.apiIndex ?? version.base;
  // A version without a description of its own has only the latest's to offer.
  if (latest.specPath && to === latest.specPath) return version.specPath ?? to;
  return to;
}
