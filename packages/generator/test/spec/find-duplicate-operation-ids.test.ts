import { describe, expect, it } from 'vitest';
import { findDuplicateOperationIds } from '../../src/spec/find-duplicate-operation-ids.js';

describe('findDuplicateOperationIds', () => {
  it('names both operations that share an operationId, by JSON pointer', () => {
    const document = { paths: { '/a': { get: { operationId: 'getThing' } }, '/b': { post: { operationId: 'getThing' }, get: { operationId: 'other' } } } };
    expect(findDuplicateOperationIds(document)).toEqual([{ operationId: 'getThing', first: '/paths/~1a/get', second: '/paths/~1b/post' }]);
  });

  it('reports each later use against the first, and ignores operations without an operationId', () => {
    const document = { paths: { '/a': { get: { operationId: 'x' }, put: {} }, '/b': { get: { operationId: 'x' }, put: {} }, '/c': { get: { operationId: 'x' } } } };
    expect(findDuplicateOperationIds(document).map((d) => [d.first, d.second])).toEqual([
      ['/paths/~1a/get', '/paths/~1b/get'],
      ['/paths/~1a/get', '/paths/~1c/get'],
    ]);
  });

  it("counts OpenAPI 3.2's additionalOperations among the operations", () => {
    const document = { paths: { '/a': { get: { operationId: 'purge' }, additionalOperations: { PURGE: { operationId: 'purge' } } } } };
    expect(findDuplicateOperationIds(document)).toEqual([{ operationId: 'purge', first: '/paths/~1a/get', second: '/paths/~1a/additionalOperations/PURGE' }]);
  });
});
