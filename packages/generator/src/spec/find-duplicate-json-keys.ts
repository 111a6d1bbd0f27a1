import { escapeToken } from './find-refs.js';
import { endOfJsonString } from './json-string-end.js';

/** A key written twice in one JSON object: where the second one is, and what it names. */
export interface DuplicateJsonKey {
  key: string;
  /** JSON pointer of the key (its object's pointer and the key). */
  pointer: string;
  /** Offset of the second key's opening quote. */
  offset: number;
  /** Offset of the first key's opening quote. */
  firstOffset: number;
}

const QUOTE = 34;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;
const COMMA = 44;

/**
 * Finds the keys written twice in one object of a JSON text that parses. `JSON.parse` keeps the last and
 * drops the first without a word, so an operation or a schema of a third party's description would be
 * missing from the docs with nobody told (YAML's parser refuses such a file). One pass over the text,
 * strings skipped by search rather than character by character.
 */
export function findDuplicateJsonKeys(text: string): DuplicateJsonKey[] {
  const found: DuplicateJsonKey[] = [];
  // One frame per open object or array, outermost first: an object's keys (with where each was written)
  // and the key being read, or an array's index. Pointers are made only for what is found.
  const frames: Frame[] = [];
  let expectKey = false;
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (code === QUOTE) {
      const start = at;
      const end = endOfJsonString(text, at);
      if (end < 0) break;
      at = end;
      const frame = frames[frames.length - 1];
      if (expectKey && frame?.keys) {
        const raw = text.slice(start + 1, end);
        const key = raw.includes('\\') ? (JSON.parse(`"${raw}"`) as string) : raw;
        const first = frame.keys.get(key);
        if (first === undefined) frame.keys.set(key, start);
        else found.push({ key, pointer: pointerOf(frames, key), offset: start, firstOffset: first });
        frame.key = key;
        expectKey = false;
      }
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      frames.push(code === OPEN_BRACE ? { keys: new Map(), index: 0 } : { index: 0 });
      expectKey = code === OPEN_BRACE;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      frames.pop();
      expectKey = false;
    } else if (code === COMMA) {
      const frame = frames[frames.length - 1];
      if (frame) frame.index++;
      expectKey = Boolean(frame?.keys);
    }
  }
  return found;
}

interface Frame {
  /** An object's keys, each with the offset of its first writing. */
  keys?: Map<string, number>;
  /** The key whose value is being read. */
  key?: string;
  /** An array's index of the item being read. */
  index: number;
}

/** The pointer of `key` in the innermost of `frames`. */
function pointerOf(frames: readonly Frame[], key: string): string {
  const segments = frames.slice(0, -1).map((frame) => (frame.keys ? (frame.key ?? '') : String(frame.index)));
  return [...segments, key].map((segment) => `/${escapeToken(segment)}`).join('');
}
