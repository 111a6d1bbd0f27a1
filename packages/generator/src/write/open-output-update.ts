import { mkdirSync, readdirSync, readFileSync, realpathSync, renameSync, rmdirSync, statSync, unlinkSync } from 'node:fs';
import { copyFile, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BUILD_MARKER, copiedLikeHashedOfBuildMarker, isContentHashedPath, type OutputFile } from '@docs/shared';
import { fileDigest } from '../cache/digest.js';
import { readPageHtml } from '../cache/page-cache.js';
import { writeAtomically } from '../cache/write-atomically.js';
import { targetOfTemporary } from '../cache/cache-files.js';
import { formatBuildMarker, readBuildFiles, readOutputManifest, type OutputManifest, type WrittenFile } from './output-manifest.js';
import type { OutputLedger } from '../pages/page-job.js';
import { readOutputFolderState } from './read-output-folder-state.js';
import { outputTarget } from './output-target.js';
import { recoverAbandonedSwaps } from './recover-abandoned-swaps.js';
import { lockOutputFolder } from './lock-output-folder.js';
import { isPermissionError, OutputNotWritableError, requireWritableFolders } from './output-not-writable.js';
import { makeFolders } from '../cache/make-folders.js';

/** A build's update of its output folder: what changed is written beside it, and moved in once the build succeeded. */
export interface OutputUpdate {
  /** The staging folder, where pages and files that are new or changed are written. */
  dir: string;
  ledger: OutputLedger;
  /** Writes files into the staging folder, leaving out those the output holds already (by what made them: `madeFrom`, else their contents' digest). */
  write(files: readonly OutputFile[]): Promise<void>;
  /** Puts the staged files in place and removes every file of the output that this build did not make. */
  commit(): Promise<void>;
  /** Removes the staging folder; the output folder stays as it was. */
  discard(): Promise<void>;
}

/**
 * Starts updating `outDir`. Nothing in it changes until `commit`, so a build that fails leaves the
 * previous output exactly as it was. Refuses (before creating anything) to touch what an earlier
 * build did not write: a file, or, unless `force`, a non-empty folder without the build's marker.
 *
 * A build that keeps nothing of the previous output (the first, or after a change of templates)
 * swaps the staging folder in whole. One that keeps files moves only the others in: a warm build of
 * a large site then writes, and later removes, only what changed instead of every page. Moving them
 * is not one atomic step, so the marker has no manifest meanwhile: a build that dies in the middle
 * leaves a folder the next build writes whole again.
 */
export async function openOutputUpdate(given: string, options: { force?: boolean } = {}): Promise<OutputUpdate> {
  // An output folder reached through a link (`build` → a folder on another disk) is updated where it
  // is: its staging folder beside it, on its file system, so that moving files in never has to copy
  // them, and the link stays a link.
  const outDir = realFolderOf(given);
  // The lock and the staging folder go beside the output folder, in its parent.
  const release = besideOutput(outDir, () => {
    makeFolders(path.dirname(outDir));
    // Held until the update is committed or discarded: a second build fails at once rather than mixing its files in.
    return lockOutputFolder(outDir);
  });
  try {
    return await openLockedUpdate(outDir, options, release);
  } catch (error) {
    release();
    throw error;
  }
}

/** Updates this process opened, for the names of their staging folders. */
let updatesOpened = 0;

