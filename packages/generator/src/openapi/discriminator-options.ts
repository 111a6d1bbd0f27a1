import { pointerOf, refName, type Resolver } from './resolve-ref.js';

type Obj = Record<string, unknown>;

/** One schema a discriminator names: the value its property takes, and where the schema is. */
export interface DiscriminatorOption {
  value: string;
  ref: string;
  /** Whether the mapping says so; else the value is the schema's name, as OpenAPI implies. */
  mapped: boolean;
}

/**
 * The subtypes a base schema's own discriminator names (`Pet`, whose `Cat` and `Dog` are each
 * `allOf: [Pet, …]`): its `mapping` first, then every other named schema that is all of it, by its own
 * name (OpenAPI's implicit mapping, which still holds for the subtypes a partial mapping leaves out).
 */
export function discriminatorOptions(base: Obj, baseRef: string | undefined, resolve: Resolver): DiscriminatorOption[] {
  const discriminator = base['discriminator'] as Obj | undefined;
  if (!discriminator || typeof discriminator !== 'object' || typeof discriminator['propertyName'] !== 'string') return [];
  const mapping = discriminator['mapping'];
  const options = Object.entries(mapping && typeof mapping === 'object' && !Array.isArray(mapping) ? (mapping as Obj) : {}).flatMap(([value, target]) =>
    typeof target === 'string' ? [{ value, ref: target.startsWith('#') ? target : `#${pointerOf(['components', 'schemas', target])}`, mapped: true }] : [],
  );
  const mapped = new Set(options.map((option) => refName(option.ref)));
  const implied = baseRef ? subtypesOf(baseRef, resolve) : undefined;
  for (const [name, ref] of Object.entries(implied ?? {})) if (!mapped.has(name)) options.push({ value: name, ref, mapped: false });
  return options;
}

/**
 * The value a discriminator of `oneOf` or `anyOf` alternatives gives the one at `option`: the mapping's
 * key for it, else its schema's name (the implicit mapping); none for an alternative written in place.
 */
export function discriminatorValueOf(option: unknown, discriminator: unknown, resolve: Resolver): { value: string; mapped: boolean } | undefined {
  const ref = resolve(option).ref;
  if (!ref) return undefined;
  const mapping = discriminator && typeof discriminator === 'object' ? (discriminator as Obj)['mapping'] : undefined;
  const entries = Object.entries(mapping && typeof mapping === 'object' ? (mapping as Obj) : {});
  const key = entries.find(([, target]) => target === ref || (typeof target === 'string' && refName(target) === refName(ref)))?.[0];
  return key !== undefined ? { value: key, mapped: true } : { value: refName(ref), mapped: false };
}

/** By resolver, the named schemas that list each named schema among their `allOf` parts. */
const subtypesByResolver = new WeakMap<Resolver, Map<string, Record<string, string>>>();

/** Each schema of `components/schemas` whose `allOf` names `ref`, by its name. */
function subtypesOf(ref: string, resolve: Resolver): Record<string, string> | undefined {
  let byBase = subtypesByResolver.get(resolve);
  if (!byBase) {
    byBase = new Map();
    const schemas = resolve<Obj>({ $ref: '#/components/schemas' }).value;
    for (const [name, schema] of Object.entries(schemas && typeof schemas === 'object' ? schemas : {})) {
      const parts = schema && typeof schema === 'object' ? (schema as Obj)['allOf'] : undefined;
      if (!Array.isArray(parts)) continue;
      const own = `#${pointerOf(['components', 'schemas', name])}`;
      for (const part of parts) {
        const base = part && typeof part === 'object' ? (part as Obj)['$ref'] : undefined;
        if (typeof base !== 'string' || base === own) continue;
        // No prototype: a schema may be named `__proto__`.
        const found = byBase.get(base) ?? (Object.create(null) as Record<string, string>);
        found[name] = own;
        byBase.set(base, found);
      }
    }
    subtypesByResolver.set(resolve, byBase);
  }
  return byBase.get(ref);
}
