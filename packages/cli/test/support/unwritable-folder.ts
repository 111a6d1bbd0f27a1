// A folder this user may not write into, for tests of what the build does then. Root may write
// anywhere, so for root (CI runs as root) the folder is made immutable instead of read-only.
import { execFileSync } from 'node:child_process';
import { chmod } from 'node:fs/promises';

/** Makes `dir` one this user may not write into, and returns the undoing. */
export async function makeUnwritable(dir: string): Promise<() => Promise<void>> {
  if (process.getuid?.() === 0) execFileSync('chattr', ['+i', dir]);
  else await chmod(dir, 0o555);
  return () => makeWritable(dir);
}

/** Makes `dir` writable again. */
export async function makeWritable(dir: string): Promise<void> {
  if (process.getuid?.() === 0) execFileSync('chattr', ['-i', dir], { stdio: 'ignore' });
  else await chmod(dir, 0o755);
}
