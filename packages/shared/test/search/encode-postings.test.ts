import { describe, expect, it } from 'vitest';
import { decodePostings, encodePostings } from '../../src/search/index.js';

describe('encodePostings', () => {
  it('writes each slot as gaps between ids, 0 for an empty slot, and nothing after the last one', () => {
    expect(encodePostings([[3, 5, 40], null, [7], undefined, null])).toEqual([[3, 2, 35], 0, [7]]);
    expect(decodePostings([[3, 2, 35], 0, [7]])).toEqual([[3, 5, 40], null, [7]]);
  });

  it('marks whole-word and whole-field matches, and gives them back', () => {
    const encoded = encodePostings([[3, 5, 40], [2]], { whole: new Set([5, 2, 40]), sole: new Set([40]) });
    expect(encoded).toEqual([[9, 7, 107], [7]]);
    const marks = { whole: [] as number[], sole: [] as number[] };
    expect(decodePostings(encoded, marks)).toEqual([[3, 5, 40], [2]]);
    expect(marks).toEqual({ whole: [5, 40, 2], sole: [40] });
  });
});
