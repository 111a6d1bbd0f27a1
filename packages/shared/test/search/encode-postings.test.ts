import { describe, expect, it } from 'vitest';
import { decodePostings, encodePostings } from '../../src/search/index.js';

describe('encodePostings', () => {
  it('writes each slot as gaps between ids, 0 for an empty slot, and nothing after the last one', () => {
    expect(encodePostings([[3, 5, 40], null, [7], undefined, null])).toEqual([[3, 2, 35], 0, [7]]);
    expect(decodePostings([[3, 2, 35], 0, [7]])).toEqual([[3, 5, 40], null, [7]]);
  });

  it('marks whole-word matches, and gives them back', () => {
    const encoded = encodePostings([[3, 5, 40], [2]], new Set([5, 2]));
    expect(encoded).toEqual([[6, 5, 70], [5]]);
    const whole: number[] = [];
    expect(decodePostings(encoded, whole)).toEqual([[3, 5, 40], [2]]);
    expect(whole).toEqual([5, 2]);
  });
});
