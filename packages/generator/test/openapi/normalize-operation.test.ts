import { describe, expect, it } from 'vitest';
import { collectOperations } from '../../src/openapi/collect-operations.js';
import { normalizeOperation } from '../../src/openapi/normalize-operation.js';
import { createResolver } from '../../src/openapi/resolve-ref.js';

function serversOf(document: Record<string, unknown>): Record<string, string[]> {
  const resolve = createResolver(document);
  return Object.fromEntries(collectOperations(document, resolve).map((collected) => [String(collected.operation['operationId']), normalizeOperation(document, collected, resolve).servers]));
}

const ok = { '200': { description: 'OK' } };

describe('normalizeOperation: the servers an operation is called on', () => {
  it('takes the operation\'s own servers, else its path item\'s, else the description\'s', () => {
    const servers = serversOf({
      openapi: '3.0.3',
      info: { title: 'T', version: '1' },
      servers: [{ url: 'https://api.example.com/v2' }],
      paths: {
        '/files': {
          servers: [{ url: 'https://{region}.files.example.com', variables: { region: { default: 'eu' } } }],
          get: { operationId: 'listFiles', responses: ok },
          post: { operationId: 'upload', servers: [{ url: 'https://upload.example.com' }], responses: ok },
        },
        '/signings': { get: { operationId: 'listSignings', responses: ok } },
      },
    });
    expect(servers).toEqual({ listFiles: ['https://eu.files.example.com'], upload: ['https://upload.example.com'], listSignings: ['https://api.example.com/v2'] });
  });

  it('calls a Swagger 2.0 API over HTTPS when it lists HTTPS at all', () => {
    const document = { swagger: '2.0', info: { title: 'T', version: '1' }, host: 'api.example.com', basePath: '/v1', paths: { '/a': { get: { operationId: 'a', responses: ok } } } };
    expect(serversOf({ ...document, schemes: ['http', 'https'] })).toEqual({ a: ['https://api.example.com/v1'] });
    expect(serversOf({ ...document, schemes: ['http'] })).toEqual({ a: ['http://api.example.com/v1'] });
    expect(serversOf(document)).toEqual({ a: ['https://api.example.com/v1'] });
  });

  it('makes up no host for a Swagger 2.0 API that names none: its base path only, or no server', () => {
    const document = { swagger: '2.0', info: { title: 'T', version: '1' }, paths: { '/a': { get: { operationId: 'a', responses: ok } } } };
    expect(serversOf({ ...document, basePath: '/api/v2/' })).toEqual({ a: ['/api/v2'] });
    expect(serversOf(document)).toEqual({ a: [] });
  });
});

describe('normalizeOperation: responses', () => {
  it('takes the `x-` keys of the responses for extensions, not responses', () => {
    const document = { openapi: '3.0.3', info: { title: 'T', version: '1' }, paths: { '/a': { get: { operationId: 'a', responses: { ...ok, 'x-ratelimit': 5, default: { description: 'Error' } } } } } };
    const resolve = createResolver(document);
    const [collected] = collectOperations(document, resolve);
    expect(normalizeOperation(document, collected!, resolve).responses.map((response) => response.status)).toEqual(['200', 'default']);
  });
});

