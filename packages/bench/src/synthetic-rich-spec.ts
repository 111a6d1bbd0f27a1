import type { Random } from './random.js';
import { compositeSchema, leafSchema, schemaName, snake } from './synthetic-schemas.js';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: unknown, description = 'OK') => ({ description, content: { 'application/json': { schema } } });

/**
 * An OpenAPI 3.1 description shaped like the largest public ones: `operations` operations (five per
 * resource) over `schemas` shared component schemas in three layers (values, composites, resources),
 * referenced across operations, with nested objects, arrays, enums, discriminated `oneOf`s, shared
 * parameters and error responses. Layers refer only downwards, so dereferencing stays finite.
 */
export function syntheticRichSpec(r: Random, options: { operations: number; schemas: number; tags: number }): Record<string, unknown> {
  const resources = Array.from({ length: Math.ceil(options.operations / 5) }, (_, i) => schemaName(i, ''));
  // Each resource has three schemas (itself, its input, its list page); Error and Pagination are shared by all.
  const rest = Math.max(2, options.schemas - resources.length * 3 - 2);
  const leaves = Array.from({ length: Math.ceil(rest / 2) }, (_, i) => schemaName(i, 'Value'));
  const composites = Array.from({ length: Math.floor(rest / 2) }, (_, i) => schemaName(i, 'Rule'));
  const schemas: Record<string, unknown> = {
    Error: { type: 'object', required: ['code', 'message'], properties: { code: { type: 'string', enum: ['invalid_request', 'not_found', 'unauthorized', 'conflict'], example: 'not_found' }, message: { type: 'string', example: 'No such object.' }, details: { type: 'array', items: { type: 'object', properties: { field: { type: 'string', example: 'name' }, problem: { type: 'string', example: 'is required' } } } } } },
    Pagination: { type: 'object', required: ['has_more'], properties: { has_more: { type: 'boolean', example: false }, next_cursor: { type: ['string', 'null'], example: 'cur_8f2a' } } },
  };
  for (const name of leaves) schemas[name] = leafSchema(r, name);
  for (const name of composites) schemas[name] = compositeSchema(r, name, leaves);
  const paths: Record<string, Record<string, unknown>> = {};
  let made = 0;
  for (const [index, resource] of resources.entries()) {
    const parts = Array.from({ length: r.int(3, 5) }, () => r.pick(composites));
    const variants = [...new Set(Array.from({ length: 3 }, () => r.pick(composites)))];
    const properties: Record<string, unknown> = Object.fromEntries(parts.map((part) => [snake(part), ref(part)]));
    properties['source'] = { description: 'Where the object came from; one of several kinds.', oneOf: variants.map(ref), discriminator: { propertyName: 'kind', mapping: Object.fromEntries(variants.map((v) => [snake(v), `#/components/schemas/${v}`])) } };
    properties['items'] = { type: 'array', description: 'The entries, in order.', items: ref(r.pick(composites)) };
    properties['metadata'] = { type: 'object', description: 'Up to 20 keys of your own.', maxProperties: 20, additionalProperties: { type: 'string', maxLength: 500 } };
    schemas[`${resource}Input`] = { type: 'object', description: `What you send to create or change a ${snake(resource).replace(/_/g, ' ')}.`, required: [snake(parts[0]!)], properties };
    schemas[resource] = { allOf: [ref(`${resource}Input`), { type: 'object', required: ['id', 'status'], properties: { id: { type: 'string', readOnly: true, example: `obj_${r.int(10_000, 99_999)}` }, status: ref(r.pick(leaves)), created_at: { type: 'string', format: 'date-time', readOnly: true, example: '2025-03-01T10:00:00Z' } } }] };
    schemas[`${resource}List`] = { type: 'object', required: ['data', 'pagination'], properties: { data: { type: 'array', items: ref(resource) }, pagination: ref('Pagination') } };
    const tag = `Group ${(index % options.tags) + 1}`;
    const plural = `/${snake(resource).replace(/_/g, '-')}s`;
    const idParam = { name: 'id', in: 'path', required: true, description: 'The object’s identifier.', schema: { type: 'string' }, example: 'obj_12345' };
    const body = { required: true, content: { 'application/json': { schema: ref(`${resource}Input`) } } };
    const errors = { '401': { $ref: '#/components/responses/Unauthorized' }, '404': { $ref: '#/components/responses/NotFound' } };
    const ops: [string, string, string, Record<string, unknown>][] = [
      [plural, 'get', `list${resource}s`, { parameters: [{ $ref: '#/components/parameters/Limit' }, { $ref: '#/components/parameters/Cursor' }], responses: { '200': json(ref(`${resource}List`)), ...errors } }],
      [plural, 'post', `create${resource}`, { requestBody: body, responses: { '201': json(ref(resource), 'Created'), '422': json(ref('Error'), 'The input is not valid'), ...errors } }],
      [`${plural}/{id}`, 'get', `get${resource}`, { parameters: [idParam], responses: { '200': json(ref(resource)), ...errors } }],
      [`${plural}/{id}`, 'patch', `update${resource}`, { parameters: [idParam], requestBody: body, responses: { '200': json(ref(resource)), ...errors } }],
      [`${plural}/{id}`, 'delete', `delete${resource}`, { parameters: [idParam], responses: { '204': { description: 'Deleted' }, ...errors } }],
    ];
    for (const [path, method, operationId, operation] of ops) {
      if (made++ >= options.operations) break;
      (paths[path] ??= {})[method] = { operationId, tags: [tag], summary: `${operationId.replace(/([A-Z])/g, ' $1').toLowerCase()}`, description: `Works on **${snake(resource).replace(/_/g, ' ')}s**; the fields are those of \`${resource}\`.`, ...operation };
    }
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Synthetic rich API', version: '1.0.0', description: 'A generated description as large as the largest public ones.' },
    servers: [{ url: 'https://api.example.com/v1' }],
    security: [{ bearer: [] }],
    tags: Array.from({ length: options.tags }, (_, i) => ({ name: `Group ${i + 1}`, description: `Resources of group ${i + 1}.` })),
    paths,
    components: {
      schemas,
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      parameters: {
        Limit: { name: 'limit', in: 'query', description: 'How many objects to return.', schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 } },
        Cursor: { name: 'cursor', in: 'query', description: 'Where the previous page ended.', schema: { type: 'string' } },
      },
      responses: { Unauthorized: json(ref('Error'), 'The API key is missing or wrong'), NotFound: json(ref('Error'), 'No object has this id') },
    },
  };
}
