import OpenAPIToHar from 'openapi-snippet/openapi-to-har.js';
import { sample } from 'openapi-sampler';
import { trimSlashes } from '@docs/shared';
import type { CollectedOperation } from '../collect-operations.js';
import { mergeParameters, type NormalMediaType, type NormalOperation } from '../normalize-operation.js';
import type { Resolver } from '../resolve-ref.js';
import { sampleRequestBody } from '../sample-request-body.js';
import { buildSampleBody, deepFields, delimiterOf, extensionOf, isBinaryMediaType } from './build-sample-body.js';
import type { SampleHeader, SampleRequest, SampleResponse } from './sample-request.js';
import { collectionEncoding } from '../collection-encoding.js';

type Obj = Record<string, any>;

/** Where a description names no absolute server, samples call this one (the reader replaces it, as they do the key). */
const PLACEHOLDER_SERVER = 'https://api.example.com';
/** Stand-ins for credentials, which a reader recognises and replaces. */
export const API_KEY_PLACEHOLDER = 'YOUR_API_KEY';
const CREDENTIALS_PLACEHOLDER = 'YOUR_CREDENTIALS';
/** Basic's credentials are encoded: a reader who pasted their key where `YOUR_CREDENTIALS` stood got a 401. */
const BASIC_PLACEHOLDER = 'BASE64_OF_USERNAME_COLON_PASSWORD';

/**
 * The request an operation's samples make: its first server, path and query parameters serialized by their
 * style (openapi-snippet's parameter serializer), the headers and cookies it sends, its first security
 * alternative's credentials, and the body the description exemplifies (else one sampled from its schema).
 * Optional parameters are sent only when the description gives them a value, and never when that value
 * must come from an earlier response (`answersEarlierResponse`).
 */
