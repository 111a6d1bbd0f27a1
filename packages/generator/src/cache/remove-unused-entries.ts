import { readdirSync } from 'node:fs';
import path from 'node:path';
import { isAbandonedTemporary, removeCacheFile } from './cache-files.js';

/**
 * Removes the entries of a cache folder that a build did not use, and the temporary files of entries
 * that stopped builds left: only files named as the folder's entries are (`entry`), so nothing else
 * that may sit there is ever touched.
 */
export function removeUnusedEntries(folder: string, entry: RegExp, used: ReadonlySet<string>): void {
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    // Not made (the cache could not be written): nothing to remove.
    return;
  }
  for (const name of names) if ((entry.test(name) && !used.has(name)) || isAbandonedTemporary(folder, name, entry)) removeCacheFile(path.join(folder, name));
}
