import { describe, expect, it } from 'vitest';
import { validateSpec } from '../../src/spec/validate-spec.js';

const info = { title: 'Inkwell', version: '1.0.0' };

describe('validateSpec', () => {
  it('says a schema nested deeper than the validator follows is that, where its deepest branch goes too deep', async () => {
    let schema: Record<string, unknown> = { type: 'string' };
    for (let level = 0; level < 1_000; level++) schema = { type: 'object', properties: { a: schema } };
    const description = { openapi: '3.0.3', info: { title: 'Deep', version: '1' }, paths: { '/a': { get: { responses: { '200': { description: 'OK', content: { 'application/json': { schema } } } } } } } };
    const [problem, ...others] = await validateSpec(description, 'spec/openapi.json', false);
    expect(others).toEqual([]);
    expect(problem!.message).toMatch(/it nests \d+ levels deep below here, deeper than the validator can follow/);
    expect(problem!.location?.pointer).toBe(`/paths/~1a/get/responses/200/content/application~1json/schema${'/properties/a'.repeat(12)}`);
  });

  it('reports one mistake in a parameter as one error, not one for each kind of parameter it is not', async () => {
    const parameter = (fields: Record<string, unknown>) => ({ get: { parameters: [{ schema: { type: 'string' }, ...fields }], responses: { '200': { description: 'OK' } } } });
    const spec = { openapi: '3.0.3', info, paths: { '/a/{id}': parameter({ name: 'id', in: 'path' }), '/b': parameter({ name: 'payload', in: 'body' }) } };
    const found = (await validateSpec(spec, 'openapi.json', false)).map((diagnostic) => [diagnostic.location?.pointer, diagnostic.message]);
    expect(found).toEqual([
      ['/paths/~1a~1{id}/get/parameters/0', expect.stringContaining("must have required property 'required'")],
      ['/paths/~1b/get/parameters/0/in', expect.stringMatching(/allowed values \(path, query, header, cookie\); OpenAPI 3 has no body or formData parameters: describe the body with the operation's requestBody/)],
    ]);
    // In 3.1 as well.
    const later = await validateSpec({ ...spec, openapi: '3.1.0' }, 'openapi.json', false);
    expect(later.map((diagnostic) => diagnostic.location?.pointer)).toEqual(['/paths/~1a~1{id}/get/parameters/0', '/paths/~1b/get/parameters/0/in']);
  });

  it('accepts an auth scheme in any case, and leaves the description as it was', async () => {
    const spec = { openapi: '3.1.0', info, paths: {}, components: { securitySchemes: { token: { type: 'http', scheme: 'Bearer' }, key: { type: 'apiKey', name: 'X-Key', in: 'header' } } } };
    const before = structuredClone(spec);
    expect(await validateSpec(spec, 'openapi.json', false)).toEqual([]);
    expect(spec).toEqual(before);
  });

  it('accepts what the published 3.1 schema allows: a server variable described, a license named only', async () => {
    const spec = {
      openapi: '3.1.0',
      info: { ...info, license: { name: 'Proprietary' } },
      servers: [{ url: 'https://{region}.api.example.com', variables: { region: { default: 'eu', enum: ['eu', 'us'], description: 'Where the account lives.' } } }],
      paths: {},
    };
    expect(await validateSpec(spec, 'openapi.json', false)).toEqual([]);
    // A license naming both an SPDX identifier and a URL is still refused.
    const both = { ...spec, info: { ...info, license: { name: 'MIT', identifier: 'MIT', url: 'https://opensource.org/license/mit' } } };
    expect((await validateSpec(both, 'openapi.json', false)).map((diagnostic) => diagnostic.location?.pointer)).toContain('/info/license');
  });

  it('checks a 3.2 description against the 3.2 schema', async () => {
    const spec = { openapi: '3.2.0', info, tags: [{ name: 'signings', parent: 'documents', kind: 'nav' }], paths: {}, components: { mediaTypes: {} } };
    expect(await validateSpec(spec, 'openapi.json', false)).toEqual([]);
    const wrong = { ...spec, tags: [{ name: 'signings', parent: 7 }] };
    expect((await validateSpec(wrong, 'openapi.json', false)).map((diagnostic) => diagnostic.location?.pointer)).toContain('/tags/0/parent');
  });

  it('still reports what is wrong beside a scheme written in capitals', async () => {
    const spec = { openapi: '3.1.0', info, paths: {}, components: { securitySchemes: { token: { type: 'http', scheme: 'Bearer', in: 'header' } } } };
    const diagnostics = await validateSpec(spec, 'openapi.json', false);
    expect(diagnostics.map((diagnostic) => diagnostic.location?.pointer)).toContain('/components/securitySchemes/token');
  });

  it('accepts the fields 3.2 added, and leaves the description as it was', async () => {
    const spec = {
      openapi: '3.2.0',
      info,
      tags: [{ name: 'signings', summary: 'Signings', kind: 'nav' }],
      paths: { '/signings': { get: { tags: ['signings'], responses: { '200': { summary: 'The signings', description: 'The signings' } } } } },
    };
    const before = structuredClone(spec);
    expect(await validateSpec(spec, 'openapi.json', false)).toEqual([]);
    expect(spec).toEqual(before);
  });

  it('applies the Swagger 2.0 rules its schema cannot say, without resolving the description in place', async () => {
    const spec = {
      swagger: '2.0',
      info,
      paths: { '/signings/{id}': { get: { responses: { '200': { description: 'A signing', schema: { $ref: '#/definitions/Signing' } } } } } },
      definitions: { Signing: { type: 'object' } },
    };
    const before = structuredClone(spec);
    const diagnostics = await validateSpec(spec, 'swagger.json', false);
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]!.message).toMatch(/id/);
    expect(spec).toEqual(before);
  });
});
