import { realpath } from 'node:fs/promises';
import path from 'node:path';
import { readSourceBytes } from './read-source-text.js';
import { isHiddenContentPath, loadContent, readSourcePage, type LoadedContent } from './load-content.js';
import type { PageTables } from './page-tables.js';
import { placeContentFile } from '../versions/place-content-file.js';
import { compareText } from '../text/compare-text.js';
import { MARKDOWN_FILE } from '../text/markdown-file.js';


/**
 * The content after some files changed, re-reading only those: a changed or new Markdown page is read,
 * a deleted one dropped. Anything else (an asset, a `_category_.json`, a hidden or `_` file, a folder)
 * reloads the whole folder, which is simpler and still rare.
 */
export async function updateContent(previous: LoadedContent, changed: ReadonlySet<string>, dir: string, cwd: string, tables?: PageTables): Promise<LoadedContent> {
  const pages = new Map(previous.pages.map((page) => [page.contentPath, page]));
  let added = false;
  const reloadAll = () => loadContent(dir, cwd, tables, { versionNames: previous.versionNames, avoid: previous.avoid });
  for (const absolutePath of changed) {
    const relative = path.relative(dir, absolutePath).split(path.sep).join('/');
    const placed = placeContentFile(relative, previous.versionNames);
    if (placed === undefined || relative.startsWith('..') || isHiddenContentPath(relative) || !MARKDOWN_FILE.test(relative)) return reloadAll();
    const { contentPath, version } = placed;
    // A new page reached through a link to a folder is listed whole, as a build lists it: the watcher
    // reports a file once for every path to it, a loop of links included.
    if (!pages.has(contentPath) && (await throughLink(dir, absolutePath))) return reloadAll();
    let source: Buffer;
    try {
      source = await readSourceBytes(absolutePath);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      pages.delete(contentPath);
      continue;
    }
    added ||= !pages.has(contentPath);
    pages.set(contentPath, await readSourcePage({ contentPath, displayPath: path.relative(cwd, absolutePath) || absolutePath, absolutePath, ...(version ? { version } : {}) }, source, tables));
  }
  // Pages only edited or deleted keep their order: sorting 10,000 paths again took a tenth of a rebuild.
  const inOrder = [...pages.values()];
  return { ...previous, pages: added ? inOrder.sort((a, b) => compareText(a.contentPath, b.contentPath)) : inOrder };
}

/** Whether the folders between `dir` and `file` go through a symbolic link. */
async function throughLink(dir: string, file: string): Promise<boolean> {
  const [realDir, realFolder] = await Promise.all([realpath(dir), realpath(path.dirname(file))]).catch(() => ['', 'unknown']);
  return realFolder !== path.join(realDir, path.relative(dir, path.dirname(file)));
}
