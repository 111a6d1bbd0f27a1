import type { ApiSchemaNode } from '@docs/shared';
import { UNRESOLVED_REF_KEY } from '../spec/replace-broken-refs.js';
import { treeRootAnchor } from './body-anchors.js';
import { mergeAllOf, mergedSchemaOf } from './merge-all-of.js';
import { exampleFact } from './shorten-example.js';
import { refName, type Resolver } from './resolve-ref.js';
import { discriminatorOptions } from './discriminator-options.js';

type Obj = Record<string, any>;

export interface SchemaTreeContext {
  resolve: Resolver;
  /** CommonMark description → HTML. */
  describe: (markdown: string) => string;
  /**
   * Prefix of anchor ids, unique on the page (`body`, `response-200`): each property's id is the prefix and
   * its path (`body-recipients-email`), so a link to a field survives a rebuild and reads as what it names.
   */
  idPrefix: string;
  /** Ids the page uses already (shared by its trees): a path that slugs like another gets a number. */
  usedIds?: Set<string>;
  /**
   * The named schemas the page has shown in full so far (by `$ref`), shared by every tree of one page:
   * a large one met again links to where it is shown instead of repeating its fields.
   */
  shown?: Map<string, ShownSchema>;
  /**
   * Which way the schema's data travels: in a request a read-only property is not required (the server
   * sets it; OpenAPI's `required` then applies to responses only), in a response a write-only one.
   */
  direction?: BodyDirection;
  /**
   * Named schemas shown on another page instead (by `$ref`, with where): below a body's top level, such a
   * schema is a link there. See `buildOperationView`, which keeps a page to a readable length with it.
   */
  shownElsewhere?: ReadonlyMap<string, SchemaElsewhere>;
  /** Whether the tree's root may be such a link too (an error response's, which most operations share). */
  rootShownElsewhere?: boolean;
  /**
   * Told of each named schema shown in full, with how many nodes it took, how deep it sits and the named
   * schemas it sits in (`within`, outermost first).
   */
  onShownInFull?: (ref: string, size: number, depth: number, within: readonly string[]) => void;
  /** Told how many nodes the whole tree shows, its root included. */
  onBuilt?: (nodes: number) => void;
}

/** Where another page shows a named schema in full: the URL of its tree there, and that page's title. */
export interface SchemaElsewhere {
  url: string;
  page: string;
}

export type BodyDirection = 'request' | 'response';

/** Where a page shows a named schema in full, and how many nodes that takes. */
export interface ShownSchema {
  anchor: string;
  size: number;
  /** Which way the data of the body it is shown in travels. */
  direction?: BodyDirection | undefined;
  /**
   * Whether it reads the same in a request and in a response: no required field in it is read-only or
   * write-only (required one way only), and it links to no display that reads otherwise.
   */
  sameBothWays: boolean;
}

/**
 * The display of `ref` the page made already that a tree of data travelling `direction` may link to:
 * one made for that direction, or one that reads the same both ways. A response's `Order` linked to the
 * request's told a reader that its read-only `id` might be missing and its write-only `token` returned.
 */
function displayFor(shown: ReadonlyMap<string, ShownSchema> | undefined, ref: string, direction: BodyDirection | undefined): ShownSchema | undefined {
  const first = shown?.get(ref);
  if (!first || first.sameBothWays || first.direction === direction) return first;
  return shown?.get(`${ref}\u0000${direction}`);
}

/** A schema shown once on a page is linked, not repeated, when it took at least this many nodes (smaller ones read better in place). */
export const REPEAT_AS_LINK_SIZE = 6;

/** Deeper than this, nesting is shown as the type name only (real schemas are rarely half as deep). */
const MAX_DEPTH = 12;

interface Frame {
  ref: string;
  anchor: string;
}

/**
 * Turns a JSON schema into the tree the reference shows: properties with types, required markers,
 * constraints and descriptions; `allOf` merged; `oneOf`/`anyOf` as alternatives. A schema that contains
 * itself is shown once, and the repetition becomes a link back to it instead of recursing forever; so
 * does a large named schema the page showed already (`context.shown`).
 */
