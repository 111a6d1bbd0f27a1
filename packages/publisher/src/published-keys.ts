import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { requireStoredTag } from './require-stored-tag.js';

/**
 * The object, under the prefix, that lists the keys `docs publish` put there (relative to the prefix).
 * `--delete` removes only stale objects it lists: the bucket may hold objects of others under the same
 * prefix (an archived version, logs, another tool's files) that are not the site's to remove.
 */
export const PUBLISHED_KEYS = '.docs-publish.json';

/**
 * What the last publish under a prefix listed, keys relative to it: the site's (`keys`), and the
 * content-hashed assets that left the site with it and are kept one publish more (`retired`), for
 * readers whose open page still loads them.
 */
export interface PublishedKeys {
  keys: ReadonlySet<string>;
  retired: ReadonlySet<string>;
  /**
   * The MD5 of what docs publish put under each key (two while a publish that replaces it runs, the old
   * and the new): an object that holds anything else was replaced by another writer since, and is theirs.
   * A list from before MD5s were kept has none: its keys are owned by name alone.
   */
  md5?: ReadonlyMap<string, readonly string[]>;
  /**
   * The headers each object was uploaded with (`servedHeadersOf`): a file whose contents match its object
   * is sent again when these differ from what it would be served with now (rules changed since, or an
   * object put there by another tool), as headers cannot be compared without asking for each object.
   */
  served?: ReadonlyMap<string, string>;
}

/** Whether an object under a listed key still holds what docs publish put there, as far as the list knows. */
export function isAsPublished(list: PublishedKeys, key: string, md5: string | undefined): boolean {
  const known = list.md5?.get(key);
  return known === undefined || (md5 !== undefined && known.includes(md5));
}

/**
 * The list the last publish under `prefix` left (the caller knows it is there). One that cannot be read
 * (no right to read it, a service failing, a list damaged) fails the publish: taken for none, it would
 * be written over, and the stale objects it named would never be removed.
 */
export async function readPublishedKeys(client: S3Client, bucket: string, prefix: string): Promise<{ list: PublishedKeys; version: string | undefined }> {
  const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: `${prefix}${PUBLISHED_KEYS}` }));
  const text = (await object.Body?.transformToString()) ?? '';
  let read: { keys?: unknown; retired?: unknown; md5?: unknown; served?: unknown };
  try {
    read = JSON.parse(text) as typeof read;
  } catch {
    read = {};
  }
  if (!read || !Array.isArray(read.keys)) throw Object.assign(new Error(`${prefix}${PUBLISHED_KEYS}, the list of what docs publish put under the prefix, is damaged.`), { name: 'PublishedKeysDamaged' });
  const strings = (list: unknown) => (Array.isArray(list) ? list.filter((key): key is string => typeof key === 'string') : []);
  const md5 = new Map<string, string[]>();
  if (read.md5 && typeof read.md5 === 'object') for (const [key, sums] of Object.entries(read.md5)) md5.set(key, strings(sums));
  const served = new Map<string, string>();
  if (read.served && typeof read.served === 'object') for (const [key, headers] of Object.entries(read.served)) if (typeof headers === 'string') served.set(key, headers);
  return { list: { keys: new Set(strings(read.keys)), retired: new Set(strings(read.retired)), ...(read.md5 ? { md5 } : {}), ...(read.served ? { served } : {}) }, version: object.ETag };
}

/**
 * The version (ETag) of the list under `prefix` now, none when there is none: a publish compares it with
 * the one it read or wrote, to find another that ran at the same time (`PublishedConcurrently`).
 */
export async function publishedKeysVersion(client: S3Client, bucket: string, prefix: string): Promise<string | undefined> {
  try {
    return (await client.send(new HeadObjectCommand({ Bucket: bucket, Key: `${prefix}${PUBLISHED_KEYS}` }))).ETag;
  } catch (error) {
    if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return undefined;
    throw error;
  }
}

/** Whether two lists name the same keys, with the same MD5s. */
export function samePublishedKeys(a: PublishedKeys | undefined, b: PublishedKeys): boolean {
  const same = (x: ReadonlySet<string>, y: ReadonlySet<string>) => x.size === y.size && [...x].every((key) => y.has(key));
  const sorted = (map: ReadonlyMap<string, unknown> | undefined) => JSON.stringify(byKey(map));
  return a !== undefined && same(a.keys, b.keys) && same(a.retired, b.retired) && sorted(a.md5) === sorted(b.md5) && sorted(a.served) === sorted(b.served);
}

