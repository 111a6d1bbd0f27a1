import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { OutputFile } from '@docs/shared';

/** The files of a folder (the site's static folder, the templates' public one), copied to the root of the output as they are. */
export async function listStaticFiles(dir: string): Promise<OutputFile[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => {
      const sourcePath = path.join(entry.parentPath, entry.name);
      return { path: path.relative(dir, sourcePath).split(path.sep).join('/'), sourcePath };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}
