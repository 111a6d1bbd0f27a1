import type { Encoder } from 'flexsearch';

/** The terms a build meets, numbered, so that collecting postings works with numbers rather than strings. */
export interface TermTable {
  /** The term of each number. */
  terms: string[];
  /** The distinct terms of a text, in order of first appearance, as `encoder.encode(text, true)` gives them. */
  termsOf(text: string): number[];
  /** The starts of a term ("r", "re", "rek"…), the whole term last. */
  prefixesOf(term: number): number[];
}

/**
 * A term table that encodes each space-separated chunk of text once per build: section texts repeat
 * the same words thousands of times, and encoding them was most of the cost of indexing a large site.
 * The terms are those of encoding the whole text because the encoder works word by word and encoding
 * a term again leaves it unchanged (only FlexSearch's own cache, which lets a repeated term through,
 * can make it differ: the build's terms are the ones without that quirk).
 */
export function createTermTable(encoder: Encoder): TermTable {
  const numbers = new Map<string, number>();
  const terms: string[] = [];
  const prefixes: number[][] = [];
  // The text a term was last seen in, to drop repeats without a set per text.
  const seenIn: number[] = [];
  let text = 0;
  // With `true`, encode drops repeated terms, as Index.add has it do; its types name only the text.
  const encode = encoder.encode.bind(encoder) as (text: string, dedupe: boolean) => string[];
  const numberOf = (term: string) => {
    let number = numbers.get(term);
    if (number === undefined) {
      number = terms.length;
      numbers.set(term, number);
      terms.push(term);
      seenIn.push(-1);
    }
    return number;
  };
  const chunks = createChunkTable((chunk) => encode(chunk, true).map(numberOf));
  return {
    terms,
    termsOf(content) {
      text++;
      const found: number[] = [];
      const length = content.length;
      for (let at = 0; at < length; at++) {
        // Hash the chunk while finding its end: no substring of it, and no hashing of one by the engine.
        const start = at;
        let hash = FNV_OFFSET;
        let code: number;
        while (at < length && (code = content.charCodeAt(at)) !== SPACE) {
          hash = Math.imul(hash ^ code, FNV_PRIME);
          at++;
        }
        if (at === start) continue;
        const encoded = chunks.termsOf(content, start, at, hash);
        for (let index = 0; index < encoded.length; index++) {
          const term = encoded[index]!;
          if (seenIn[term] === text) continue;
          seenIn[term] = text;
          found.push(term);
        }
      }
      return found;
    },
    prefixesOf(term) {
      let found = prefixes[term];
      if (!found) {
        const word = terms[term]!;
        prefixes[term] = found = Array.from({ length: word.length }, (_, end) => numberOf(word.slice(0, end + 1)));
      }
      return found;
    },
  };
}

const SPACE = 0x20;
const FNV_OFFSET = 0x811c9dc5 | 0;
const FNV_PRIME = 0x01000193;

/**
 * The terms of each distinct chunk, found by a hash the caller computes while scanning, in an open
 * addressing table. A site's texts hold millions of chunks but only thousands of distinct ones: a Map
 * keyed by substrings cut and hashed every one of them, and took a third of the index's build.
 */
function createChunkTable(encodeChunk: (chunk: string) => number[]) {
  const chunks: string[] = [];
  const hashes: number[] = [];
  const encoded: number[][] = [];
  let mask = 0xfff;
  let slots = new Int32Array(mask + 1).fill(-1);
  const place = (hash: number, index: number) => {
    let at = hash & mask;
    while (slots[at] !== -1) at = (at + 1) & mask;
    slots[at] = index;
  };
  return {
    /** The terms of `content.slice(start, end)`, whose hash is `hash`. */
    termsOf(content: string, start: number, end: number, hash: number): number[] {
      const length = end - start;
      for (let at = hash & mask; ; at = (at + 1) & mask) {
        const index = slots[at]!;
        if (index === -1) break;
        if (hashes[index] === hash && chunks[index]!.length === length && content.startsWith(chunks[index]!, start)) return encoded[index]!;
      }
      const chunk = content.substring(start, end);
      const terms = encodeChunk(chunk);
      chunks.push(chunk);
      hashes.push(hash);
      encoded.push(terms);
      // At most half full, so that a probe ends soon.
      if (chunks.length * 2 > mask) {
        mask = mask * 2 + 1;
        slots = new Int32Array(mask + 1).fill(-1);
        hashes.forEach(place);
      } else place(hash, chunks.length - 1);
      return terms;
    },
  };
}
