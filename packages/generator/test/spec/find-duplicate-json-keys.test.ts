import { describe, expect, it } from 'vitest';
import { findDuplicateJsonKeys } from '../../src/spec/find-duplicate-json-keys.js';

const pointers = (text: string) => findDuplicateJsonKeys(text).map(({ pointer }) => pointer);

describe('findDuplicateJsonKeys', () => {
  it('finds a key repeated in one object, with where both are written', () => {
    const text = '{"paths":{"/a":{"get":1},"/a":{"post":2}}}';
    expect(findDuplicateJsonKeys(text)).toEqual([{ key: '/a', pointer: '/paths/~1a', offset: text.lastIndexOf('"/a"'), firstOffset: text.indexOf('"/a"') }]);
  });

  it('does not take the same key in different objects, or a value equal to a key, for a repeat', () => {
    expect(pointers('{"a":{"x":1},"b":{"x":"x"},"c":[{"x":1},{"x":2}],"d":["a","a"]}')).toEqual([]);
  });

  it('names a repeat inside arrays by its index, and escapes the pointer', () => {
    expect(pointers('{"list":[{"k":1},{"a/b~c":1,"a/b~c":2}]}')).toEqual(['/list/1/a~1b~0c']);
  });

  it('compares keys as JSON reads them: escapes, and quotes and braces inside strings', () => {
    expect(pointers('{"a\\"b":1,"a\\u0022b":2}')).toEqual(['/a"b']);
    expect(pointers('{"t":"{\\"x\\":1,\\"x\\":2}","u":"\\\\","v":1}')).toEqual([]);
  });
});
