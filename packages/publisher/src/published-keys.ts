import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';

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
}

/** The list the last publish under `prefix` left; none when it left none (or one that cannot be read). */
export async function readPublishedKeys(client: S3Client, bucket: string, prefix: string): Promise<PublishedKeys | undefined> {
  try {
    const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: `${prefix}${PUBLISHED_KEYS}` }));
    const { keys, retired } = JSON.parse((await object.Body?.transformToString()) ?? '') as { keys?: unknown; retired?: unknown };
    const strings = (list: unknown) => new Set(Array.isArray(list) ? list.filter((key): key is string => typeof key === 'string') : []);
    return Array.isArray(keys) ? { keys: strings(keys), retired: strings(retired) } : undefined;
  } catch {
    return undefined;
  }
}

/** Whether two lists name the same keys. */
export function samePublishedKeys(a: PublishedKeys | undefined, b: PublishedKeys): boolean {
  const same = (x: ReadonlySet<string>, y: ReadonlySet<string>) => x.size === y.size && [...x].every((key) => y.has(key));
  return a !== undefined && same(a.keys, b.keys) && same(a.retired, b.retired);
}

/** Writes the list of keys the site has under `prefix`. */
export async function writePublishedKeys(client: S3Client, bucket: string, prefix: string, list: PublishedKeys): Promise<void> {
  const about = 'The objects docs publish put under this prefix: docs publish --delete removes no other.';
  const body = `${JSON.stringify({ about, keys: [...list.keys].sort(), retired: [...list.retired].sort() })}\n`;
  await client.send(new PutObjectCommand({ Bucket: bucket, Key: `${prefix}${PUBLISHED_KEYS}`, Body: body, ContentType: 'application/json', CacheControl: 'no-store' }));
}
