import { describe, expect, it } from 'vitest';
import { capPostings } from '../../src/search/cap-postings.js';

describe('capPostings', () => {
  it('keeps the best-scored entries of a term, up to the limit', () => {
    expect(capPostings([[1, 2], null, [3, 4, 5]], 3)).toEqual([[1, 2], null, [3]]);
    expect(capPostings([[1, 2], null, [3, 4, 5]], 2)).toEqual([[1, 2]]);
    expect(capPostings([null, [9]], 2)).toEqual([null, [9]]);
  });
});
