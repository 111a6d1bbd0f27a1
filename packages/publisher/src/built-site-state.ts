import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { BUILD_MARKER, filesOfBuildMarker } from '@docs/shared';

/**
 * A folder as `docs build` leaves it: finished, with the files its marker lists (and a digest of the
 * marker, which another build changes); being changed; or no build at all.
 */
export type BuiltSite = { state: 'finished'; files: ReadonlySet<string>; marker: string } | { state: 'unfinished' | 'no build' };

/**
 * Whether a folder is a build `docs build` finished: its marker lists the files it wrote. A build
 * writes the list only once every file is in place (a warm build moves its files in one by one, the
 * list removed meanwhile): a folder without it is being changed, or was left half changed by a build
 * that was stopped, and publishing it would send readers pages whose assets are not there.
 */
export function readBuiltSite(dir: string): BuiltSite {
  let text: string;
  try {
    text = readFileSync(path.join(dir, BUILD_MARKER), 'utf8');
  } catch {
    return { state: 'no build' };
  }
  const files = filesOfBuildMarker(text);
  return files ? { state: 'finished', files, marker: createHash('sha256').update(text).digest('hex') } : { state: 'unfinished' };
}

/** The build's marker, and what a build stopped while writing it left (`.docs-build.<pid>-<random>.tmp`). */
export const isMarker = (name: string) => name === BUILD_MARKER || (name.startsWith(`${BUILD_MARKER}.`) && name.endsWith('.tmp'));

/**
 * What the folder holds that its build did not write (a `.env`, a `.git` folder, a file copied in by
 * hand, a link), and what the build wrote that is gone (pages deleted since): a folder that differs
 * from its marker is not the site the build made, and publishing it would send out what was never
 * meant for readers, or (with `--delete`) take pages off the live site. Keys as the marker has them.
 */
export async function differencesFromBuild(dir: string, built: ReadonlySet<string>): Promise<{ extra: string[]; missing: string[] }> {
  const found = new Set<string>();
  const extra: string[] = [];
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isDirectory()) continue;
    const atRoot = path.resolve(entry.parentPath) === path.resolve(dir);
    if (atRoot && isMarker(entry.name)) continue;
    const key = path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (entry.isFile() && built.has(key)) found.add(key);
    else extra.push(key);
  }
  const missing = [...built].filter((key) => !found.has(key));
  return { extra: extra.sort(), missing: missing.sort() };
}
