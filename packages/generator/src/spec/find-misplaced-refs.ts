import { findRefs, localRefTokens, valueAt } from './find-refs.js';
import { COMPONENTS, placeAt, placeRefs, SWAGGER_SECTIONS, type Kind, type PlacedRef } from './description-places.js';

export type { Kind } from './description-places.js';

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

/** Where the shared objects of each kind are, as a reference names them. */
const SECTION_OF: Partial<Record<Kind, string>> = Object.fromEntries(Object.entries(COMPONENTS).map(([section, kind]) => [kind, `#/components/${section}/`]));
const SWAGGER_SECTION_OF: Partial<Record<Kind, string>> = Object.fromEntries(Object.entries(SWAGGER_SECTIONS).map(([section, kind]) => [kind, `#/${section}/`]));

/** The kind of the object at a place of the description; none where the place holds data or no object a reference stands for. */
function kindAt(tokens: readonly string[], swagger: boolean): Kind | undefined {
  const place = placeAt(tokens, swagger);
  return place === 'data' || place === 'extension' ? undefined : place;
}

/**
 * The references inside the description that name an object of another kind than their place needs.
 * The description is validated with its references as they are (following them made every shared
 * schema checked once per use, a second's work on the largest public descriptions), so this is where a
 * parameter that refers to a schema is caught. References to other files are left to the bundler.
 */
export function findMisplacedRefs(document: Record<string, unknown>, refs: readonly PlacedRef[] = placeRefs(document, findRefs(document))): MisplacedRef[] {
  const swagger = typeof document['swagger'] === 'string';
  const misplaced: MisplacedRef[] = [];
  // A large description names the same shared objects from many places.
  const kindsNamed = new Map<string, Kind | undefined>();
  const kindNamed = (ref: string) => {
    if (!kindsNamed.has(ref)) kindsNamed.set(ref, kindAt(localRefTokens(ref)!, swagger));
    return kindsNamed.get(ref);
  };
  for (const { pointer, ref, place } of refs) {
    if (!ref.startsWith('#/')) continue;
    const expected = place === 'data' || place === 'extension' ? undefined : place;
    const found = expected && kindNamed(ref);
    if (!expected || !found || found === expected) continue;
    const tokens = localRefTokens(ref)!;
    if (expected === 'response' && isBareResponse(valueAt(document, tokens))) continue;
    // Only a reference to a shared object itself (`#/components/schemas/BadRequest`), not to one inside it, names one meant.
    const shared = tokens.length === (swagger ? 2 : 3);
    const meant = `${(swagger ? SWAGGER_SECTION_OF : SECTION_OF)[expected] ?? ''}${ref.slice(ref.lastIndexOf('/') + 1)}`;
    const meantTokens = localRefTokens(meant);
    const hasMeant = shared && meantTokens !== undefined && valueAt(document, meantTokens) !== undefined;
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
