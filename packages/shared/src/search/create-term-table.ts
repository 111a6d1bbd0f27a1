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
  const chunks = new Map<string, number[]>();
  return {
    terms,
    termsOf(content) {
      text++;
      const found: number[] = [];
      // indexOf and substring rather than split: no array of every chunk, and a third faster on long texts.
      for (let start = 0; start < content.length; ) {
        const space = content.indexOf(' ', start);
        const end = space < 0 ? content.length : space;
        if (end > start) {
          const chunk = content.substring(start, end);
          let encoded = chunks.get(chunk);
          if (!encoded) chunks.set(chunk, (encoded = encode(chunk, true).map(numberOf)));
          for (let at = 0; at < encoded.length; at++) {
            const term = encoded[at]!;
            if (seenIn[term] === text) continue;
            seenIn[term] = text;
            found.push(term);
          }
        }
        start = end + 1;
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
