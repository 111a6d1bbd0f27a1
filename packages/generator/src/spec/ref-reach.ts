import { realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { isInsideFolder } from '../cache/file-facts.js';

/**
 * The folder whose files a description may name: the site's (the config file's folder) when the
 * description is in it, so that one may share files with another (`spec/` and `shared/`); else the
 * folder that holds its own (`spec/swagger.json` naming `../common/Error.json`), or its own when that
 * is the file system's root.
 */
export function specFolderOf(file: string, siteRoot: string | undefined): string {
  const own = path.dirname(path.resolve(file));
  if (siteRoot !== undefined && isInsideFolder(path.resolve(file), path.resolve(siteRoot))) return path.resolve(siteRoot);
  const above = path.dirname(own);
  return above === own || path.dirname(above) === above ? own : above;
}

/**
 * Whether the file a `$ref` names may be read: a regular file inside the folder the description may
 * name files of (`specFolderOf`; its real path too, so that a link cannot lead out of it), and not in
 * a hidden folder nor hidden itself (`.env`, `.aws/credentials`, `.git/config`: where secrets are kept). A description is often written by someone
 * else: one that could name any file would publish it (`/proc/self/environ`, a key in the home
 * folder) in its pages and `openapi.json`, and one naming a pipe would hang the build.
 */
export function isReadableSpecFile(file: string, folder: string): boolean {
  if (!isInsideFolder(file, folder) || isHidden(path.relative(folder, file))) return false;
  try {
    return statSync(file).isFile() && isInsideFolder(realpathSync(file), realpathSync(folder));
  } catch {
    // Missing: said as a missing file where it is read.
    return true;
  }
}

/** Whether a relative path passes through a hidden file or folder (a name starting with a dot). */
function isHidden(relative: string): boolean {
  return relative.split(/[\\/]/).some((segment) => segment.startsWith('.') && segment !== '.' && segment !== '..');
}

