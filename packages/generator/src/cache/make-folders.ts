import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Makes a folder and the folders above it that are missing, one at a time. Node's own `recursive`
 * never returns for a path under `/proc` (`--cache-dir /proc/x`): the build spun until the hang
 * watcher ended it. Here the first folder that cannot be made fails with its own error.
 */
export function makeFolders(dir: string): void {
  const missing: string[] = [];
  for (let at = path.resolve(dir); !existsSync(at); at = path.dirname(at)) {
    missing.push(at);
    if (path.dirname(at) === at) break;
  }
  for (const folder of missing.reverse()) {
    try {
      mkdirSync(folder);
    } catch (error) {
      // Made meanwhile by another build, or a link that leads nowhere (whose child then fails).
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
}
