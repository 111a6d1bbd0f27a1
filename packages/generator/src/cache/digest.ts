import { createHash } from 'node:crypto';

/** A short digest of some text, for memo keys. */
export function digest(...parts: (string | Uint8Array)[]): string {
  const hash = createHash('sha1');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('base64');
}

/** A digest that is also a file name (URL-safe base64 of SHA-256), for the keys of the disk cache. */
export function fileDigest(...parts: (string | Uint8Array)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('base64url');
}

/**
 * `fileDigest` of many parts given one at a time: the key of something made from a whole large site
 * (its search records, its links) without first joining them into one string of a hundred megabytes.
 */
export function streamedDigest(parts: Iterable<string>): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('base64url');
}
