import { createDiagnostic, type Diagnostic } from '@docs/shared';
import path from 'node:path';
import { readSourceBytesSync, readSourceText } from './read-source-text.js';
import { digest } from '../cache/digest.js';
import { parseCategory, parseCategoryYaml, type CategoryMeta } from './parse-category.js';
import { keptReading, noteReading, stampOf, type PageTables } from './page-tables.js';
import type { PageHead } from './read-page-head.js';
import { placeContentFile } from '../versions/place-content-file.js';
import { brokenLinkWarnings, linkIntoOutputErrors, listFolderFiles } from './list-folder-files.js';
import { compareText } from '../text/compare-text.js';
import { MARKDOWN_FILE } from '../text/markdown-file.js';

export type { CategoryMeta } from './parse-category.js';

/** A Markdown file of the content folder, as the rest of the build names it. */
export interface PageFile {
  /** Path relative to the content folder, with forward slashes: `docs/intro.md`. */
  contentPath: string;
  /** Path shown in messages, relative to the working folder. */
  displayPath: string;
  absolutePath: string;
  /** A digest of its text, which stands for it in the keys of what is made from it. */
  digest: string;
  /** Bytes of its text: what rendering it will roughly cost, to render the longest pages first. */
  length: number;
  /** The frozen docs version it belongs to (its file is in `versions/<name>/`); none for the latest's. */
  version?: string;
}

/**
 * A Markdown file with what the model needs of it (front matter, first heading). Its page is rendered
 * from the file again, so that no build holds the text of a whole large site.
 */
export interface SourcePage extends PageFile {
  head: PageHead;
}

/** A page of the given text (or bytes) and head. The digest of bytes is the digest of their text as UTF-8. */
export function sourcePageOf(file: Omit<PageFile, 'digest' | 'length'>, source: string | Buffer, head: PageHead, made = digest(source)): SourcePage {
  return { ...file, digest: made, length: typeof source === 'string' ? Buffer.byteLength(source) : source.length, head };
}

/**
 * A page just read: its head is the one kept for its text, else read from the text (decoded only then),
 * and the text is let go. The front matter's YAML parser loads with the first head a build has to read:
 * a warm build reads none.
 */
export async function readSourcePage(file: Omit<PageFile, 'digest' | 'length'>, source: string | Buffer, tables?: PageTables): Promise<SourcePage> {
  const made = digest(source);
  const key = headKey(made, file.displayPath);
  const heads = tables?.heads;
  let head = heads?.peek(key);
  if (!head) {
    const { readPageHead } = await import('./read-page-head.js');
    const read = () => readPageHead(typeof source === 'string' ? source : source.toString('utf8'), file.displayPath);
    head = heads ? heads.get(key, read) : read();
  }
  return sourcePageOf(file, source, head, made);
}

/**
 * A page of the content folder: with the build cache, an unchanged file (by its stamp) is not read,
 * its digest, length and head taken from the tables; any other is read, and noted for the next build.
 */
async function loadSourcePage(file: Omit<PageFile, 'digest' | 'length'>, tables: PageTables | undefined, readAt: number): Promise<SourcePage> {
  const stamp = tables ? stampOf(file.absolutePath) : undefined;
  const reading = stamp && keptReading(tables!, file.displayPath, stamp);
  const head = reading && tables!.heads.peek(headKey(reading.digest, file.displayPath));
  if (reading && head) return { ...file, digest: reading.digest, length: reading.length, head };
  const page = await readSourcePage(file, readSourceBytesSync(file.absolutePath), tables);
  if (stamp) noteReading(tables!, file.displayPath, stamp, { digest: page.digest, length: page.length, readAt });
  return page;
}

function headKey(digest: string, displayPath: string): string {
  return `${digest}\0${displayPath}`;
}

/** Any other file of the content folder (images, downloads), copied to the same path in the output. */
export interface SourceAsset {
  contentPath: string;
  absolutePath: string;
}

export interface LoadedContent {
  /** Its pages; a frozen version's stand at `docs/<name>/…` (see `versionedContentPath`). */
  pages: SourcePage[];
  assets: SourceAsset[];
  /** Category settings by folder path relative to the content folder (`docs/getting-started`). */
  categories: Map<string, CategoryMeta>;
  /** Problems of the `_category_.json` files. */
  diagnostics: Diagnostic[];
  /** The frozen versions whose folders it read, when the site has versions. */
  versionNames?: ReadonlySet<string>;
  /** Folders its links were not followed into (the output folder). */
  avoid?: readonly string[];
}

