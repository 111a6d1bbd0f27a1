import { isContentHashedPath, isSearchIndexEntry, trimSlashes } from '@docs/shared';
import type { LocalFile } from './list-local-files.js';
import type { RemoteObject } from './list-remote-objects.js';
import { isAsPublished, PUBLISHED_KEYS, type PublishedKeys } from './published-keys.js';
import { servedHeadersOf } from './upload-file.js';

export interface PublishPlan {
  /** Uploads in the order they must happen: everything pages load first, then the pages and the index entry that point at them. */
  uploads: { assets: LocalFile[]; pages: LocalFile[] };
  unchanged: LocalFile[];
  /** Stale objects under the prefix that an earlier publish put there (only when deleting); removed last. */
  deletes: RemoteObject[];
  /**
   * Stale objects under the prefix that no publish put there, or that another writer replaced since one
   * did (when deleting): not the site's, left alone.
   */
  leftAlone: RemoteObject[];
  /**
   * Content-hashed assets the last publish had and this build no longer has (when deleting): kept until the
   * next publish, since a page a reader opened before this one still loads them (a search shard, an island).
   */
  retiring: RemoteObject[];
}

/** Files that name other files: uploaded after everything they may name, so no reader gets a page whose assets are missing. */
export const isEntryFile = (key: string) => /\.html?$/i.test(key) || isSearchIndexEntry(key) || key === 'sitemap.xml';

/**
 * Whether an object was written after the last publish's list. A publish writes its list after all it
 * uploads, so such an object is another writer's (the same bytes put back by a sync tool, with headers
 * of its own) or was left by a publish that died halfway: its headers must be asked for before it is
 * taken as unchanged.
 */
function isWrittenSinceList(object: RemoteObject, remote: ReadonlyMap<string, RemoteObject>, prefix: string): boolean {
  const listedAt = remote.get(`${prefix}${PUBLISHED_KEYS}`)?.modifiedAt;
  return listedAt !== undefined && object.modifiedAt !== undefined && object.modifiedAt > listedAt;
}

/** The objects of the site's files, with their contents, whose headers the list cannot vouch for (`isWrittenSinceList`). */
export function writtenSinceList(local: readonly LocalFile[], remote: ReadonlyMap<string, RemoteObject>, prefix: string): RemoteObject[] {
  return local.flatMap((file) => {
    const object = remote.get(`${prefix}${file.key}`);
    return object && object.size === file.size && object.md5 === file.md5 && isWrittenSinceList(object, remote, prefix) ? [object] : [];
  });
}

/** `docs/v2` → `docs/v2/`; no prefix stays empty. */
export function normalizePrefix(prefix: string | undefined): string {
  const trimmed = trimSlashes(prefix ?? '', { start: true });
  return trimmed ? `${trimmed}/` : '';
}

/**
 * Compares the built files with the bucket: a file whose size and MD5 match its object, which the last
 * publish put there with the headers it would be served with now (`served`), and which nobody wrote
 * since that publish wrote its list (the same bytes put back by another tool, with its own headers), is unchanged;
 * every other file is uploaded (assets, then pages); with `deleteStale`, objects under the prefix that
 * the build no longer has are deleted, last, but only those an earlier publish put there (`published`,
 * keys relative to the prefix) and that still hold what it put there: nothing else under the prefix,
 * and nothing outside it, is ever touched.
 */
export function planPublish(
  local: readonly LocalFile[],
  remote: ReadonlyMap<string, RemoteObject>,
  options: {
    prefix: string;
    deleteStale: boolean;
    published?: PublishedKeys | undefined;
    /** The headers of the objects written since the list (`writtenSinceList`), as the service gave them. */
    headers?: ReadonlyMap<string, string>;
  },
): PublishPlan {
  const plan: PublishPlan = { uploads: { assets: [], pages: [] }, unchanged: [], deletes: [], leftAlone: [], retiring: [] };
  const keys = new Set<string>();
  for (const file of local) {
    const key = `${options.prefix}${file.key}`;
    keys.add(key);
    const object = remote.get(key);
    // Its contents, and the headers it was put there with, as they should be.
    // What it is served with: as the service said, for one written since the list (`writtenSinceList`); else as the list says.
    const served = object && (isWrittenSinceList(object, remote, options.prefix) ? options.headers?.get(object.key) : options.published?.served?.get(file.key));
    if (object && object.size === file.size && object.md5 === file.md5 && served === servedHeadersOf(file)) plan.unchanged.push(file);
    else (isEntryFile(file.key) ? plan.uploads.pages : plan.uploads.assets).push(file);
  }
  if (options.deleteStale) {
    keys.add(`${options.prefix}${PUBLISHED_KEYS}`);
    for (const object of remote.values()) {
      if (!object.key.startsWith(options.prefix) || keys.has(object.key)) continue;
      const key = object.key.slice(options.prefix.length);
      const published = options.published;
      if (published && !isAsPublished(published, key, object.md5)) plan.leftAlone.push(object);
      else if (published?.keys.has(key) && isContentHashedPath(key)) plan.retiring.push(object);
      else if (published?.keys.has(key) || published?.retired.has(key)) plan.deletes.push(object);
      else plan.leftAlone.push(object);
    }
  }
  return plan;
}
