import { markdownTitle } from '../text/markdown-title.js';
import { firstSentence, shortenText } from '../text/plain-text.js';
import type { CollectedOperation } from './collect-operations.js';
import type { MaybeRef, Resolver } from './resolve-ref.js';
import { collectionEncoding } from './collection-encoding.js';

export interface NormalParameter {
  name: string;
  location: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  deprecated: boolean;
  description?: string;
  schema: unknown;
  example?: unknown;
  /**
   * Its first example has no value (Directus's summary-only "No filter (default)" before the filters it
   * shows): the description's way of saying it is not sent unless a reader chooses one.
   */
  unsetByDefault?: boolean;
  /** How it is written into the request: by a style (OpenAPI 3's `style` and `explode`, Swagger 2.0's `collectionFormat`), or as content of a media type. */
  serialization: { style: string; explode: boolean } | { mediaType: string };
}

export interface NormalMediaType {
  mediaType: string;
  schema?: unknown;
  examples: { label?: string; value: unknown }[];
  /**
   * OpenAPI 3 `encoding` of a form's fields: the `contentType` a multipart part is sent with, and how a
   * list or an object is sent (`style`, `explode`); a Swagger 2.0 field's `collectionFormat` as the same.
   */
  encoding?: Record<string, { contentType?: string; style?: string; explode?: boolean }>;
}

export interface NormalResponse {
  status: string;
  description?: string;
  headers: NormalParameter[];
  content: NormalMediaType[];
}

/** An operation in one shape whatever the version of its description (Swagger 2.0 or OpenAPI 3.x). */
export interface NormalOperation {
  parameters: NormalParameter[];
  requestBody?: { description?: string; required: boolean; content: NormalMediaType[] };
  responses: NormalResponse[];
  servers: string[];
  /** What tells each server from the others, in a few words (`Sandbox`), or '' (aligned with `servers`). */
  serverLabels: string[];
  /** The variables of the servers' URLs, each once (the first server's first); `description` as Markdown. */
  serverVariables: { name: string; defaultValue: string; values?: string[]; description?: string }[];
  /** Alternatives of schemes used together; `details` is the scheme's own description, as Markdown. */
  security: { name: string; description: string; scopes: string[]; details?: string }[][];
}

type Obj = Record<string, unknown>;
const LOCATIONS = new Set(['path', 'query', 'header', 'cookie']);

export function normalizeOperation(document: Obj, collected: CollectedOperation, resolve: Resolver): NormalOperation {
  const swagger2 = typeof document['swagger'] === 'string';
  const operation = collected.operation;
  const raw = mergeParameters(collected.pathParameters, (operation['parameters'] as unknown[]) ?? [], resolve);
  const parameters = raw.filter((p) => LOCATIONS.has(String(p['in']))).map((p) => toParameter(p, swagger2, resolve));
  const requestBody = swagger2 ? swagger2Body(document, operation, raw) : openApi3Body(operation, resolve);
  return {
    parameters,
    ...(requestBody ? { requestBody } : {}),
    responses: responsesOf(document, operation, resolve, swagger2),
    // A webhook is sent by the API to the reader's URL: the API's servers and credentials are not its.
    ...(collected.webhook ? { servers: [], serverLabels: [] } : serversOf(document, collected, swagger2)),
    serverVariables: swagger2 || collected.webhook ? [] : serverVariablesOf(document, collected),
    security: securityOf(document, operation, swagger2, { inherited: !collected.webhook }),
  };
}

/**
 * Path-level parameters apply unless the operation redefines the same name and location (a header's
 * name in any case: HTTP does not tell `X-Api-Version` from `x-api-version`).
 */
export function mergeParameters(pathLevel: unknown[], operationLevel: unknown[], resolve: Resolver): Obj[] {
  const own = operationLevel.map((p) => resolveUse<Obj>(p, resolve)).filter(Boolean);
  const nameOf = (p: Obj) => (p['in'] === 'header' ? String(p['name']).toLowerCase() : p['name']);
  const inherited = pathLevel.map((p) => resolveUse<Obj>(p, resolve)).filter((p) => p && !own.some((o) => nameOf(o) === nameOf(p) && o['in'] === p['in']));
  return [...inherited, ...own];
}

