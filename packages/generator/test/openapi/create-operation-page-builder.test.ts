import { describe, expect, it } from 'vitest';
import { createDescriptionProcessor } from '../../src/markdown/create-markdown-processor.js';
import { createOperationPageBuilder } from '../../src/openapi/create-operation-page-builder.js';

const signing = {
  type: 'object',
  description: 'A signing. See [the guide](/docs/signings/).',
  required: ['id'],
  properties: {
    id: { type: 'string', minLength: 3, example: 'sig_1' },
    status: { type: 'string', enum: ['draft', 'sent'], description: 'Where it stands. See [statuses](/docs/signings/#statuses).' },
    signer: { allOf: [{ $ref: '#/components/schemas/Person' }, { description: 'Who signs.' }] },
  },
};
const document = {
  openapi: '3.1.0',
  info: { title: 'Signing API', version: '1' },
  paths: {
    '/signings': {
      post: { operationId: 'create-signing', summary: 'Create a signing', requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Signing' } } } }, responses: { '201': { description: 'Created', content: { 'application/json': { schema: { $ref: '#/components/schemas/Signing' } } } } } },
    },
    '/signings/{id}': {
      get: { operationId: 'get-signing', summary: 'Get a signing', parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }], responses: { '200': { description: 'The signing', content: { 'application/json': { schema: { $ref: '#/components/schemas/Signing' } } } } } },
    },
  },
  components: { schemas: { Signing: signing, Person: { type: 'object', properties: { email: { type: 'string', format: 'email' } } } } },
};
const options = { specFile: 'spec/openapi.json', processor: createDescriptionProcessor(), codeSampleLanguages: ['curl', 'python'] };
const getSigning = '/paths/~1signings~1{id}/get';
const createSigning = '/paths/~1signings/post';

describe('createOperationPageBuilder', () => {
  it('builds a page the same after other pages that showed its schemas as on its own', () => {
    const alone = createOperationPageBuilder(document, options)(getSigning);
    const shared = createOperationPageBuilder(document, options);
    shared(createSigning);
    const after = shared(getSigning);
    expect(after).toEqual(alone);
    // Each page has its own ids, and records the links of the descriptions it shows for the link check.
    expect(after!.view.responses[0]!.content[0]!.schema!.children.map((field) => field.anchor)).toEqual(['response-200-id', 'response-200-status', 'response-200-signer']);
    expect([...after!.origins.keys()].sort()).toEqual(['/docs/signings/', '/docs/signings/#statuses']);
    expect(after!.origins.get('/docs/signings/')).toMatchObject({ pointer: getSigning });
  });

  it('shows a shared schema with its own facts wherever it is used', () => {
    const build = createOperationPageBuilder(document, options);
    const body = build(createSigning)!.view.requestBody!.content[0]!.schema!;
    const [id, status, signer] = body.children;
    expect(id).toMatchObject({ name: 'id', required: true, type: 'string', constraints: ['at least 3 characters'], example: '"sig_1"', anchor: 'body-id' });
    expect(status).toMatchObject({ name: 'status', enum: ['"draft"', '"sent"'], anchor: 'body-status' });
    expect(signer).toMatchObject({ name: 'signer', type: 'object', description: '<p>Who signs.</p>' });
    expect(signer!.children.map((field) => [field.name, field.type, field.anchor])).toEqual([['email', 'string<email>', 'body-signer-email']]);
  });
});