export function buildSchemaTree(schema: unknown, context: SchemaTreeContext, meta: { name?: string; required?: boolean } = {}): ApiSchemaNode {
  const used = context.usedIds ?? new Set<string>();
  const known = knownSchemasOf(context.resolve);
  // A list and its items are one field on the page: the same path, the same id.
  const anchorOf = (path: FieldPath): string => {
    if (path.anchor === undefined) {
      const base = path.length ? path.base : treeRootAnchor(context.idPrefix);
      let anchor = base;
      for (let n = 2; used.has(anchor); n++) anchor = `${base}-${n}`;
      used.add(anchor);
      path.anchor = anchor;
    }
    return path.anchor;
  };
  // One path object per place in the tree, so that a place met twice (a list's items) is known by it;
  // keying places by their whole path as text cost more than the rest of building a deep tree.
  // `key` tells apart places of one name: two alternatives both labelled `string` are two places, each with an id.
  const below = (path: FieldPath, segment: string, key = segment): FieldPath => {
    let child = path.below?.get(key);
    if (!child) {
      child = { base: `${path.length ? path.base : context.idPrefix}-${idSegment(segment)}`, length: path.length + 1 };
      (path.below ??= new Map()).set(key, child);
    }
    return child;
  };

  // The sizes of the nodes counted so far: a named schema inside another is counted once, not again for each one around it.
  const sizes = new WeakMap<ApiSchemaNode, number>();
  const sameWays = new WeakMap<ApiSchemaNode, boolean>();
  // The nodes that read otherwise the other way: a required field that is read-only or write-only, and a
  // link to a display that reads otherwise (`ShownSchema.sameBothWays`).
  const oneWay = new WeakSet<ApiSchemaNode>();
  const flagsOf = (property: unknown): SchemaFacts | undefined => {
    const { value } = context.resolve<Obj>(property);
    return value && typeof value === 'object' ? known.factsOf(value) : undefined;
  };
  // A field not sent this way (read-only in a request, write-only in a response) is shown, flagged, but
  // not as required.
  const notSentHere = (facts: SchemaFacts | undefined): boolean => Boolean(facts && context.direction && (context.direction === 'request' ? facts.readOnly : facts.writeOnly));
  const build = (raw: unknown, stack: Frame[], depth: number, path: FieldPath, name?: string, required?: boolean): ApiSchemaNode => {
    const resolved = context.resolve<Obj>(raw);
    const { value } = resolved;
    const ref = resolved.ref ?? wrappedRef(value, context.resolve);
    if (ref) {
      const repeated = stack.find((frame) => frame.ref === ref);
      if (repeated) {
        const node = namedNode(name, required, refName(ref), [], anchorOf(path));
        // A wrapper's description is the field's own, not the schema's shown above.
        const own = resolved.ref ? undefined : known.factsOf(value).description;
        if (own !== undefined) node.description = context.describe(own);
        node.shownAt = { typeName: refName(ref), anchor: repeated.anchor, recursive: true };
        return node;
      }
    }
    const facts = value && typeof value === 'object' ? known.factsOf(value) : EMPTY_FACTS;
    const schema = facts.schema;
    const anchor = anchorOf(path);
    const frames = ref ? [...stack, { ref, anchor }] : stack;
    // The same members in the same order as ever: views are compared and cached as JSON.
    const node = namedNode(name, required, ref ? typeLabel(schema, ref, context.resolve) : facts.type, facts.constraints, anchor);
    // A description beside the `$ref` (OpenAPI 3.1) says what the field is, in place of the schema's own.
    const besideRef = resolved.ref && raw && typeof raw === 'object' ? (raw as Obj)['description'] : undefined;
    const description = typeof besideRef === 'string' && besideRef.trim() ? besideRef : facts.description;
    if (description !== undefined) node.description = context.describe(description);
    if (facts.deprecated) node.deprecated = true;
    if (facts.readOnly) node.readOnly = true;
    if (facts.writeOnly) node.writeOnly = true;
    if (facts.enum) node.enum = facts.enum;
    if (facts.defaultValue !== undefined) node.defaultValue = facts.defaultValue;
    if (facts.example !== undefined) node.example = facts.example;
    if (depth >= MAX_DEPTH) return node;
    const elsewhere = ref && (depth > 0 || context.rootShownElsewhere) ? context.shownElsewhere?.get(ref) : undefined;
    if (elsewhere) return { ...node, shownAt: { typeName: refName(ref!), anchor: elsewhere.url, recursive: false, page: elsewhere.page } };
    let earlier = ref ? displayFor(context.shown, ref, context.direction) : undefined;
    // The display of the other way reads otherwise: linked all the same, saying how, when that is a few
    // fields (most often a response's required read-only `id`), rather than showing the fields again.
    const other = ref && !earlier && context.direction ? context.shown?.get(ref) : undefined;
    const differs = other && other.size >= REPEAT_AS_LINK_SIZE ? directionDifferences(value as Obj, context.direction!, context.resolve, known) : undefined;
    if (differs) earlier = other;
    if (earlier && earlier.size >= REPEAT_AS_LINK_SIZE) {
      const link = { ...node, shownAt: { typeName: refName(ref!), anchor: earlier.anchor, recursive: false, ...(differs ? { differs } : {}) } };
      if (!earlier.sameBothWays) oneWay.add(link);
      return link;
    }

    node.children = facts.properties.map(([key, property]) => {
      const listed = facts.requiredNames.has(key);
      const propertyFacts = listed ? flagsOf(property) : undefined;
      const child = build(property, frames, depth + 1, below(path, key), key, listed && !notSentHere(propertyFacts));
      if (propertyFacts && (propertyFacts.readOnly || propertyFacts.writeOnly)) oneWay.add(child);
      return child;
    });
    const additional = schema['additionalProperties'];
    if (additional && typeof additional === 'object') node.children.push(build(additional, frames, depth + 1, below(path, 'key'), '[key: string]'));
    // Fields named by the pattern their names match (JSON Schema's `patternProperties`), and the items of a
    // tuple, each with its own schema (`prefixItems`): rows of their own, as named fields are.
    const patterns = schema['patternProperties'];
    if (patterns && typeof patterns === 'object' && !Array.isArray(patterns)) {
      for (const [pattern, field] of Object.entries(patterns as Obj)) node.children.push(build(field, frames, depth + 1, below(path, 'key', `pattern\u0000${pattern}`), `[key matching ${pattern}]`));
    }
    const prefixItems = schema['prefixItems'];
    if (Array.isArray(prefixItems)) prefixItems.forEach((item: unknown, index: number) => node.children.push(build(item, frames, depth + 1, below(path, String(index)), `[${index}]`)));
    const items = schema['items'];
    if (items && typeof items === 'object' && !Array.isArray(items)) {
      // The item has the list's path, hence its id: it is shown as the list's own fields, and whatever links to
      // it links to the list. Only an item that is its own ancestor again gets a row, and an id, of its own.
      const item = build(items, frames, depth + 1, path);
      // What each item may be (`enum`, `maxLength`, `minimum`) is the list's to say: its row is the item's too.
      if (item.enum && !node.enum) node.enum = item.enum;
      if (item.constraints.length) node.constraints = [...node.constraints, ...item.constraints.map((constraint) => `each ${constraint}`)];
      if (item.shownAt?.recursive) node.children.push({ ...item, name: '[item]', anchor: anchorOf(below(path, 'item')) });
      else if (item.shownAt) node.shownAt = item.shownAt;
      else if (item.children.length || item.variants) {
        node.children.push(...item.children);
        if (item.variants) node.variants = item.variants;
      }
    }
    for (const kind of ['oneOf', 'anyOf'] as const) {
      const options = schema[kind];
      if (!Array.isArray(options)) continue;
      node.variants = {
        kind,
        options: options.map((option: unknown, index: number) => {
          const label = variantLabel(option, index, schema['discriminator'], context.resolve);
          const node = build(option, frames, depth + 1, below(path, label, `${index}\u0000${label}`));
          return isCondition(option, context.resolve) ? { label, node, condition: true as const } : { label, node };
        }),
      };
    }
    // A base schema that names its subtypes by its discriminator (`Pet`, whose `Cat` and `Dog` are each
    // `allOf: [Pet, …]`): the subtypes are its alternatives. Only where it says so itself, not in each
    // subtype that takes the discriminator in with it.
    const ownDiscriminator = (value as Obj | undefined)?.['discriminator'];
    if (!node.variants && ownDiscriminator) {
      const propertyName = String(ownDiscriminator['propertyName'] ?? '');
      const options = discriminatorOptions(value as Obj, ref, context.resolve);
      if (options.length) {
        node.variants = {
          kind: 'oneOf',
          options: options.map((option) => {
            const label = `${propertyName}: ${option.value}`;
            return { label, node: build({ $ref: option.ref }, frames, depth + 1, below(path, label, `${option.value}\u0000${label}`)) };
          }),
        };
      }
    }
    // Said where the alternatives are, the only place it is shown. Worked out once per schema: every
    // subtype takes its base's discriminator in (`allOf`), and Microsoft Graph's base maps 653 of them,
    // which labelling again at each node of every subtype cost a third of its build.
    if (facts.discriminator && node.variants) node.discriminator = facts.discriminator;
    // The first display of a schema, or the first for this direction when that one reads otherwise; later
    // ones in full are small enough to repeat.
    if (ref && context.shown && !displayFor(context.shown, ref, context.direction)) {
      const size = sizeOf(node, sizes);
      const display = { anchor: node.anchor!, size, direction: context.direction, sameBothWays: readsSameBothWays(node, oneWay, sameWays) };
      context.shown.set(context.shown.has(ref) ? `${ref}\u0000${context.direction}` : ref, display);
      context.onShownInFull?.(ref, size, depth, stack.map((frame) => frame.ref));
    }
    return node;
  };

  const root = build(schema, [], 0, { base: context.idPrefix, length: 0 }, meta.name, meta.required);
  context.onBuilt?.(1 + sizeOf(root, sizes));
  return root;
}