export function buildSampleRequest(document: Obj, collected: CollectedOperation, normal: NormalOperation, resolve: Resolver): SampleRequest {
  const swagger2 = typeof document['swagger'] === 'string';
  const parameters = mergeParameters(collected.pathParameters, (collected.operation['parameters'] as unknown[]) ?? [], resolve);
  // A description may tell apart operations of one path by a fragment (Box's `/files/{id}#add_shared_link`),
  // which no request sends: the query string would land in it.
  let path = collected.path.split('#')[0]!;
  const query: [string, string][] = [];
  const headers: SampleHeader[] = [];
  const cookies: string[] = [];
  for (const parameter of parameters) {
    const location = String(parameter['in']);
    if (!['path', 'query', 'header', 'cookie'].includes(location)) continue;
    const normalParameter = normal.parameters.find((p) => p.name === parameter['name'] && p.location === location);
    const schema = resolve<Obj>(normalParameter?.schema).value ?? {};
    const written = schema['const'] ?? normalParameter?.example ?? schema['example'] ?? (Array.isArray(schema['examples']) ? schema['examples'][0] : undefined) ?? schema['default'];
    const given = listOfSerializedQuery(written, String(parameter['name']), schema) ?? written;
    const optional = location !== 'path' && !normalParameter?.required;
    if (optional && (given === undefined || normalParameter?.unsetByDefault || answersEarlierResponse(String(parameter['name']), location) || isMadeForTheRequest(String(parameter['name']), location))) continue;
    const value = given ?? placeholderValue(schema, String(parameter['name']), resolve);
    const serialized = serializeParameter(parameter, location, value, swagger2);
    if (location === 'path') {
      // A text sent whole (simple style) keeps none of the separators: `x,y;v=2` read as is would be a list,
      // and servlet containers cut `;v=2` off as a path parameter.
      const whole = typeof value !== 'object' && parameter['style'] !== 'matrix' && parameter['style'] !== 'label';
      path = path.split(`{${parameter['name']}}`).join(serialized.map((p) => encodeDotSegment(whole ? encodeURIComponent(p.value) : encodePathValue(p.value))).join(','));
    }
    else if (location === 'query') query.push(...serialized.map((p): [string, string] => [p.name, p.value]));
    else if (location === 'header') headers.push(...serialized.map((header) => ({ ...header, value: sendableHeaderValue(header.value) })));
    // A cookie's value may not hold blanks, `;` or `,`: encoded, as servers read cookies back.
    else cookies.push(...serialized.map((p) => `${p.name}=${encodeCookieValue(p.value)}`));
  }
  path = fillUndeclared(path);
  const credentials = credentialsOf(document, collected.operation, swagger2);
  const sent = new Set(credentials.headers.map((header) => header.name.toLowerCase()));
  const body = requestBodyOf(normal, resolve, document);
  headers.splice(0, headers.length, ...credentials.headers, ...headers.filter((header) => isOwnHeader(header.name, sent, body !== undefined)));
  // A server may hold a query (`https://h/v1?api-version=2`), which goes after the path, not before it.
  const server = serverOf(normal);
  if (server.query !== undefined) path = path.includes('?') ? `${path}&${server.query}` : `${path}?${server.query}`;
  // A path may hold a query of its own (`/rest?method=people.getInfo`): its names are sent as it says, and a
  // query parameter named like the key the credentials send (`client_id`) is the key. Each is sent once.
  const pathQuery = path.includes('?') ? path.slice(path.indexOf('?') + 1) : undefined;
  const taken = new Set([...new URLSearchParams(pathQuery ?? '').keys(), ...credentials.query.map(([name]) => name)]);
  const sentQuery = [...query.filter(([name]) => !taken.has(name)), ...credentials.query];
  // The credentials' cookie wins over a parameter of its name, which a server would read first.
  const credentialCookies = new Set(credentials.cookies.map((cookie) => cookie.slice(0, cookie.indexOf('='))));
  cookies.splice(0, cookies.length, ...cookies.filter((cookie) => !credentialCookies.has(cookie.slice(0, cookie.indexOf('=')))), ...credentials.cookies);
  // A Cookie header the description declares as a parameter is joined with the cookie parameters: two
  // Cookie headers broke PowerShell's hash table, and other clients sent only one of them.
  const cookieHeader = headers.findIndex((header) => header.name.toLowerCase() === 'cookie');
  if (cookies.length && cookieHeader >= 0) cookies.unshift(headers.splice(cookieHeader, 1)[0]!.value);
  if (cookies.length) headers.push({ name: 'Cookie', value: cookies.join('; ') });
  const queryString = sentQuery.map(([name, value]) => `${encodeQueryPart(name)}=${encodeQueryPart(value)}`).join('&');
  const joiner = pathQuery === undefined ? '?' : pathQuery === '' || pathQuery.endsWith('&') ? '' : '&';
  return {
    method: collected.method.toUpperCase(),
    url: encodeUrlText(`${server.base}${path}${queryString ? `${joiner}${queryString}` : ''}`),
    headers,
    ...(body ? { body } : {}),
    response: responseOf(normal, collected.method, resolve),
    ...(succeedsByRedirect(normal, collected.method) ? { followsRedirect: true } : {}),
    ...(credentials.secret ? { sendsSecret: true } : {}),
    ...(server.placeholder ? { placeholderServer: server.placeholder } : {}),
  };
}

/**
 * Whether a header parameter is sent as written: not `Content-Type` when there is a body, which sets it,
 * nor a header the credentials set (an `Authorization` parameter beside a security scheme), nor one sent
 * already. Two of a name made PowerShell's hash table fail to parse and C# throw.
 */
function isOwnHeader(name: string, sent: Set<string>, hasBody: boolean): boolean {
  const key = name.toLowerCase();
  if ((key === 'content-type' && hasBody) || sent.has(key)) return false;
  sent.add(key);
  return true;
}

/**
 * A URL's names in braces that nothing fills (a path parameter no parameter declares, a server variable
 * without a default) as placeholders in capitals: as written, cURL would read the braces as a glob.
 */
function fillUndeclared(url: string): string {
  return url.replace(/\{([^{}/]+)\}/g, (_whole, name: string) => encodePathValue(name.toUpperCase().replace(/[^A-Z0-9]+/g, '_')));
}

/**
 * The first server's URL the samples call, without a trailing slash, and the query it holds, if any;
 * `placeholder` when the description names no server with its host, which the samples then stand in for.
 */
