import { describe, expect, it } from 'vitest';
import { collectOperations } from '../../src/openapi/collect-operations.js';
import { generateCodeSamples } from '../../src/openapi/generate-code-samples.js';
import { normalizeOperation } from '../../src/openapi/normalize-operation.js';
import { createResolver } from '../../src/openapi/resolve-ref.js';

function samplesOf(codeSamples: unknown[], languages: string[]) {
  const document = {
    openapi: '3.0.3',
    info: { title: 'T', version: '1' },
    paths: { '/a': { get: { responses: { '200': { description: 'OK' } }, 'x-codeSamples': codeSamples } } },
  };
  const resolve = createResolver(document);
  const [collected] = collectOperations(document, resolve);
  return generateCodeSamples(document, collected!, normalizeOperation(document, collected!, resolve), resolve, languages).samples;
}

describe('generateCodeSamples with the description\'s own samples', () => {
  it('shows every sample the description brings, each tab with a value of its own', () => {
    const samples = samplesOf(
      [
        { lang: 'JavaScript', label: 'fetch', source: 'fetch(url)' },
        { lang: 'JavaScript', label: 'axios', source: 'axios.get(url)' },
        { lang: 'Kotlin', label: 'Kotlin (ktor)', source: 'val a = 1' },
        { lang: 'Kotlin', label: 'Kotlin (okhttp)', source: 'val b = 2' },
      ],
      ['curl', 'javascript'],
    );
    expect(samples.map((sample) => [sample.language, sample.label])).toEqual([
      ['curl', 'cURL'],
      ['javascript', 'fetch'],
      ['javascript-2', 'axios'],
      ['kotlin', 'Kotlin (ktor)'],
      ['kotlin-2', 'Kotlin (okhttp)'],
    ]);
    expect(samples[2]!.html).toContain('axios');
    expect(samples[4]!.html).toContain('b');
  });

  it('shows a sample whose language is named like what every object inherits as a tab of that name', () => {
    const samples = samplesOf(
      [
        { lang: 'constructor', source: 'curl https://api.example.com/a' },
        { lang: '__proto__', source: 'one' },
        { lang: 'toString', source: 'two' },
      ],
      ['curl'],
    );
    expect(samples.map((sample) => sample.language)).toEqual(['curl', 'constructor', '-proto-', 'tostring']);
    expect(samples[1]!.html).toContain('api.example.com');
  });
});

