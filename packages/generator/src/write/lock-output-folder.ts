import path from 'node:path';
import { takeLock } from './take-lock.js';

/** Another build holds the output folder: a second one writing beside it would publish a mix of both. */
export class OutputBusyError extends Error {
  constructor(
    readonly dir: string,
    readonly holder: { pid: number; host: string },
  ) {
    super(`${dir} is being written by another docs build (process ${holder.pid} on ${holder.host}); it was left to it`);
  }
}

/**
 * Takes the output folder for this build, by a lock file beside it (`.build.lock`) made only if none is
 * there, and returns its release. A lock left by a build that was stopped (its process is gone; on
 * another machine, after a day) is taken over; one whose build runs makes this one fail at once with
 * `OutputBusyError`, before it spends time building.
 */
export function lockOutputFolder(outDir: string): () => void {
  const taken = takeLock(path.join(path.dirname(outDir), `.${path.basename(outDir)}.lock`));
  if ('holder' in taken) throw new OutputBusyError(outDir, taken.holder);
  return taken.release;
}