/**
 * Writes the list of keys the site has under `prefix`; returns the version (ETag) written. With `over`,
 * only over that version of the list (`null`: only where there is none), which a service that keeps
 * conditional writes refuses otherwise (`isWrittenMeanwhile`), so that no other publish's list is lost.
 */
export async function writePublishedKeys(client: S3Client, bucket: string, prefix: string, list: PublishedKeys, over?: string | null): Promise<string> {
  const about = 'The objects docs publish put under this prefix: docs publish --delete removes no other.';
  const body = `${JSON.stringify({ about, keys: [...list.keys].sort(), retired: [...list.retired].sort(), md5: byKey(list.md5), served: byKey(list.served) })}\n`;
  const condition = over === undefined ? {} : over === null ? { IfNoneMatch: '*' } : { IfMatch: over };
  const put = await client.send(new PutObjectCommand({ Bucket: bucket, Key: `${prefix}${PUBLISHED_KEYS}`, Body: body, ContentType: 'application/json', CacheControl: 'no-store', ...condition }));
  return requireStoredTag(put.ETag, `${prefix}${PUBLISHED_KEYS}`);
}

/**
 * Writes the list over the version given, as `writePublishedKeys`. The version goes unquoted first, as
 * Ceph compares it (AWS S3 takes either), then quoted, as the HTTP standard writes it; a service that
 * refuses both though the list is as it was, or refuses conditions at all (501), gets the write without
 * one, as before conditional writes were used.
 */
export async function writePublishedKeysOver(client: S3Client, bucket: string, prefix: string, list: PublishedKeys, over: string | null): Promise<string> {
  const conditions = over === null ? [null] : [over.replaceAll('"', ''), `"${over.replaceAll('"', '')}"`];
  for (const condition of conditions) {
    try {
      return await writePublishedKeys(client, bucket, prefix, list, condition);
    } catch (error) {
      const refusal = conditionalWriteRefusal(error);
      if (refusal === 'unsupported') break;
      if (refusal !== 'changed' || (await publishedKeysVersion(client, bucket, prefix)) !== (over ?? undefined)) throw error;
    }
  }
  return writePublishedKeys(client, bucket, prefix, list);
}

/**
 * Why a conditional write of the list was refused: another publish wrote it first (412; AWS answers 404
 * to an `If-Match` on a list removed meanwhile), another write of it is under way (409, to be tried
 * again), or the service does not do conditional writes (501, or a 400 naming the header).
 */
export function conditionalWriteRefusal(error: unknown): 'changed' | 'busy' | 'unsupported' | undefined {
  const { name, message, $metadata } = error as { name?: string; message?: string; $metadata?: { httpStatusCode?: number } };
  const status = $metadata?.httpStatusCode;
  if (name === 'PreconditionFailed' || status === 412 || name === 'NoSuchKey') return 'changed';
  if (name === 'ConditionalRequestConflict' || status === 409) return 'busy';
  if (name === 'NotImplemented' || status === 501 || (status === 400 && /if-(none-)?match|conditional/i.test(`${name} ${message}`))) return 'unsupported';
  return undefined;
}

/** Whether a conditional write of the list was refused because another publish wrote it, or is writing it. */
export function isWrittenMeanwhile(error: unknown): boolean {
  const refusal = conditionalWriteRefusal(error);
  return refusal === 'changed' || refusal === 'busy';
}

/** Two publishes' lists as one: every key either claims, with every MD5 either knows for it. */
export function mergePublishedKeys(ours: PublishedKeys, theirs: PublishedKeys): PublishedKeys {
  const md5 = new Map<string, string[]>();
  for (const list of [theirs, ours]) for (const [key, sums] of list.md5 ?? []) md5.set(key, [...new Set([...(md5.get(key) ?? []), ...sums])]);
  return {
    keys: new Set([...theirs.keys, ...ours.keys]),
    retired: new Set([...theirs.retired, ...ours.retired]),
    ...(ours.md5 || theirs.md5 ? { md5 } : {}),
    served: new Map([...(theirs.served ?? []), ...(ours.served ?? [])]),
  };
}

/** A map's entries as an object, in the order of their keys: the same map always writes the same JSON. */
function byKey<V>(map: ReadonlyMap<string, V> | undefined): Record<string, V> {
  return Object.fromEntries([...(map ?? [])].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
