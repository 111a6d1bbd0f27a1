import { describe, expect, it } from 'vitest';
import { findMisplacedRefs } from '../../src/spec/find-misplaced-refs.js';

const info = { title: 'Test', version: '1.0.0' };

describe('findMisplacedRefs', () => {
  it('finds a parameter, a request body and a response that name a schema', () => {
    const document = {
      openapi: '3.1.0',
      info,
      paths: {
        '/pets': {
          post: {
            parameters: [{ $ref: '#/components/schemas/Pet' }, { $ref: '#/components/parameters/Limit' }],
            requestBody: { $ref: '#/components/schemas/Pet' },
            responses: { '200': { $ref: '#/components/schemas/Pet' }, '404': { $ref: '#/components/responses/NotFound' } },
          },
        },
      },
      components: {
        schemas: { Pet: { type: 'object' } },
        parameters: { Limit: { name: 'limit', in: 'query', schema: { type: 'integer' } } },
        responses: { NotFound: { description: 'Not found' } },
      },
    };
    expect(findMisplacedRefs(document)).toEqual([
      { pointer: '/paths/~1pets/post/parameters/0', ref: '#/components/schemas/Pet', expected: 'parameter', found: 'schema' },
      { pointer: '/paths/~1pets/post/requestBody', ref: '#/components/schemas/Pet', expected: 'requestBody', found: 'schema' },
      { pointer: '/paths/~1pets/post/responses/200', ref: '#/components/schemas/Pet', expected: 'response', found: 'schema' },
    ]);
  });

  it('accepts a response kept among the schemas that is a valid response as it is, and names the one meant for the others', () => {
    const document = {
      openapi: '3.0.0',
      info,
      paths: {
        '/apis': {
          get: {
            responses: {
              // As SwaggerHub's description has it: the object named is `{ description }`, a valid response wherever it is kept.
              '400': { $ref: '#/components/schemas/BadRequest' },
              '404': { $ref: '#/components/schemas/ApiNotFound' },
              '409': { $ref: '#/components/schemas/Conflict' },
              // A field of a schema: no shared response is meant by its name.
              '410': { $ref: '#/components/schemas/Gone/properties/ApiNotFound' },
            },
          },
        },
      },
      components: {
        schemas: { BadRequest: { description: 'Bad request', 'x-origin': 'errors' }, ApiNotFound: { type: 'object', description: 'Not found' }, Conflict: { description: 5 }, Gone: { type: 'object', properties: { ApiNotFound: { type: 'string' } } } },
        responses: { ApiNotFound: { description: 'API not found' } },
      },
    };
    expect(findMisplacedRefs(document)).toEqual([
      { pointer: '/paths/~1apis/get/responses/404', ref: '#/components/schemas/ApiNotFound', expected: 'response', found: 'schema', meant: '#/components/responses/ApiNotFound' },
      { pointer: '/paths/~1apis/get/responses/409', ref: '#/components/schemas/Conflict', expected: 'response', found: 'schema' },
      { pointer: '/paths/~1apis/get/responses/410', ref: '#/components/schemas/Gone/properties/ApiNotFound', expected: 'response', found: 'schema' },
    ]);
    const swagger = { swagger: '2.0', info, paths: { '/a': { get: { responses: { '200': { $ref: '#/definitions/Ok' } } } } }, definitions: { Ok: { type: 'string' } }, responses: { Ok: { description: 'OK' } } };
    expect(findMisplacedRefs(swagger)).toEqual([{ pointer: '/paths/~1a/get/responses/200', ref: '#/definitions/Ok', expected: 'response', found: 'schema', meant: '#/responses/Ok' }]);
  });

  it('accepts schemas named anywhere a schema can be, objects shared from other operations, and $ref in example data', () => {
    const document = {
      openapi: '3.0.3',
      info,
      paths: {
        '/a': {
          get: {
            parameters: [{ name: 'q', in: 'query', schema: { $ref: '#/components/schemas/Pet/properties/name' } }],
            responses: {
              '200': {
                description: 'OK',
                headers: { 'X-Rate': { $ref: '#/components/headers/Rate' } },
                content: { 'application/json': { schema: { type: 'array', items: { $ref: '#/paths/~1b/get/responses/200/content/application~1json/schema' } }, example: { $ref: '#/components/parameters/Limit' } } },
              },
            },
          },
        },
        '/b': { get: { parameters: [{ $ref: '#/paths/~1a/get/parameters/0' }], responses: { '200': { description: 'OK', content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } } } } } },
      },
      components: {
        schemas: { Pet: { type: 'object', properties: { name: { type: 'string' } }, default: { $ref: '#/components/parameters/Limit' } } },
        headers: { Rate: { schema: { type: 'integer' } } },
        parameters: { Limit: { name: 'limit', in: 'query' } },
      },
    };
    expect(findMisplacedRefs(document)).toEqual([]);
  });

  it('knows Swagger 2.0 definitions, parameters and responses', () => {
    const document = {
      swagger: '2.0',
      info,
      paths: { '/pets': { get: { parameters: [{ $ref: '#/definitions/Pet' }, { $ref: '#/parameters/Limit' }], responses: { '200': { $ref: '#/responses/Ok' }, '400': { $ref: '#/parameters/Limit' } } } } },
      definitions: { Pet: { type: 'object' } },
      parameters: { Limit: { name: 'limit', in: 'query', type: 'integer' } },
      responses: { Ok: { description: 'OK', schema: { $ref: '#/definitions/Pet' } } },
    };
    expect(findMisplacedRefs(document).map(({ pointer, found }) => [pointer, found])).toEqual([
      ['/paths/~1pets/get/parameters/0', 'schema'],
      ['/paths/~1pets/get/responses/400', 'parameter'],
    ]);
  });
});
