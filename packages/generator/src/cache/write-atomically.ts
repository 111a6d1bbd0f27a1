import { closeSync, openSync, renameSync, rmSync, writeFileSync, writeSync } from 'node:fs';

/**
 * Writes a cache file under a temporary name, then renames it over `file`, so that a build that
 * stops halfway, or two builds writing the same file, never leave a partial one. The contents are
 * given whole, or as pieces written one after another (a large value is then never one string).
 * A cache that cannot be written (a full disk, a read-only folder) costs the next build time, not
 * this one its output: the failure is dropped, and only told by the result (false).
 */
export function writeAtomically(file: string, contents: string | Uint8Array | Iterable<string>): boolean {
  const temporary = `${file}.${process.pid}-${Math.random().toString(36).slice(2, 10)}.tmp`;
  try {
    if (typeof contents === 'string' || contents instanceof Uint8Array) {
      writeFileSync(temporary, contents);
    } else {
      const fd = openSync(temporary, 'w');
      try {
        for (const piece of contents) writeSync(fd, piece);
      } finally {
        closeSync(fd);
      }
    }
    renameSync(temporary, file);
    return true;
  } catch {
    rmSync(temporary, { force: true });
    return false;
  }
}
