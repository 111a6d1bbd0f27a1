import { escapeToken, pointerTokens, valueAt, type FoundRef } from './find-refs.js';
import { placeAt } from './description-places.js';

/**
 * The pointers of the `$ref`s written inside the data of the description (an example's value, a
 * default, an enum) that name a value of the same description (`#/components/examples/Track/value`).
 * OpenAPI reads such a `$ref` as part of the value, but Swagger UI and Redoc put what it names in its
 * place, and descriptions are written for them: Shutterstock reuses its schemas' examples so, SoundCloud
 * its named examples. Extensions are left out: the docs do not show them.
 */
export function findValueRefs(document: Record<string, unknown>, refs: readonly FoundRef[]): string[] {
  const swagger = typeof document['swagger'] === 'string';
  return refs.filter(({ pointer, ref }) => ref.startsWith('#') && placeAt(pointerTokens(pointer), swagger) === 'data').map(({ pointer }) => pointer);
}

/** More `$ref`s within `$ref`s than any real value holds: deeper, the rest stay as written. */
const MAX_DEPTH = 32;

/**
 * The description with each `$ref` at `pointers` (`findValueRefs`) replaced by the value it names, as a
 * reader of the page expects: an example that reuses another shows that one, and the request samples
 * send it. Only the objects on the way to a replaced `$ref` are copied; the rest is shared with
 * `document`, which is left as it is (`/openapi.json` publishes it as written). A `$ref` that names
 * nothing, or a value that holds that same `$ref` again, stays as written.
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

function resolveAll(document: Record<string, unknown>, pointers: readonly string[]): Record<string, unknown> {
  const swagger = typeof document['swagger'] === 'string';
  const holders = new Set(pointers);
  // The holders being resolved, innermost last: one met again is a value that holds itself.
  const resolving: string[] = [];
  // Values resolved outside any other, which no cut-off loop can have changed.
  const settled = new Map<string, unknown>();

  /** `value`, found at `at`, with each holder at or below `at` replaced (the outermost, which resolves those inside it). */
  const resolvedWithin = (at: string, value: unknown): unknown => {
    let result = value;
    for (const pointer of outermostAtOrBelow(holders, at)) {
      const replacement = resolvedHolder(pointer);
      if (replacement !== undefined) result = replacedAt(result, pointerTokens(pointer.slice(at.length)), replacement);
    }
    return result;
  };
  /** What the `$ref` held at `pointer` names, resolved in turn; undefined to leave it as written. */
  const resolvedHolder = (pointer: string): unknown => {
    if (settled.has(pointer)) return settled.get(pointer);
    if (resolving.includes(pointer) || resolving.length >= MAX_DEPTH) return undefined;
    const holder = valueAt(document, pointerTokens(pointer));
    const ref = holder && typeof holder === 'object' && !Array.isArray(holder) ? (holder as Record<string, unknown>)['$ref'] : undefined;
    const named = typeof ref === 'string' ? pointerOfRef(ref) : undefined;
    const target = named === undefined ? undefined : exampleOfSchemaAt(document, named, swagger) ?? named;
    const value = target === undefined ? undefined : valueAt(document, pointerTokens(target));
    // A target that holds the `$ref` itself would be a value inside itself.
    if (value === undefined || pointer === target || pointer.startsWith(`${target}/`)) return undefined;
    resolving.push(pointer);
    const result = resolvedWithin(target!, value);
    resolving.pop();
    if (resolving.length === 0) settled.set(pointer, result);
    return result;
  };
  return resolvedWithin('', document) as Record<string, unknown>;
}

/**
 * Where the example of the schema at `pointer` is, when a schema is there: a schema is no example, and
 * an example that names one (Shutterstock's search results) means the schema's own example.
 */
function exampleOfSchemaAt(document: Record<string, unknown>, pointer: string, swagger: boolean): string | undefined {
  const tokens = pointerTokens(pointer);
  if (placeAt(tokens, swagger) !== 'schema') return undefined;
  const schema = valueAt(document, tokens);
  if (!schema || typeof schema !== 'object') return undefined;
  if (Object.hasOwn(schema, 'example')) return `${pointer}/example`;
  const examples = (schema as Record<string, unknown>)['examples'];
  return Array.isArray(examples) && examples.length ? `${pointer}/examples/0` : `${pointer}/example`;
}

/** The holders at or below `at` that are below no other holder at or below `at`. */
function outermostAtOrBelow(holders: ReadonlySet<string>, at: string): string[] {
  const found: string[] = [];
  for (const pointer of holders) {
    if (pointer !== at && !pointer.startsWith(`${at}/`)) continue;
    let inner = false;
    // Each ancestor between `at` and the holder.
    for (let slash = pointer.lastIndexOf('/'); slash > at.length && !inner; slash = pointer.lastIndexOf('/', slash - 1)) inner = holders.has(pointer.slice(0, slash));
    if (!inner) found.push(pointer);
  }
  return found;
}

/** A copy of `value` with `replacement` at `tokens`, the objects on the way copied and the rest shared. */
function replacedAt(value: unknown, tokens: readonly string[], replacement: unknown): unknown {
  if (!tokens.length) return replacement;
  if (!value || typeof value !== 'object') return value;
  const [token, ...rest] = tokens as [string, ...string[]];
  if (Array.isArray(value)) {
    const index = Number(token);
    if (!Number.isInteger(index) || index < 0 || index >= value.length) return value;
    const copy = value.slice();
    copy[index] = replacedAt(value[index], rest, replacement);
    return copy;
  }
  if (!Object.hasOwn(value, token)) return value;
  const copy: Record<string, unknown> = {};
  // Defined, not assigned: a key `__proto__` stays a key.
  for (const [key, member] of Object.entries(value)) {
    Object.defineProperty(copy, key, { value: key === token ? replacedAt(member, rest, replacement) : member, enumerable: true, writable: true, configurable: true });
  }
  return copy;
}

/** The pointer a `$ref` into this document names (`#/components/x` → `/components/x`), escaped as ours are; none for another file's. */
function pointerOfRef(ref: string): string | undefined {
  if (ref === '#') return '';
  if (!ref.startsWith('#/')) return undefined;
  return `/${pointerTokens(ref.slice(1), { uriFragment: true }).map(escapeToken).join('/')}`;
}
