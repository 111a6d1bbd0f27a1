import { mkdirSync, rmSync } from 'node:fs';

/*
 * The cache's folders are made and its unused files removed as a build goes. Like its writes
 * (`writeAtomically`), these may fail where the cache cannot be written (a folder a build run as
 * another user left): that costs a later build time, never this one its output.
 */

/** Makes a folder of the cache, if it can be. */
export function makeCacheFolder(folder: string): void {
  try {
    mkdirSync(folder, { recursive: true });
  } catch {
    // Its entries are then not written, and are made again next time.
  }
}

/** Removes a file of the cache, if it can be. */
export function removeCacheFile(file: string): void {
  try {
    rmSync(file, { force: true });
  } catch {
    // Left for a later build to remove.
  }
}
