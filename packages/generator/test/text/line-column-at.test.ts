import { describe, expect, it } from 'vitest';
import { lineColumnAt } from '../../src/text/line-column-at.js';

describe('lineColumnAt', () => {
  const text = '{\n  "a": 1,\n  "b": 2\n}\n';

  it('counts lines and columns from 1', () => {
    expect(lineColumnAt(text, 0)).toEqual({ line: 1, column: 1 });
    expect(lineColumnAt(text, text.indexOf('"a"'))).toEqual({ line: 2, column: 3 });
    expect(lineColumnAt(text, text.indexOf('}'))).toEqual({ line: 4, column: 1 });
  });

  it('places the newline itself at the end of its line', () => {
    expect(lineColumnAt(text, 1)).toEqual({ line: 1, column: 2 });
  });

  it('counts Windows line ends as one line each', () => {
    expect(lineColumnAt('a\r\nb\r\nc', 6)).toEqual({ line: 3, column: 1 });
  });

  it('clamps offsets beyond the text to its end', () => {
    expect(lineColumnAt('ab\ncd', 99)).toEqual({ line: 2, column: 3 });
    expect(lineColumnAt('ab', -4)).toEqual({ line: 1, column: 1 });
  });
});
