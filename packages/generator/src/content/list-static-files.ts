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
  const visible = (file: string) => !path.basename(file).startsWith('.');
  const files = listed.files
    .filter(visible)
    .map((sourcePath) => ({ path: path.relative(dir, sourcePath).split(path.sep).join('/'), sourcePath }))
    .sort((a, b) => compareText(a.path, b.path));
  return { files, brokenLinks: listed.brokenLinks.filter(({ link }) => visible(link)), linksIntoAvoided: listed.linksIntoAvoided };
}
