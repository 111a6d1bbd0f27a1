/**
 * How deep a description may nest. Real ones stay within a few dozen levels; the build's walks over a
 * description (the bundler's, the validator's, writing `openapi.json`) recurse, and one 5,000 levels
 * deep overflowed the stack with "Internal error" before any of them said where.
 */
export const MAX_DESCRIPTION_DEPTH = 1_000;

/** Levels of a description no real one exceeds: its deepest branch is reported from here down. */
const REPORTED_FROM_DEPTH = 32;

/** Whether some value of a parsed document nests deeper than `limit`; walked without recursion, each object once. */
export function nestsDeeperThan(root: unknown, limit: number = MAX_DESCRIPTION_DEPTH): boolean {
  const values: unknown[] = [root];
  const depths: number[] = [0];
  const seen = new Set<object>();
  while (values.length) {
    const value = values.pop();
    const depth = depths.pop()!;
    if (!value || typeof value !== 'object' || seen.has(value)) continue;
    if (depth >= limit) return true;
    seen.add(value);
    for (const key in value) {
      const child = (value as Record<string, unknown>)[key];
      if (child && typeof child === 'object') {
        values.push(child);
        depths.push(depth + 1);
      }
    }
  }
  return false;
}

/** The depth of the deepest value, and the pointer of its branch at `REPORTED_FROM_DEPTH`; walked without recursion. */
export function deepestBranch(root: unknown): { depth: number; pointer: string } {
  let deepest = { depth: 0, pointer: '/' };
  const stack: { value: unknown; depth: number; pointer: string }[] = [{ value: root, depth: 0, pointer: '' }];
  while (stack.length) {
    const { value, depth, pointer } = stack.pop()!;
    if (depth > deepest.depth) deepest = { depth, pointer: pointer || '/' };
    if (!value || typeof value !== 'object') continue;
    // The pointer stops growing where it is reported from: each level would otherwise copy all above it,
    // and a description 100,000 levels deep took minutes.
    for (const [key, child] of Object.entries(value)) {
      stack.push({ value: child, depth: depth + 1, pointer: depth < REPORTED_FROM_DEPTH ? `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}` : pointer });
    }
  }
  return deepest;
}
