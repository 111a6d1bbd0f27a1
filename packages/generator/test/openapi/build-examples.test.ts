import { describe, expect, it } from 'vitest';
import { buildExamples } from '../../src/openapi/build-examples.js';

const text = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&(amp|#x26);/g, '&');
const document = { openapi: '3.0.3', info: { title: 'T', version: '1' }, paths: {} };

describe('buildExamples', () => {
  it('writes the example of a form body as the form a caller sends, given or sampled', () => {
    const given = buildExamples({ mediaType: 'application/x-www-form-urlencoded', examples: [{ value: { email: 'ada@example.com', tags: ['a', 'b'] } }] }, document, 'request');
    expect(text(given[0]!.html)).toBe('email=ada%40example.com&tags=a&tags=b');
    const schema = { type: 'object', properties: { name: { type: 'string', example: 'Ada' }, count: { type: 'integer', example: 2 } } };
    const sampled = buildExamples({ mediaType: 'application/x-www-form-urlencoded', schema, examples: [] }, document, 'request');
    expect(text(sampled[0]!.html)).toBe('name=Ada&count=2');
    // JSON stays JSON.
    expect(text(buildExamples({ mediaType: 'application/json', schema, examples: [] }, document, 'request')[0]!.html)).toContain('"name": "Ada"');
  });

  it('shows no example of a schema the sampler makes nothing of, rather than "null"', () => {
    expect(buildExamples({ mediaType: 'application/merge-patch+json', schema: { description: 'A patch.' }, examples: [] }, document, 'request')).toEqual([]);
    expect(buildExamples({ mediaType: 'application/json', schema: { allOf: [{ description: 'Untyped.' }] }, examples: [] }, document, 'response')).toEqual([]);
  });

  it('names each subtype in its sampled example by the value its discriminator gives it', () => {
    const pets = {
      ...document,
      components: {
        schemas: {
          Pet: { type: 'object', properties: { kind: { type: 'string' }, name: { type: 'string' } }, discriminator: { propertyName: 'kind', mapping: { kitty: '#/components/schemas/Cat' } } },
          Cat: { allOf: [{ $ref: '#/components/schemas/Pet' }, { type: 'object', properties: { lives: { type: 'integer' } } }] },
          Dog: { allOf: [{ $ref: '#/components/schemas/Pet' }, { type: 'object', properties: { bark: { type: 'string' } } }] },
          Person: { type: 'object', properties: { kind: { type: 'string', enum: ['person'] } } },
          Bird: { type: 'object', properties: { kind: { type: 'string' }, wings: { type: 'integer' } } },
          Flyer: { oneOf: [{ $ref: '#/components/schemas/Bird' }], discriminator: { propertyName: 'kind' } },
        },
      },
    };
    const kindOf = (schema: unknown) => JSON.parse(text(buildExamples({ mediaType: 'application/json', schema, examples: [] }, pets, 'response')[0]!.html)).kind;
    expect(kindOf({ $ref: '#/components/schemas/Cat' })).toBe('kitty');
    expect(kindOf({ $ref: '#/components/schemas/Dog' })).toBe('Dog');
    expect(kindOf({ $ref: '#/components/schemas/Pet' })).toBe('kitty');
    const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
    expect(kindOf({ oneOf: [ref('Dog'), ref('Cat')], discriminator: { propertyName: 'kind' } })).toBe('Dog');
    expect(kindOf(ref('Flyer'))).toBe('Bird');
    // A subtype whose own field allows one value keeps it, over the name OpenAPI implies.
    expect(kindOf({ oneOf: [ref('Person'), ref('Cat')], discriminator: { propertyName: 'kind' } })).toBe('person');
  });
});