async function openLockedUpdate(outDir: string, options: { force?: boolean }, release: () => void): Promise<OutputUpdate> {
  recoverAbandonedSwaps(outDir);
  const state = await readOutputFolderState(outDir);
  if (state === 'file' || (state === 'foreign' && !options.force)) {
    throw new Error(`${outDir} is ${state === 'file' ? 'a file' : 'a folder that docs build did not write'}; it was left as it was`);
  }
  // What the last build wrote, when its marker says: anything else there is not the build's to remove.
  const listed = state === 'build' ? readOutputManifest(outDir) : undefined;
  // The files that are the build's: the manifest's, or, after a build that died moving files in, those it named then.
  const owned = listed ? new Set(listed.keys()) : state === 'build' ? readBuildFiles(outDir) : undefined;
  const previous: OutputManifest = listed ?? new Map();
  const previouslyCopied = listed ? copiedLikeHashedOfBuildMarker(readFileSync(path.join(outDir, BUILD_MARKER), 'utf8')) : new Set<string>();
  // The author's files (static, content, templates' public) that this build copies under names like its hashed assets'.
  const copiedLikeHashed = new Set<string>();
  const parent = path.dirname(outDir);
  const name = path.basename(outDir);
  // Two builds of one process may start in the same millisecond: each has a staging folder of its own.
  const stamp = `${process.pid}-${Date.now()}-${++updatesOpened}`;
  const dir = path.join(parent, `.${name}.staging-${stamp}`);
  await besideOutput(outDir, () => mkdir(dir, { recursive: true }));
  await writeFile(path.join(dir, BUILD_MARKER), formatBuildMarker(undefined));

  const kept: OutputManifest = new Map();
  const madeFromOf = new Map<string, Pick<WrittenFile, 'madeFrom' | 'group'>>();
  const unchanged = (file: string, written: WrittenFile | undefined, madeFrom: string | undefined) => {
    if (!written || (madeFrom !== undefined && written.madeFrom !== madeFrom)) return false;
    const now = statSync(path.join(outDir, file), { throwIfNoEntry: false });
    return now !== undefined && now.isFile() && now.size === written.size && now.mtimeMs === written.mtimeMs;
  };
  const groups = new Map<string, string[]>();
  for (const [file, { group }] of previous) {
    if (!group) continue;
    const files = groups.get(group);
    if (files) files.push(file);
    else groups.set(group, [file]);
  }
  const ledger: OutputLedger = {
    keep(files, madeFrom, group) {
      if (files.length === 0 || !files.every((file) => unchanged(file, previous.get(file), madeFrom))) return false;
      for (const file of files) kept.set(file, group ? { ...previous.get(file)!, group } : previous.get(file)!);
      return true;
    },
    keepGroup(group) {
      const files = groups.get(group) ?? [];
      if (files.length === 0 || !files.every((file) => unchanged(file, previous.get(file), undefined))) return [];
      for (const file of files) kept.set(file, previous.get(file)!);
      return files;
    },
    staged(files, madeFrom) {
      for (const file of files) madeFromOf.set(file, { madeFrom });
    },
  };

  return {
    dir,
    ledger,
    async write(files) {
      for (const file of files) if ('sourcePath' in file && isContentHashedPath(file.path)) copiedLikeHashed.add(file.path);
      const changed = files.filter((file) => {
        const made = { madeFrom: ('madeFrom' in file && file.madeFrom) || digestOf(file), ...(file.group ? { group: file.group } : {}) };
        const before = previous.get(file.path);
        if (unchanged(file.path, before, made.madeFrom)) {
          // In this build's group, or in none: a group that keeps a file it no longer made would keep it alone.
          const { group: _group, ...written } = before!;
          kept.set(file.path, { ...written, ...made });
          return false;
        }
        madeFromOf.set(file.path, made);
        return true;
      });
      const folders = new Set(changed.map((file) => path.dirname(outputTarget(dir, file.path))));
      for (const folder of [...folders].sort()) await mkdir(folder, { recursive: true });
      await inBatches(changed, 64, (file) => {
        const target = outputTarget(dir, file.path);
        return 'sourcePath' in file ? copyFile(file.sourcePath, target) : writeFile(target, contentsOf(file));
      });
    },
    async commit() {
      await commitStaged();
      release();
    },
    async discard() {
      try {
        // Writes of a build that failed may still be landing in the folder: removing it is tried again
        // while they do (ENOTEMPTY), and the lock is let go whatever happens.
        await rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 });
      } finally {
        release();
      }
    },
  };

  async function commitStaged(): Promise<void> {
    // The output's files, listed once: to prove each is the last build's before anything changes, and to remove those this build did not make.
    const present = state === 'build' ? listFilesIfThere(outDir).filter((file) => file !== BUILD_MARKER) : [];
    // What Finder or Explorer leave, and what a build stopped while writing the marker left, are no one's files.
    // A folder whose marker names no files (an older build's that died moving files in) has none known to be the build's.
    const strangers = options.force ? [] : present.filter((file) => !owned?.has(file) && !SYSTEM_FILE.test(file) && targetOfTemporary(file) !== BUILD_MARKER);
    if (strangers.length) throw new OutputNotOwnedError(outDir, strangers);
    const staged = listFiles(dir).filter((file) => file !== BUILD_MARKER);
    const manifest: OutputManifest = new Map(kept);
    if (kept.size === 0) {
      for (const file of staged) manifest.set(file, writtenFile(dir, file, madeFromOf.get(file)));
      writeAtomically(path.join(dir, BUILD_MARKER), formatBuildMarker(manifest, copiedLikeHashed));
      await swapIn(dir, outDir, path.join(parent, `.${name}.previous-${stamp}`));
      return;
    }
    const made = new Set([...kept.keys(), ...staged]);
    const unmade = present.filter((file) => !made.has(file));
    // Nothing to move in or take out, and each file kept as the manifest notes it: the folder is
    // already what this build makes, and its marker stays as it is (a warm build with nothing changed).
    if (staged.length === 0 && unmade.length === 0 && sameManifest(manifest, previous)) {
      // An older build's marker may not say which of its files are the author's: it then learns it.
      if (!sameFiles(copiedLikeHashed, previouslyCopied)) writeAtomically(path.join(outDir, BUILD_MARKER), formatBuildMarker(manifest, copiedLikeHashed));
      await rm(dir, { recursive: true, force: true });
      return;
    }
    // Every folder to change must be this user's to write before the first change: a folder that is not,
    // met halfway, left the output half old and half new, its search index naming files never moved in.
    requireWritableFolders(outDir, [BUILD_MARKER, ...unmade, ...staged]);
    // From here until the new manifest is written, the folder is being changed: its marker names what is
    // the build's (what it found there and what it moves in), which a build after one that dies now removes.
    writeAtomically(path.join(outDir, BUILD_MARKER), formatBuildMarker(undefined, undefined, new Set([...present, ...staged])));
    removeFiles(outDir, unmade);
    const folders = new Set<string>();
    for (const file of staged) {
      const target = path.join(outDir, file);
      const folder = path.dirname(target);
      if (!folders.has(folder)) mkdirSync(folder, { recursive: true });
      folders.add(folder);
      renameSync(path.join(dir, file), target);
      manifest.set(file, writtenFile(outDir, file, madeFromOf.get(file)));
    }
    writeAtomically(path.join(outDir, BUILD_MARKER), formatBuildMarker(manifest, copiedLikeHashed));
    await rm(dir, { recursive: true, force: true });
  }
}

