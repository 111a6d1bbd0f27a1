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
    const document = { paths: { '/a': { get: { operationId: 'getThing', tags: ['Things'] } }, '/b': { get: { operationId: 'get_thing', tags: ['Things'] } } } };
    expect(collectOperations(document, createResolver(document)).map((o) => o.slug)).toEqual(['get-thing', 'get-thing-2']);
  });

  it('gives a slug the author chose before one made from an operationId that reads the same', () => {
    const zebras = (operation: Record<string, unknown>) => ({ get: { ...operation, tags: ['Zebras'] } });
    const document = { paths: { '/a': zebras({ operationId: 'listZebras' }), '/b': zebras({ operationId: 'list_zebras' }), '/c': zebras({ operationId: 'other', 'x-slug': 'list-zebras' }) } };
    expect(collectOperations(document, createResolver(document)).map((o) => [o.path, o.slug])).toEqual([
      ['/a', 'list-zebras-2'],
      ['/b', 'list-zebras-3'],
      ['/c', 'list-zebras'],
    ]);
  });

  it('groups the operations of a description that tags none by the first segment of their paths that names a resource', () => {
    const document = {
      paths: {
        '/v1/customers': { get: { operationId: 'listCustomers' }, post: { operationId: 'createCustomer' } },
        '/v1/Customers/{customer}/sources': { post: { operationId: 'createSource' } },
        '/2.0/files/{file_id}#add_shared_link': { put: { operationId: 'shareFile' } },
        '/2010-04-01/files.json': { get: { operationId: 'listFiles' } },
        '/api/{tenant}/invoices': { get: { operationId: 'listInvoices' }, post: { operationId: 'createInvoice' } },
        '/v{version}/invoices/{id}': { get: { operationId: 'getInvoice' } },
        '/': { get: { operationId: 'root' } },
      },
    };
    expect(collectOperations(document, createResolver(document)).map((o) => [o.tag, `${o.resource}/${o.slug}`])).toEqual([
      ['customers', 'customers/list-customers'],
      ['customers', 'customers/create-customer'],
      // Segments that slug alike are one group, titled as the first path writes it.
      ['customers', 'customers/create-source'],
      // Versions, dates, parameters and file extensions name no resource.
      ['files', 'files/share-file'],
      ['files', 'files/list-files'],
      ['invoices', 'invoices/list-invoices'],
      ['invoices', 'invoices/create-invoice'],
      ['invoices', 'invoices/get-invoice'],
      ['default', 'default/root'],
    ]);
  });

  it('keeps them in one group when most groups would hold one operation, as in APIs of one path an action', () => {
    const document = { paths: Object.fromEntries(['getMe', 'sendMessage', 'getUpdates', 'setWebhook'].map((action) => [`/${action}`, { post: { operationId: action } }])) };
    expect(new Set(collectOperations(document, createResolver(document)).map((o) => o.resource))).toEqual(new Set(['default']));
  });

  it('keeps the untagged operations of a description that tags others in one group, "default"', () => {
    const document = { paths: { '/customers': { get: { operationId: 'listCustomers', tags: ['Customers'] } }, '/files': { get: { operationId: 'listFiles' } } } };
    expect(collectOperations(document, createResolver(document)).map((o) => `${o.resource}/${o.slug}`)).toEqual(['customers/list-customers', 'default/list-files']);
  });

  it('keeps the names of tags in any script as their folders', () => {
    const document = { paths: { '/users': { get: { operationId: 'listUsers', tags: ['Пользователи'] } }, '/yonghu': { get: { operationId: 'listUsers', tags: ['用户'] } } } };
    expect(collectOperations(document, createResolver(document)).map((o) => `${o.resource}/${o.slug}`)).toEqual(['пользователи/list-users', '用户/list-users']);
  });

  it('collects the webhooks of an OpenAPI 3.1 description after the paths, grouped apart unless they name a tag', () => {
    const document = {
      openapi: '3.1.0',
      paths: { '/webhooks': { post: { operationId: 'createWebhook', tags: ['Webhooks'] } } },
      webhooks: {
        'signing.completed': { post: { operationId: 'signingCompletedEvent', summary: 'Signing completed' } },
        'invoice.paid': { post: { tags: ['Billing'] } },
        'order.created': { $ref: '#/components/pathItems/OrderCreated' },
      },
      components: { pathItems: { OrderCreated: { post: { summary: 'Order created' } } } },
    };
    const operations = collectOperations(document, createResolver(document));
    expect(operations.map((o) => [o.path, o.webhook ?? false, o.tag, `${o.resource}/${o.slug}`, o.pointer])).toEqual([
      ['/webhooks', false, 'Webhooks', 'webhooks/create-webhook', '/paths/~1webhooks/post'],
      ['signing.completed', true, 'Webhook events', 'webhook-events/signing-completed', '/webhooks/signing.completed/post'],
      // The webhook's name makes the slug, before an operationId.
      ['invoice.paid', true, 'Billing', 'billing/invoice-paid', '/webhooks/invoice.paid/post'],
      ['order.created', true, 'Webhook events', 'webhook-events/order-created', '/webhooks/order.created/post'],
    ]);
  });

  it("collects each operation's callbacks after every operation, as webhooks of its group named after it", () => {
    const ping = { post: { requestBody: { content: { 'application/json': { schema: { type: 'object' } } } }, responses: { '204': { description: 'Received' } } } };
    const document = {
      openapi: '3.0.3',
      components: { callbacks: { Done: { '{$request.body#/doneUrl}': { post: { operationId: 'jobDone', responses: { '200': { description: 'OK' } } } } } } },
      paths: {
        '/streams': { post: { tags: ['Streams'], callbacks: { onData: { '{$request.query.callbackUrl}/data': ping } }, responses: { '201': { description: 'Created' } } } },
        '/jobs': { post: { operationId: 'createJob', tags: ['Jobs'], callbacks: { done: { $ref: '#/components/callbacks/Done' } }, responses: { '202': { description: 'Accepted' } } } },
      },
    };
    const operations = collectOperations(document, createResolver(document));
    expect(operations.map((o) => [`${o.resource}/${o.slug}`, o.method, o.path, o.webhook ?? false, o.callback ?? null])).toEqual([
      ['streams/post-streams', 'post', '/streams', false, null],
      ['jobs/create-job', 'post', '/jobs', false, null],
      ['streams/post-streams-on-data', 'post', '{$request.query.callbackUrl}/data', true, { name: 'onData', of: '/paths/~1streams/post' }],
      // A callback of its own operationId is named by it, shared or not.
      ['jobs/job-done', 'post', '{$request.body#/doneUrl}', true, { name: 'done', of: '/paths/~1jobs/post' }],
    ]);
    expect(operations[2]!.pointer).toBe('/paths/~1streams/post/callbacks/onData/{$request.query.callbackUrl}~1data/post');
  });

  it("collects the callbacks of an OpenAPI 3.2 additional operation, and a callback's additional operations", () => {
    const ok = { responses: { '200': { description: 'OK' } } };
    const document = {
      openapi: '3.2.0',
      paths: { '/caches': { additionalOperations: { PURGE: { operationId: 'purgeCache', ...ok, callbacks: { purged: { '{$request.body#/notify}': { additionalOperations: { NOTIFY: ok } } } } } } } },
    };
    const operations = collectOperations(document, createResolver(document));
    expect(operations.map((o) => [o.method, o.slug, o.pointer, o.callback?.of ?? null])).toEqual([
      ['purge', 'purge-cache', '/paths/~1caches/additionalOperations/PURGE', null],
      ['notify', 'purge-cache-purged', '/paths/~1caches/additionalOperations/PURGE/callbacks/purged/{$request.body#~1notify}/additionalOperations/NOTIFY', '/paths/~1caches/additionalOperations/PURGE'],
    ]);
  });

  it("collects OpenAPI 3.2's additionalOperations by their method, after the path's fixed ones, leaving alone keys that are none", () => {
    const ok = { responses: { '200': { description: 'OK' } } };
    const document = {
      openapi: '3.2.0',
      paths: { '/things/{id}': { get: { operationId: 'getThing', ...ok }, additionalOperations: { PURGE: { operationId: 'purgeThing', ...ok }, LINK: ok, GET: ok, 'not a method': ok } } },
    };
    const operations = collectOperations(document, createResolver(document));
    expect(operations.map((o) => [o.method, o.slug, o.pointer])).toEqual([
      ['get', 'get-thing', '/paths/~1things~1{id}/get'],
      ['purge', 'purge-thing', '/paths/~1things~1{id}/additionalOperations/PURGE'],
      ['link', 'link-things-id', '/paths/~1things~1{id}/additionalOperations/LINK'],
    ]);
  });

  it('leaves a webhooks key alone where the version has none (OpenAPI 3.0, Swagger 2.0)', () => {
    for (const version of [{ openapi: '3.0.3' }, { swagger: '2.0' }]) {
      const document = { ...version, paths: { '/a': { get: { operationId: 'getA' } } }, webhooks: { ping: { post: { operationId: 'ping' } } } };
      expect(collectOperations(document, createResolver(document)).map((o) => o.slug)).toEqual(['get-a']);
    }
  });
});
