import { describe, expect, it } from 'vitest';
import { collectOperations } from '../../src/openapi/collect-operations.js';
import { describeSerialization } from '../../src/openapi/describe-serialization.js';
import { normalizeOperation } from '../../src/openapi/normalize-operation.js';
import { createResolver } from '../../src/openapi/resolve-ref.js';

/** How each parameter of a one-operation description is said to be sent, by name. */
function sentAs(document: Record<string, unknown>, shapes: Record<string, 'list' | 'object' | 'value'>): Record<string, string | undefined> {
  const resolve = createResolver(document);
  const [collected] = collectOperations(document, resolve);
  const normal = normalizeOperation(document, collected!, resolve);
  return Object.fromEntries(
    normal.parameters.map((p) => {
      const said = describeSerialization(p, shapes[p.name] ?? 'value');
      return [p.name, said ? `${said.shape} (${said.how})` : undefined];
    }),
  );
}

describe('describeSerialization', () => {
  it('says how an OpenAPI 3 list, object or content parameter goes into the request, by its style', () => {
    const list = { type: 'array', items: { type: 'string' } };
    const object = { type: 'object' };
    const parameters = [
      { name: 'tags', in: 'query', schema: list },
      { name: 'ids', in: 'query', schema: list, explode: false },
      { name: 'codes', in: 'query', schema: list, style: 'pipeDelimited' },
      { name: 'where', in: 'query', schema: object, style: 'deepObject' },
      { name: 'filter', in: 'query', content: { 'application/json': { schema: object } } },
      { name: 'keys', in: 'path', required: true, schema: list },
      { name: 'X-Tags', in: 'header', schema: list },
      { name: 'limit', in: 'query', schema: { type: 'integer' } },
    ];
    const document = { openapi: '3.0.3', info: { title: 'T', version: '1' }, paths: { '/things/{keys}': { get: { operationId: 'list', parameters, responses: { '200': { description: 'OK' } } } } } };
    expect(sentAs(document, { tags: 'list', ids: 'list', codes: 'list', where: 'object', filter: 'object', keys: 'list', 'X-Tags': 'list' })).toEqual({
      tags: 'tags=a&tags=b (the parameter repeated for each value)',
      ids: 'ids=a,b (comma-separated)',
      codes: 'codes=a|b (separated by |)',
      where: 'where[field]=value (one parameter per field, named with the field in brackets)',
      filter: 'filter={"…":…} (its value written as application/json, URL-encoded)',
      keys: 'a,b (comma-separated)',
      'X-Tags': 'a,b (comma-separated)',
      limit: undefined,
    });
  });

  it("reads a Swagger 2.0 list's collectionFormat, comma-separated unless it says otherwise", () => {
    const list = { type: 'array', items: { type: 'string' } };
    const parameters = [
      { name: 'tags', in: 'query', ...list },
      { name: 'status', in: 'query', ...list, collectionFormat: 'multi' },
      { name: 'words', in: 'query', ...list, collectionFormat: 'ssv' },
      { name: 'ids', in: 'path', required: true, ...list },
    ];
    const document = { swagger: '2.0', info: { title: 'T', version: '1' }, paths: { '/things/{ids}': { get: { operationId: 'list', parameters, responses: { '200': { description: 'OK' } } } } } };
    expect(sentAs(document, { tags: 'list', status: 'list', words: 'list', ids: 'list' })).toEqual({
      tags: 'tags=a,b (comma-separated)',
      status: 'status=a&status=b (the parameter repeated for each value)',
      words: 'words=a%20b (space-separated)',
      ids: 'a,b (comma-separated)',
    });
  });
});
