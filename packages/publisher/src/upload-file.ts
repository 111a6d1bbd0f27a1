import { readFile } from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import { AbortMultipartUploadCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { cacheControlOf, contentTypeOf } from '@docs/shared';
import type { LocalFile } from './list-local-files.js';
import { MD5_METADATA } from './list-remote-objects.js';
import { requireStoredTag } from './require-stored-tag.js';

/** Above this size a file goes up in parts (each part retried on its own); below, in one request. */
export const MULTIPART_ABOVE = 16 * 1024 * 1024;

/** The headers an object is served with (`Content-Type`, `Cache-Control`), as one text, for the list of what was published. */
export function servedHeadersOf(file: Pick<LocalFile, 'key' | 'copied'>): string {
  return `${contentTypeOf(file.key)}\n${cacheControlOf(file.key, file.copied)}`;
}

/**
 * Uploads one file with the headers a static host must send (`Content-Type`, `Cache-Control`, the
 * rules `docs serve` follows) and its MD5 in metadata. Small files are sent as a Buffer, which the
 * SDK can retry; a stream it cannot, so large files go through lib-storage, which retries each part.
 */
export async function uploadFile(client: S3Client, bucket: string, key: string, file: LocalFile, signal?: AbortSignal): Promise<number> {
  const headers = { ContentType: contentTypeOf(file.key), CacheControl: cacheControlOf(file.key, file.copied), Metadata: { [MD5_METADATA]: file.md5 } };
  if (file.size <= MULTIPART_ABOVE) {
    const body = await readFile(file.absolutePath);
    const put = await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentMD5: Buffer.from(file.md5, 'hex').toString('base64'), ...headers }));
    requireStoredTag(put.ETag, key);
    return 1;
  }
  const upload = new Upload({ client, params: { Bucket: bucket, Key: key, Body: createReadStream(file.absolutePath), ...headers }, partSize: 8 * 1024 * 1024, queueSize: 2 });
  const stop = () => void upload.abort();
  signal?.addEventListener('abort', stop, { once: true });
  try {
    await upload.done();
  } catch (error) {
    // Stopped: the parts sent so far are dropped now. lib-storage drops them only once the part in
    // flight ends, which a process that exits does not wait for, and the service keeps (and bills)
    // an unfinished upload until a lifecycle rule removes it.
    const uploadId = (upload as unknown as { uploadId?: string }).uploadId;
    if (signal?.aborted && uploadId) await client.send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId: uploadId })).catch(() => undefined);
    throw error;
  } finally {
    signal?.removeEventListener('abort', stop);
  }
  return Math.ceil(file.size / (8 * 1024 * 1024)) + 2;
}