/** Files an operating system leaves in folders it shows (Finder, Explorer): not the user's, removed with the rest. */
const SYSTEM_FILE = /(^|\/)(\.DS_Store|Thumbs\.db|desktop\.ini)$/;

/**
 * The output folder holds files the last build did not write (a `CNAME`, a `.git` of a deploy branch,
 * notes): a build without `force` changes nothing in it.
 */
export class OutputNotOwnedError extends Error {
  constructor(
    readonly dir: string,
    readonly files: readonly string[],
  ) {
    super(`${dir} holds files that docs build did not write (${files.slice(0, 3).join(', ')}${files.length > 3 ? ', …' : ''}); it was left as it was`);
  }
}

/** What made a file that is not a page: its contents (a copied file's, read from its source). */
function digestOf(file: OutputFile): string {
  if ('sourcePath' in file) {
    try {
      return fileDigest('copy', statSync(file.sourcePath).isFile() ? readFileSync(file.sourcePath) : '');
    } catch {
      // Unreadable: copying it fails the build with the file's own error.
      return '';
    }
  }
  return fileDigest('contents', contentsOf(file));
}

/** The contents of a file made in memory, or of a page left in the build cache. */
function contentsOf(file: Exclude<OutputFile, { sourcePath: string }>): string | Uint8Array {
  if ('contents' in file) return file.contents;
  const html = readPageHtml(file.cachedPage);
  if (!html) throw new Error(`the build cache's entry for ${file.path} is gone; build again`);
  return html;
}

