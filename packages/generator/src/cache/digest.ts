import { createHash } from 'node:crypto';

/** A short digest of some text, for memo keys. */
export function digest(...parts: string[]): string {
  const hash = createHash('sha1');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('base64');
}