/**
 * The `$ref` a schema only wraps to say more of it (`allOf: [{ $ref: Node }]` beside a description), the
 * OpenAPI 3.0 way to describe a use of a named schema: such a field is that schema, shown once and linked
 * after, like a plain `$ref`. Taken for a new schema each time, a `Node` with four such fields made a tree
 * of millions of nodes, and the build ran out of memory.
 */
function wrappedRef(value: unknown, resolve: Resolver): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const allOf = (value as Obj)['allOf'];
  if (!Array.isArray(allOf)) return undefined;
  // Only words about the use, beside it or in parts of their own (`allOf: [{ $ref }, { description }]`):
  // a keyword that constrains (`required`, `type`) makes another schema.
  const annotatesOnly = (schema: Obj, but?: string) => Object.keys(schema).every((key) => key === but || key.startsWith('x-') || ANNOTATIONS.has(key));
  if (!annotatesOnly(value as Obj, 'allOf')) return undefined;
  const named = allOf.filter((part) => part && typeof part === 'object' && typeof (part as Obj)['$ref'] === 'string');
  if (named.length !== 1 || !allOf.every((part) => named.includes(part) || (part && typeof part === 'object' && annotatesOnly(part as Obj)))) return undefined;
  return resolve(named[0]).ref;
}

