import { describe, expect, it } from 'vitest';
import { colorWanted } from '../src/io.js';

describe('colorWanted', () => {
  it('colours a terminal\'s messages unless NO_COLOR or FORCE_COLOR=0 says not, and any output with FORCE_COLOR', () => {
    expect(colorWanted({}, true)).toBe(true);
    expect(colorWanted({}, false)).toBe(false);
    expect(colorWanted({ NO_COLOR: '1' }, true)).toBe(false);
    // An empty NO_COLOR is as if it were not set.
    expect(colorWanted({ NO_COLOR: '' }, true)).toBe(true);
    expect(colorWanted({ FORCE_COLOR: '1' }, false)).toBe(true);
    expect(colorWanted({ FORCE_COLOR: '0' }, true)).toBe(false);
    expect(colorWanted({ FORCE_COLOR: '0' }, false)).toBe(false);
    expect(colorWanted({ NO_COLOR: '1', FORCE_COLOR: '1' }, true)).toBe(false);
    // A terminal that says it has no escape codes prints them as text.
    expect(colorWanted({ TERM: 'dumb' }, true)).toBe(false);
    expect(colorWanted({ TERM: 'dumb', FORCE_COLOR: '1' }, true)).toBe(true);
  });
});
