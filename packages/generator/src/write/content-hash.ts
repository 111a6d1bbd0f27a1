import { createHash } from 'node:crypto';

/** A short hash of a file's contents, for file names that can be cached forever. */
export function contentHash(contents: string | Uint8Array): string {
  return createHash('sha256').update(contents).digest('base64url').slice(0, 10).replace(/[-_]/g, 'x');
}

/** `assets/site.css` + contents → `assets/site.3fA9kq0xZb.css`. */
export function hashedName(path: string, contents: string | Uint8Array): string {
  const dot = path.lastIndexOf('.');
  return `${path.slice(0, dot)}.${contentHash(contents)}${path.slice(dot)}`;
}
