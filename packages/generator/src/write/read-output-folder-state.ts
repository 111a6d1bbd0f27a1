import { readdir, stat } from 'node:fs/promises';
import { BUILD_MARKER } from '@docs/shared';

/**
 * What the output folder holds now: nothing (`missing`, `empty`), an earlier build (`build`, it has the
 * build's marker), or something else (`file`, `foreign`), which a build must never replace unasked.
 */
export type OutputFolderState = 'missing' | 'empty' | 'build' | 'file' | 'foreign';

export async function readOutputFolderState(dir: string): Promise<OutputFolderState> {
  try {
    if (!(await stat(dir)).isDirectory()) return 'file';
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
    throw error;
  }
  const names = await readdir(dir);
  if (names.length === 0) return 'empty';
  return names.includes(BUILD_MARKER) ? 'build' : 'foreign';
}
