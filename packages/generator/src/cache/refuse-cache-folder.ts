import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '@docs/shared';

/**
 * Why a folder may not hold the build cache, or nothing when it may. The cache writes and prunes its
 * own files there, so it takes only a folder that is new, empty or already a cache (it has the cache's
 * manifest), and never one inside the site's sources, whose files would become pages or assets, nor
 * inside the output folder, which would take the cache with it each time it is replaced.
 */
export function refuseCacheFolder(dir: string, config: ResolvedConfig): string | undefined {
  for (const [label, source] of [['content', config.content], ['static', config.staticDir], ['templates', config.templates]] as const) {
    if (dir === source || dir.startsWith(`${source}${path.sep}`)) return `is inside the ${label} folder, where its files would become part of the site`;
  }
  if (dir === config.outDir || dir.startsWith(`${config.outDir}${path.sep}`)) return 'is inside the output folder, which each build replaces whole';
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return undefined;
  }
  if (names.length === 0) return undefined;
  try {
    const manifest = JSON.parse(readFileSync(path.join(dir, 'cache.json'), 'utf8')) as { generator?: unknown };
    if (typeof manifest.generator === 'string') return undefined;
  } catch {
    // Not a cache's manifest: the folder is someone else's.
  }
  return 'holds files that are not a build cache, and the cache would write and delete files there';
}
