import type { EncodedPostings, Postings } from './search-data.js';

/**
 * Postings as a term shard stores them. Each slot's ids are written as the gap from the previous id
 * (ids within a slot ascend, so gaps are small numbers that compress well), and, for prefix-matched
 * fields, doubled plus one when the term is a whole word of that document rather than the start of
 * a longer one: ranking prefers whole words, and must know it without the document's text.
 */
export function encodePostings(slots: Postings, whole?: ReadonlySet<number>): EncodedPostings {
  const encoded: EncodedPostings = [];
  for (const ids of slots) {
    if (!ids?.length) {
      encoded.push(0);
      continue;
    }
    let previous = 0;
    encoded.push(
      ids.map((id) => {
        const gap = id - previous;
        previous = id;
        return whole ? gap * 2 + (whole.has(id) ? 1 : 0) : gap;
      }),
    );
  }
  while (encoded.length && encoded[encoded.length - 1] === 0) encoded.pop();
  return encoded;
}

/**
 * The postings `encodePostings` wrote, as FlexSearch's index holds them. With `whole`, the ids marked
 * as whole-word matches are added to it.
 */
export function decodePostings(encoded: EncodedPostings, whole?: number[]): Postings {
  return encoded.map((values) => {
    if (values === 0) return null;
    let previous = 0;
    return values.map((value) => {
      const bit = whole ? value & 1 : 0;
      previous += whole ? (value - bit) / 2 : value;
      if (bit) whole!.push(previous);
      return previous;
    });
  });
}
