import { pointerTokens, type FoundRef } from './find-refs.js';

/** What an object of a description is, by where it stands. */
export type Kind = 'pathItem' | 'operation' | 'parameter' | 'requestBody' | 'response' | 'header' | 'mediaType' | 'encoding' | 'example' | 'link' | 'callback' | 'securityScheme' | 'schema';

/**
 * What a place of a description holds: an object of a kind, data (an example's value, a default) or an
 * extension's value, where a `$ref` is part of the value rather than a Reference Object.
 */
export type Place = Kind | 'data' | 'extension';

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace', 'query']);
export const COMPONENTS: Record<string, Kind> = {
  schemas: 'schema',
  responses: 'response',
  parameters: 'parameter',
  examples: 'example',
  requestBodies: 'requestBody',
  headers: 'header',
  securitySchemes: 'securityScheme',
  links: 'link',
  callbacks: 'callback',
  pathItems: 'pathItem',
  mediaTypes: 'mediaType',
};
/** Swagger 2.0's shared objects, at the top level. */
export const SWAGGER_SECTIONS: Record<string, Kind> = { definitions: 'schema', parameters: 'parameter', responses: 'response', securityDefinitions: 'securityScheme' };
/** Keywords of a schema (and of a Swagger 2.0 parameter, which takes a schema's) whose values are data, not schemas. */
const SCHEMA_DATA = new Set(['example', 'examples', 'default', 'enum', 'const']);
/** Keywords of a schema whose value is a map of schemas by name. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas', 'dependencies']);
/** Keywords of a schema whose value is a list of schemas. */
const SCHEMA_LISTS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);

/** Where a step leads: the place below, and how many tokens it took. */
type Step = [Place, number] | undefined;

/** A member of a map or a list below the current object: the map's key and the member's name. */
const member = (tokens: readonly string[], at: number, kind: Kind): Step => (tokens[at + 1] !== undefined ? [kind, 2] : undefined);
/** A member of a map that takes extensions beside its members (paths, responses): an `x-` key is one. */
const memberOrExtension = (tokens: readonly string[], at: number, kind: Kind): Step => (tokens[at + 1]?.startsWith('x-') ? ['extension', 2] : member(tokens, at, kind));
const isIndex = (token: string | undefined) => token !== undefined && /^\d+$/.test(token);

function schemaStep(tokens: readonly string[], at: number): Step {
  const token = tokens[at]!;
  if (SCHEMA_DATA.has(token)) return ['data', 1];
  if (SCHEMA_MAPS.has(token) || SCHEMA_LISTS.has(token)) return member(tokens, at, 'schema');
  // `items` may be a list, in older drafts. Any other keyword is read as a schema (`items`, `not`,
  // `additionalProperties`…), as a reference in one most likely stands for one.
  return token === 'items' && isIndex(tokens[at + 1]) ? ['schema', 2] : ['schema', 1];
}

/** One step down from an object of `kind` at `tokens[at]`. */
function step(kind: Kind, tokens: readonly string[], at: number, swagger: boolean): Step {
  const token = tokens[at]!;
  // An extension holds whatever its author puts there; Swagger 2.0's `x-example` is the example the docs show.
  if (token === 'x-example') return ['data', 1];
  if (token.startsWith('x-')) return ['extension', 1];
  switch (kind) {
    case 'schema':
      return schemaStep(tokens, at);
    case 'pathItem':
      if (METHODS.has(token)) return ['operation', 1];
      if (token === 'parameters') return member(tokens, at, 'parameter');
      return token === 'additionalOperations' ? member(tokens, at, 'operation') : undefined;
    case 'operation':
      if (token === 'parameters') return member(tokens, at, 'parameter');
      if (token === 'requestBody') return ['requestBody', 1];
      if (token === 'responses') return memberOrExtension(tokens, at, 'response');
      return token === 'callbacks' ? member(tokens, at, 'callback') : undefined;
    case 'callback':
      return ['pathItem', 1];
    case 'requestBody':
      return token === 'content' ? member(tokens, at, 'mediaType') : undefined;
    case 'response':
      if (token === 'schema' && swagger) return ['schema', 1];
      // Swagger 2.0: example bodies by media type.
      if (token === 'examples' && swagger) return ['data', 1];
      if (token === 'headers') return member(tokens, at, 'header');
      if (token === 'content') return member(tokens, at, 'mediaType');
      return token === 'links' ? member(tokens, at, 'link') : undefined;
    case 'parameter':
    case 'header':
      if (token === 'schema') return ['schema', 1];
      if (token === 'content') return member(tokens, at, 'mediaType');
      if (token === 'examples' && !swagger) return member(tokens, at, 'example');
      if (token === 'example') return ['data', 1];
      // A Swagger 2.0 parameter or header that is not a body takes a schema's keywords itself.
      return swagger ? schemaStep(tokens, at) : undefined;
    case 'mediaType':
      if (token === 'schema' || token === 'itemSchema') return ['schema', 1];
      if (token === 'examples') return member(tokens, at, 'example');
      if (token === 'example') return ['data', 1];
      if (token === 'itemEncoding') return ['encoding', 1];
      return token === 'encoding' || token === 'prefixEncoding' ? member(tokens, at, 'encoding') : undefined;
    case 'encoding':
      return token === 'headers' ? member(tokens, at, 'header') : undefined;
    case 'example':
      return token === 'value' || token === 'dataValue' ? ['data', 1] : undefined;
    case 'link':
      // What a link passes on: values or expressions.
      return token === 'parameters' || token === 'requestBody' ? ['data', 1] : undefined;
    default:
      // Security schemes hold names, nothing a reference stands for.
      return undefined;
  }
}

/**
 * What stands at a place of a description (given as its pointer's tokens): an object of a kind, data, an
 * extension's value, or undefined where the place holds none of them (a map of parameters, a
 * description) or is unknown.
 */
export function placeAt(tokens: readonly string[], swagger: boolean): Place | undefined {
  const [first, second] = tokens;
  let found: Step;
  if (first?.startsWith('x-')) return 'extension';
  if (second === undefined) return undefined;
  if (first === 'paths' && second.startsWith('x-')) return 'extension';
  if (first === 'paths' || (first === 'webhooks' && !swagger)) found = ['pathItem', 2];
  else if (swagger) found = Object.hasOwn(SWAGGER_SECTIONS, first!) ? [SWAGGER_SECTIONS[first!]!, 2] : undefined;
  else if (first === 'components' && Object.hasOwn(COMPONENTS, second) && tokens[2] !== undefined) found = [COMPONENTS[second]!, 3];
  let at = found?.[1] ?? tokens.length;
  while (found && found[0] !== 'data' && found[0] !== 'extension' && at < tokens.length) {
    found = step(found[0] as Kind, tokens, at, swagger);
    at += found?.[1] ?? 0;
  }
  return found?.[0];
}

/** Whether a place of a description (its pointer's tokens) is inside a value, data or an extension's: there a `$ref` is part of the value. */
export function isValuePlace(tokens: readonly string[], swagger: boolean): boolean {
  const place = placeAt(tokens, swagger);
  return place === 'data' || place === 'extension';
}

/** A `$ref` with the place it is written in (`placeAt`). */
export interface PlacedRef extends FoundRef {
  place: Place | undefined;
}

/** Each `$ref` of a description with its place, worked out once for every check that reads it. */
export function placeRefs(document: Record<string, unknown>, refs: readonly FoundRef[]): PlacedRef[] {
  const swagger = typeof document['swagger'] === 'string';
  return refs.map((found) => ({ ...found, place: placeAt(pointerTokens(found.pointer), swagger) }));
}
