import { createHash } from 'node:crypto';
import { createReadStream, readFileSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { BUILD_MARKER, copiedLikeHashedOfBuildMarker } from '@docs/shared';
import { isMarker } from './built-site-state.js';
import { runPool } from './run-pool.js';

/** A file of the built site: its key (path inside the site, with `/`), where it is, its size and MD5. */
export interface LocalFile {
  key: string;
  absolutePath: string;
  size: number;
  /** MD5 of the contents, in hex: what S3 reports as the ETag of a single-part upload. */
  md5: string;
  /** Copied from the author's sources, though named like a content-hashed asset: it may change under its name. */
  copied: boolean;
}

async function md5Of(file: string): Promise<string> {
  const hash = createHash('md5');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * Every file below the output folder, sorted by key, with its MD5 (read in parallel, a few at a time).
 * The build's marker stays local: it says who owns the folder, not what the site serves.
 */
export async function listLocalFiles(dir: string): Promise<LocalFile[]> {
  let marker = '';
  try {
    marker = readFileSync(path.join(dir, BUILD_MARKER), 'utf8');
  } catch {
    // No marker: the publish refuses such a folder before it lists it.
  }
  const copied = copiedLikeHashedOfBuildMarker(marker);
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && !(isMarker(entry.name) && path.resolve(entry.parentPath) === path.resolve(dir)))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const listed = await runPool(files, 16, async (absolutePath) => {
    const key = path.relative(dir, absolutePath).split(path.sep).join('/');
    return { key, absolutePath, size: (await stat(absolutePath)).size, md5: await md5Of(absolutePath), copied: copied.has(key) };
  });
  return listed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}
