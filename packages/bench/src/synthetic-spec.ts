import type { Random } from './random.js';

const RESOURCES = ['signing', 'document', 'recipient', 'webhook', 'template', 'team', 'member', 'invoice', 'report', 'folder'];

/**
 * An OpenAPI 3.1 description with `operations` operations over CRUD-style resources: one tag per
 * resource, or the resources shared among `tags` tags, as large real descriptions group theirs.
 */
export function syntheticSpec(r: Random, operations: number, tags?: number): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  const schemas: Record<string, unknown> = {};
  let made = 0;
  for (let group = 0; made < operations; group++) {
    const resource = `${RESOURCES[group % RESOURCES.length]}${group >= RESOURCES.length ? Math.floor(group / RESOURCES.length) : ''}`;
    const schemaName = resource.charAt(0).toUpperCase() + resource.slice(1);
    schemas[schemaName] = {
      type: 'object',
      required: ['id'],
      properties: {
        id: { type: 'string', example: `${resource.slice(0, 3)}_${r.int(1000, 9999)}` },
        name: { type: 'string', example: `Example ${resource}` },
        status: { type: 'string', enum: ['active', 'archived'], example: 'active' },
        created_at: { type: 'string', format: 'date-time', example: '2025-03-01T10:00:00Z' },
      },
    };
    const ref = { $ref: `#/components/schemas/${schemaName}` };
    const ok = (schema: unknown) => ({ description: 'OK', content: { 'application/json': { schema } } });
    const idParam = { name: `${resource}_id`, in: 'path', required: true, schema: { type: 'string' }, example: `${resource.slice(0, 3)}_1234` };
    const ops: [string, string, Record<string, unknown>][] = [
      [`/${resource}s`, 'get', { summary: `List ${resource}s`, responses: { '200': ok({ type: 'array', items: ref }) } }],
      [`/${resource}s`, 'post', { summary: `Create a ${resource}`, requestBody: { content: { 'application/json': { schema: ref } } }, responses: { '201': ok(ref) } }],
      [`/${resource}s/{${resource}_id}`, 'get', { summary: `Get a ${resource}`, parameters: [idParam], responses: { '200': ok(ref) } }],
      [`/${resource}s/{${resource}_id}`, 'patch', { summary: `Update a ${resource}`, parameters: [idParam], responses: { '200': ok(ref) } }],
      [`/${resource}s/{${resource}_id}`, 'delete', { summary: `Delete a ${resource}`, parameters: [idParam], responses: { '204': { description: 'Deleted' } } }],
    ];
    for (const [path, method, operation] of ops) {
      if (made >= operations) break;
      paths[path] ??= {};
      const tag = tags ? `Group ${(group % tags) + 1}` : schemaName;
      paths[path][method] = { operationId: `${method}${schemaName}${path.includes('{') ? 'ById' : 's'}`, tags: [tag], ...operation };
      made++;
    }
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Synthetic API', version: '1.0.0', description: 'A generated description for benchmarks.' },
    servers: [{ url: 'https://api.example.com/v1' }],
    paths,
    components: { schemas },
  };
}
