/** A `$ref` as written in one file: where it is, and what it names. */
export interface FoundRef {
  /** JSON pointer of the object that holds the `$ref` (`""` for the file's root). */
  pointer: string;
  /** The reference as written: `#/components/schemas/Signing`, `schemas/thing.yaml`, `other.yaml#/Nope`. */
  ref: string;
}

/** Every `$ref` with a text value in a parsed file, in document order. */
export function findRefs(value: unknown): FoundRef[] {
  const found: FoundRef[] = [];
  // YAML anchors can make one object appear in several places; walk each object once.
  const seen = new Set<object>();
  const visit = (node: unknown, pointer: string): void => {
    if (!node || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, `${pointer}/${index}`));
      return;
    }
    const record = node as Record<string, unknown>;
    if (typeof record['$ref'] === 'string') found.push({ pointer, ref: record['$ref'] });
    for (const [key, child] of Object.entries(record)) {
      if (key !== '$ref') visit(child, `${pointer}/${escapeToken(key)}`);
    }
  };
  visit(value, '');
  return found;
}

/** A key as one JSON pointer token (RFC 6901): `~` → `~0`, `/` → `~1`. */
export function escapeToken(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
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

function safeDecode(token: string): string {
  try {
    return decodeURIComponent(token);
  } catch {
    return token;
  }
}