/** How the content folder is listed: the frozen versions it holds, and the folders its links must not lead into. */
export interface ContentListing {
  versionNames?: ReadonlySet<string> | undefined;
  avoid?: readonly string[] | undefined;
}

/** Whether a path relative to the content folder (with `/`) is in a hidden or `_` file or folder, which the site leaves out. */
export function isHiddenContentPath(relative: string): boolean {
  return relative.split('/').some((part) => part.startsWith('.') || part.startsWith('_'));
}

/**
 * Reads every Markdown page and asset below the content folder (through symbolic links: see
 * `listFolderFiles`); hidden files and folders are skipped. With `versionNames`, the folders of those
 * frozen versions are read as the docs they serve.
 */
export async function loadContent(dir: string, cwd: string = process.cwd(), tables?: PageTables, { versionNames, avoid }: ContentListing = {}): Promise<LoadedContent> {
  // Before any file is looked at: a file changed after this is never taken as read.
  const readAt = Date.now();
  const listed = await listFolderFiles(dir, avoid);
  const fromDir = relativeTo(dir);
  const inContent = (file: string) => fromDir(file).split(path.sep).join('/');
  const fromCwd = relativeTo(cwd);
  const placed = (relative: string) => placeContentFile(relative, versionNames);
  // Each file's path from the content folder worked out once: at 10,000 pages, path.relative took a tenth of a warm build's listing.
  const all = listed.files.flatMap((absolutePath) => {
    const relative = inContent(absolutePath);
    const place = placed(relative);
    return place ? [{ absolutePath, relative, place }] : [];
  });
  const files = all.filter((file) => !isHiddenContentPath(file.relative));
  const categories = new Map<string, CategoryMeta>();
  const diagnostics = [
    ...linkIntoOutputErrors(listed.linksIntoAvoided, cwd),
    ...brokenLinkWarnings(
      listed.brokenLinks.filter(({ link }) => {
        const relative = inContent(link);
        return placed(relative) !== undefined && !isHiddenContentPath(relative);
      }),
      cwd,
    ),
  ];
  for (const { absolutePath, place } of all.filter((file) => CATEGORY_FILES.includes(path.basename(file.absolutePath))).sort((a, b) => (a.absolutePath < b.absolutePath ? -1 : a.absolutePath > b.absolutePath ? 1 : 0))) {
    const folder = path.posix.dirname(place.contentPath).replace(/^\.$/, '');
    const shown = fromCwd(absolutePath) || absolutePath;
    // Two files for one category: the first (`_category_.json` sorts before the YAML) is read.
    if (categories.has(folder)) {
      diagnostics.push(createDiagnostic('CategoryFileTwice', { folder: path.dirname(shown) }, { file: shown }, 'warning'));
      continue;
    }
    const text = await readSourceText(absolutePath);
    const parsed = absolutePath.endsWith('.json') ? parseCategory(text, shown) : await parseCategoryYaml(text, shown);
    categories.set(folder, parsed.meta);
    diagnostics.push(...parsed.diagnostics);
  }
  const pages: SourcePage[] = [];
  const assets: SourceAsset[] = [];
  // One file at a time, each text summed up and let go while it is young (reading them all at once held
  // a large site's texts, some 220 MB at 10,000 pages, through the whole render). Read synchronously:
  // 16 reads at once through the thread pool took 0.95 s for 10,000 pages, one after another 0.4 s.
  for (const { absolutePath, place } of files) {
    const { contentPath, version } = place;
    if (MARKDOWN_FILE.test(absolutePath)) {
      const file = { contentPath, displayPath: fromCwd(absolutePath) || absolutePath, absolutePath, ...(version ? { version } : {}) };
      pages.push(await loadSourcePage(file, tables, readAt));
    } else {
      assets.push({ contentPath, absolutePath });
    }
  }
  pages.sort((a, b) => compareText(a.contentPath, b.contentPath));
  assets.sort((a, b) => compareText(a.contentPath, b.contentPath));
  return { pages, assets, categories, diagnostics, ...(versionNames ? { versionNames } : {}), ...(avoid ? { avoid } : {}) };
}

/**
 * A file's path from `base`, as `path.relative` gives it, in its common case worked out without it: a
 * file below `base`, as the listing names every file of the content folder.
 */
function relativeTo(base: string): (file: string) => string {
  const prefix = base.endsWith(path.sep) ? base : `${base}${path.sep}`;
  return (file) => (file.startsWith(prefix) && !file.includes(`${path.sep}..`) ? file.slice(prefix.length) : path.relative(base, file));
}

/** A folder's category file: Docusaurus's JSON, or its YAML. */
const CATEGORY_FILES = ['_category_.json', '_category_.yml', '_category_.yaml'];
