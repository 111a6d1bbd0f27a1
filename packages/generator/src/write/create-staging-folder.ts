import { copyFile, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BUILD_MARKER, type OutputFile } from '@docs/shared';
import { readOutputFolderState } from './read-output-folder-state.js';

const MARKER_TEXT = 'This folder was written by `docs build`. The next build replaces it whole: keep nothing else in it.\n';

/** A folder beside the output folder where a build is written, then swapped into place or thrown away. */
export interface StagingFolder {
  dir: string;
  /** Writes files into the staging folder (pages may already be there). */
  write(files: readonly OutputFile[]): Promise<void>;
  /** Swaps the staging folder into the output folder's place, the previous output put back if that fails. */
  commit(): Promise<void>;
  /** Removes the staging folder; the output folder stays as it was. */
  discard(): Promise<void>;
}

/**
 * Starts writing a build beside `outDir`, so a build that fails or dies leaves the previous output
 * exactly as it was. Refuses (before creating anything) to replace what an earlier build did not
 * write: a file, or, unless `force`, a non-empty folder without the build's marker.
 */
export async function createStagingFolder(outDir: string, options: { force?: boolean } = {}): Promise<StagingFolder> {
  const state = await readOutputFolderState(outDir);
  if (state === 'file' || (state === 'foreign' && !options.force)) {
    throw new Error(`${outDir} is ${state === 'file' ? 'a file' : 'a folder that docs build did not write'}; it was left as it was`);
  }
  const parent = path.dirname(outDir);
  const name = path.basename(outDir);
  const stamp = `${process.pid}-${Date.now()}`;
  const dir = path.join(parent, `.${name}.staging-${stamp}`);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, BUILD_MARKER), MARKER_TEXT);
  return {
    dir,
    async write(files) {
      const folders = new Set(files.map((file) => path.dirname(path.join(dir, file.path))));
      for (const folder of [...folders].sort()) await mkdir(folder, { recursive: true });
      await inBatches(files, 64, (file) => {
        const target = path.join(dir, file.path);
        return 'sourcePath' in file ? copyFile(file.sourcePath, target) : writeFile(target, file.contents);
      });
    },
    async commit() {
      const retired = path.join(parent, `.${name}.previous-${stamp}`);
      const hadPrevious = await rename(outDir, retired).then(
        () => true,
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return false;
          throw error;
        },
      );
      try {
        await rename(dir, outDir);
      } catch (error) {
        // Put the previous output back: the folder must never be left missing.
        if (hadPrevious) await rename(retired, outDir);
        throw error;
      }
      if (hadPrevious) await rm(retired, { recursive: true, force: true });
    },
    async discard() {
      await rm(dir, { recursive: true, force: true });
    },
  };
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
