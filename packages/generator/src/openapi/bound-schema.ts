import type { Resolver } from './resolve-ref.js';

type Obj = Record<string, unknown>;

/** Keywords whose value is one schema. */
const ONE_SCHEMA = ['items', 'additionalProperties', 'not', 'contains', 'propertyNames', 'if', 'then', 'else'] as const;
/** Keywords whose value is a list of schemas. */
const SCHEMA_LISTS = ['allOf', 'oneOf', 'anyOf', 'prefixItems'] as const;

/**
 * The schema as its `$ref`s unfold, when that is at most `budget` schemas; else a copy in which only the
 * first `budget` schemas met unfold and the rest stand as their type alone. Schemas that use one another
 * many times without recursion (each of 8 levels using the next in 4 properties) unfold into
 * exponentially many: an example sampled from them took 6 MB at 8 levels and never ended at 12.
 */
export function boundSchema<T>(schema: T, resolve: Resolver, budget: number): T {
  if (unfoldedSize(schema, resolve, budget) <= budget) return schema;
  const left = { count: budget };
  return unfoldWithin(schema, resolve, left, new Set()) as T;
}

/** How many schemas `schema` unfolds into, counted up to `limit + 1`; a schema inside itself counts once. */
function unfoldedSize(schema: unknown, resolve: Resolver, limit: number): number {
  const sizes = new Map<object, number>();
  const open = new Set<object>();
  const size = (raw: unknown): number => {
    const { value } = resolve<Obj>(raw);
    if (!value || typeof value !== 'object') return 0;
    const known = sizes.get(value);
    if (known !== undefined) return known;
    if (open.has(value)) return 1;
    open.add(value);
    let total = 1;
    for (const child of childSchemas(value, resolve)) {
      total = Math.min(limit + 1, total + size(child));
      if (total > limit) break;
    }
    open.delete(value);
    sizes.set(value, total);
    return total;
  };
  return size(schema);
}

/** The copy `boundSchema` makes: `$ref`s followed while `left.count` lasts, recursion and the rest cut to their type. */
function unfoldWithin(raw: unknown, resolve: Resolver, left: { count: number }, open: ReadonlySet<object>): unknown {
  const { value } = resolve<Obj>(raw);
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  if (open.has(value) || left.count <= 0) return typeof value['type'] === 'string' ? { type: value['type'] } : {};
  left.count--;
  const inner = new Set(open).add(value);
  const copy: Obj = { ...value };
  delete copy['$ref'];
  const properties = resolve<Obj>(value['properties']).value;
  if (properties && typeof properties === 'object') {
    copy['properties'] = Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, unfoldWithin(property, resolve, left, inner)]));
  }
  for (const key of ONE_SCHEMA) if (isSchema(value[key])) copy[key] = unfoldWithin(value[key], resolve, left, inner);
  for (const key of SCHEMA_LISTS) if (Array.isArray(value[key])) copy[key] = (value[key] as unknown[]).map((part) => unfoldWithin(part, resolve, left, inner));
  return copy;
}

/** The schemas directly inside one: its properties' and those of every keyword that holds schemas. */
export function* childSchemas(schema: Obj, resolve: Resolver): Generator<unknown> {
  const properties = resolve<Obj>(schema['properties']).value;
  if (properties && typeof properties === 'object') yield* Object.values(properties);
  for (const key of ONE_SCHEMA) if (isSchema(schema[key])) yield schema[key];
  for (const key of SCHEMA_LISTS) if (Array.isArray(schema[key])) yield* schema[key] as unknown[];
}

function isSchema(value: unknown): boolean {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}
