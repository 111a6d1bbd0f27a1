import { accessSync, constants, statSync } from 'node:fs';
import path from 'node:path';

/**
 * A folder the build must change to update its output, which this user may not write (one left by a
 * `sudo docs build`, a read-only mount): found before anything changes, so the output stays whole.
 */
export class OutputNotWritableError extends Error {
  constructor(
    /** The folder that cannot be written. */
    readonly dir: string,
    /** What the build would have written there. */
    readonly why: 'lock' | 'files',
  ) {
    super(`${dir} cannot be written by this user; the output was left as it was`);
  }
}

/** Whether an error of the file system says that this user may not write there. */
export function isPermissionError(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'EACCES' || code === 'EPERM' || code === 'EROFS';
}

/**
 * Throws `OutputNotWritableError` for the first folder of `outDir` that updating `files` (paths under
 * it, to be added, replaced or removed) would change and this user may not write: each file's folder,
 * or for a folder still to be made, the nearest one there is.
 */
export function requireWritableFolders(outDir: string, files: readonly string[]): void {
  const checked = new Set<string>();
  for (const file of files) {
    let folder = path.dirname(path.join(outDir, file));
    while (!statSync(folder, { throwIfNoEntry: false })?.isDirectory() && folder !== outDir && path.dirname(folder) !== folder) folder = path.dirname(folder);
    if (checked.has(folder)) continue;
    checked.add(folder);
    try {
      accessSync(folder, constants.W_OK);
    } catch (error) {
      if (isPermissionError(error)) throw new OutputNotWritableError(folder, 'files');
      throw error;
    }
  }
}
