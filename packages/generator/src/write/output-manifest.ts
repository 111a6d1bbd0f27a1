import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BUILD_MARKER } from '@docs/shared';

/**
 * What a build knows of a file it left in the output folder: the digest of what made it (a page's
 * cache key, the search index's key, a file's contents), and its size and modification time just
 * after it was written, by which a file changed since (by hand, by another tool) is told apart.
 */
export interface WrittenFile {
  madeFrom: string;
  size: number;
  mtimeMs: number;
  /** The files it was made together with, all from one key (the search index's files), by that key. */
  group?: string;
}

/** The output folder's files as the last build left them, by path relative to the folder. */
export type OutputManifest = Map<string, WrittenFile>;

const ABOUT = 'This folder was written by `docs build`. The next build replaces what it holds: keep nothing else in it.';

/**
 * The text of the build's marker: the note that the folder is the build's, and the manifest of its
 * files (none while the files are being changed, so that a build that dies then leaves no manifest
 * that lies, and the next build writes every file again).
 */
export function formatBuildMarker(manifest: OutputManifest | undefined, copiedLikeHashed: ReadonlySet<string> = new Set(), moving?: Iterable<string>): string {
  const files = manifest ? Object.fromEntries([...manifest].map(([file, { madeFrom, size, mtimeMs, group }]) => [file, group ? [madeFrom, size, mtimeMs, group] : [madeFrom, size, mtimeMs]])) : null;
  // The author's files named like the build's hashed assets, which hosts must not cache for a year (`copiedLikeHashedOfBuildMarker`).
  const copied = manifest && copiedLikeHashed.size ? { copiedLikeHashed: [...copiedLikeHashed].filter((file) => manifest.has(file)).sort() } : {};
  // While files are moved in, which of the folder's files are the build's (`readBuildFiles`).
  const owned = !manifest && moving ? { moving: [...moving].sort() } : {};
  return `${JSON.stringify({ about: ABOUT, files, ...copied, ...owned })}\n`;
}

/**
 * Which files of `outDir` are the build's, by its marker: those of its manifest, or, while a build moved
 * files in (and after it died doing so), those it was moving in and those it found there. Undefined when
 * the marker does not say (none, an older build's, a damaged one): then no file is known to be the build's.
 */
export function readBuildFiles(outDir: string): Set<string> | undefined {
  try {
    const { files, moving } = JSON.parse(readFileSync(path.join(outDir, BUILD_MARKER), 'utf8')) as { files?: unknown; moving?: unknown };
    if (files && typeof files === 'object') return new Set(Object.keys(files));
    if (Array.isArray(moving)) return new Set(moving.filter((file): file is string => typeof file === 'string'));
  } catch {
    // Unreadable or damaged: nothing is known.
  }
  return undefined;
}

/**
 * The manifest in the marker of `outDir`: nothing when there is no marker, it has no manifest (an
 * older build's, or one left by a build that died while changing files), or it cannot be read.
 */
export function readOutputManifest(outDir: string): OutputManifest | undefined {
  const manifest: OutputManifest = new Map();
  try {
    const { files } = JSON.parse(readFileSync(path.join(outDir, BUILD_MARKER), 'utf8')) as { files?: unknown };
    if (!files || typeof files !== 'object') return undefined;
    for (const [file, value] of Object.entries(files)) {
      if (!Array.isArray(value) || value.length < 3 || value.length > 4) continue;
      const [madeFrom, size, mtimeMs, group] = value as unknown[];
      if (typeof madeFrom !== 'string' || typeof size !== 'number' || typeof mtimeMs !== 'number') continue;
      manifest.set(file, typeof group === 'string' ? { madeFrom, size, mtimeMs, group } : { madeFrom, size, mtimeMs });
    }
  } catch {
    // No marker, an older build's text, or a damaged one: nothing in the folder is known to be current.
    return undefined;
  }
  return manifest;
}