/** Keywords that describe a use of a schema without changing what it allows. */
const ANNOTATIONS = new Set(['description', 'title', 'summary', 'nullable', 'readOnly', 'writeOnly', 'deprecated', 'example', 'examples', 'default', 'externalDocs', '$comment']);

/** Where a field sits in its tree: the id its path reads as, its depth, and the id given to it once asked. */
interface FieldPath {
  base: string;
  length: number;
  anchor?: string;
  /** The places below it, by segment (or by what tells apart places of one segment). */
  below?: Map<string, FieldPath>;
}

function namedNode(name: string | undefined, required: boolean | undefined, type: string, constraints: string[], anchor: string): ApiSchemaNode {
  const node = {} as ApiSchemaNode;
  if (name !== undefined) node.name = name;
  if (required) node.required = required;
  node.type = type;
  node.constraints = constraints;
  node.children = [];
  node.anchor = anchor;
  return node;
}

/** What a schema shows wherever it is used, worked out once per schema object of a description. */
interface SchemaFacts {
  /** The schema with its `allOf` merged. */
  schema: Obj;
  /** Its type label when no `$ref` names it. */
  type: string;
  constraints: string[];
  /** Markdown, turned into HTML (and its links recorded) on each page that shows it. */
  description?: string;
  deprecated: boolean;
  readOnly: boolean;
  writeOnly: boolean;
  enum?: string[];
  defaultValue?: string;
  example?: string;
  properties: [string, unknown][];
  requiredNames: Set<string>;
  discriminator?: NonNullable<ApiSchemaNode['discriminator']>;
}

