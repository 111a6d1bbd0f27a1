import { discriminatorOptions, discriminatorValueOf } from './discriminator-options.js';
import { mergedSchemaOf } from './merge-all-of.js';
import { createResolver, pointerOf, type Resolver } from './resolve-ref.js';

type Obj = Record<string, unknown>;

/** The description as the example sampler should read it, and the stand-in of a schema taken from the original. */
export interface SamplingDocument {
  document: Obj;
  /** The schema itself, or its copy in `document` when the copy differs. */
  substitute: <T>(schema: T) => T;
  /** Follows `$ref`s in `document`. */
  resolve: Resolver;
}

const made = new WeakMap<Obj, SamplingDocument>();

/**
 * Some descriptions give a schema's `properties` as a `$ref` to another schema's properties, which
 * OpenAPI does not allow and the sampler reads as a field named `$ref` (examples showed `"$ref": null`).
 * This is the description with each such `properties` replaced by what it names: the objects on the way
 * to one are copied, everything else is shared, and the published description is left as written.
 * A description without one (nearly all) is returned as it is, after one walk, once per description.
 */
export function samplingDocument(document: Obj): SamplingDocument {
  let found = made.get(document);
  if (!found) made.set(document, (found = makeSamplingDocument(document)));
  return found;
}

function makeSamplingDocument(document: Obj): SamplingDocument {
  const resolve = createResolver(document);
  const copies = new Map<object, Obj | unknown[]>();
  // Each object's parent, so the objects above a `properties` to replace can be copied. A loop, not
  // recursion: a description may nest deeper than the stack allows.
  const parents = new Map<object, object | undefined>([[document, undefined]]);
  const stack: object[] = [document];
  while (stack.length) {
    const node = stack.pop()!;
    const properties = Array.isArray(node) ? undefined : (node as Obj)['properties'];
    if (isRefOnly(properties)) {
      const target = resolve<Obj>(properties).value;
      if (target && typeof target === 'object' && !isRefOnly(target)) copyUp(node, parents, copies)['properties'] = target;
    }
    for (const value of Object.values(node)) {
      if (!value || typeof value !== 'object' || parents.has(value)) continue;
      parents.set(value, node);
      stack.push(value);
    }
  }
  pinDiscriminators(document, resolve, parents, copies);
  if (!copies.size) return { document, substitute: (schema) => schema, resolve };
  const copy = copies.get(document) as Obj;
  return { document: copy, resolve: createResolver(copy), substitute: (schema) => ((schema && typeof schema === 'object' && (copies.get(schema) as typeof schema)) || schema) };
}

/**
 * The sampler knows nothing of discriminators: a subtype's example read `"kind": "string"`, a value that
 * names no subtype. In the copy, each alternative of a discriminated `oneOf`/`anyOf`, and each subtype of
 * a base schema that names its subtypes, gives the field the value that names it (the base itself, used
 * as it is, its first subtype's). The sampler merges `allOf` parts in order, so the last part's wins.
 */
function pinDiscriminators(document: Obj, resolve: Resolver, parents: ReadonlyMap<object, object | undefined>, copies: Map<object, Obj | unknown[]>): void {
  const pin = (schema: unknown, propertyName: string, value: string) => ({ allOf: [schema, { properties: { [propertyName]: { example: value } } }] });
  for (const node of parents.keys()) {
    if (Array.isArray(node)) continue;
    const discriminator = (node as Obj)['discriminator'] as Obj | undefined;
    const propertyName = discriminator && typeof discriminator === 'object' ? discriminator['propertyName'] : undefined;
    if (typeof propertyName !== 'string') continue;
    for (const key of ['oneOf', 'anyOf']) {
      const options = (node as Obj)[key];
      if (!Array.isArray(options)) continue;
      const copy = copyUp(node, parents, copies);
      copy[key] = (copy[key] as unknown[]).map((option, at) => {
        const named = discriminatorValueOf(options[at], discriminator, resolve);
        return named && (named.mapped || !fixedValueOf(options[at], propertyName, resolve)) ? pin(option, propertyName, named.value) : option;
      });
    }
  }
  // Bases are found where subtypes can name them: among the named schemas.
  const schemas = resolve<Obj>({ $ref: '#/components/schemas' }).value;
  for (const [name, base] of Object.entries(schemas && typeof schemas === 'object' ? schemas : {})) {
    const discriminator = base && typeof base === 'object' ? ((base as Obj)['discriminator'] as Obj | undefined) : undefined;
    const propertyName = discriminator && typeof discriminator === 'object' ? discriminator['propertyName'] : undefined;
    if (typeof propertyName !== 'string' || Array.isArray((base as Obj)['oneOf']) || Array.isArray((base as Obj)['anyOf'])) continue;
    const subtypes = discriminatorOptions(base as Obj, `#${pointerOf(['components', 'schemas', name])}`, resolve);
    for (const subtype of subtypes) {
      const schema = resolve<Obj>({ $ref: subtype.ref }).value;
      if (!schema || typeof schema !== 'object' || schema === base || !parents.has(schema) || (!subtype.mapped && fixedValueOf(schema, propertyName, resolve))) continue;
      const copy = copyUp(schema, parents, copies);
      copy['allOf'] = [...(Array.isArray(copy['allOf']) ? copy['allOf'] : []), { properties: { [propertyName]: { example: subtype.value } } }];
    }
    const properties = resolve<Obj>((base as Obj)['properties']).value;
    if (subtypes[0] && properties && typeof properties === 'object' && Object.hasOwn(properties, propertyName)) {
      const copy = copyUp(base as object, parents, copies);
      const own = resolve<Obj>(copy['properties']).value ?? {};
      copy['properties'] = { ...own, [propertyName]: { allOf: [own[propertyName], { example: subtypes[0].value }] } };
    }
  }
}

/** Whether the schema's discriminator field allows one value of its own (`kind: { enum: [person] }`). */
function fixedValueOf(schema: unknown, propertyName: string, resolve: Resolver): boolean {
  const field = mergedSchemaOf(mergedSchemaOf(schema, resolve)['properties']?.[propertyName], resolve);
  return field['const'] !== undefined || (Array.isArray(field['enum']) && field['enum'].length === 1);
}

/** `{ "$ref": "…" }` and nothing else. */
function isRefOnly(value: unknown): value is { $ref: string } {
  return !!value && typeof value === 'object' && typeof (value as Obj)['$ref'] === 'string' && Object.keys(value).length === 1;
}

/** The copy of `node`, made along with copies of the objects above it, each linked into its parent's copy. */
function copyUp(node: object, parents: ReadonlyMap<object, object | undefined>, copies: Map<object, Obj | unknown[]>): Obj {
  let child: object | undefined;
  for (let current: object | undefined = node; current; child = current, current = parents.get(current)) {
    const known = copies.get(current);
    const copy = known ?? (Array.isArray(current) ? [...current] : { ...(current as Obj) });
    if (!known) copies.set(current, copy);
    if (child) for (const [key, value] of Object.entries(current)) if (value === child) (copy as Obj)[key] = copies.get(child);
    if (known && child) break;
  }
  return copies.get(node) as Obj;
}