describe('generateCodeSamples of what a description asks a caller to send', () => {
  const curlOf = (document: Record<string, any>) => {
    const resolve = createResolver(document);
    const [collected] = collectOperations(document, resolve);
    const [curl] = generateCodeSamples(document, collected!, normalizeOperation(document, collected!, resolve), resolve, ['curl']).samples;
    return curl!.html.replace(/<[^>]*>/g, '').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&amp;|&#x26;/g, '&');
  };
  const operation = (get: Record<string, unknown>, components: Record<string, unknown> = {}) => ({
    openapi: '3.0.3',
    info: { title: 'T', version: '1' },
    servers: [{ url: 'https://api.example.com' }],
    paths: { '/things': { get: { responses: { '200': { description: 'OK' } }, ...get } } },
    components,
  });

  it('leaves out an optional parameter whose first example is none, and sends a list written as its query as its values', () => {
    const none = { none: { summary: 'No filter (default)' }, byTitle: { summary: 'By title', value: '{"title":{"_eq":"Hello"}}' } };
    const curl = curlOf(
      operation({
        parameters: [
          { name: 'filter', in: 'query', schema: { type: 'string' }, examples: none },
          { name: 'page', in: 'query', schema: { type: 'integer' }, examples: { none: { summary: 'No page (default)' }, second: { value: 2 } } },
          { name: 'sort', in: 'query', required: true, schema: { type: 'string' }, examples: { none: { summary: 'Unsorted' }, byName: { value: 'name' } } },
          { name: 'owner', in: 'query', schema: { type: 'array', items: { type: 'string' }, example: 'owner[]=octocat1,owner[]=octocat2' } },
          { name: 'labels', in: 'query', schema: { type: 'array', items: { type: 'string' }, example: 'labels[]=good%20first%20issue,labels[]=bug' } },
        ],
      }),
    );
    expect(curl).not.toContain('filter=');
    expect(curl).not.toContain('page=');
    // A required one is sent all the same, with the first example that has a value.
    expect(curl).toContain('sort=name');
    expect(curl).toContain('owner=octocat1&owner=octocat2');
    expect(curl).toContain('labels=good%20first%20issue&labels=bug');
  });

  it('sends a required list of allowed values as one of them, and an example given by reference', () => {
    const curl = curlOf(
      operation({
        parameters: [
          { name: 'status', in: 'query', required: true, schema: { type: 'array', items: { type: 'string', enum: ['active', 'archived'] } } },
          { name: 'expand', in: 'query', schema: { type: 'string' }, examples: { one: { $ref: '#/components/examples/Expand' } } },
        ],
      }, { examples: { Expand: { value: 'customer' } } }),
    );
    expect(curl).toContain('status=active');
    expect(curl).toContain('expand=customer');
    expect(curl).not.toContain('STATUS');
  });

  it('names an HTTP scheme other than Basic and Bearer as it is, not as a bearer token', () => {
    const curl = curlOf(operation({ security: [{ digestAuth: [] }] }, { securitySchemes: { digestAuth: { type: 'http', scheme: 'digest' } } }));
    expect(curl).toContain('Authorization: digest YOUR_CREDENTIALS');
    expect(curl).not.toContain('Bearer');
  });

  it('sends a body the description allows in a range of media types with one type, never a wildcard', () => {
    const bodyIn = (mediaType: string, schema: Record<string, unknown>) =>
      curlOf({ ...operation({}), paths: { '/things': { post: { requestBody: { required: true, content: { [mediaType]: { schema } } }, responses: { '200': { description: 'OK' } } } } } });
    const object = { type: 'object', required: ['name'], properties: { name: { type: 'string', example: 'Ada' } } };
    expect(bodyIn('*/*', object)).toContain("Content-Type: application/json'");
    expect(bodyIn('application/*+json', object)).toContain("Content-Type: application/json'");
    expect(bodyIn('image/*', { type: 'string', format: 'binary' })).toContain("Content-Type: image/png'");
    expect(bodyIn('*/*', { type: 'string', format: 'binary' })).toContain("Content-Type: application/octet-stream'");
  });

  it('sends a parameter given as JSON content as its example written in JSON, and an object filter by its fields', () => {
    const curl = curlOf(
      operation({
        parameters: [
          { name: 'filter', in: 'query', required: true, content: { 'application/json': { schema: { type: 'object' }, example: { color: 'red' } } } },
          { name: 'range', in: 'query', required: true, style: 'deepObject', explode: true, schema: { type: 'object', required: ['min'], properties: { min: { type: 'integer' }, max: { type: 'integer' } } } },
        ],
      }),
    );
    expect(curl).toContain('filter=%7B%22color%22:%22red%22%7D');
    expect(curl).toContain('range%5Bmin%5D=1');
    expect(curl).not.toContain('FILTER');
    expect(curl).not.toContain('RANGE');
  });

  it('sends a Swagger 2.0 tab-separated list with tabs between its items', () => {
    const document = {
      swagger: '2.0',
      info: { title: 'T', version: '1' },
      host: 'api.example.com',
      paths: { '/things': { get: { parameters: [{ name: 't', in: 'query', required: true, type: 'array', items: { type: 'string' }, collectionFormat: 'tsv', 'x-example': ['x', 'y'] }], responses: { '200': { description: 'OK' } } } } },
    };
    expect(curlOf(document)).toContain('t=x%09y');
  });

  it('joins a Swagger 2.0 list in a path or a header by the character its collectionFormat names, as its page says', () => {
    const list = { type: 'array', items: { type: 'string' } };
    const document = {
      swagger: '2.0',
      info: { title: 'T', version: '1' },
      host: 'api.example.com',
      paths: { '/things/{ids}': { get: { parameters: [{ name: 'ids', in: 'path', required: true, ...list, collectionFormat: 'pipes', 'x-example': ['a', 'b'] }, { name: 'X-Tags', in: 'header', required: true, ...list, collectionFormat: 'ssv', 'x-example': ['c', 'd'] }], responses: { '200': { description: 'OK' } } } } },
    };
    expect(curlOf(document)).toContain('/things/a%7Cb');
    expect(curlOf(document)).toContain(`--header 'X-Tags: c d'`);
  });

  it('sends a Swagger 2.0 list whose collectionFormat it does not know comma-separated, as its page says', () => {
    const document = {
      swagger: '2.0',
      info: { title: 'T', version: '1' },
      host: 'api.example.com',
      paths: { '/things': { get: { parameters: [{ name: 't', in: 'query', required: true, type: 'array', items: { type: 'string' }, collectionFormat: 'CSV', 'x-example': ['x', 'y'] }], responses: { '200': { description: 'OK' } } } } },
    };
    expect(curlOf(document)).toContain('t=x,y');
    expect(curlOf(document)).not.toContain('t=y');
  });
});

describe('generateCodeSamples of a description that names no server', () => {
  const generate = (servers: Record<string, unknown>, codeSamples?: unknown[]) => {
    const operation = { responses: { '200': { description: 'OK' } }, ...(codeSamples ? { 'x-codeSamples': codeSamples } : {}) };
    const document = { openapi: '3.0.3', info: { title: 'T', version: '1' }, ...servers, paths: { '/a': { get: operation } } };
    const resolve = createResolver(document);
    const [collected] = collectOperations(document, resolve);
    return generateCodeSamples(document, collected!, normalizeOperation(document, collected!, resolve), resolve, ['curl']);
  };

  it('says which address its samples call in the server\'s place, so that the page can tell the reader', () => {
    expect(generate({}).placeholderServer).toBe('https://api.example.com');
    expect(generate({ servers: [{ url: '/v2' }] }).placeholderServer).toBe('https://api.example.com');
    expect(generate({ servers: [{ url: 'https://api.things.example/v2' }] }).placeholderServer).toBeUndefined();
    // Samples of the description's own call what they call: nothing to say of them.
    expect(generate({}, [{ lang: 'curl', source: 'curl https://x.example/a' }]).placeholderServer).toBeUndefined();
  });
});
