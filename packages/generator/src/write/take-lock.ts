import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { processRuns } from './process-runs.js';

/** A lock of another machine whose file is older than this is taken for one a stopped process left. */
const FOREIGN_LOCK_MS = 24 * 60 * 60_000;

/**
 * Makes the lock file `file` this process's, when no process that runs holds it (a lock left by one
 * that was stopped is taken over; on another machine, after a day), and returns its release; else who
 * holds it.
 */
export function takeLock(file: string): { release: () => void } | { holder: { pid: number; host: string } } {
  const mine = JSON.stringify({ pid: process.pid, host: os.hostname(), since: Date.now() });
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, mine, { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
      const holder = holderOf(file);
      if (holder && isHeld(holder, file)) return { holder };
      rmSync(file, { force: true });
    }
  }
  return {
    release: () => {
      // Only this process's own lock: one taken over meanwhile is the other's.
      if (readLock(file) === mine) rmSync(file, { force: true });
    },
  };
}

function readLock(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** Who holds a lock file; nothing when it cannot be read as one (written by a build stopped as it wrote it). */
function holderOf(file: string): { pid: number; host: string } | undefined {
  try {
    const { pid, host } = JSON.parse(readLock(file) ?? '') as { pid?: unknown; host?: unknown };
    return typeof pid === 'number' && typeof host === 'string' ? { pid, host } : undefined;
  } catch {
    return undefined;
  }
}

function isHeld(holder: { pid: number; host: string }, file: string): boolean {
  if (holder.host !== os.hostname()) {
    const age = Date.now() - (statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0);
    return age < FOREIGN_LOCK_MS;
  }
  return processRuns(holder.pid);
}
