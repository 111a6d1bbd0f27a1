// Vitest global setup for every package's suite: the temporary folders tests make (through
// `os.tmpdir()`) go inside one folder for the run, outside the repository (so no site a test makes can
// find the repository's config above it), and that folder is removed when the run ends. Test workers
// start after this runs, and take the variable with them.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export default function useTemporaryFolder(): () => void {
  const previous = process.env['TMPDIR'];
  const folder = mkdtempSync(path.join(os.tmpdir(), 'docs-tests-'));
  process.env['TMPDIR'] = folder;
  return () => {
    if (previous === undefined) delete process.env['TMPDIR'];
    else process.env['TMPDIR'] = previous;
    rmSync(folder, { recursive: true, force: true });
  };
}
