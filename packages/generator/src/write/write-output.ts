import { copyFile, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { OutputFile } from '@docs/shared';

/**
 * Writes the site into a temporary folder beside `outDir`, then swaps it into place, so a build that
 * fails or dies leaves the previous output exactly as it was.
 */
export async function writeOutput(outDir: string, files: readonly OutputFile[]): Promise<void> {
  const parent = path.dirname(outDir);
  const name = path.basename(outDir);
  const staging = path.join(parent, `.${name}.staging-${process.pid}-${Date.now()}`);
  const retired = path.join(parent, `.${name}.previous-${process.pid}-${Date.now()}`);
  await mkdir(staging, { recursive: true });
  try {
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
