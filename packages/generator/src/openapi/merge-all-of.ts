import type { Resolver } from './resolve-ref.js';
import { setOwn } from '../spec/own-keys.js';

type Obj = Record<string, any>;

/**
 * `allOf` parts merged into one schema: properties and required lists joined, and every other keyword a
 * part has (`pattern`, `example`, `nullable`, `readOnly` …) taken when the schema and the parts before it
 * have not set it. A property that two parts each define must satisfy both: it becomes all of the two.
 * A part that is already being merged (`A` is all of `B`, which is all of `A`) adds nothing more, where it
 * would recurse forever.
 */
export function mergeAllOf(schema: Obj, resolve: Resolver, merging: ReadonlySet<Obj> = new Set([schema])): Obj {
  if (!Array.isArray(schema['allOf'])) return schema;
  const { allOf, ...rest } = schema;
  const merged: Obj = { ...rest, properties: { ...(resolve<Obj>(rest['properties']).value ?? {}) }, required: [...(rest['required'] ?? [])] };
  for (const part of allOf as unknown[]) {
    const value = resolve<Obj>(part).value ?? {};
    if (merging.has(value)) continue;
    const resolved = mergeAllOf(value, resolve, new Set(merging).add(value));
    // `properties` may itself be a `$ref` (to another schema's properties): its fields, not a field named `$ref`.
    for (const [name, property] of Object.entries(resolve<Obj>(resolved['properties']).value ?? {})) {
      const earlier = Object.hasOwn(merged['properties'], name) ? merged['properties'][name] : undefined;
      setOwn(merged['properties'], name, earlier === undefined || sameSchema(earlier, property) ? property : { allOf: [earlier, property] });
    }
    merged['required'].push(...(resolved['required'] ?? []));
    // The first part's keyword wins, unless it says nothing (a list envelope's `items: {}`, which the
    // part for signings fills in with `items: { $ref: Signing }`).
    for (const key of Object.keys(resolved)) {
      if (key !== 'properties' && key !== 'required' && (merged[key] === undefined || isEmptySchema(merged[key]))) setOwn(merged, key, resolved[key]);
    }
  }
  if (!Object.keys(merged['properties']).length) delete merged['properties'];
  return merged;
}

/** A schema that allows anything and says nothing of it: `{}`, or one with a title or a description only. */
function isEmptySchema(value: unknown): boolean {
  return Boolean(value) && typeof value === 'object' && !Array.isArray(value) && Object.keys(value as Obj).every((key) => key === 'description' || key === 'title');
}

/** The same schema object, or `$ref`s to the same place. */
function sameSchema(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  const refOf = (schema: unknown) => (schema && typeof schema === 'object' ? (schema as Obj)['$ref'] : undefined);
  return typeof refOf(a) === 'string' && refOf(a) === refOf(b);
}

/** The schema `raw` is or names, with its `allOf` merged; `{}` for anything that is no schema. */
export function mergedSchemaOf(raw: unknown, resolve: Resolver): Obj {
  const value = resolve<Obj>(raw).value;
  return value && typeof value === 'object' ? mergeAllOf(value, resolve) : {};
}