const EMPTY_FACTS: SchemaFacts = { schema: {}, type: 'any', constraints: [], deprecated: false, readOnly: false, writeOnly: false, properties: [], requiredNames: new Set() };

/**
 * The facts of the schemas of one description, by schema object, kept while its resolver lives: a large
 * description's pages show the same shared schemas hundreds of times, and merging their `allOf`s, labelling
 * their types and writing out their constraints and values each time was half the time of building a tree.
 * Nodes share the lists (constraints, enum) they take from here, so nothing may change a node's lists.
 */
const knownSchemas = new WeakMap<Resolver, { factsOf: (value: Obj) => SchemaFacts }>();

function knownSchemasOf(resolve: Resolver): { factsOf: (value: Obj) => SchemaFacts } {
  let known = knownSchemas.get(resolve);
  if (!known) {
    const facts = new WeakMap<Obj, SchemaFacts>();
    known = {
      factsOf(value) {
        let found = facts.get(value);
        if (!found) facts.set(value, (found = schemaFacts(mergeAllOf(value, resolve), resolve)));
        return found;
      },
    };
    knownSchemas.set(resolve, known);
  }
  return known;
}

function schemaFacts(schema: Obj, resolve: Resolver): SchemaFacts {
  const example = exampleOf(schema);
  const description = typeof schema['description'] === 'string' && schema['description'].trim() ? schema['description'] : undefined;
  // `properties` may itself be a `$ref` to another schema's properties.
  const properties = (resolve<Obj>(schema['properties']).value ?? {}) as Obj;
  return {
    schema,
    type: typeLabel(schema, undefined, resolve),
    constraints: constraintsOf(schema),
    ...(description !== undefined ? { description } : {}),
    deprecated: schema['deprecated'] === true,
    readOnly: schema['readOnly'] === true,
    writeOnly: schema['writeOnly'] === true,
    ...(Array.isArray(schema['enum']) ? { enum: schema['enum'].map((v: unknown) => JSON.stringify(v)) } : {}),
    ...(schema['default'] !== undefined ? { defaultValue: JSON.stringify(schema['default']) } : {}),
    ...(example !== undefined ? { example: exampleFact(example) } : {}),
    properties: Object.entries(properties),
    requiredNames: new Set<string>(Array.isArray(schema['required']) ? schema['required'] : []),
    ...(discriminatorOf(schema['discriminator']) ?? {}),
  };
}

function discriminatorOf(discriminator: unknown): { discriminator: NonNullable<ApiSchemaNode['discriminator']> } | undefined {
  if (!discriminator || typeof discriminator !== 'object' || typeof (discriminator as Obj)['propertyName'] !== 'string') return undefined;
  const { propertyName, mapping } = discriminator as Obj;
  const targets = mapping && typeof mapping === 'object' ? Object.entries(mapping as Obj).filter((entry): entry is [string, string] => typeof entry[1] === 'string') : [];
  return { discriminator: { propertyName: propertyName as string, mapping: targets.map(([value, target]) => ({ value, label: refName(target) })) } };
}

/** A path segment as it reads in an id: `recipients`, `x-request-id`, `key`. */
export function idSegment(name: string): string {
  let segment = segments.get(name);
  if (segment === undefined) {
    segment =
      name
        .toLowerCase()
        .replace(/[^a-z0-9_]+/g, '-')
        .replace(/^-+|-+$/g, '') || 'field';
    if (segments.size >= SEGMENTS_KEPT) segments.clear();
    segments.set(name, segment);
  }
  return segment;
}

/** Field names read as id segments: a description uses a few thousand names over and over. */
const segments = new Map<string, string>();
const SEGMENTS_KEPT = 10_000;

/**
 * What names an alternative: its discriminator value when there is one (`role: developer`, from the mapping,
 * else the option's own `const` or single `enum` value, else its schema name as OpenAPI implies), else its
 * schema name, title or type.
 */
