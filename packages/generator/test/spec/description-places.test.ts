import { describe, expect, it } from 'vitest';
import { placeAt } from '../../src/spec/description-places.js';
import { pointerTokens } from '../../src/spec/find-refs.js';

const at = (pointer: string, swagger = false) => placeAt(pointerTokens(pointer), swagger);

describe('placeAt', () => {
  it('reads examples, defaults and enums as data, at any depth below them', () => {
    expect(at('/paths/~1a/post/requestBody/content/application~1json/example/nested/0')).toBe('data');
    expect(at('/paths/~1a/post/requestBody/content/application~1json/examples/first/value')).toBe('data');
    expect(at('/components/examples/Track/value/user')).toBe('data');
    expect(at('/components/schemas/Thing/properties/id/default')).toBe('data');
    expect(at('/components/schemas/Thing/enum/2')).toBe('data');
    expect(at('/paths/~1a/get/parameters/0/example')).toBe('data');
  });

  it('reads a property named like a data keyword as the schema it is', () => {
    expect(at('/components/schemas/Thing/properties/example')).toBe('schema');
    expect(at('/components/schemas/Thing/properties/default/items')).toBe('schema');
    expect(at('/components/schemas/Thing/allOf/1/properties/enum')).toBe('schema');
  });

  it('tells named examples, which a $ref may stand for, from their values', () => {
    expect(at('/paths/~1a/post/requestBody/content/application~1json/examples/first')).toBe('example');
    expect(at('/components/examples/Track')).toBe('example');
  });

  it('reads extensions apart, and Swagger 2.0 example bodies and x-example as data', () => {
    expect(at('/components/schemas/Thing/x-enum-reference')).toBe('extension');
    expect(at('/x-tagGroups/0')).toBe('extension');
    expect(at('/paths/~1a/get/responses/200/examples/application~1json', true)).toBe('data');
    expect(at('/paths/~1a/get/parameters/0/x-example', true)).toBe('data');
    expect(at('/definitions/Thing/properties/id', true)).toBe('schema');
  });
});

describe('placeAt, at the edges of what a description may hold', () => {
  it('reads the extensions of paths and responses as extensions, not as what the map holds', () => {
    expect(at('/paths/x-internal/get')).toBe('extension');
    expect(at('/paths/~1a/get/responses/x-ratelimit/headers', true)).toBe('extension');
  });

  it('reads the values a link passes on, and an example given as data, as data', () => {
    expect(at('/components/links/Next/parameters/id')).toBe('data');
    expect(at('/components/examples/Track/dataValue/title')).toBe('data');
  });

  it('reads the schemas of dependencies and of keywords it does not know as schemas', () => {
    expect(at('/components/schemas/A/dependencies/b')).toBe('schema');
    expect(at('/components/schemas/A/not')).toBe('schema');
    expect(at('/definitions/A/items/1', true)).toBe('schema');
  });
});
