import { describe, expect, it } from 'vitest';
import { collectOperations } from '../../src/openapi/collect-operations.js';
import { createResolver } from '../../src/openapi/resolve-ref.js';

describe('collectOperations', () => {
  it('takes the page slug from x-slug, else the operationId, else the method and path', () => {
    const document = {
      paths: {
        '/signings/{id}/send': { post: { 'x-slug': 'send-signing', operationId: 'sendIt', tags: ['Signings'], 'x-resource': 'signings' } },
        '/signings': { get: { operationId: 'listSignings', tags: ['Signings'] } },
        '/health': { get: {} },
      },
    };
    const operations = collectOperations(document, createResolver(document));
    expect(operations.map((o) => `${o.resource}/${o.slug}`)).toEqual(['signings/send-signing', 'signings/list-signings', 'default/get-health']);
    expect(operations[0]?.pointer).toBe('/paths/~1signings~1{id}~1send/post');
  });

  it('keeps slugs unique within a resource', () => {
    const document = { paths: { '/a': { get: { operationId: 'getThing' } }, '/b': { get: { operationId: 'get_thing' } } } };
    expect(collectOperations(document, createResolver(document)).map((o) => o.slug)).toEqual(['get-thing', 'get-thing-2']);
  });
});
