import { describe, expect, it } from 'vitest';
import { formatLocation } from '../src/diagnostic.js';

describe('formatLocation', () => {
  it('writes a text position as file:line:column and a place in the description as file#pointer', () => {
    expect(formatLocation({ file: 'content/a.md', line: 12, column: 5 })).toBe('content/a.md:12:5');
    expect(formatLocation({ file: 'content/a.md', line: 12 })).toBe('content/a.md:12:1');
    expect(formatLocation({ file: 'spec/openapi.json', pointer: '/paths/~1x/get' })).toBe('spec/openapi.json#/paths/~1x/get');
    expect(formatLocation({ file: 'spec/openapi.json' })).toBe('spec/openapi.json');
  });

  it('writes both when it has both, the position first so that editors and terminals still follow it', () => {
    expect(formatLocation({ file: 'spec/openapi.json', line: 42, column: 15, pointer: '/paths/~1x/get' })).toBe('spec/openapi.json:42:15#/paths/~1x/get');
  });
});
