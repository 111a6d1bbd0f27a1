/** Something that may be a `{ $ref }` to another part of the description. */
export type MaybeRef = Record<string, unknown> & { $ref?: string };

export interface Resolved<T> {
  value: T;
  /** The last `$ref` followed, such as `#/components/schemas/Signing`. */
  ref?: string;
}

/** Follows local `$ref`s (JSON pointers into the bundled description), chains included. */
export function createResolver(document: Record<string, unknown>) {
  // The description does not change while it is read: each pointer is walked once (a page follows the
  // same few hundred `$ref`s thousands of times).
  const found = new Map<string, unknown>();
  const lookup = (ref: string): unknown => {
    if (found.has(ref)) return found.get(ref);
    const target = walk(ref);
    found.set(ref, target);
    return target;
  };
  const walk = (ref: string): unknown => {
    if (!ref.startsWith('#')) return undefined;
    let node: unknown = document;
    for (const raw of ref.slice(1).split('/').slice(1)) {
      const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
      // Only what the description holds: `#/components/schemas/toString` names nothing, not a built-in.
      if (node === null || typeof node !== 'object' || !Object.hasOwn(node, key)) return undefined;
      node = (node as Record<string, unknown>)[key];
    }
    return node;
  };
  return function resolve<T = MaybeRef>(value: unknown): Resolved<T> {
    let current = value;
    let ref: string | undefined;
    // A chain of any length; one that comes back to a `$ref` it followed stops there.
    let followed: Set<string> | undefined;
    while (current && typeof current === 'object' && typeof (current as MaybeRef).$ref === 'string') {
      const next = (current as MaybeRef).$ref!;
      if (ref !== undefined) {
        followed ??= new Set([ref]);
        if (followed.has(next)) break;
        followed.add(next);
      }
      ref = next;
      const target = lookup(next);
      if (target === undefined) break;
      current = target;
    }
    return { value: current as T, ...(ref ? { ref } : {}) };
  };
}

export type Resolver = ReturnType<typeof createResolver>;

/** `#/components/schemas/Signing` → `Signing`. */
export function refName(ref: string): string {
  return decodeURIComponent(ref.split('/').pop() ?? ref).replace(/~1/g, '/').replace(/~0/g, '~');
}

/** A JSON pointer from path segments: `['paths', '/a/{b}', 'get']` → `/paths/~1a~1{b}/get`. */
export function pointerOf(segments: readonly string[]): string {
  return `/${segments.map((s) => s.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;
}
