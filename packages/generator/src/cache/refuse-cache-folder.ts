import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '@docs/shared';
import { holdsPageEntries } from './page-cache.js';

/**
 * Why a folder may not hold the build cache, or nothing when it may. The cache writes and prunes its
 * own files there, so it takes only a folder that is new, empty or already a cache (it has the cache's
 * manifest, or, its manifest damaged, nothing but what a cache holds and page entries as it writes
 * them), and never one inside the site's sources, whose files would become pages or assets, nor
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
    // Not a cache's manifest: the folder is someone else's, unless it holds nothing but what a cache holds.
  }
  // A cache whose manifest was damaged, known by its page entries: it is taken, and its manifest written
  // again (`claimCacheFolder`).
  if (names.every((name) => CACHE_NAMES.test(name)) && holdsPageEntries(dir)) return undefined;
  return 'holds files that are not a build cache, and the cache would write and delete files there';
}

/**
 * Every name the cache writes in its folder: its manifest, its folders and its tables, and the
 * temporary names they are written under. A name added to the cache and not here only makes a cache
 * whose manifest is damaged refused, as a folder that may be someone else's is.
 */
const CACHE_NAMES = /^(cache\.json|pages|artifacts|search-blocks|config|(page-heads|page-readings|page-summaries|link-problems|page-ids)(\.changes)?\.json)(\.\d+-[a-z0-9]+\.tmp)?$/;
