import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { BUILD_MARKER } from '@docs/shared';
import { processRuns } from './process-runs.js';

/** After `.build.`: what a build named its staging folder or its retired output (its process, its time, its count). */
const LEFT_BESIDE = /^(staging|previous)-(\d+)-(\d+)(?:-\d+)?$/;

/**
 * Tidies what builds that were stopped left beside `outDir`: staging folders (`.build.staging-<pid>-<time>-<n>`)
 * and retired outputs (`.build.previous-…`) of processes that no longer run. A build stopped between
 * moving the output aside and the new one in left no output at all: its retired output is moved back
 * first. Only folders named so and holding the build's marker are touched; another build's that still
 * runs (its process is alive) are left alone.
 */
export function recoverAbandonedSwaps(outDir: string): void {
  const parent = path.dirname(outDir);
  const beside = `.${path.basename(outDir)}.`;
  let names: string[];
  try {
    names = readdirSync(parent);
  } catch {
    return;
  }
  const abandoned = names.flatMap((name) => {
    const match = name.startsWith(beside) ? LEFT_BESIDE.exec(name.slice(beside.length)) : null;
    if (!match || processRuns(Number(match[2]))) return [];
    const folder = path.join(parent, name);
    return existsSync(path.join(folder, BUILD_MARKER)) ? [{ folder, kind: match[1]!, time: Number(match[3]) }] : [];
  });
  const newestRetired = abandoned.filter((item) => item.kind === 'previous').sort((a, b) => b.time - a.time)[0];
  const restored = !existsSync(outDir) && newestRetired ? newestRetired.folder : undefined;
  if (restored) renameSync(restored, outDir);
  for (const { folder } of abandoned) {
    if (folder === restored) continue;
    try {
      rmSync(folder, { recursive: true, force: true });
    } catch {
      // One this user may not remove (a sudo build's folder in it; removal then fails as EPERM or, for
      // a file in a folder it may not change, ENOTDIR) stays: it is no part of the output, and the
      // next build tries again.
    }
  }
}
