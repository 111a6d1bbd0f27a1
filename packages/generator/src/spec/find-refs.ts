/** A `$ref` as written in one file: where it is, and what it names. */
export interface FoundRef {
  /** JSON pointer of the object that holds the `$ref` (`""` for the file's root). */
  pointer: string;
  /** The reference as written: `#/components/schemas/Signing`, `schemas/thing.yaml`, `other.yaml#/Nope`. */
  ref: string;
}

/**
 * Every `$ref` with a text value in a parsed file, in document order. The walk keeps the keys it is
 * under and makes a pointer only where it finds a `$ref`: making one for every value took most of the
 * time of a walk over a large description.
 */
export function findRefs(value: unknown): FoundRef[] {
  const found: FoundRef[] = [];
  // YAML anchors can make one object appear in several places; walk each object once.
  const seen = new Set<object>();
  // A loop, not recursion: a description may nest deeper than the stack allows. Each place knows its
  // key (escaped) and the place above it, from which a pointer is made only where a `$ref` is found.
  interface Place {
    node: object;
    token: string;
    above: Place | undefined;
  }
  const pointerOf = (place: Place): string => {
    const tokens: string[] = [];
    for (let at: Place | undefined = place; at?.above; at = at.above) tokens.push(at.token);
    return tokens.length ? `/${tokens.reverse().join('/')}` : '';
  };
  if (!value || typeof value !== 'object') return found;
  const stack: Place[] = [{ node: value, token: '', above: undefined }];
  const children: Place[] = [];
  while (stack.length) {
    const place = stack.pop()!;
    const { node } = place;
    if (seen.has(node)) continue;
    seen.add(node);
    children.length = 0;
    if (Array.isArray(node)) {
      for (let index = 0; index < node.length; index++) {
        const child: unknown = node[index];
        if (child && typeof child === 'object') children.push({ node: child, token: String(index), above: place });
      }
    } else {
      const record = node as Record<string, unknown>;
      if (typeof record['$ref'] === 'string') found.push({ pointer: pointerOf(place), ref: record['$ref'] });
      for (const key of Object.keys(record)) {
        const child = record[key];
        if (key !== '$ref' && child && typeof child === 'object') children.push({ node: child, token: escapeToken(key), above: place });
      }
    }
    // Pushed last first, so that they are taken in document order.
    for (let at = children.length - 1; at >= 0; at--) stack.push(children[at]!);
  }
  return found;
}

/** A key as one JSON pointer token (RFC 6901): `~` → `~0`, `/` → `~1`. */
export function escapeToken(key: string): string {
  return key.includes('~') || key.includes('/') ? key.replace(/~/g, '~0').replace(/\//g, '~1') : key;
}

/**
 * The keys of a JSON pointer (`/paths/~1a/get` → `paths`, `/a`, `get`). A `$ref`'s fragment is part of a URI,
 * so it may also be percent-encoded (`~1things~1%7Bid%7D`); a pointer of ours is not.
 */
export function pointerTokens(pointer: string, options: { uriFragment?: boolean } = {}): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((token) => (options.uriFragment ? safeDecode(token) : token).replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The keys of the pointer a `$ref` into its own document names (`#/components/x`); none for another file's or an anchor. */
export function localRefTokens(ref: string): string[] | undefined {
  if (ref === '#') return [];
  return ref.startsWith('#/') ? pointerTokens(ref.slice(1), { uriFragment: true }) : undefined;
}

/** The value a pointer's keys (`pointerTokens`) lead to in a parsed document, own keys only; undefined where they lead nowhere. */
export function valueAt(document: unknown, tokens: readonly string[]): unknown {
  let value = document;
  for (const token of tokens) {
    if (!value || typeof value !== 'object' || !Object.hasOwn(value, token)) return undefined;
    value = (value as Record<string, unknown>)[token];
  }
  return value;
}

function safeDecode(token: string): string {
  try {
    return decodeURIComponent(token);
  } catch {
    return token;
  }
}
