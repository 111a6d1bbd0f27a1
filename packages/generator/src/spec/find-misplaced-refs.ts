import { findRefs, pointerTokens } from './find-refs.js';

/** What an object of a description is, by where it stands. */
export type Kind = 'pathItem' | 'operation' | 'parameter' | 'requestBody' | 'response' | 'header' | 'mediaType' | 'encoding' | 'example' | 'link' | 'callback' | 'securityScheme' | 'schema';

/** A reference whose target is another kind of object than its place needs (a schema where a parameter goes). */
export interface MisplacedRef {
  /** JSON pointer of the object holding the `$ref`. */
  pointer: string;
  ref: string;
  expected: Kind;
  found: Kind;
  /** The object of the same name among those of the expected kind, which the reference most likely meant. */
  meant?: string;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace', 'query']);
const COMPONENTS: Record<string, Kind> = {
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
const SWAGGER_SECTIONS: Record<string, Kind> = { definitions: 'schema', parameters: 'parameter', responses: 'response', securityDefinitions: 'securityScheme' };
/** Where the shared objects of each kind are, as a reference names them. */
const SECTION_OF: Partial<Record<Kind, string>> = Object.fromEntries(Object.entries(COMPONENTS).map(([section, kind]) => [kind, `#/components/${section}/`]));
const SWAGGER_SECTION_OF: Partial<Record<Kind, string>> = Object.fromEntries(Object.entries(SWAGGER_SECTIONS).map(([section, kind]) => [kind, `#/${section}/`]));
/** Keywords of a schema whose values are data, not schemas: a `$ref` in them is text. */
const SCHEMA_DATA = new Set(['example', 'examples', 'default', 'enum', 'const']);

/** Where a step leads: the kind below, and how many tokens it took. */
type Step = [Kind, number] | undefined;

/** A member of a map or a list below the current object: the map's key and the member's name. */
const member = (tokens: readonly string[], at: number, kind: Kind): Step => (tokens[at + 1] !== undefined ? [kind, 2] : undefined);

/** One step down from an object of `kind` at `tokens[at]`. */
function step(kind: Kind, tokens: readonly string[], at: number, swagger: boolean): Step {
  const token = tokens[at]!;
  if (token.startsWith('x-')) return undefined;
  switch (kind) {
    case 'schema':
      return SCHEMA_DATA.has(token) ? undefined : ['schema', 1];
    case 'pathItem':
      if (METHODS.has(token)) return ['operation', 1];
      if (token === 'parameters') return member(tokens, at, 'parameter');
      return token === 'additionalOperations' ? member(tokens, at, 'operation') : undefined;
    case 'operation':
      if (token === 'parameters') return member(tokens, at, 'parameter');
      if (token === 'requestBody') return ['requestBody', 1];
      if (token === 'responses') return member(tokens, at, 'response');
      return token === 'callbacks' ? member(tokens, at, 'callback') : undefined;
    case 'callback':
      return ['pathItem', 1];
    case 'requestBody':
      return token === 'content' ? member(tokens, at, 'mediaType') : undefined;
    case 'response':
      if (token === 'schema' && swagger) return ['schema', 1];
      if (token === 'headers') return member(tokens, at, 'header');
      if (token === 'content') return member(tokens, at, 'mediaType');
      return token === 'links' ? member(tokens, at, 'link') : undefined;
    case 'parameter':
    case 'header':
      if (token === 'schema') return ['schema', 1];
      if (token === 'content') return member(tokens, at, 'mediaType');
      return token === 'examples' ? member(tokens, at, 'example') : undefined;
    case 'mediaType':
      if (token === 'schema' || token === 'itemSchema') return ['schema', 1];
      if (token === 'examples') return member(tokens, at, 'example');
      return token === 'encoding' ? member(tokens, at, 'encoding') : undefined;
    case 'encoding':
      return token === 'headers' ? member(tokens, at, 'header') : undefined;
    default:
      // Examples, links and security schemes hold data and names, nothing a reference stands for.
      return undefined;
  }
}

/**
 * The kind of the object at a place of the description, or undefined where the place holds data or
 * something no reference stands for (an extension, an example's value, a map of parameters).
 */
function kindAt(tokens: readonly string[], swagger: boolean): Kind | undefined {
  const [first, second] = tokens;
  let found: Step;
  if (second === undefined) return undefined;
  if (first === 'paths' || (first === 'webhooks' && !swagger)) found = ['pathItem', 2];
  else if (swagger) found = Object.hasOwn(SWAGGER_SECTIONS, first!) ? [SWAGGER_SECTIONS[first!]!, 2] : undefined;
  else if (first === 'components' && Object.hasOwn(COMPONENTS, second) && tokens[2] !== undefined) found = [COMPONENTS[second]!, 3];
  let at = found?.[1] ?? tokens.length;
  while (found && at < tokens.length) {
    found = step(found[0], tokens, at, swagger);
    at += found?.[1] ?? 0;
  }
  return found?.[0];
}

/**
 * The references inside the description that name an object of another kind than their place needs.
 * The description is validated with its references as they are (following them made every shared
 * schema checked once per use, a second's work on the largest public descriptions), so this is where a
 * parameter that refers to a schema is caught. References to other files are left to the bundler.
 */
export function findMisplacedRefs(document: Record<string, unknown>): MisplacedRef[] {
  const swagger = typeof document['swagger'] === 'string';
  const misplaced: MisplacedRef[] = [];
  // A large description names the same shared objects from many places.
  const kindsNamed = new Map<string, Kind | undefined>();
  const kindNamed = (ref: string) => {
    if (!kindsNamed.has(ref)) kindsNamed.set(ref, kindAt(pointerTokens(ref.slice(1), { uriFragment: true }), swagger));
    return kindsNamed.get(ref);
  };
  for (const { pointer, ref } of findRefs(document)) {
    if (!ref.startsWith('#/')) continue;
    const expected = kindAt(pointerTokens(pointer), swagger);
    const found = expected && kindNamed(ref);
    if (!expected || !found || found === expected) continue;
    const tokens = pointerTokens(ref.slice(1), { uriFragment: true });
    if (expected === 'response' && isBareResponse(valueAt(document, tokens))) continue;
    // Only a reference to a shared object itself (`#/components/schemas/BadRequest`), not to one inside it, names one meant.
    const shared = tokens.length === (swagger ? 2 : 3);
    const meant = `${(swagger ? SWAGGER_SECTION_OF : SECTION_OF)[expected] ?? ''}${ref.slice(ref.lastIndexOf('/') + 1)}`;
    const hasMeant = shared && meant.startsWith('#/') && valueAt(document, pointerTokens(meant.slice(1), { uriFragment: true })) !== undefined;
    misplaced.push({ pointer, ref, expected, found, ...(hasMeant ? { meant } : {}) });
  }
  return misplaced;
}

/**
 * Whether an object is a response that says only what it is (`{ "description": "Bad request" }`), as a
 * description may keep among its schemas: what the reference names is then a valid response, wherever
 * it is kept, and the description is built.
 */
function isBareResponse(value: unknown): boolean {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  return typeof record['description'] === 'string' && Object.keys(record).every((key) => key === 'description' || key.startsWith('x-'));
}

function valueAt(document: unknown, tokens: readonly string[]): unknown {
  let value = document;
  for (const token of tokens) {
    if (!value || typeof value !== 'object' || !Object.hasOwn(value, token)) return undefined;
    value = (value as Record<string, unknown>)[token];
  }
  return value;
}