/**
 * What a reference names, with the `summary` and `description` written beside the `$ref` in its place:
 * OpenAPI 3.1 lets a use of a shared parameter, body or response say more of it there.
 */
function resolveUse<T extends Obj>(raw: unknown, resolve: Resolver): T {
  const { value } = resolve<T>(raw);
  if (!raw || typeof raw !== 'object' || !value || typeof value !== 'object' || value === raw) return value;
  const { summary, description } = raw as Obj;
  if (typeof summary !== 'string' && typeof description !== 'string') return value;
  return { ...value, ...(typeof summary === 'string' ? { summary } : {}), ...(typeof description === 'string' ? { description } : {}) };
}

function toParameter(p: Obj, swagger2: boolean, resolve: Resolver): NormalParameter {
  const schema = swagger2 ? swagger2ParameterSchema(p) : (p['schema'] ?? firstContentSchema(p));
  const media = firstContent(p);
  const example = p['example'] ?? firstExampleValue(p['examples'], resolve) ?? media?.['example'] ?? firstExampleValue(media?.['examples'], resolve) ?? (p['x-example'] as unknown);
  return {
    name: String(p['name']),
    location: String(p['in']) as NormalParameter['location'],
    required: p['required'] === true || p['in'] === 'path',
    deprecated: p['deprecated'] === true,
    ...(typeof p['description'] === 'string' ? { description: p['description'] } : {}),
    schema,
    ...(example !== undefined ? { example } : {}),
    ...(p['example'] === undefined && startsUnset(p['examples'], resolve) ? { unsetByDefault: true } : {}),
    serialization: serializationOf(p, swagger2),
  };
}

/** How a parameter is written into the request; OpenAPI 3's defaults where it says nothing (form in a query or cookie, simple elsewhere). */
function serializationOf(p: Obj, swagger2: boolean): NormalParameter['serialization'] {
  const content = p['content'];
  if (!swagger2 && content && typeof content === 'object' && Object.keys(content).length) return { mediaType: Object.keys(content)[0]! };
  if (swagger2) {
    const { style, explode } = collectionEncoding(p['collectionFormat']);
    // A comma-separated list in a path or header is that location's simple style.
    return p['in'] === 'query' || p['in'] === 'formData' || style !== 'form' ? { style, explode } : { style: 'simple', explode: false };
  }
  const style = typeof p['style'] === 'string' ? p['style'] : p['in'] === 'query' || p['in'] === 'cookie' ? 'form' : 'simple';
  return { style, explode: typeof p['explode'] === 'boolean' ? p['explode'] : style === 'form' };
}

/** In Swagger 2.0 a non-body parameter carries its schema keywords itself. */
function swagger2ParameterSchema(p: Obj): Obj {
  const { name: _n, in: _i, required: _r, description: _d, allowEmptyValue: _a, collectionFormat: _c, ...schema } = p;
  return schema;
}

function firstContentSchema(p: Obj): unknown {
  return firstContent(p)?.['schema'];
}

/** The media type object of a parameter sent as content (`content: { application/json: … }`) rather than by a style. */
function firstContent(p: Obj): Obj | undefined {
  const content = p['content'] as Record<string, Obj> | undefined;
  const media = content && typeof content === 'object' ? Object.values(content)[0] : undefined;
  return media && typeof media === 'object' ? media : undefined;
}

/**
 * The value of the first of a parameter's `examples` that has one (each may be a `$ref` to
 * `components/examples`): Directus lists a summary-only "none" first, before the examples of a filter.
 */
function firstExampleValue(examples: unknown, resolve: Resolver): unknown {
  if (!examples || typeof examples !== 'object') return undefined;
  for (const example of Object.values(examples as Obj)) {
    const value = resolve<Obj>(example).value?.['value'];
    if (value !== undefined) return value;
  }
  return undefined;
}

/** Whether the first of a parameter's `examples` has no value (only a summary, as "none" is written). */
function startsUnset(examples: unknown, resolve: Resolver): boolean {
  if (!examples || typeof examples !== 'object') return false;
  const first = Object.values(examples as Obj)[0];
  const value = resolve<Obj>(first).value;
  return first !== undefined && value !== undefined && value !== null && typeof value === 'object' && value['value'] === undefined && value['externalValue'] === undefined;
}

