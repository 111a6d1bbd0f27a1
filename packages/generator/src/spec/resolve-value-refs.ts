import { escapeToken, localRefTokens, pointerTokens, valueAt } from './find-refs.js';
import { placeAt, type PlacedRef } from './description-places.js';
import { copyOwn, setOwn } from './own-keys.js';

/**
 * The pointers of the `$ref`s written inside the data of the description (an example's value, a
 * default, an enum) that name a value of the same description (`#/components/examples/Track/value`).
 * OpenAPI reads such a `$ref` as part of the value, but Swagger UI and Redoc put what it names in its
 * place, and descriptions are written for them: Shutterstock reuses its schemas' examples so, SoundCloud
 * its named examples. Extensions are left out: the docs do not show them.
 */
export function findValueRefs(refs: readonly PlacedRef[]): string[] {
  return refs.filter(({ ref, place }) => ref.startsWith('#') && place === 'data').map(({ pointer }) => pointer);
}

/**
 * How many values (objects, lists and scalars, counted as they would be written out) the `$ref`s may
 * bring in, in all and for one: a chain of values each naming the next twice would otherwise write out
 * as 2^n copies. Real descriptions bring in a few thousand.
 */
const MAX_VALUES_BROUGHT_IN = 2_000_000;
const MAX_VALUES_FOR_ONE = 200_000;
/** `$ref`s being resolved within one another, at most: deeper, the rest stay as written (and the stack stays short). */
const MAX_CHAIN = 64;

/**
 * The description with each `$ref` at `pointers` (`findValueRefs`) replaced by the value it names, as a
 * reader of the page expects: an example that reuses another shows that one, and the request samples
 * send it. A `$ref` that names a schema or a named example stands for its example. Only the objects on
 * the way to a replaced `$ref` are copied, once each; the rest is shared with `document`, which is left
 * as it is (`/openapi.json` publishes it as written). A `$ref` that names nothing, that leads back to
 * itself, or that would bring in more than the limits above stays as written.
 */
export function resolveValueRefs(document: Record<string, unknown>, pointers: readonly string[]): Record<string, unknown> {
  if (!pointers.length) return document;
  // The same object each time for the same description (`docs dev` keys its pages by the object's digest, made once per object).
  const made = resolvedDocuments.get(document);
  if (made) return made;
  const resolved = resolveAll(document, pointers);
  resolvedDocuments.set(document, resolved);
  return resolved;
}

const resolvedDocuments = new WeakMap<object, Record<string, unknown>>();

/** The holders of `$ref`s by the keys of their pointers: `holds` where a `$ref` to replace is, `below` on the way to others. */
interface HolderTree {
  holds: boolean;
  below: Map<string, HolderTree>;
}

/** A value resolved, and the holders being resolved that it led back to (it stands only while they do). */
interface Resolution {
  value: unknown;
  ledBackTo: Set<string>;
}

