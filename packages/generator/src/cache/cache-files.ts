import { readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { makeFolders } from './make-folders.js';

/*
 * The cache's folders are made and its unused files removed as a build goes. Like its writes
 * (`writeAtomically`), these may fail where the cache cannot be written (a folder a build run as
 * another user left): that costs a later build time, never this one its output.
 */

/** The names in a folder of the cache; none when it could not be made (the cache could not be written). */
export function listCacheFolder(folder: string): string[] {
  try {
    return readdirSync(folder);
  } catch {
    return [];
  }
}

/** Makes a folder of the cache, if it can be. */
export function makeCacheFolder(folder: string): void {
  try {
    makeFolders(folder);
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

/** Older than this, a temporary file was left by a build that stopped; younger, another build may be writing it. */
const ABANDONED_AFTER_MS = 10 * 60_000;

/** The name `writeAtomically` writes a file under first: the file's name, then `.<pid>-<random>.tmp`. */
export function temporaryNameOf(file: string): string {
  return `${file}.${process.pid}-${Math.random().toString(36).slice(2, 10)}.tmp`;
}

const TEMPORARY = /^(.+)\.\d+-[a-z0-9]+\.tmp$/;

/** The name of the file a temporary one (`temporaryNameOf`) was being written for; nothing for another name. */
export function targetOfTemporary(name: string): string | undefined {
  return TEMPORARY.exec(name)?.[1];
}

/** Whether `name` in `folder` is the temporary file of an entry (named as `entry` says) that a stopped build left. */
export function isAbandonedTemporary(folder: string, name: string, entry: RegExp): boolean {
  const written = targetOfTemporary(name);
  if (!written || !entry.test(written)) return false;
  try {
    return Date.now() - statSync(path.join(folder, name)).mtimeMs > ABANDONED_AFTER_MS;
  } catch {
    return false;
  }
}
