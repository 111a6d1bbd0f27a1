import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';

/**
 * The object, under the prefix, that lists the keys `docs publish` put there (relative to the prefix).
 * `--delete` removes only stale objects it lists: the bucket may hold objects of others under the same
 * prefix (an archived version, logs, another tool's files) that are not the site's to remove.
 */
export const PUBLISHED_KEYS = '.docs-publish.json';

/** The keys the last publish under `prefix` listed; none when it left no list (or one that cannot be read). */
export async function readPublishedKeys(client: S3Client, bucket: string, prefix: string): Promise<Set<string> | undefined> {
  try {
    const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: `${prefix}${PUBLISHED_KEYS}` }));
    const { keys } = JSON.parse((await object.Body?.transformToString()) ?? '') as { keys?: unknown };
    return Array.isArray(keys) ? new Set(keys.filter((key): key is string => typeof key === 'string')) : undefined;
  } catch {
    return undefined;
  }
}

/** Writes the list of keys the site has under `prefix`. */
export async function writePublishedKeys(client: S3Client, bucket: string, prefix: string, keys: Iterable<string>): Promise<void> {
  const body = `${JSON.stringify({ about: 'The objects docs publish put under this prefix: docs publish --delete removes no other.', keys: [...keys].sort() })}\n`;
  await client.send(new PutObjectCommand({ Bucket: bucket, Key: `${prefix}${PUBLISHED_KEYS}`, Body: body, ContentType: 'application/json', CacheControl: 'no-store' }));
}