function serverOf(normal: NormalOperation): { base: string; query?: string; placeholder?: string } {
  const written = normal.servers[0] ?? '';
  const queryAt = written.indexOf('?');
  const query = queryAt >= 0 ? written.slice(queryAt + 1).split('#')[0]! : undefined;
  let server = fillUndeclared(trimSlashes(queryAt >= 0 ? written.slice(0, queryAt) : written));
  // A server without its scheme (`//api.example.com/v1`) is on the description's own; samples call it over HTTPS.
  if (server.startsWith('//')) server = `https:${server}`;
  if (/^https?:\/\//i.test(server)) return { base: asciiHost(server), ...(query ? { query } : {}) };
  return { base: `${PLACEHOLDER_SERVER}${server && !server.startsWith('/') ? '/' : ''}${server}`, ...(query ? { query } : {}), placeholder: PLACEHOLDER_SERVER };
}

/** A URL with its host as DNS writes it (`bücher.example` → `xn--bcher-kva.example`), which every client takes. */
function asciiHost(url: string): string {
  const [, scheme = '', host = '', rest = ''] = /^(https?:\/\/)([^/?#]*)(.*)$/is.exec(url) ?? [];
  if (!/[^\x00-\x7f]/.test(host)) return url;
  try {
    return `${scheme}${new URL(`${scheme}${host}`).host}${rest}`;
  } catch {
    return url;
  }
}

/**
 * A header's value as every language's client sends it alike: a line break would end the header (or start
 * another), and outside ASCII Node's and Python's clients refuse or send other bytes than cURL, so those
 * characters go percent-encoded as UTF-8.
 */
function sendableHeaderValue(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').replace(/[^\x20-\x7e\t]/gu, (character) => encodeURIComponent(character));
}

/** A path segment of `.` or `..` encoded: as written, clients would take it as a step in the path and drop it. */
function encodeDotSegment(segment: string): string {
  return segment === '.' || segment === '..' ? segment.replace(/\./g, '%2E') : segment;
}

function serializeParameter(parameter: Obj, location: string, value: unknown, swagger2: boolean): SampleHeader[] {
  const name = String(parameter['name']);
  // A parameter sent as content is that content written out: JSON for a JSON media type (URL-encoded later).
  const content = parameter['content'];
  if (!swagger2 && content && typeof content === 'object' && parameter['schema'] === undefined) {
    const mediaType = Object.keys(content)[0] ?? '';
    return [{ name, value: /json/i.test(mediaType) || typeof value !== 'string' ? (JSON.stringify(value) ?? '') : value }];
  }
  // A deepObject's fields go down to its leaves (`created[range][gte]=1`); the serializer stops at one level.
  if (parameter['style'] === 'deepObject' && value && typeof value === 'object') return deepFields(name, value);
  // No style writes objects inside a list or an object (Box's `mdfilters=[{…}]`): such a value is sent as JSON.
  if (holdsObjects(value)) return [{ name, value: JSON.stringify(value) }];
  const format = swagger2 ? collectionEncoding(parameter['collectionFormat']) : undefined;
  // A Swagger 2.0 list joined by a character is joined so wherever it goes, as its page says: the
  // serializer knows no tabs, and in a path or a header no character but a comma.
  if (format && !format.explode && Array.isArray(value)) return [{ name, value: value.map(String).join(delimiterOf(format.style)) }];
  const style = format?.style ?? parameter['style'];
  const explode = format?.explode ?? parameter['explode'];
  try {
    const objects = OpenAPIToHar.createHarParameterObjects({ name, in: location, ...(style ? { style } : {}), ...(explode !== undefined ? { explode } : {}) }, value);
    return objects.map((object) => ({ name: object.name, value: String(object.value) }));
  } catch {
    // A value the serializer cannot take (it wants a defined one) is sent as JSON.
    return [{ name: String(parameter['name']), value: JSON.stringify(value) ?? '' }];
  }
}

/**
 * A list's example written as the query it makes (GitHub's `owner[]=octocat1,owner[]=octocat2`), as the
 * values it holds: sent as one text, it would filter on a name no one has.
 */
function listOfSerializedQuery(example: unknown, name: string, schema: Obj): string[] | undefined {
  if (typeof example !== 'string' || schema['type'] !== 'array') return undefined;
  const parts = example.split(/[&,]/);
  const prefixes = [`${name}=`, `${name}[]=`];
  if (!parts.every((part) => prefixes.some((prefix) => part.startsWith(prefix)))) return undefined;
  // Its values as they are, the query's own encoding undone (`good%20first%20issue`), not encoded twice.
  return parts.map((part) => {
    const value = part.slice(part.indexOf('=') + 1);
    try {
      return decodeURIComponent(value.replace(/\+/g, ' '));
    } catch {
      return value;
    }
  });
}

/** Whether a list or an object holds objects or lists in turn. */
function holdsObjects(value: unknown): boolean {
  if (!value || typeof value !== 'object') return false;
  return (Array.isArray(value) ? value : Object.values(value)).some((item) => item !== null && typeof item === 'object');
}

/**
 * Whether a parameter carries what an earlier response handed out: a listing's continuation token
 * (`cursor`, `page_token`, `starting_after`, `marker`), which the API refuses unless it issued it, or
 * a precondition on a version (`If-Match`, `If-Unmodified-Since`), which fails against any other. The
 * description's example of one is made up: sent, the sample's request would fail, and left out, the
 * sample fetches the first page, or changes whatever version there is.
 */
function answersEarlierResponse(name: string, location: string): boolean {
  if (location === 'header') return /^if-(match|unmodified-since)$/i.test(name);
  if (location !== 'query') return false;
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase().split(/[^a-z0-9]+/).filter(Boolean).join('_');
  return /^((next|page|start|next_page|continuation|pagination|resume)_)?(cursor|marker)$|^(next|page|next_page|continuation|pagination|resume)_token$|^(starting|ending)_(after|before)$/.test(words);
}

/**
 * Whether an optional parameter's value is made from the reader's own request: a digest of the body
 * (`Content-MD5`, `Digest`), which no example can match, or an access token in the query (Box's
 * `access_token`), a second credential beside the one the security scheme sends.
 */
function isMadeForTheRequest(name: string, location: string): boolean {
  if (location === 'header') return /^(content-md5|digest|content-digest|repr-digest)$/i.test(name);
  return location === 'query' && /^access_token$/i.test(name);
}

/** A value for a parameter without an example, so URLs never show `{id}` placeholders. */
function placeholderValue(schema: Obj, name: string, resolve: Resolver): unknown {
  if (Array.isArray(schema['enum']) && schema['enum'].length) return schema['enum'][0];
  // A list is sent as one value of its items (`status=active`), as the parameter's style writes it.
  const items = schema['type'] === 'array' ? resolve<Obj>(schema['items']).value : undefined;
  if (items && typeof items === 'object') return [placeholderValue(items, name, resolve)];
  // OpenAPI 3.1 lists types (`["integer", "null"]`): the first that is not `null` is what a caller sends.
  const type = Array.isArray(schema['type']) ? schema['type'].find((name) => name !== 'null') : schema['type'];
  if (type === 'integer' || type === 'number') return numberWithin(schema);
  if (type === 'boolean') return true;
  // An object (a `deepObject` filter) is sent with its required fields, else its first, each a placeholder.
  const properties = resolve<Obj>(schema['properties']).value;
  if ((type === 'object' || type === undefined) && properties && typeof properties === 'object' && Object.keys(properties).length) {
    const required = Array.isArray(schema['required']) ? schema['required'].filter((key: unknown) => typeof key === 'string' && Object.hasOwn(properties, key)) : [];
    const keys: string[] = required.length ? required : [Object.keys(properties)[0]!];
    return Object.fromEntries(keys.map((key) => [key, placeholderValue(resolve<Obj>(properties[key]).value ?? {}, key, resolve)]));
  }
  // A text of a known form (an email, a date, a UUID) is sent as one: a validating API refuses `EMAIL`.
  const formed = typeof schema['format'] === 'string' ? sampleOf({ type: 'string', format: schema['format'] }) : undefined;
  if (typeof formed === 'string' && formed !== 'string') return formed;
  return textWithin(schema, name.toUpperCase().replace(/[^A-Z0-9]+/g, '_'));
}

/** 1, unless the schema's bounds leave it out: then the sampler's value, which keeps to them. */
function numberWithin(schema: Obj): unknown {
  const { minimum, maximum, exclusiveMinimum, exclusiveMaximum } = schema;
  const above = (bound: unknown, exclusive: unknown) => typeof bound !== 'number' || (exclusive === true ? 1 > bound : 1 >= bound);
  const below = (bound: unknown, exclusive: unknown) => typeof bound !== 'number' || (exclusive === true ? 1 < bound : 1 <= bound);
  // OpenAPI 3.1 gives the exclusive bounds as numbers of their own, 3.0 as flags on `minimum` and `maximum`.
  const fits = above(minimum, exclusiveMinimum) && below(maximum, exclusiveMaximum) && above(exclusiveMinimum, true) && below(exclusiveMaximum, true)
    && (typeof schema['multipleOf'] !== 'number' || schema['multipleOf'] <= 0 || Number.isInteger(1 / schema['multipleOf']));
  return fits ? 1 : sampleOf(schema) ?? 1;
}

/** The placeholder, padded or cut to the lengths the schema allows. */
function textWithin(schema: Obj, placeholder: string): string {
  const least = typeof schema['minLength'] === 'number' ? schema['minLength'] : 0;
  const most = typeof schema['maxLength'] === 'number' && schema['maxLength'] >= least ? schema['maxLength'] : Infinity;
  return placeholder.padEnd(Math.min(least, 10_000), 'X').slice(0, most);
}

function sampleOf(schema: Obj): unknown {
  try {
    return sample(schema as never, { quiet: true });
  } catch {
    return undefined;
  }
}

function encodeCookieValue(value: string): string {
  return value.replace(/[\s;,"\\%]|[^\x20-\x7e]/gu, (character) => encodeURIComponent(character));
}

/** Path values are percent-encoded, keeping the separators of the `label` and `matrix` styles. */
function encodePathValue(value: string): string {
  return encodeURIComponent(value).replace(/%2C/g, ',').replace(/%3B/g, ';').replace(/%3D/g, '=');
}

/**
 * A URL with the characters no URL may hold as written percent-encoded: blanks, quotes, angle brackets,
 * braces (a description's `Your API URL/Your Path`), and anything outside ASCII (`/über`, which Ruby's
 * client refuses as written). The parameters' values are encoded already.
 */
function encodeUrlText(url: string): string {
  return url.replace(/[\s"<>\\^`{|}]|[^\x20-\x7e]/gu, (character) => encodeURIComponent(character));
}

/** Query names and values percent-encoded; brackets too, which cURL would read as a glob. */
function encodeQueryPart(text: string): string {
  return encodeURIComponent(text).replace(/%2C/g, ',').replace(/%3A/g, ':');
}

interface Credentials {
  headers: SampleHeader[];
  query: [string, string][];
  cookies: string[];
  /** A key or a password, not an OAuth access token. */
  secret: boolean;
}

/** The credentials of the operation's first security alternative, as placeholders. */
function credentialsOf(document: Obj, operation: Obj, swagger2: boolean): Credentials {
  const found: Credentials = { headers: [], query: [], cookies: [], secret: false };
  const requirements = (operation['security'] ?? document['security'] ?? []) as Record<string, unknown>[];
  const schemes = ((swagger2 ? document['securityDefinitions'] : document['components']?.['securitySchemes']) ?? {}) as Record<string, Obj>;
  const first = Array.isArray(requirements) ? requirements.find((r) => r && typeof r === 'object') : undefined;
  // Google's descriptions require two OAuth schemes at once, each an `Authorization` header: each name is sent once.
  const addHeader = (header: SampleHeader) => {
    if (!found.headers.some((other) => other.name.toLowerCase() === header.name.toLowerCase())) found.headers.push(header);
  };
  const addQuery = (name: string) => {
    if (!found.query.some(([other]) => other === name)) found.query.push([name, API_KEY_PLACEHOLDER]);
  };
  for (const name of Object.keys(first ?? {})) {
    const scheme = schemes[name];
    if (!scheme || typeof scheme !== 'object') continue;
    const type = String(scheme['type'] ?? '').toLowerCase();
    const httpScheme = String(scheme['scheme'] ?? '').toLowerCase();
    if (type === 'basic' || type === 'apikey' || type === 'http') found.secret = true;
    if (type === 'basic' || (type === 'http' && httpScheme === 'basic')) addHeader({ name: 'Authorization', value: `Basic ${BASIC_PLACEHOLDER}` });
    else if (type === 'apikey') {
      const where = String(scheme['in'] ?? 'header');
      const keyName = String(scheme['name'] ?? 'api_key');
      if (where === 'query') addQuery(keyName);
      else if (where === 'cookie') found.cookies.push(`${keyName}=${API_KEY_PLACEHOLDER}`);
      else addHeader({ name: keyName, value: API_KEY_PLACEHOLDER });
    } else if (type === 'oauth2' || type === 'openidconnect' || (type === 'http' && (httpScheme === 'bearer' || httpScheme === ''))) {
      addHeader({ name: 'Authorization', value: `Bearer ${API_KEY_PLACEHOLDER}` });
    } else if (type === 'http') {
      // Another HTTP scheme (`digest`, `hoba`, a vendor's own): its name, as the header carries it, with a placeholder.
      addHeader({ name: 'Authorization', value: `${String(scheme['scheme']).trim()} ${CREDENTIALS_PLACEHOLDER}` });
    }
  }
  return found;
}

/** The media type whose body the samples send: JSON where a body may be sent several ways, since every language writes it best. */
export function sampledMediaOf(content: readonly NormalMediaType[]): NormalMediaType | undefined {
  return content.find((m) => /json/i.test(m.mediaType)) ?? content[0];
}

function requestBodyOf(normal: NormalOperation, resolve: Resolver, document: Obj) {
  const media = sampledMediaOf(normal.requestBody?.content ?? []);
  if (!media) return undefined;
  let value = requestValue(media, resolve, document);
  // A required JSON body the sampler makes nothing of (a schema without a type, as Kubernetes' patches
  // are) is sent empty, as what its media type holds: without a body, the call fails.
  if (value == null && !media.examples.length && normal.requestBody?.required && /[/+]json\b/i.test(media.mediaType)) value = /json-patch/i.test(media.mediaType) ? [] : {};
  return buildSampleBody(media, value, resolve);
}

/** What a sample sends as this body: the description's first example, else one sampled from the schema. */
function requestValue(media: NormalMediaType, resolve: Resolver, document: Obj): unknown {
  if (media.examples.length) return media.examples[0]!.value;
  if (media.schema === undefined) return undefined;
  try {
    return sampleRequestBody(media.schema, resolve, document);
  } catch {
    // A schema the sampler cannot read sends no body; the page still documents it.
    return undefined;
  }
}

/**
 * Whether a GET or HEAD succeeds by a redirect alone (GitHub's archive and log downloads answer 302 to
 * where the file is): its samples follow it. Other methods are not followed, as cURL would send a POST
 * again to where a 303 leads.
 */
function succeedsByRedirect(normal: NormalOperation, method: string): boolean {
  return (method === 'get' || method === 'head') && !normal.responses.some((response) => /^2/.test(response.status)) && normal.responses.some((response) => /^3/.test(response.status));
}

/** A successful call's response: its first 2xx one (else the default), by what it carries; where a redirect leads, a file. */
function responseOf(normal: NormalOperation, method: string, resolve: Resolver): SampleResponse {
  if (method === 'get' && succeedsByRedirect(normal, method)) return { kind: 'file', file: 'download.bin' };
  const success = normal.responses.find((r) => /^2/.test(r.status)) ?? normal.responses.find((r) => r.status === 'default');
  const first = success?.content[0];
  // A HEAD response has no body, whatever its media type says: reading one as JSON would throw.
  if (!success || !first || success.status === '204' || method === 'head') return { kind: 'text' };
  const media = first.mediaType;
  if (/json/i.test(media)) return { kind: 'json' };
  // ASP.NET's descriptions list text/plain before JSON for every operation, whose servers answer JSON
  // to a request that names no type: plain text first is no preference over a JSON offered beside it.
  if (/^text\/plain\b/i.test(media) && success.content.some((content) => /json/i.test(content.mediaType))) return { kind: 'json' };
  if (!isBinaryMediaType(media)) return { kind: 'text' };
  // A type of the API's own (GitHub's `application/vnd.github.object`) that describes an object or a list is JSON.
  const type = resolve<Obj>(first.schema).value?.['type'];
  return type === 'object' || type === 'array' ? { kind: 'json' } : { kind: 'file', file: `download${extensionOf(media)}` };
}
