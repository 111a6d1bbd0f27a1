import type { Resolver } from './resolve-ref.js';

type Obj = Record<string, any>;

/** `allOf` parts merged into one schema: properties and required lists joined. */
export function mergeAllOf(schema: Obj, resolve: Resolver): Obj {
  if (!Array.isArray(schema['allOf'])) return schema;
  const { allOf, ...rest } = schema;
  const merged: Obj = { ...rest, properties: { ...(rest['properties'] ?? {}) }, required: [...(rest['required'] ?? [])] };
  for (const part of allOf as unknown[]) {
    const resolved = mergeAllOf(resolve<Obj>(part).value ?? {}, resolve);
    Object.assign(merged['properties'], resolved['properties'] ?? {});
    merged['required'].push(...(resolved['required'] ?? []));
    for (const key of ['type', 'description', 'discriminator', 'oneOf', 'anyOf', 'items', 'additionalProperties', 'enum', 'format']) {
      if (merged[key] === undefined && resolved[key] !== undefined) merged[key] = resolved[key];
    }
  }
  if (!Object.keys(merged['properties']).length) delete merged['properties'];
  return merged;
}
