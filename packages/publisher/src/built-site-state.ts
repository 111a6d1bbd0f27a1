import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BUILD_MARKER } from '@docs/shared';

/**
 * Whether a folder is a build `docs build` finished: its marker lists the files it wrote. A build
 * writes the list only once every file is in place (a warm build moves its files in one by one, the
 * list removed meanwhile): a folder without it is being changed, or was left half changed by a build
 * that was stopped, and publishing it would send readers pages whose assets are not there.
 */
export function builtSiteState(dir: string): 'finished' | 'unfinished' | 'no build' {
  let text: string;
  try {
    text = readFileSync(path.join(dir, BUILD_MARKER), 'utf8');
  } catch {
    return 'no build';
  }
  try {
    const { files } = JSON.parse(text) as { files?: unknown };
    return files && typeof files === 'object' ? 'finished' : 'unfinished';
  } catch {
    return 'unfinished';
  }
}
