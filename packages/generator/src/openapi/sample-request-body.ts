import { sample } from 'openapi-sampler';
import { discriminatorOptions, discriminatorValueOf } from './discriminator-options.js';
import { mergeAllOf } from './merge-all-of.js';
import type { Resolver } from './resolve-ref.js';

type Obj = Record<string, any>;

/** Deeper than this, a sample stops at an empty object or list (real request bodies are rarely half as deep). */
const MAX_DEPTH = 8;
/**
 * Schemas a sampled body unfolds at most: required fields whose schemas use one another many times
 * unfold into exponentially many; past these, a field is sent as its type's empty value.
 */
const BODY_SCHEMAS = 2_000;
/** A body none of whose properties is required or exemplified still shows this many, so it has a shape. */
const SHAPE_PROPERTIES = 3;

/**
 * The body a code sample sends when the description gives no example of its own: sampled from the schema,
 * keeping at every level only the properties a caller must send (required) or is shown sending (they have an
 * example of their own, or name the discriminator); never read-only or deprecated ones unless required.
 * A sample of every property buried the few that matter under dozens of optional ones.
 */
export function sampleRequestBody(schema: unknown, resolve: Resolver, document: Obj): unknown {
  // The description goes along for the `$ref`s of keywords a sample never shows (`not`, `if`), which stay as they are.
  return sample(pruneSchema(schema, resolve, new Set(), 0, { count: BODY_SCHEMAS }) as never, { skipReadOnly: true, quiet: true }, document as never);
}

/** A copy of `raw` with its `$ref`s followed, its `allOf`s merged and the properties a sample leaves out taken away. */
function pruneSchema(raw: unknown, resolve: Resolver, refs: ReadonlySet<string>, depth: number, left: { count: number }, discriminator?: Discriminated): Obj {
  const { value, ref } = resolve<Obj>(raw);
  if (!value || typeof value !== 'object') return {};
  // A schema that contains itself, or one nested absurdly deep, ends in an empty value of its type.
  if ((ref && refs.has(ref)) || depth > MAX_DEPTH || left.count <= 0) return typeof value['type'] === 'string' ? { type: value['type'] } : {};
  left.count--;
  const inner = ref ? new Set(refs).add(ref) : refs;
  const schema = mergeAllOf(value, resolve);
  if (hasOwnExample(schema)) return schema;
  // A base schema with subtypes (`Pet`, `Cat` and `Dog` each all of it) is sent as its first subtype,
  // with the value that names it: the base alone names none, and an API refuses it.
  const own = value['discriminator'];
  if (own && typeof own['propertyName'] === 'string' && !discriminator?.value && !Array.isArray(schema['oneOf']) && !Array.isArray(schema['anyOf'])) {
    const subtype = discriminatorOptions(value, ref, resolve).find((option) => !inner.has(option.ref));
    if (subtype) return pruneSchema({ $ref: subtype.ref }, resolve, inner, depth, left, { propertyName: own['propertyName'], value: subtype.value, mapped: subtype.mapped });
  }
  // A list of the schema that contains it is sent empty, not with one empty item.
  const itemRef = schema['items'] && typeof schema['items'] === 'object' ? resolve(schema['items']).ref : undefined;
  if (itemRef && inner.has(itemRef)) return { ...schema, example: [] };
  const pruned: Obj = { ...schema };
  // `properties` may itself be a `$ref` (to another schema's properties): its fields, not a field named `$ref`.
  const declared = schema['properties'] ? resolve<Obj>(schema['properties']).value : undefined;
  const properties = withUndeclaredRequired(declared && typeof declared === 'object' ? declared : undefined, schema);
  if (properties) {
    const named = schema['discriminator']?.propertyName ?? discriminator?.propertyName;
    const kept = keptProperties(schema, properties, resolve, depth, named);
    pruned['properties'] = Object.fromEntries(kept.map(([name, property]) => [name, pruneSchema(property, resolve, inner, depth + 1, left)]));
    pinDiscriminator(pruned, discriminator ?? inheritedDiscriminator(value, schema, raw, resolve));
  }
  for (const key of ['items', 'additionalProperties'] as const) {
    if (schema[key] && typeof schema[key] === 'object' && !Array.isArray(schema[key])) pruned[key] = pruneSchema(schema[key], resolve, inner, depth + 1, left);
  }
  // The sampler takes the first alternative, which stands at this level and names the discriminator; the others need no pruning.
  for (const key of ['oneOf', 'anyOf'] as const) {
    if (!Array.isArray(schema[key]) || !schema[key].length) continue;
    const propertyName = schema['discriminator']?.propertyName;
    const first = schema[key][0];
    const named = typeof propertyName === 'string' ? { propertyName, ...discriminatorValueOf(first, schema['discriminator'], resolve) } : undefined;
    const alternative = pruneSchema(first, resolve, inner, depth, left, named);
    // Alternatives that only describe values of the type beside them (`type: string, oneOf: [{description}]`)
    // are of that type: sampled alone, one is null, which the type refuses.
    pruned[key] = [alternative['type'] === undefined && typeof schema['type'] === 'string' ? { ...alternative, type: schema['type'] } : alternative];
    // The field may stand beside the alternatives, which the sampler merges in.
    pinDiscriminator(pruned, named);
  }
  return pruned;
}