describe('normalizeOperation: the credentials an operation asks for', () => {
  const securityOf = (security: unknown) => {
    const document = {
      openapi: '3.0.3',
      info: { title: 'T', version: '1' },
      components: { securitySchemes: { apiKeyHeader: { type: 'apiKey', in: 'header', name: 'X-API-Key' } } },
      paths: { '/things': { get: { operationId: 'listThings', security, responses: ok } } },
    };
    const resolve = createResolver(document);
    const [collected] = collectOperations(document, resolve);
    return normalizeOperation(document, collected!, resolve).security;
  };

  it('keeps an empty requirement beside others as the alternative of none: the credentials are optional', () => {
    expect(securityOf([{}, { apiKeyHeader: [] }])).toEqual([[], [{ name: 'apiKeyHeader', description: 'API key in the header X-API-Key', scopes: [] }]]);
    expect(securityOf([{}])).toEqual([]);
    expect(securityOf([])).toEqual([]);
  });

  it('says where OAuth 2.0 and OpenID Connect get their credentials, and keeps the scheme\'s own description', () => {
    const document = {
      openapi: '3.0.3',
      info: { title: 'T', version: '1' },
      components: {
        securitySchemes: {
          oauth: { type: 'oauth2', description: 'Register an app first.', flows: { clientCredentials: { tokenUrl: 'https://auth.example.com/token', scopes: {} }, authorizationCode: { authorizationUrl: 'https://auth.example.com/authorize', tokenUrl: 'https://auth.example.com/token', scopes: {} } } },
          oidc: { type: 'openIdConnect', openIdConnectUrl: 'https://auth.example.com/.well-known/openid-configuration' },
        },
      },
      paths: { '/things': { get: { operationId: 'listThings', security: [{ oauth: ['read'] }, { oidc: [] }], responses: ok } } },
    };
    const resolve = createResolver(document);
    const [collected] = collectOperations(document, resolve);
    expect(normalizeOperation(document, collected!, resolve).security).toEqual([
      [{ name: 'oauth', description: 'OAuth 2.0 (client credentials: token at https://auth.example.com/token; authorization code: authorize at https://auth.example.com/authorize, token at https://auth.example.com/token)', scopes: ['read'], details: 'Register an app first.' }],
      [{ name: 'oidc', description: 'OpenID Connect (discovery at https://auth.example.com/.well-known/openid-configuration)', scopes: [] }],
    ]);
  });
});

describe('normalizeOperation: shared parameters, bodies and responses', () => {
  it('takes the description written beside a $ref over the shared one, and a header redefined in another case once', () => {
    const document = {
      openapi: '3.1.0',
      info: { title: 'T', version: '1' },
      components: {
        parameters: { Version: { name: 'X-Api-Version', in: 'header', description: 'Shared.', schema: { type: 'string' } } },
        responses: { Error: { description: 'Something went wrong.' } },
      },
      paths: {
        '/a': {
          parameters: [{ $ref: '#/components/parameters/Version' }],
          get: {
            operationId: 'a',
            parameters: [{ name: 'x-api-version', in: 'header', schema: { type: 'string' } }, { $ref: '#/components/parameters/Version', description: 'Only here.' }],
            responses: { ...ok, '404': { $ref: '#/components/responses/Error', description: 'No such thing.' } },
          },
        },
      },
    };
    const resolve = createResolver(document);
    const [collected] = collectOperations(document, resolve);
    const normal = normalizeOperation(document, collected!, resolve);
    expect(normal.parameters.map((p) => [p.name, p.description])).toEqual([
      ['x-api-version', undefined],
      ['X-Api-Version', 'Only here.'],
    ]);
    expect(normal.responses.map((r) => r.description)).toEqual(['OK', 'No such thing.']);
  });

  it('takes a parameter\'s first example that has a value, past a summary-only one, shared or its own', () => {
    const document = {
      openapi: '3.0.3',
      info: { title: 'T', version: '1' },
      components: {
        examples: { none: { summary: 'No filter (default)' }, byTitle: { value: { title: { _eq: 'Hello' } } } },
        parameters: { Filter: { name: 'filter', in: 'query', content: { 'application/json': { schema: { type: 'object' }, examples: { none: { $ref: '#/components/examples/none' }, byTitle: { $ref: '#/components/examples/byTitle' } } } } } },
      },
      paths: {
        '/files': {
          get: {
            operationId: 'listFiles',
            parameters: [{ $ref: '#/components/parameters/Filter' }, { name: 'fields', in: 'query', schema: { type: 'array', items: { type: 'string' } }, examples: { none: { summary: 'Every field' }, all: { value: ['*'] } } }],
            responses: ok,
          },
        },
      },
    };
    const resolve = createResolver(document);
    const [collected] = collectOperations(document, resolve);
    expect(normalizeOperation(document, collected!, resolve).parameters.map((p) => [p.name, p.example])).toEqual([
      ['filter', { title: { _eq: 'Hello' } }],
      ['fields', ['*']],
    ]);
  });
});
