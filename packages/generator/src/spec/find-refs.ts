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
  // The pointer tokens of the value being visited, escaped.
  const tokens: string[] = [];
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) {
      for (let index = 0; index < node.length; index++) {
        tokens.push(String(index));
        visit(node[index]);
        tokens.pop();
      }
      return;
    }
    const record = node as Record<string, unknown>;
    if (typeof record['$ref'] === 'string') found.push({ pointer: tokens.length ? `/${tokens.join('/')}` : '', ref: record['$ref'] });
    for (const key of Object.keys(record)) {
      if (key === '$ref') continue;
      tokens.push(escapeToken(key));
      visit(record[key]);
      tokens.pop();
    }
  };
  visit(value);
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
