import type { EncodedPostings, Postings } from './search-data.js';

/** For prefix-matched fields: the documents of which a term is a whole word, and those that are that word alone. */
export interface PostingMarks<Ids> {
  whole: Ids;
  sole: Ids;
}

/** How a document matches a term in a prefix field: by its start, as a whole word, as the whole field. */
const MATCHES = 3;

/**
 * Postings as a term shard stores them. Each slot's ids are written as the gap from the previous id
 * (ids within a slot ascend, so gaps are small numbers that compress well), and, for prefix-matched
 * fields, times three plus 1 when the term is a whole word of that document rather than the start of a
 * longer one, plus 2 when the document is that word alone: ranking prefers both, and must know it
 * without the document's text.
 */
export function encodePostings(slots: Postings, marks?: PostingMarks<ReadonlySet<number>>): EncodedPostings {
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
        if (!marks) return gap;
        return gap * MATCHES + (marks.sole.has(id) ? 2 : marks.whole.has(id) ? 1 : 0);
      }),
    );
  }
  while (encoded.length && encoded[encoded.length - 1] === 0) encoded.pop();
  return encoded;
}

/**
 * The postings `encodePostings` wrote, as FlexSearch's index holds them. With `marks`, the ids marked
 * as whole-word and whole-field matches are added to them.
 */
export function decodePostings(encoded: EncodedPostings, marks?: PostingMarks<number[]>): Postings {
  return encoded.map((values) => {
    if (values === 0) return null;
    let previous = 0;
    return values.map((value) => {
      if (!marks) return (previous += value);
      const match = value % MATCHES;
      previous += (value - match) / MATCHES;
      if (match >= 1) marks.whole.push(previous);
      if (match === 2) marks.sole.push(previous);
      return previous;
    });
  });
}
