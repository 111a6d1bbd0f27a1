import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

/**
 * Removes the entries of a cache folder that a build did not use: only files named as the folder's
 * entries are (`entry`), so nothing else that may sit there is ever touched.
 */
export function removeUnusedEntries(folder: string, entry: RegExp, used: ReadonlySet<string>): void {
  for (const name of readdirSync(folder)) if (entry.test(name) && !used.has(name)) rmSync(path.join(folder, name), { force: true });
}
