import { copyFile, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BUILD_MARKER, type OutputFile } from '@docs/shared';
import { readOutputFolderState } from './read-output-folder-state.js';

const MARKER_TEXT = 'This folder was written by `docs build`. The next build replaces it whole: keep nothing else in it.\n';

/**
 * Writes the site into a temporary folder beside `outDir`, then swaps it into place, so a build that
 * fails or dies leaves the previous output exactly as it was. It replaces only what an earlier build wrote
 * (the folder has the build's marker), an empty folder, or, with `force`, any folder; never a file.
 */
export async function writeOutput(outDir: string, files: readonly OutputFile[], options: { force?: boolean } = {}): Promise<void> {
  const state = await readOutputFolderState(outDir);
  if (state === 'file' || (state === 'foreign' && !options.force)) {
    throw new Error(`${outDir} is ${state === 'file' ? 'a file' : 'a folder that docs build did not write'}; it was left as it was`);
  }
  const parent = path.dirname(outDir);
  const name = path.basename(outDir);
  const staging = path.join(parent, `.${name}.staging-${process.pid}-${Date.now()}`);
  const retired = path.join(parent, `.${name}.previous-${process.pid}-${Date.now()}`);
  await mkdir(staging, { recursive: true });
  try {
    await writeFile(path.join(staging, BUILD_MARKER), MARKER_TEXT);
    const folders = new Set(files.map((file) => path.dirname(path.join(staging, file.path))));
    for (const folder of [...folders].sort()) await mkdir(folder, { recursive: true });
    await inBatches(files, 64, (file) => {
      const target = path.join(staging, file.path);
      return 'sourcePath' in file ? copyFile(file.sourcePath, target) : writeFile(target, file.contents);
    });
    const hadPrevious = await rename(outDir, retired).then(
      () => true,
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return false;
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
    if (hadPrevious) await rm(retired, { recursive: true, force: true });
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
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
