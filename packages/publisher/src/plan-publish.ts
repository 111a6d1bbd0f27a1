import { isSearchIndexEntry } from '@docs/shared';
import type { LocalFile } from './list-local-files.js';

/** An object already in the bucket. `md5` is the contents' MD5 when known (the ETag of a single-part upload, or our metadata). */
export interface RemoteObject {
  key: string;
  size: number;
  md5: string | undefined;
}

export interface PublishPlan {
  /** Uploads in the order they must happen: everything pages load first, then the pages and the index entry that point at them. */
  uploads: { assets: LocalFile[]; pages: LocalFile[] };
  unchanged: LocalFile[];
  /** Keys of stale objects under the prefix (only when deleting); removed last. */
  deletes: RemoteObject[];
}

/** Files that name other files: uploaded after everything they may name, so no reader gets a page whose assets are missing. */
export const isEntryFile = (key: string) => key.endsWith('.html') || isSearchIndexEntry(key) || key === 'sitemap.xml';

/** `docs/v2` → `docs/v2/`; no prefix stays empty. */
export function normalizePrefix(prefix: string | undefined): string {
  const trimmed = (prefix ?? '').replace(/^\/+|\/+$/g, '');
  return trimmed ? `${trimmed}/` : '';
}

/**
 * Compares the built files with the bucket: a file whose size and MD5 match its object is unchanged,
 * every other file is uploaded (assets, then pages); with `deleteStale`, objects under the prefix that
 * the build no longer has are deleted, last. Nothing outside the prefix is ever touched.
 */
export function planPublish(local: readonly LocalFile[], remote: ReadonlyMap<string, RemoteObject>, options: { prefix: string; deleteStale: boolean }): PublishPlan {
  const plan: PublishPlan = { uploads: { assets: [], pages: [] }, unchanged: [], deletes: [] };
  const keys = new Set<string>();
  for (const file of local) {
    const key = `${options.prefix}${file.key}`;
    keys.add(key);
    const object = remote.get(key);
    if (object && object.size === file.size && object.md5 === file.md5) plan.unchanged.push(file);
    else (isEntryFile(file.key) ? plan.uploads.pages : plan.uploads.assets).push(file);
  }
  if (options.deleteStale) {
    for (const object of remote.values()) if (object.key.startsWith(options.prefix) && !keys.has(object.key)) plan.deletes.push(object);
  }
  return plan;
}
