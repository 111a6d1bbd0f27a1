import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSpec } from '../../src/spec/load-spec.js';
import { UNRESOLVED_REF_KEY } from '../../src/spec/replace-broken-refs.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'load-spec-'));
  await mkdir(path.join(dir, 'schemas'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function write(files: Record<string, unknown>): Promise<void> {
  for (const [name, content] of Object.entries(files)) await writeFile(path.join(dir, name), typeof content === 'string' ? content : JSON.stringify(content, null, 2));
}

const info = { title: 'Test', version: '1.0.0' };
const ok = (schema: unknown) => ({ description: 'OK', content: { 'application/json': { schema } } });

describe('loadSpec', () => {
  it('keeps circular references across files working', async () => {
    await write({
      'circular.json': { openapi: '3.1.0', info, paths: { '/nodes': { get: { operationId: 'getNode', responses: { '200': ok({ $ref: 'schemas/node.json' }) } } } } },
      'schemas/node.json': { type: 'object', properties: { children: { type: 'array', items: { $ref: 'node.json' } } } },
    });
    const { spec, diagnostics } = await loadSpec(path.join(dir, 'circular.json'), { cwd: dir });
    expect(diagnostics).toEqual([]);
    expect(spec?.bundled).toBeDefined();
  });

  describe('with a $ref that names nothing', () => {
    beforeAll(() =>
      write({
        'broken.json': {
          openapi: '3.1.0',
          info,
          paths: { '/a': { get: { operationId: 'getA', responses: { '200': ok({ $ref: '#/components/schemas/Nope' }), '404': { $ref: 'schemas/missing.json' } } } } },
          components: { schemas: { Fine: { type: 'string' } } },
        },
      }),
    );

    it('fails with an error where each reference is written', async () => {
      const { spec, diagnostics } = await loadSpec(path.join(dir, 'broken.json'), { cwd: dir });
      expect(spec).toBeUndefined();
      expect(diagnostics.map((d) => [d.code, d.severity, d.location])).toEqual([
        ['UnresolvedRef', 'error', { file: 'broken.json', line: 17, column: 19, pointer: '/paths/~1a/get/responses/200/content/application~1json/schema' }],
        ['UnresolvedRef', 'error', { file: 'broken.json', line: 23, column: 13, pointer: '/paths/~1a/get/responses/404' }],
      ]);
      expect(diagnostics[1]?.message).toContain(`there is no file ${path.join('schemas', 'missing.json')}`);
    });

    it('with lenient, bundles the rest with stand-ins and warns', async () => {
      const { spec, diagnostics } = await loadSpec(path.join(dir, 'broken.json'), { cwd: dir, lenient: true });
      expect(diagnostics.map((d) => `${d.code} ${d.severity}`)).toEqual(['UnresolvedRef warning', 'UnresolvedRef warning']);
      const responses = (spec?.bundled as any).paths['/a'].get.responses;
      expect(responses['200'].content['application/json'].schema[UNRESOLVED_REF_KEY]).toBe('#/components/schemas/Nope');
      expect(responses['404'][UNRESOLVED_REF_KEY]).toBe('schemas/missing.json');
    });

    it('lists no files it was made from when it stood in for a missing one, so no cache keeps it', async () => {
      expect((await loadSpec(path.join(dir, 'broken.json'), { cwd: dir, lenient: true })).files).toBeUndefined();
      expect((await loadSpec(path.join(dir, 'circular.json'), { cwd: dir })).files?.map((file) => path.relative(dir, file)).sort()).toEqual(['circular.json', path.join('schemas', 'node.json')]);
    });
  });

  describe('with a $ref inside an example or a default that names nothing', () => {
    const jsonSchema = { $ref: 'https://json-schema.org/draft/2020-12/schema', title: 'Person' };
    beforeAll(() =>
      write({
        'literal.json': {
          openapi: '3.1.0',
          info,
          paths: {
            '/schemas': {
              post: {
                operationId: 'createSchema',
                requestBody: { content: { 'application/json': { schema: { type: 'object', default: { $ref: '#/nowhere' } }, example: jsonSchema } } },
                responses: { '200': { description: 'OK', content: { 'application/json': { examples: { saved: { value: { $ref: 'schemas/missing.json' } } } } } } },
              },
            },
          },
        },
      }),
    );

    it('builds it, the value as written, with a warning where each is written', async () => {
      const { spec, diagnostics, files } = await loadSpec(path.join(dir, 'literal.json'), { cwd: dir });
      expect(diagnostics.map((d) => [d.code, d.severity, d.location?.pointer])).toEqual([
        ['LiteralRefInValue', 'warning', '/paths/~1schemas/post/requestBody/content/application~1json/schema/default'],
        ['LiteralRefInValue', 'warning', '/paths/~1schemas/post/requestBody/content/application~1json/example'],
        ['LiteralRefInValue', 'warning', '/paths/~1schemas/post/responses/200/content/application~1json/examples/saved/value'],
      ]);
      expect(diagnostics[1]?.message).toContain('a URL, which the build does not fetch');
      const post = (spec?.bundled as any).paths['/schemas'].post;
      expect(Object.entries(post.requestBody.content['application/json'].example)).toEqual(Object.entries(jsonSchema));
      expect(post.responses['200'].content['application/json'].examples.saved.value).toEqual({ $ref: 'schemas/missing.json' });
      // Creating the missing file would change what the example shows: no cache keeps this one.
      expect(files).toBeUndefined();
      await write({ 'other.json': { fine: true }, 'elsewhere.json': { openapi: '3.1.0', info, paths: {}, components: { schemas: { A: { example: { $ref: 'other.json#/nope' } } } } } });
      // Nor one whose $ref names what another file may come to hold.
      expect((await loadSpec(path.join(dir, 'elsewhere.json'), { cwd: dir })).files).toBeUndefined();
    });

    it("leaves the description's own keys as they are written", async () => {
      await write({ 'own-keys.json': { openapi: '3.1.0', info, paths: {}, components: { schemas: { Person: { example: { ...jsonSchema, 'x-docs-literal-ref': 'mine' } }, Note: { type: 'string', 'x-docs-literal-ref': 'keep me' } } } } });
      const schemas = ((await loadSpec(path.join(dir, 'own-keys.json'), { cwd: dir })).spec?.bundled as any).components.schemas;
      expect(schemas.Note).toEqual({ type: 'string', 'x-docs-literal-ref': 'keep me' });
      expect(schemas.Person.example).toEqual({ ...jsonSchema, 'x-docs-literal-ref': 'mine' });
    });

    it('keeps it in a cache when no new file can change it', async () => {
      await write({ 'url-only.json': { openapi: '3.1.0', info, paths: {}, components: { schemas: { Person: { type: 'object', example: jsonSchema } } } } });
      const { spec, diagnostics, files } = await loadSpec(path.join(dir, 'url-only.json'), { cwd: dir });
      expect(diagnostics.map((d) => d.code)).toEqual(['LiteralRefInValue']);
      expect((spec?.bundled as any).components.schemas.Person.example).toEqual(jsonSchema);
      expect(files?.map((file) => path.relative(dir, file))).toEqual(['url-only.json']);
    });

    it('still fails on a broken $ref that stands for a schema beside them', async () => {
      await write({ 'mixed.json': { openapi: '3.1.0', info, paths: {}, components: { schemas: { Person: { type: 'object', example: jsonSchema, properties: { example: { $ref: '#/components/schemas/Nope' } } } } } } });
      const { spec, diagnostics } = await loadSpec(path.join(dir, 'mixed.json'), { cwd: dir });
      expect(spec).toBeUndefined();
      expect(diagnostics.map((d) => [d.code, d.severity])).toEqual([
        ['LiteralRefInValue', 'warning'],
        ['UnresolvedRef', 'error'],
      ]);
    });
  });

  it('reports a syntax error in a referenced file by that file, line and column, even with lenient', async () => {
    await write({
      'outer.json': { openapi: '3.1.0', info, paths: { '/a': { get: { responses: { '200': ok({ $ref: 'schemas/trailing.json' }) } } } } },
      'schemas/trailing.json': '{\n  "type": "string",\n}\n',
    });
    const { spec, diagnostics } = await loadSpec(path.join(dir, 'outer.json'), { cwd: dir, lenient: true });
    expect(spec).toBeUndefined();
    expect(diagnostics).toMatchObject([{ code: 'SpecSyntaxError', severity: 'error', location: { file: path.join('schemas', 'trailing.json'), line: 2, column: 19 } }]);
    expect(diagnostics[0]?.hint).not.toContain('--lenient');
  });

  it('reports a reused operationId on the second operation, naming both', async () => {
    await write({ 'dup.json': { openapi: '3.1.0', info, paths: { '/a': { get: { operationId: 'same', responses: { '200': { description: 'OK' } } } }, '/b': { post: { operationId: 'same', responses: { '200': { description: 'OK' } } } } } } });
    const strict = await loadSpec(path.join(dir, 'dup.json'), { cwd: dir });
    expect(strict.diagnostics).toMatchObject([{ code: 'DuplicateOperationId', severity: 'error', location: { file: 'dup.json', line: 19, pointer: '/paths/~1b/post' } }]);
    expect(strict.diagnostics[0]?.message).toContain('#/paths/~1a/get and #/paths/~1b/post');
    const lenient = await loadSpec(path.join(dir, 'dup.json'), { cwd: dir, lenient: true });
    expect(lenient.diagnostics.map((d) => d.severity)).toEqual(['warning']);
  });

  it('warns of a path parameter its path does not name, and of a name in the path no parameter declares, where each is', async () => {
    const text = `openapi: 3.0.3
info: {title: Test, version: '1'}
paths:
  /files/{id}/versions/{version}#restore:
    parameters:
      - {name: id, in: path, required: true, schema: {type: string}}
    post:
      parameters:
        - {name: versionId, in: path, required: true, schema: {type: string}}
      responses: {'200': {description: OK}}
    get:
      parameters:
        - {name: version, in: path, required: true, schema: {type: string}}
      responses: {'200': {description: OK}}
`;
    await write({ 'params.yaml': text });
    const { diagnostics, spec } = await loadSpec(path.join(dir, 'params.yaml'), { cwd: dir });
    expect(spec).toBeDefined();
    expect(diagnostics).toMatchObject([
      { code: 'PathParameterNotInPath', severity: 'warning', location: { file: 'params.yaml', line: 9, pointer: '/paths/~1files~1{id}~1versions~1{version}#restore/post/parameters/0' } },
      { code: 'PathParameterUndeclared', severity: 'warning', location: { line: 7, pointer: '/paths/~1files~1{id}~1versions~1{version}#restore/post' } },
    ]);
    expect(diagnostics[0]!.message).toContain('"versionId" is not in the path /files/{id}/versions/{version}#restore');
    expect(diagnostics[0]!.hint).toContain('({id}, {version})');
    expect(diagnostics[1]!.message).toContain('names {version}');
  });

  it('shows a Markdown file used as the description of two fields in both, where the bundler writes the second as a $ref', async () => {
    const shared = 'Pages of **25** items; pass `cursor` for the next.';
    await write({
      'paging.md': shared,
      'shared-md.yaml': `openapi: 3.0.3
info: {title: Test, version: '1', description: {$ref: './paging.md'}}
paths:
  /a:
    get:
      description: {$ref: './paging.md'}
      responses:
        '200':
          description: OK
          content:
            application/json:
              schema:
                type: object
                properties:
                  next: {type: string, description: {$ref: './paging.md'}}
`,
    });
    const { diagnostics, spec } = await loadSpec(path.join(dir, 'shared-md.yaml'), { cwd: dir });
    expect(diagnostics).toEqual([]);
    const bundled = spec!.bundled as { info: { description: unknown }; paths: Record<string, { get: { description: unknown; responses: Record<string, { content: Record<string, { schema: { properties: { next: { description: unknown } } } }> }> } }> };
    const get = bundled.paths['/a']!.get;
    expect([bundled.info.description, get.description, get.responses['200']!.content['application/json']!.schema.properties.next.description]).toEqual([shared, shared, shared]);
  });

  it('says on which line of the file a mistake the validator finds is written', async () => {
    await write({ 'invalid.yaml': `openapi: 3.0.3\ninfo: {title: Test, version: '1'}\npaths:\n  /a/{id}:\n    get:\n      parameters:\n        - {name: id, in: path, schema: {type: string}}\n      responses: {'200': {description: OK}}\n` });
    const { diagnostics } = await loadSpec(path.join(dir, 'invalid.yaml'), { cwd: dir });
    expect(diagnostics).toMatchObject([{ code: 'InvalidSpec', location: { file: 'invalid.yaml', line: 7, column: 11, pointer: '/paths/~1a~1{id}/get/parameters/0' } }]);
  });

  it('refuses a description nested thousands of levels deep with one error where it goes deep, before any walk overflows', async () => {
    const depth = 5_000;
    const schema = `${'{"type":"object","properties":{"p":'.repeat(depth)}{"type":"string"}${'}}'.repeat(depth)}`;
    const operation = (body: string) => `{"openapi":"3.0.3","info":{"title":"x","version":"1"},"paths":{"/a":{"get":{"operationId":"a",${body}"responses":{"200":{"description":"ok"}}}}}}`;
    await write({
      'deep-schema.json': operation(`"requestBody":{"content":{"application/json":{"schema":${schema}}}},`),
      'deep-extension.json': operation(`"x-deep":${'['.repeat(depth)}${']'.repeat(depth)},`),
      'deep-part.json': schema,
      'deep-root.json': operation('"requestBody":{"content":{"application/json":{"schema":{"$ref":"./deep-part.json"}}}},'),
    });
    for (const file of ['deep-schema.json', 'deep-extension.json']) {
      const { diagnostics, spec } = await loadSpec(path.join(dir, file), { cwd: dir });
      expect(spec, file).toBeUndefined();
      expect(diagnostics.map((d) => [d.code, d.severity]), file).toEqual([['InvalidSpec', 'error']]);
      expect(diagnostics[0]!.message, file).toMatch(/it nests \d+ levels deep below here; descriptions stay within 1,000/);
      expect(diagnostics[0]!.location?.pointer, file).toMatch(/^\/paths\/~1a\/get\//);
    }
    const { diagnostics } = await loadSpec(path.join(dir, 'deep-root.json'), { cwd: dir });
    expect(diagnostics.length).toBeGreaterThan(0);
    expect(diagnostics.map((d) => d.message).join('\n')).toContain('nests more than 1,000 levels deep');
  });

  it('refuses a description nested a hundred thousand levels deep as it refuses one of thousands, naming the branch to its 32nd level', async () => {
    const depth = 100_000;
    await write({ 'deeper.json': `{"openapi":"3.1.0","info":{"title":"x","version":"1"},"paths":{},"x-deep":${'['.repeat(depth)}${']'.repeat(depth)}}` });
    const { diagnostics } = await loadSpec(path.join(dir, 'deeper.json'), { cwd: dir });
    expect(diagnostics.map((d) => d.message)).toEqual([expect.stringContaining('it nests 100000 levels deep below here')]);
    expect(diagnostics[0]!.location?.pointer).toBe(`/x-deep${'/0'.repeat(31)}`);
  });

  it('keeps the text of a JSON description that writes integers past 2^53, for publishing as it is', async () => {
    const text = `{"openapi":"3.1.0","info":{"title":"Test","version":"1.0.0"},"paths":{},"components":{"schemas":{"Id":{"type":"integer","maximum":9223372036854775807}}}}`;
    await write({ 'big.json': text, 'small.json': text.replace('9223372036854775807', '100') });
    expect((await loadSpec(path.join(dir, 'big.json'), { cwd: dir })).spec?.publishedText).toBe(text);
    expect((await loadSpec(path.join(dir, 'small.json'), { cwd: dir })).spec?.publishedText).toBeUndefined();
  });

  it('warns of a path written twice in a JSON description, where the second is, which is the one the docs show', async () => {
    const operation = (id: string) => `{ "operationId": "${id}", "responses": { "200": { "description": "OK" } } }`;
    await write({
      'twice.json': `{\n  "openapi": "3.1.0",\n  "info": { "title": "Test", "version": "1.0.0" },\n  "paths": {\n    "/users": { "get": ${operation('listUsers')} },\n    "/users": { "post": ${operation('createUser')} }\n  }\n}\n`,
    });
    const { spec, diagnostics } = await loadSpec(path.join(dir, 'twice.json'), { cwd: dir });
    expect(diagnostics).toMatchObject([{ code: 'DuplicateKey', severity: 'warning', location: { file: 'twice.json', line: 6, column: 5, pointer: '/paths/~1users' } }]);
    expect(diagnostics[0]?.message).toContain('"/users" is written twice in this object (first on line 5)');
    expect(Object.keys((spec?.bundled['paths'] as Record<string, object>)['/users']!)).toEqual(['post']);
  });

  it('reports a mistake in a shared schema once, where the schema is written, however often it is used', async () => {
    const broken = { type: 'object', properties: { id: { type: 'strng' } } };
    const paths = Object.fromEntries(['a', 'b', 'c'].map((name) => [`/${name}`, { get: { operationId: name, responses: { '200': ok({ $ref: '#/components/schemas/Thing' }) } } }]));
    await write({ 'shared.json': { openapi: '3.0.3', info, paths, components: { schemas: { Thing: broken } } } });
    const { diagnostics } = await loadSpec(path.join(dir, 'shared.json'), { cwd: dir });
    expect(diagnostics.map((d) => [d.code, d.location?.pointer])).toEqual([['InvalidSpec', '/components/schemas/Thing/properties/id/type']]);
  });

  it('reports a reference that names the wrong kind of object, where the reference is written', async () => {
    await write({
      'kinds.json': {
        openapi: '3.1.0',
        info,
        paths: { '/pets': { get: { operationId: 'pets', parameters: [{ $ref: '#/components/schemas/Pet' }], responses: { '200': { description: 'OK' } } } } },
        components: { schemas: { Pet: { type: 'object' } } },
      },
    });
    const { diagnostics } = await loadSpec(path.join(dir, 'kinds.json'), { cwd: dir });
    expect(diagnostics).toMatchObject([{ code: 'InvalidSpec', severity: 'error', location: { file: 'kinds.json', pointer: '/paths/~1pets/get/parameters/0' } }]);
    expect(diagnostics[0]?.message).toContain('names a schema, where a parameter belongs');
  });

  it('says a file that is not an OpenAPI description lacks the field naming its version, once', async () => {
    await write({ 'fragment.json': { parameters: { Limit: { name: 'limit', in: 'query', type: 'integer' } } } });
    const { diagnostics } = await loadSpec(path.join(dir, 'fragment.json'), { cwd: dir });
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]?.message).toContain('no "openapi" field');
  });
});

describe('loadSpec of a description that names files outside the site, hidden files, or URLs', () => {
  it('reads none of them: an error where each is named, and with lenient stand-ins that hold nothing of them', async () => {
    const outside = await mkdtemp(path.join(os.tmpdir(), 'load-spec-outside-'));
    const site = path.join(outside, 'site');
    const inside = path.join(site, 'spec');
    await mkdir(inside, { recursive: true });
    await writeFile(path.join(outside, 'secret.md'), 'SECRET_TOKEN=ghp_not_for_readers');
    await writeFile(path.join(site, '.env'), 'SECRET_TOKEN=ghp_not_for_readers');
    await mkdir(path.join(site, 'shared'));
    await writeFile(path.join(site, 'shared', 'intro.md'), 'A shared introduction.');
    // A link inside the site that leads out of it is outside too.
    const { symlink } = await import('node:fs/promises');
    await symlink(path.join(outside, 'secret.md'), path.join(inside, 'linked.md'));
    const description = {
      openapi: '3.1.0',
      info: { ...info, description: { $ref: '../../secret.md' } },
      paths: {
        '/a': {
          get: {
            operationId: 'getA',
            summary: { $ref: '../shared/intro.md' },
            description: { $ref: 'linked.md' },
            responses: { '200': { description: { $ref: `file://${path.join(outside, 'secret.md')}` } }, '404': { $ref: 'https://example.com/responses.json#/NotFound' }, '500': { description: { $ref: '../.env' } } },
          },
        },
      },
    };
    await writeFile(path.join(inside, 'openapi.json'), JSON.stringify(description, null, 2));
    const strict = await loadSpec(path.join(inside, 'openapi.json'), { cwd: site, root: site });
    expect(strict.spec).toBeUndefined();
    const messages = strict.diagnostics.map((d) => [d.code, d.severity, d.location?.pointer, d.message]);
    expect(messages).toEqual([
      ['UnresolvedRef', 'error', '/info/description', `$ref "../../secret.md" is not read: ../secret.md is not a file inside ${site}`],
      ['UnresolvedRef', 'error', '/paths/~1a/get/description', `$ref "linked.md" is not read: spec/linked.md is not a file inside ${site}`],
      ['UnresolvedRef', 'error', '/paths/~1a/get/responses/200/description', `$ref "file://${path.join(outside, 'secret.md')}" is not read: the build fetches no URL`],
      ['UnresolvedRef', 'error', '/paths/~1a/get/responses/404', `$ref "https://example.com/responses.json#/NotFound" is not read: the build fetches no URL`],
      ['UnresolvedRef', 'error', '/paths/~1a/get/responses/500/description', `$ref "../.env" is not read: .env is not a file inside ${site}`],
    ]);
    const lenient = await loadSpec(path.join(inside, 'openapi.json'), { cwd: site, root: site, lenient: true });
    expect(lenient.spec).toBeDefined();
    expect(JSON.stringify(lenient.spec!.bundled)).not.toContain('ghp_not_for_readers');
    // A file of the site outside the description's folder is read.
    expect(JSON.stringify(lenient.spec!.bundled)).toContain('A shared introduction.');
    await rm(outside, { recursive: true, force: true });
  });
});

describe('loadSpec of a path that is no file', () => {
  it('says a folder is a folder, at the path given, rather than failing with EISDIR', async () => {
    const folder = path.join(dir, 'a-folder');
    await mkdir(folder, { recursive: true });
    const { spec, diagnostics } = await loadSpec(folder, { cwd: dir });
    expect(spec).toBeUndefined();
    expect(diagnostics).toEqual([expect.objectContaining({ code: 'SpecLoadFailed', location: { file: 'a-folder' }, message: expect.stringContaining('it is a folder') })]);
  });
});