function variantLabel(option: unknown, index: number, discriminator: unknown, resolve: Resolver): string {
  const { value: resolved, ref } = resolve<Obj>(option);
  const named = ref ? refName(ref) : (resolved?.['title'] ?? conditionLabel(resolved ?? {}) ?? typeLabel(resolved ?? {}, undefined, resolve) ?? `Option ${index + 1}`);
  const propertyName = (discriminator as Obj | undefined)?.['propertyName'];
  if (typeof propertyName !== 'string') return String(named);
  const mapping = ((discriminator as Obj)['mapping'] ?? {}) as Record<string, unknown>;
  const mapped = ref ? Object.entries(mapping).find(([, target]) => target === ref || (typeof target === 'string' && refName(target) === refName(ref)))?.[0] : undefined;
  // A discriminator field that base and subtype both define is all of the two: its value is the subtype's.
  const property = mergedSchemaOf(mergeAllOf(resolved ?? {}, resolve)['properties']?.[propertyName], resolve);
  const own = property?.['const'] ?? (Array.isArray(property?.['enum']) && property['enum'].length === 1 ? property['enum'][0] : undefined);
  const value = mapped ?? (own !== undefined ? String(own) : ref ? refName(ref) : undefined);
  return value === undefined ? String(named) : `${propertyName}: ${value}`;
}

/**
 * What an alternative that only adds a condition to the fields around it says (GitHub's `anyOf:
 * [{required: [source]}, {required: [build_type]}]`, "send one of the two"; `{properties: {status:
 * {enum: [completed]}}, required: [conclusion]}`): `with source`, `status: completed`. Undefined for an
 * alternative of a type or fields of its own.
 */
function conditionLabel(option: Obj): string | undefined {
  if (option['type'] !== undefined || option['$ref'] !== undefined || option['oneOf'] || option['anyOf'] || option['allOf'] || option['items']) return undefined;
  const properties = option['properties'];
  if (properties && typeof properties === 'object') {
    const fields = Object.entries(properties as Obj);
    const values = fields.map(([, field]) => (field && typeof field === 'object' ? valuesOf(field as Obj) : undefined));
    if (!fields.length || values.some((list) => !list)) return undefined;
    return fields.map(([name], at) => `${name}: ${values[at]!.map((value) => (typeof value === 'string' ? value : JSON.stringify(value))).join(' or ')}`).join(', ');
  }
  const required = Array.isArray(option['required']) ? option['required'].filter((name): name is string => typeof name === 'string') : [];
  return required.length ? `with ${required.join(' and ')}` : undefined;
}

/** Whether an alternative only adds a condition to the fields around it, and is named by it. */
function isCondition(option: unknown, resolve: Resolver): boolean {
  const { value, ref } = resolve<Obj>(option);
  return !ref && value !== undefined && value['title'] === undefined && conditionLabel(value) !== undefined;
}

/** The values a schema of nothing but `const` or `enum` allows; undefined for any other schema. */
function valuesOf(schema: Obj): unknown[] | undefined {
  const keys = Object.keys(schema).filter((key) => !ANNOTATIONS.has(key));
  if (keys.length === 1 && keys[0] === 'const') return [schema['const']];
  if (keys.length === 1 && keys[0] === 'enum' && Array.isArray(schema['enum']) && schema['enum'].length) return schema['enum'];
  return undefined;
}

/** Fields of a schema told apart by the way its data goes, at most: past this, the schema is shown again. */
const DIFFERENCES_SAID = 8;
/** How deep the fields of a schema are looked through for them. */
const DIFFERENCES_DEPTH = 6;

/**
 * The fields of `schema` whose being required depends on the way its data goes, seen from `direction`:
 * required here and not the other way (a required read-only field, in a response), or not sent here
 * and required the other way; undefined when there are none, or more than `DIFFERENCES_SAID`.
 */
