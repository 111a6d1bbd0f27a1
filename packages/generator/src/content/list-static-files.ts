import path from 'node:path';
import type { OutputFile } from '@docs/shared';
import { listFolderFiles, type FolderFiles } from './list-folder-files.js';
import { compareText } from '../text/compare-text.js';

/**
 * The files of a folder (the site's static folder, the templates' public one), copied to the root of the
 * output as they are (a symbolic link as the file it leads to, never into `avoid`), and the links in it
 * that lead nowhere.
 */
export async function listStaticFiles(dir: string, avoid: readonly string[] = []): Promise<{ files: OutputFile[]; brokenLinks: FolderFiles['brokenLinks']; linksIntoAvoided: FolderFiles['linksIntoAvoided'] }> {
  const listed = await listFolderFiles(dir, avoid);
  const visible = (file: string) => isPublished(path.relative(dir, file));
  const files = listed.files
    .filter(visible)
    .map((sourcePath) => ({ path: path.relative(dir, sourcePath).split(path.sep).join('/'), sourcePath }))
    .sort((a, b) => compareText(a.path, b.path));
  return { files, brokenLinks: listed.brokenLinks.filter(({ link }) => visible(link)), linksIntoAvoided: listed.linksIntoAvoided };
}

/**
 * Whether a file of the folder is copied into the site: not a hidden one, nor one in a hidden folder (a
 * clone's `.git/config` may hold a token, `.aws/credentials` a key), save `.well-known/` at the top,
 * which is public by design (`security.txt`, `apple-app-site-association`).
 */
function isPublished(relative: string): boolean {
  const parts = relative.split(path.sep);
  return parts.every((part, index) => !part.startsWith('.') || (index === 0 && part === '.well-known' && parts.length > 1));
}
