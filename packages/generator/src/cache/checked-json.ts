import { readFileSync } from 'node:fs';
import { crc32 } from 'node:zlib';

/**
 * The JSON files of the build cache end with a line holding a CRC-32 of what comes before it, as its
 * page entries carry one: a file damaged without a byte lost (a flipped severity, another title) would
 * otherwise still parse, and be used as if this build had made it.
 */
const TRAILER = '\n#crc32 ';

/** The pieces of a JSON text, followed by its checksum line. */
export function* withChecksum(pieces: string | Iterable<string>): Iterable<string> {
  let crc = 0;
  for (const piece of typeof pieces === 'string' ? [pieces] : pieces) {
    crc = crc32(piece, crc);
    yield piece;
  }
  yield `\n#crc32 ${crc}\n`;
}

/** The value of a text `withChecksum` wrote, or nothing when it is not whole, or not JSON. */
export function parseChecked(text: string): unknown {
  // Found from the end: the findings of a large site are megabytes of JSON.
  const at = text.lastIndexOf(TRAILER);
  const written = at < 0 ? '' : text.slice(at + TRAILER.length, -1);
  if (!text.endsWith('\n') || !/^\d+$/.test(written)) return undefined;
  const json = text.slice(0, at);
  if (crc32(json) !== Number(written)) return undefined;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The value of a file `withChecksum` wrote: nothing when there is no file (none yet), `unreadable` when
 * the file is there but not whole, or not JSON (damaged), which the cache counts in its one warning.
 */
export function readChecked(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  return parseChecked(text) ?? UNREADABLE;
}

export const UNREADABLE = 'unreadable';