function directionDifferences(schema: Obj, direction: BodyDirection, resolve: Resolver, known: { factsOf: (value: Obj) => SchemaFacts }): NonNullable<NonNullable<ApiSchemaNode['shownAt']>['differs']> | undefined {
  const requiredHere: string[] = [];
  const absentHere: string[] = [];
  const seen = new Set<object>();
  let tooMany = false;
  const visit = (value: Obj, path: string, depth: number) => {
    if (tooMany || depth > DIFFERENCES_DEPTH || seen.has(value)) return;
    seen.add(value);
    const facts = known.factsOf(value);
    for (const [key, property] of facts.properties) {
      const child = resolve<Obj>(property).value;
      if (!child || typeof child !== 'object') continue;
      const at = path ? `${path}.${key}` : key;
      const { readOnly, writeOnly } = known.factsOf(child);
      if (facts.requiredNames.has(key) && readOnly !== writeOnly) {
        const sentHere = direction === 'request' ? !readOnly : !writeOnly;
        (sentHere ? requiredHere : absentHere).push(at);
        tooMany = requiredHere.length + absentHere.length > DIFFERENCES_SAID;
      }
      visit(child, at, depth + 1);
    }
    const items = resolve<Obj>(facts.schema['items']).value;
    if (items && typeof items === 'object') visit(items, `${path}[]`, depth + 1);
  };
  visit(schema, '', 0);
  return tooMany || !(requiredHere.length + absentHere.length) ? undefined : { direction, requiredHere, absentHere };
}

/** Whether `node` and those below it read the same in a request and a response: none of them is one of `oneWay`. */
function readsSameBothWays(node: ApiSchemaNode, oneWay: WeakSet<ApiSchemaNode>, known: WeakMap<ApiSchemaNode, boolean>): boolean {
  let same = known.get(node);
  if (same !== undefined) return same;
  same = !oneWay.has(node) && node.children.every((child) => readsSameBothWays(child, oneWay, known)) && (node.variants?.options ?? []).every((option) => readsSameBothWays(option.node, oneWay, known));
  known.set(node, same);
  return same;
}

/** How many nodes are below `node`, each counted once into `sizes`. */
function sizeOf(node: ApiSchemaNode, sizes: WeakMap<ApiSchemaNode, number>): number {
  let size = sizes.get(node);
  if (size !== undefined) return size;
  size = 0;
  for (const child of node.children) size += 1 + sizeOf(child, sizes);
  for (const option of node.variants?.options ?? []) size += 1 + sizeOf(option.node, sizes);
  sizes.set(node, size);
  return size;
}

function exampleOf(schema: Obj): unknown {
  if (schema['example'] !== undefined) return schema['example'];
  if (Array.isArray(schema['examples']) && schema['examples'].length) return schema['examples'][0];
  return undefined;
}

/** `string<date-time>`, `integer | null`, `array of Recipient`, `Signing`. */
export function typeLabel(schema: Obj, ref: string | undefined, resolve: Resolver): string {
  // The stand-in that a lenient build puts where a `$ref` named nothing.
  if (typeof schema[UNRESOLVED_REF_KEY] === 'string') return 'unresolved reference';
  // Only names are types: a description that writes a schema where a type belongs (`type: {…}`) reads as untyped, never as `[object Object]`.
  const types: string[] = (Array.isArray(schema['type']) ? schema['type'] : [schema['type']]).filter((type): type is string => typeof type === 'string' && type !== '');
  // Swagger 2 has no `nullable`: its descriptions say so with the `x-nullable` extension, as go-swagger and NSwag write it.
  const nullable = schema['nullable'] === true || schema['x-nullable'] === true;
  const named = (type: string): string => {
    if (type === 'array') {
      const items = schema['items'];
      if (!items || typeof items !== 'object') return 'array';
      const { value, ref: itemRef } = resolve<Obj>(items);
      return `array of ${itemRef ? refName(itemRef) : typeLabel(value ?? {}, undefined, resolve)}`;
    }
    if (type === 'object' && ref) return refName(ref);
    // `null` has no format: a nullable date is `string<date-time> | null`.
    return schema['format'] && type !== 'null' ? `${type}<${schema['format']}>` : type;
  };
  if (!types.length) {
    // A nullable schema without a type of its own (alternatives, a reference, an object's fields) is what
    // those say, or null: Microsoft Graph's and GitHub's nullable alternatives read `null` alone.
    const orNull = (label: string) => (nullable && label !== 'any' && !label.split(' | ').includes('null') ? `${label} | null` : label);
    if (ref) return orNull(refName(ref));
    const options = schema['oneOf'] ?? schema['anyOf'];
    if (Array.isArray(options)) return orNull(alternativesLabel(options, resolve));
    if (schema['properties']) return orNull('object');
    if (schema['items']) return orNull(named('array'));
    // An enum or a const without a type is of the type of its values (`status: {enum: [completed]}`).
    const values = Array.isArray(schema['enum']) ? schema['enum'] : schema['const'] !== undefined ? [schema['const']] : [];
    const kinds = [...new Set(values.map((value) => (value === null ? 'null' : typeof value === 'number' ? (Number.isInteger(value) ? 'integer' : 'number') : typeof value)))];
    if (kinds.length && kinds.every((kind) => kind === 'string' || kind === 'integer' || kind === 'number' || kind === 'boolean' || kind === 'null')) return kinds.join(' | ');
    return 'any';
  }
  if (nullable && !types.includes('null')) types.push('null');
  return types.map(named).join(' | ');
}

