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
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return 'missing';
    // A path through a file (`index.html/site`): nothing a build may put there, as with a file.
    if (code === 'ENOTDIR') return 'file';
    throw error;
  }
  const names = await readdir(dir);
  if (names.length === 0) return 'empty';
  return names.includes(BUILD_MARKER) ? 'build' : 'foreign';
}
