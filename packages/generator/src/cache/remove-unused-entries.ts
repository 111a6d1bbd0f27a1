import path from 'node:path';
import { isAbandonedTemporary, listCacheFolder, removeCacheFile } from './cache-files.js';

/**
 * Removes the entries of a cache folder that a build did not use, and the temporary files of entries
 * that stopped builds left: only files named as the folder's entries are (`entry`), so nothing else
 * that may sit there is ever touched.
 */
export function removeUnusedEntries(folder: string, entry: RegExp, used: ReadonlySet<string>): void {
  for (const name of listCacheFolder(folder)) if ((entry.test(name) && !used.has(name)) || isAbandonedTemporary(folder, name, entry)) removeCacheFile(path.join(folder, name));
}
