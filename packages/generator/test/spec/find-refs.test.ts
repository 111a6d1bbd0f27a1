import { describe, expect, it } from 'vitest';
import { findRefs, pointerTokens } from '../../src/spec/find-refs.js';

describe('findRefs', () => {
  it('lists every $ref with the pointer of the object that holds it', () => {
    const document = {
      paths: { '/a/{id}': { get: { responses: { '200': { $ref: '#/components/responses/Ok' } } } } },
      components: { schemas: { List: { type: 'array', items: [{ $ref: 'item.yaml' }] } } },
    };
    expect(findRefs(document)).toEqual([
      { pointer: '/paths/~1a~1{id}/get/responses/200', ref: '#/components/responses/Ok' },
      { pointer: '/components/schemas/List/items/0', ref: 'item.yaml' },
    ]);
  });

  it('finds a $ref at the root, and ignores a property that is only named $ref', () => {
    expect(findRefs({ $ref: 'other.yaml' })).toEqual([{ pointer: '', ref: 'other.yaml' }]);
    expect(findRefs({ properties: { $ref: { type: 'string' } } })).toEqual([]);
  });

  it('walks an object that appears twice (a YAML alias) once', () => {
    const shared = { $ref: '#/x' };
    expect(findRefs({ a: shared, b: shared })).toHaveLength(1);
  });
});

describe('pointerTokens', () => {
  it('unescapes ~1 and ~0, and percent-decoding only in a $ref fragment', () => {
    expect(pointerTokens('/paths/~1a~0b/get')).toEqual(['paths', '/a~b', 'get']);
    expect(pointerTokens('/paths/~1a%7Bid%7D', { uriFragment: true })).toEqual(['paths', '/a{id}']);
    expect(pointerTokens('/a%20b')).toEqual(['a%20b']);
    expect(pointerTokens('')).toEqual([]);
  });
});
