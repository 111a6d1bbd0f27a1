/**
 * The ETag a storage service answers an upload with, which every S3 implementation sends. A server
 * that answers 200 without one (a website put in `--endpoint` in place of the storage API, which
 * answers every request with a page) stored nothing: the publish stops there, before it reports a
 * site published that is not.
 */
export function requireStoredTag(etag: string | undefined, key: string): string {
  if (etag) return etag;
  throw Object.assign(new Error(`The endpoint answered the upload of ${key} without an ETag, as no S3 storage service does: nothing was stored.`), { name: 'NotS3Answer' });
}