function writtenFile(dir: string, file: string, made: Pick<WrittenFile, 'madeFrom' | 'group'> | undefined): WrittenFile {
  const { size, mtimeMs } = statSync(path.join(dir, file));
  return { madeFrom: made?.madeFrom ?? '', size, mtimeMs, ...(made?.group ? { group: made.group } : {}) };
}

/** Puts `staging` in the place of `outDir`, the previous output put back if that fails. */
async function swapIn(staging: string, outDir: string, retired: string): Promise<void> {
  const hadPrevious = await rename(outDir, retired).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return false;
      // Nothing moved yet: the folder holding the output (or the output itself) is not this user's to change.
      if (isPermissionError(error)) throw new OutputNotWritableError(path.dirname(outDir), 'files');
      throw error;
    },
  );
  try {
    await rename(staging, outDir);
  } catch (error) {
    // Put the previous output back: the folder must never be left missing.
    if (hadPrevious) await rename(retired, outDir);
    throw error;
  }
  // The new output is in place: what of the old one this user may not remove (EPERM, or ENOTDIR for a
  // file in a folder it may not change) stays beside it for the next build to try again
  // (`recoverAbandonedSwaps`), and the build still succeeded.
  if (hadPrevious) await rm(retired, { recursive: true, force: true }).catch(() => undefined);
}

/** Runs what writes beside the output folder (its lock, its staging folder), saying which folder it could not write. */
function besideOutput<T>(outDir: string, write: () => T): T {
  const fail = (error: unknown): never => {
    if (isPermissionError(error)) throw new OutputNotWritableError(path.dirname(outDir), 'lock');
    throw error;
  };
  try {
    const written = write();
    return (written instanceof Promise ? written.catch(fail) : written) as T;
  } catch (error) {
    return fail(error);
  }
}

/** The folder a path leads to, links followed; the path itself when it leads nowhere yet. */
function realFolderOf(dir: string): string {
  try {
    return realpathSync(dir);
  } catch {
    return path.resolve(dir);
  }
}

/** `listFiles`, or none when the folder went meanwhile (removed by hand during the build). */
function listFilesIfThere(dir: string): string[] {
  try {
    return listFiles(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Every file under `dir`, as relative paths with `/`. */
function listFiles(dir: string): string[] {
  const files: string[] = [];
  const folders = [''];
  while (folders.length) {
    const folder = folders.pop()!;
    for (const entry of readdirSync(path.join(dir, folder), { withFileTypes: true })) {
      const file = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isDirectory()) folders.push(file);
      else files.push(file);
    }
  }
  return files;
}

/** Removes `files` (paths under `outDir`, the build's own folder), then every folder this left empty. */
function removeFiles(outDir: string, files: readonly string[]): void {
  const emptied = new Set<string>();
  for (const file of files) {
    unlinkSync(path.join(outDir, file));
    for (let folder = path.posix.dirname(file); folder !== '.'; folder = path.posix.dirname(folder)) emptied.add(folder);
  }
  // Deepest first, so that a folder whose folders all went is empty by its turn.
  for (const folder of [...emptied].sort((a, b) => b.split('/').length - a.split('/').length)) {
    try {
      rmdirSync(path.join(outDir, folder));
    } catch {
      // Not empty: it holds files of this build.
    }
  }
}

/** Whether two manifests note the same files, each as made from the same key, of the same size and time, in the same group. */
function sameFiles(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  return a.size === b.size && [...a].every((file) => b.has(file));
}

function sameManifest(a: OutputManifest, b: OutputManifest): boolean {
  if (a.size !== b.size) return false;
  for (const [file, written] of a) {
    const before = b.get(file);
    if (!before || before.madeFrom !== written.madeFrom || before.size !== written.size || before.mtimeMs !== written.mtimeMs || before.group !== written.group) return false;
  }
  return true;
}

async function inBatches<T>(items: readonly T[], size: number, task: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
}
