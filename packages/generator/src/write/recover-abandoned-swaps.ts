import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { BUILD_MARKER } from '@docs/shared';
import { processRuns } from './process-runs.js';

/**
 * Tidies what builds that were stopped left beside `outDir`: staging folders (`.build.staging-<pid>-<time>-<n>`)
 * and retired outputs (`.build.previous-…`) of processes that no longer run. A build stopped between
 * moving the output aside and the new one in left no output at all: its retired output is moved back
 * first. Only folders named so and holding the build's marker are touched; another build's that still
 * runs (its process is alive) are left alone.
 */
export function recoverAbandonedSwaps(outDir: string): void {
  const parent = path.dirname(outDir);
  const pattern = new RegExp(`^\\.${escapeRegExp(path.basename(outDir))}\\.(staging|previous)-(\\d+)-(\\d+)(?:-\\d+)?$`);
  let names: string[];
  try {
    names = readdirSync(parent);
  } catch {
    return;
  }
  const abandoned = names.flatMap((name) => {
    const match = pattern.exec(name);
    if (!match || processRuns(Number(match[2]))) return [];
    const folder = path.join(parent, name);
    return existsSync(path.join(folder, BUILD_MARKER)) ? [{ folder, kind: match[1]!, time: Number(match[3]) }] : [];
  });
  const retired = abandoned.filter((item) => item.kind === 'previous').sort((a, b) => b.time - a.time);
  if (!existsSync(outDir) && retired[0]) {
    renameSync(retired[0].folder, outDir);
    retired.shift();
  }
  for (const { folder, kind } of abandoned) if (kind === 'staging' || retired.some((item) => item.folder === folder)) rmSync(folder, { recursive: true, force: true });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