function mediaTypesOf(content: unknown, resolve: Resolver): NormalMediaType[] {
  return Object.entries((content ?? {}) as Record<string, Obj>).map(([mediaType, media]) => ({
    mediaType,
    ...(media?.['schema'] ? { schema: media['schema'] } : {}),
    examples: examplesOf(media, resolve).map((example) => ({ ...example, value: jsonExampleValue(example.value, mediaType, media?.['schema'], resolve) })),
    ...(media?.['encoding'] && typeof media['encoding'] === 'object' ? { encoding: media['encoding'] as NormalMediaType['encoding'] } : {}),
  }));
}

/**
 * A JSON body's example as the value it stands for: many descriptions write an object's example as the
 * text of its JSON (`"example": "{\"id\": 1}"`), which sent as is would be a JSON string, not the
 * object. Only a text that parses as an object or a list is read, and not where the schema says the body
 * is a string.
 */
function jsonExampleValue(value: unknown, mediaType: string, schema: unknown, resolve: Resolver): unknown {
  if (typeof value !== 'string' || !/[/+]json\b/i.test(mediaType) || !/^\s*[[{]/.test(value)) return value;
  if (resolve<Obj>(schema).value?.['type'] === 'string') return value;
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === 'object' ? parsed : value;
  } catch {
    return value;
  }
}

function examplesOf(media: Obj | undefined, resolve: Resolver): { label?: string; value: unknown }[] {
  if (!media) return [];
  if (media['example'] !== undefined) return [{ value: media['example'] }];
  return Object.entries((media['examples'] ?? {}) as Record<string, unknown>).flatMap(([key, raw]) => {
    const example = resolve<Obj>(raw).value;
    if (!example || example['value'] === undefined) return [];
    return [{ label: typeof example['summary'] === 'string' ? example['summary'] : key, value: example['value'] }];
  });
}

function openApi3Body(operation: MaybeRef, resolve: Resolver): NormalOperation['requestBody'] {
  if (!operation['requestBody']) return undefined;
  const body = resolveUse<Obj>(operation['requestBody'], resolve);
  return {
    ...(typeof body['description'] === 'string' ? { description: body['description'] } : {}),
    required: body['required'] === true,
    content: mediaTypesOf(body['content'], resolve),
  };
}

function swagger2Body(document: Obj, operation: MaybeRef, parameters: Obj[]): NormalOperation['requestBody'] {
  const consumes = (operation['consumes'] ?? document['consumes'] ?? ['application/json']) as string[];
  const body = parameters.find((p) => p['in'] === 'body');
  if (body) {
    return {
      ...(typeof body['description'] === 'string' ? { description: body['description'] } : {}),
      required: body['required'] === true,
      content: consumes.map((mediaType) => ({ mediaType, schema: body['schema'], examples: [] })),
    };
  }
  const fields = parameters.filter((p) => p['in'] === 'formData');
  if (!fields.length) return undefined;
  const schema = {
    type: 'object',
    required: fields.filter((f) => f['required'] === true).map((f) => f['name']),
    properties: Object.fromEntries(
      fields.map((f) => {
        // A field's `x-example` (Swagger 2.0 has no `example` for one) is what the samples send.
        const example = f['x-example'] !== undefined && f['example'] === undefined ? { example: f['x-example'] } : {};
        return [String(f['name']), { ...swagger2ParameterSchema(f), ...example, ...(f['description'] ? { description: f['description'] } : {}) }];
      }),
    ),
  };
  const encoding = Object.fromEntries(fields.flatMap((f) => (f['type'] === 'array' ? [[String(f['name']), collectionEncoding(f['collectionFormat'])]] : [])));
  const mediaType = consumes.find((c) => c.includes('form')) ?? (fields.some((f) => f['type'] === 'file') ? 'multipart/form-data' : 'application/x-www-form-urlencoded');
  return { required: fields.some((f) => f['required'] === true), content: [{ mediaType, schema, examples: [], ...(Object.keys(encoding).length ? { encoding } : {}) }] };
}

function responsesOf(document: Obj, operation: MaybeRef, resolve: Resolver, swagger2: boolean): NormalResponse[] {
  const produces = (operation['produces'] ?? document['produces'] ?? ['application/json']) as string[];
  // `x-…` keys are extensions of the Responses Object, not responses.
  return Object.entries((operation['responses'] ?? {}) as Obj).filter(([status]) => !status.startsWith('x-')).map(([status, raw]) => {
    const response = resolveUse<Obj>(raw, resolve) ?? {};
    const headers = Object.entries((response['headers'] ?? {}) as Obj).map(([name, rawHeader]) => {
      const header = resolve<Obj>(rawHeader).value ?? {};
      return toParameter({ ...header, name, in: 'header' }, swagger2, resolve);
    });
    let content: NormalMediaType[];
    if (swagger2) {
      const examples = (response['examples'] ?? {}) as Obj;
      content = response['schema']
        ? produces.map((mediaType) => ({ mediaType, schema: response['schema'], examples: examples[mediaType] !== undefined ? [{ value: jsonExampleValue(examples[mediaType], mediaType, response['schema'], resolve) }] : [] }))
        : [];
    } else content = mediaTypesOf(response['content'], resolve);
    return { status, ...(typeof response['description'] === 'string' ? { description: response['description'] } : {}), headers, content };
  });
}

/** The servers of an operation: its own, else its path item's, else the description's (Swagger 2: by HTTPS where it may). */
function serversOf(document: Obj, collected: CollectedOperation, swagger2: boolean): Pick<NormalOperation, 'servers' | 'serverLabels'> {
  const operation = collected.operation;
  if (swagger2) {
    const listed = (operation['schemes'] ?? document['schemes']) as unknown;
    const schemes = Array.isArray(listed) ? listed.map((scheme) => String(scheme).toLowerCase()) : [];
    // Credentials go over HTTPS wherever the API takes it, whichever scheme it lists first.
    const scheme = schemes.includes('https') || !schemes.length ? 'https' : schemes[0]!;
    const basePath = typeof document['basePath'] === 'string' ? document['basePath'].replace(/\/$/, '') : '';
    // Without a host the API is on the host that serves its docs (Swagger 2.0): no host is made up for it,
    // as an OpenAPI 3 description without servers has none (the samples put a placeholder in its place).
    if (typeof document['host'] !== 'string' || !document['host']) return basePath ? { servers: [basePath], serverLabels: [''] } : { servers: [], serverLabels: [] };
    return { servers: [`${scheme}://${document['host']}${basePath}`], serverLabels: [''] };
  }
  const servers = serverObjectsOf(document, collected).flatMap((server) => {
    const url = expandServerUrl(server);
    return url ? [{ url, label: serverLabel(server) }] : [];
  });
  return { servers: servers.map((server) => server.url), serverLabels: servers.map((server) => server.label) };
}

/** Longer labels of a server are cut at a word: they stand beside its URL. */
const SERVER_LABEL_LENGTH = 60;

/** What tells a server from the others in a few words: its name (3.2), else its description's first sentence. */
function serverLabel(server: Obj): string {
  const name = server['name'];
  if (typeof name === 'string' && name.trim()) return markdownTitle(name, SERVER_LABEL_LENGTH);
  const description = server['description'];
  if (typeof description !== 'string') return '';
  return shortenText(firstSentence(markdownTitle(description, TITLE_READ_LENGTH)).replace(/\.$/, ''), SERVER_LABEL_LENGTH);
}

/** How much of a server's description its label is read from. */
const TITLE_READ_LENGTH = 300;

/** The server objects that serve an operation: its own, else its path item's, else the description's. */
function serverObjectsOf(document: Obj, collected: CollectedOperation): Obj[] {
  const own = [collected.operation['servers'], collected.pathServers, document['servers']].find((servers) => Array.isArray(servers) && servers.length);
  return ((own ?? []) as Obj[]).filter((server) => server && typeof server === 'object');
}

/** The variables the servers' URLs use (`{region}`), each once, with what the description says of it. */
function serverVariablesOf(document: Obj, collected: CollectedOperation): NormalOperation['serverVariables'] {
  const found = new Map<string, NormalOperation['serverVariables'][number]>();
  for (const server of serverObjectsOf(document, collected)) {
    const variables = (server['variables'] ?? {}) as Record<string, Obj>;
    for (const [, name] of String(server['url'] ?? '').matchAll(/\{([^{}]+)\}/g)) {
      const variable = variables[name!];
      if (found.has(name!) || !variable || typeof variable !== 'object' || variable['default'] === undefined) continue;
      const values = Array.isArray(variable['enum']) ? variable['enum'].map(String) : undefined;
      const description = typeof variable['description'] === 'string' && variable['description'].trim() ? variable['description'] : undefined;
      found.set(name!, { name: name!, defaultValue: String(variable['default']), ...(values?.length ? { values } : {}), ...(description ? { description } : {}) });
    }
  }
  return [...found.values()];
}

/** A server URL with its variables replaced by their defaults. */
export function expandServerUrl(server: Obj): string {
  const variables = (server['variables'] ?? {}) as Record<string, Obj>;
  // `[^{}]`: a `{` left open stops at the next one, rather than reading on to the end from every `{`.
  return String(server['url'] ?? '').replace(/\{([^{}]+)\}/g, (whole, name: string) => String(variables[name]?.['default'] ?? whole));
}

/** The operation's security requirements, else (when `inherited`) the description's. */
function securityOf(document: Obj, operation: MaybeRef, swagger2: boolean, { inherited }: { inherited: boolean }): NormalOperation['security'] {
  const requirements = (operation['security'] ?? (inherited ? document['security'] : undefined) ?? []) as Record<string, string[]>[];
  const schemes = ((swagger2 ? document['securityDefinitions'] : (document['components'] as Obj | undefined)?.['securitySchemes']) ?? {}) as Record<string, Obj>;
  const alternatives = requirements.map((requirement) =>
    Object.entries(requirement ?? {}).map(([name, scopes]) => {
      const details = schemes[name]?.['description'];
      return { name, description: describeScheme(schemes[name]), scopes: scopes ?? [], ...(typeof details === 'string' && details.trim() ? { details } : {}) };
    }),
  );
  // An empty requirement (`{}`) beside others makes credentials optional: it stays, as an empty alternative.
  return alternatives.some((alternative) => alternative.length > 0) ? alternatives : [];
}

/** An OAuth 2.0 scheme's flows, and where each gets its authorization and its token: ` (client credentials: token at https://…)`. */
function oauthFlowsOf(scheme: Obj): string {
  // OpenAPI 3 lists flows by name; Swagger 2 names one flow, with its URLs beside it.
  const flows = (scheme['flows'] && typeof scheme['flows'] === 'object' ? scheme['flows'] : scheme['flow'] ? { [String(scheme['flow'])]: scheme } : {}) as Record<string, Obj>;
  const described = Object.entries(flows).map(([flow, urls]) => {
    const where = [
      typeof urls?.['authorizationUrl'] === 'string' ? `authorize at ${urls['authorizationUrl']}` : '',
      typeof urls?.['tokenUrl'] === 'string' ? `token at ${urls['tokenUrl']}` : '',
    ].filter(Boolean);
    const name = flow.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
    return where.length ? `${name}: ${where.join(', ')}` : name;
  });
  return described.length ? ` (${described.join('; ')})` : '';
}

function describeScheme(scheme: Obj | undefined): string {
  if (!scheme) return 'Unknown scheme';
  const type = String(scheme['type']);
  if (type === 'http') return `HTTP ${String(scheme['scheme'] ?? '').toLowerCase() === 'bearer' ? `Bearer${scheme['bearerFormat'] ? ` (${String(scheme['bearerFormat'])})` : ''}` : String(scheme['scheme'])} authentication`;
  if (type === 'basic') return 'HTTP Basic authentication';
  if (type === 'apiKey') return `API key in the ${String(scheme['in'])} ${String(scheme['name'])}`;
  if (type === 'oauth2') return `OAuth 2.0${oauthFlowsOf(scheme)}`;
  if (type === 'openIdConnect') return `OpenID Connect${typeof scheme['openIdConnectUrl'] === 'string' ? ` (discovery at ${scheme['openIdConnectUrl']})` : ''}`;
  if (type === 'mutualTLS') return 'Mutual TLS';
  return type;
}
