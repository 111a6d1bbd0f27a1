import { describe, expect, it } from 'vitest';
import { boundSchema } from '../../src/openapi/bound-schema.js';
import { createResolver } from '../../src/openapi/resolve-ref.js';

/** How many schema objects a value holds, nested. */
function count(value: unknown): number {
  if (!value || typeof value !== 'object') return 0;
  return (Array.isArray(value) ? 0 : 1) + Object.values(value).reduce<number>((sum, child) => sum + count(child), 0);
}

describe('boundSchema', () => {
  const schemas: Record<string, unknown> = {
    Node: { type: 'object', properties: { name: { type: 'string' }, children: { type: 'array', items: { $ref: '#/components/schemas/Node' } } } },
  };
  for (let level = 0; level < 12; level++) {
    const next = level < 11 ? { $ref: `#/components/schemas/L${level + 1}` } : { type: 'integer' };
    schemas[`L${level}`] = { type: 'object', properties: { a: next, b: next, c: next, d: next } };
  }
  const resolve = createResolver({ components: { schemas } });

  it('gives back a schema that unfolds within the budget as it is, recursion and all', () => {
    const node = { $ref: '#/components/schemas/Node' };
    expect(boundSchema(node, resolve, 50)).toBe(node);
  });

  it('unfolds only the budget of a schema that would unfold into too many, the rest as its type', () => {
    const bounded = boundSchema({ $ref: '#/components/schemas/L0' }, resolve, 200) as Record<string, any>;
    expect(count(bounded)).toBeLessThan(1_000);
    // The first branch goes all the way down; the budget then runs out and later ones stop at their type.
    let first = bounded;
    for (let level = 0; level < 11; level++) first = first['properties']['a'];
    expect(first['properties']['a']).toEqual({ type: 'integer' });
    expect(bounded['properties']['d']).toMatchObject({ type: 'object' });
    expect(JSON.stringify(bounded)).not.toContain('$ref');
  });
});