/**
 * A subtype reached without its base's discriminator (an alternative of a `oneOf` that names none, as
 * Java and Spring generators write them: `Cat` all of `Pet`, whose discriminator is `pet_type`) still
 * names itself by it: the mapping's key for it, else its schema's name, not a sampled "string".
 */
function inheritedDiscriminator(value: Obj, merged: Obj, raw: unknown, resolve: Resolver): Discriminated | undefined {
  const discriminator = merged['discriminator'];
  if (value['discriminator'] !== undefined || typeof discriminator?.['propertyName'] !== 'string') return undefined;
  const named = discriminatorValueOf(raw, discriminator, resolve);
  return named ? { propertyName: discriminator['propertyName'], ...named } : undefined;
}

/**
 * The properties of a schema with the required names it does not declare (Directus's `datatype`,
 * Figma's `team_id`): the API wants them all the same. Each is sampled as the schema's
 * `patternProperties` or `additionalProperties` say, or else as a stand-in text a reader recognises
 * and replaces (even where `additionalProperties: false` forbids it: the description contradicts itself,
 * and the API most likely wants the field it requires).
 */
function withUndeclaredRequired(properties: Obj | undefined, schema: Obj): Obj | undefined {
  const required = Array.isArray(schema['required']) ? schema['required'].filter((name): name is string => typeof name === 'string') : [];
  const missing = required.filter((name) => !properties || !Object.hasOwn(properties, name));
  if (!missing.length) return properties;
  const extra = schema['additionalProperties'];
  const patterns = Object.entries(schema['patternProperties'] && typeof schema['patternProperties'] === 'object' ? (schema['patternProperties'] as Obj) : {});
  const byPattern = (name: string) => patterns.find(([pattern]) => matches(pattern, name))?.[1];
  const stand = (name: string) => byPattern(name) ?? (extra && typeof extra === 'object' ? extra : { type: 'string', example: name.toUpperCase() });
  return { ...properties, ...Object.fromEntries(missing.map((name) => [name, stand(name)])) };
}

/** The property that tells subtypes apart, and the value that names the schema being sampled, when known. */
interface Discriminated {
  propertyName: string;
  value?: string | undefined;
  /** Whether the discriminator's mapping gives the value; else it is the schema's name. */
  mapped?: boolean | undefined;
}

/**
 * Gives the discriminator's field of a pruned schema the value that names it. A value the mapping
 * gives wins over the field's own schema; a schema's name only over a field that allows other values
 * (a subtype's `kind: { enum: [person] }` is what its API reads, whatever OpenAPI implies).
 */
function pinDiscriminator(pruned: Obj, discriminator: Discriminated | undefined): void {
  const field = discriminator?.value !== undefined ? pruned['properties']?.[discriminator.propertyName] : undefined;
  if (!field) return;
  const fixed = field['const'] !== undefined || (Array.isArray(field['enum']) && field['enum'].length === 1);
  if (discriminator!.mapped || !fixed) pruned['properties'][discriminator!.propertyName] = { ...field, example: discriminator!.value };
}

function keptProperties(schema: Obj, properties: Obj, resolve: Resolver, depth: number, discriminator: string | undefined): [string, unknown][] {
  const required = new Set<unknown>(Array.isArray(schema['required']) ? schema['required'] : []);
  const entries = Object.entries(properties);
  const sendable = (property: unknown) => {
    const resolved = resolve<Obj>(property).value;
    return !!resolved && typeof resolved === 'object' && resolved['readOnly'] !== true && resolved['deprecated'] !== true;
  };
  const kept = entries.filter(([name, property]) => required.has(name) || (sendable(property) && (name === discriminator || hasOwnExample(resolve<Obj>(property).value))));
  return kept.length || required.size || depth > 0 ? kept : entries.filter(([, property]) => sendable(property)).slice(0, SHAPE_PROPERTIES);
}

/** Whether the description gives this schema a value of its own, which the sampler then uses as it is. */
export function hasOwnExample(schema: Obj | undefined): boolean {
  if (!schema || typeof schema !== 'object') return false;
  return schema['example'] !== undefined || schema['const'] !== undefined || (Array.isArray(schema['examples']) && schema['examples'].length > 0);
}

/**
 * Whether a `patternProperties` pattern names just this name (`^a$`). Patterns are not run: one written
 * to backtrack would hang the build on a long name, and a pattern for a single required name is written so.
 */
function matches(pattern: string, name: string): boolean {
  return pattern.replace(/^\^/, '').replace(/\$$/, '') === name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
