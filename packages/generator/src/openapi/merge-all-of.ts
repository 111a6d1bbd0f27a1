import type { Resolver } from './resolve-ref.js';

type Obj = Record<string, any>;

/**
 * `allOf` parts merged into one schema: properties and required lists joined. A part that is already being
 * merged (`A` is all of `B`, which is all of `A`) adds nothing more, where it would recurse forever.
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
    Object.assign(merged['properties'], resolve<Obj>(resolved['properties']).value ?? {});
    merged['required'].push(...(resolved['required'] ?? []));
    for (const key of ['type', 'description', 'discriminator', 'oneOf', 'anyOf', 'items', 'additionalProperties', 'enum', 'format']) {
      if (merged[key] === undefined && resolved[key] !== undefined) merged[key] = resolved[key];
    }
  }
  if (!Object.keys(merged['properties']).length) delete merged['properties'];
  return merged;
}

/** The schema `raw` is or names, with its `allOf` merged; `{}` for anything that is no schema. */
export function mergedSchemaOf(raw: unknown, resolve: Resolver): Obj {
  const value = resolve<Obj>(raw).value;
  return value && typeof value === 'object' ? mergeAllOf(value, resolve) : {};
}