function resolveAll(document: Record<string, unknown>, pointers: readonly string[]): Record<string, unknown> {
  const swagger = typeof document['swagger'] === 'string';
  const tree: HolderTree = { holds: false, below: new Map() };
  for (const pointer of pointers) {
    let node = tree;
    for (const token of pointerTokens(pointer)) {
      let next = node.below.get(token);
      if (!next) node.below.set(token, (next = { holds: false, below: new Map() }));
      node = next;
    }
    node.holds = true;
  }
  // What each `$ref` resolved to, or undefined to stay as written: whether it does is the same from wherever it is met.
  const settled = new Map<string, unknown>();
  const resolving = new Set<string>();
  const sizes = new WeakMap<object, number>();
  let budget = MAX_VALUES_BROUGHT_IN;

  /** `value`, at `pointer` of the document, with each `$ref` below it replaced; the one at `pointer` itself too unless `keepHolder`. */
  const rebuilt = (value: unknown, node: HolderTree | undefined, pointer: string, keepHolder = false): Resolution => {
    if (!node) return { value, ledBackTo: new Set() };
    if (node.holds && !keepHolder) {
      // Left as written, `$ref`s inside the `$ref` object too: a reference's siblings are not part of its value.
      const resolution = resolvedHolder(pointer);
      return { value: resolution.value === undefined ? value : resolution.value, ledBackTo: resolution.ledBackTo };
    }
    if (!value || typeof value !== 'object') return { value, ledBackTo: new Set() };
    const ledBackTo = new Set<string>();
    let copy: Record<string, unknown> | unknown[] | undefined;
    for (const [token, below] of node.below) {
      if (!Object.hasOwn(value, token) || (Array.isArray(value) && !/^\d+$/.test(token))) continue;
      const member = (value as Record<string, unknown>)[token];
      const inner = rebuilt(member, below, `${pointer}/${escapeToken(token)}`);
      for (const holder of inner.ledBackTo) ledBackTo.add(holder);
      if (inner.value === member) continue;
      copy ??= Array.isArray(value) ? value.slice() : copyOwn(value);
      setOwn(copy as Record<string, unknown>, token, inner.value);
    }
    return { value: copy ?? value, ledBackTo };
  };

  /** What the `$ref` held at `pointer` names, its own `$ref`s replaced; `value` undefined to leave it as written. */
  const resolvedHolder = (pointer: string): Resolution => {
    if (settled.has(pointer)) return { value: settled.get(pointer), ledBackTo: new Set() };
    // Met again while it is being resolved: every `$ref` on the way back here is in a loop.
    if (resolving.has(pointer)) return { value: undefined, ledBackTo: new Set([pointer]) };
    if (resolving.size >= MAX_CHAIN) return { value: settle(pointer, undefined), ledBackTo: new Set() };
    const holder = valueAt(document, pointerTokens(pointer));
    const ref = holder && typeof holder === 'object' && !Array.isArray(holder) ? (holder as Record<string, unknown>)['$ref'] : undefined;
    const named = typeof ref === 'string' ? pointerOfRef(ref) : undefined;
    const target = named === undefined ? undefined : valueOf(document, named, swagger);
    const value = target === undefined ? undefined : valueAt(document, pointerTokens(target));
    // A value inside the `$ref` object itself, or none, leaves it as written.
    if (target === undefined || value === undefined || pointer === target || pointer.startsWith(`${target}/`)) return { value: settle(pointer, undefined), ledBackTo: new Set() };
    resolving.add(pointer);
    const inner = rebuilt(value, nodeAt(tree, target), target);
    resolving.delete(pointer);
    if (inner.ledBackTo.size) {
      // In a loop: as written, as is every other `$ref` of the loop, which the ones still being resolved learn from what is left.
      inner.ledBackTo.delete(pointer);
      return { value: settle(pointer, undefined), ledBackTo: inner.ledBackTo };
    }
    const size = sizeOf(inner.value, sizes);
    if (size > MAX_VALUES_FOR_ONE || size > budget) return { value: settle(pointer, undefined), ledBackTo: new Set() };
    budget -= size;
    return { value: settle(pointer, inner.value), ledBackTo: new Set() };
  };

  const settle = (pointer: string, value: unknown): unknown => {
    settled.set(pointer, value);
    return value;
  };

  return rebuilt(document, tree, '', true).value as Record<string, unknown>;
}

/**
 * Where the value a `$ref` in an example names is: where it points, or, when it names a schema or a
 * named example (through `$ref`s to others), that one's example; a schema is no example, and an example
 * that names one (Shutterstock's search results) means the schema's own.
 */
function valueOf(document: Record<string, unknown>, pointer: string, swagger: boolean): string | undefined {
  let at = pointer;
  for (let hops = 0; hops < 8; hops++) {
    const tokens = pointerTokens(at);
    const place = placeAt(tokens, swagger);
    if (place !== 'schema' && place !== 'example') return at;
    const object = valueAt(document, tokens);
    if (!object || typeof object !== 'object' || Array.isArray(object)) return at;
    const record = object as Record<string, unknown>;
    if (place === 'example' && Object.hasOwn(record, 'value')) return `${at}/value`;
    if (place === 'schema' && Object.hasOwn(record, 'example')) return `${at}/example`;
    if (place === 'schema' && Array.isArray(record['examples']) && record['examples'].length) return `${at}/examples/0`;
    const next = typeof record['$ref'] === 'string' ? pointerOfRef(record['$ref']) : undefined;
    if (next === undefined) return undefined;
    at = next;
  }
  return undefined;
}

/** The holder tree's node at `pointer`: none when no holder is at or below it. */
function nodeAt(tree: HolderTree, pointer: string): HolderTree | undefined {
  let node: HolderTree | undefined = tree;
  for (const token of pointerTokens(pointer)) {
    node = node.below.get(token);
    if (!node) return undefined;
  }
  return node;
}

/** How many values `value` holds, itself included, as written out (a value shared by two places counts twice); made once per object. */
function sizeOf(value: unknown, sizes: WeakMap<object, number>): number {
  if (!value || typeof value !== 'object') return 1;
  const known = sizes.get(value);
  if (known !== undefined) return known;
  let size = 1;
  for (const member of Array.isArray(value) ? value : Object.values(value)) size += sizeOf(member, sizes);
  sizes.set(value, size);
  return size;
}

/** The pointer a `$ref` into this document names (`#/components/x` → `/components/x`), escaped as ours are; none for another file's. */
function pointerOfRef(ref: string): string | undefined {
  return localRefTokens(ref)?.map((token) => `/${escapeToken(token)}`).join('');
}