/** `1 character`, `5 characters`. */
function count(value: unknown, noun: string): string {
  return `${value} ${noun}${value === 1 ? '' : 's'}`;
}

/** The types of alternatives, at a glance: `Cat | Dog`, `string | array of ContentPart`; four at most. */
function alternativesLabel(options: unknown[], resolve: Resolver): string {
  const labels = [
    ...new Set(
      options.map((option) => {
        const { value, ref } = resolve<Obj>(option);
        return ref ? refName(ref) : typeLabel(value && typeof value === 'object' ? value : {}, undefined, resolve);
      }),
    ),
  ];
  if (!labels.length) return 'any';
  return labels.length > 4 ? `${labels.slice(0, 3).join(' | ')} | … (${labels.length})` : labels.join(' | ');
}

function constraintsOf(schema: Obj): string[] {
  const out: string[] = [];
  const add = (condition: unknown, text: string) => condition !== undefined && out.push(text);
  // OpenAPI 3.0 and Swagger 2 write an exclusive bound as `minimum` with `exclusiveMinimum: true`; 3.1 as a number.
  add(schema['minimum'], `${schema['exclusiveMinimum'] === true ? '>' : '≥'} ${schema['minimum']}`);
  add(schema['exclusiveMinimum'], typeof schema['exclusiveMinimum'] === 'number' ? `> ${schema['exclusiveMinimum']}` : '');
  add(schema['maximum'], `${schema['exclusiveMaximum'] === true ? '<' : '≤'} ${schema['maximum']}`);
  add(schema['exclusiveMaximum'], typeof schema['exclusiveMaximum'] === 'number' ? `< ${schema['exclusiveMaximum']}` : '');
  add(schema['minLength'], `at least ${count(schema['minLength'], 'character')}`);
  add(schema['maxLength'], `at most ${count(schema['maxLength'], 'character')}`);
  add(schema['pattern'], `matches ${schema['pattern']}`);
  add(schema['minItems'], `at least ${count(schema['minItems'], 'item')}`);
  add(schema['maxItems'], `at most ${count(schema['maxItems'], 'item')}`);
  // Only a list has items: Kubernetes' description says `uniqueItems` of a thousand strings and flags.
  const mayBeList = schema['type'] === undefined || [schema['type']].flat().includes('array');
  add(schema['uniqueItems'] === true && mayBeList ? true : undefined, 'unique items');
  add(schema['minProperties'], `at least ${count(schema['minProperties'], 'key')}`);
  add(schema['maxProperties'], `at most ${count(schema['maxProperties'], 'key')}`);
  // A request with a field the schema does not name is refused: worth saying beside the fields it does.
  add((schema['additionalProperties'] === false || schema['unevaluatedProperties'] === false) && schema['properties'] ? true : undefined, 'no other fields');
  const dependent = schema['dependentRequired'];
  if (dependent && typeof dependent === 'object') {
    for (const [field, needs] of Object.entries(dependent as Obj)) if (Array.isArray(needs) && needs.length) out.push(`with ${field}, also ${needs.join(', ')}`);
  }
  add(schema['multipleOf'], `multiple of ${schema['multipleOf']}`);
  add(schema['const'], `always ${JSON.stringify(schema['const'])}`);
  // Required names the schema does not define itself: an alternative's condition on the fields around it.
  const own = schema['properties'];
  if (Array.isArray(schema['required']) && (!own || (typeof own === 'object' && !('$ref' in own)))) {
    const needed = schema['required'].filter((name): name is string => typeof name === 'string' && !(own && Object.hasOwn(own, name)));
    if (needed.length) out.push(`requires ${needed.join(', ')}`);
  }
  return out.filter(Boolean);
}
