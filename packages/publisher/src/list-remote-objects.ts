import { HeadObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { runPool } from './run-pool.js';

/** An object already in the bucket. `md5` is the contents' MD5 when known (the ETag of a single-part upload, or our metadata). */
export interface RemoteObject {
  key: string;
  size: number;
  md5: string | undefined;
  /** When it was last written (ms since the epoch, by the service's clock), when the listing says. */
  modifiedAt?: number;
}

/** The metadata key where uploads keep the MD5 of their contents (a multipart upload's ETag is not one). */
export const MD5_METADATA = 'md5';

/**
 * The headers each object is served with (`servedHeadersOf`'s form), asked of the service one object
 * at a time: for the few whose headers the last publish's list cannot vouch for.
 */
export async function readServedHeaders(client: S3Client, bucket: string, objects: readonly RemoteObject[]): Promise<Map<string, string>> {
  const headers = new Map<string, string>();
  await runPool(objects, 8, async (object) => {
    const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: object.key }));
    headers.set(object.key, `${head.ContentType ?? ''}\n${head.CacheControl ?? ''}`);
  });
  return headers;
}

/**
 * Every object under the prefix, page by page of the listing. A single-part object's ETag is its MD5;
 * for a multipart one (ETag with a `-`) the MD5 comes from our metadata.
 */
export async function listRemoteObjects(client: S3Client, bucket: string, prefix: string): Promise<Map<string, RemoteObject>> {
  const objects = new Map<string, RemoteObject>();
  const multipart: RemoteObject[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix || undefined, ContinuationToken: token }));
    // Every S3 listing names its bucket and its page size: an answer without them (a web page served with
    // 200) is no listing, and taken for an empty bucket it made a dry run look right.
    if (page.Name === undefined && page.MaxKeys === undefined && page.KeyCount === undefined) {
      throw Object.assign(new Error(`The endpoint answered the listing of ${bucket} with no S3 listing, as no S3 storage service does.`), { name: 'NotS3Answer' });
    }
    for (const item of page.Contents ?? []) {
      if (!item.Key) continue;
      const etag = (item.ETag ?? '').replaceAll('"', '');
      const object: RemoteObject = { key: item.Key, size: item.Size ?? 0, md5: etag.includes('-') ? undefined : etag, ...(item.LastModified ? { modifiedAt: item.LastModified.getTime() } : {}) };
      if (!object.md5) multipart.push(object);
      objects.set(item.Key, object);
    }
    // A listing cut short would leave stale objects and send unchanged files again; one that repeats would never end.
    const next = page.IsTruncated ? page.NextContinuationToken : undefined;
    if (page.IsTruncated && !next) throw new Error(`the storage service said the listing of ${bucket} goes on, but gave no token to read on with`);
    if (next !== undefined && next === token) throw new Error(`the storage service gave the same listing token of ${bucket} twice`);
    token = next;
  } while (token);
  await runPool(multipart, 8, async (object) => {
    const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: object.key }));
    object.md5 = head.Metadata?.[MD5_METADATA];
  });
  return objects;
}
