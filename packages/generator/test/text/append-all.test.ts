import { describe, expect, it } from 'vitest';
import { appendAll } from '../../src/text/append-all.js';

describe('appendAll', () => {
  it('adds more items than a call takes arguments (a site\'s 150,000 static files), in order', () => {
    const list = ['first'];
    const many = Array.from({ length: 300_000 }, (_, index) => `file-${index}`);
    expect(() => list.push(...many)).toThrow(RangeError);
    list.length = 1;
    appendAll(list, many);
    expect(list).toHaveLength(300_001);
    expect([list[1], list.at(-1)]).toEqual(['file-0', 'file-299999']);
  });
});
