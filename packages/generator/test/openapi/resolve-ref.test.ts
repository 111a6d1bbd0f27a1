import { describe, expect, it } from 'vitest';
import { createResolver } from '../../src/openapi/resolve-ref.js';

describe('createResolver', () => {
  it('follows a chain of $refs of any length to the schema at its end', () => {
    const schemas: Record<string, unknown> = { C50: { type: 'object', properties: { id: { type: 'string' } } } };
    for (let n = 0; n < 50; n++) schemas[`C${n}`] = { $ref: `#/components/schemas/C${n + 1}` };
    const resolved = createResolver({ components: { schemas } })({ $ref: '#/components/schemas/C0' });
    expect(resolved).toEqual({ value: schemas['C50'], ref: '#/components/schemas/C50' });
  });

  it('stops at a $ref that comes back to one it followed', () => {
    const schemas = { A: { $ref: '#/components/schemas/B' }, B: { $ref: '#/components/schemas/A' } };
    expect(createResolver({ components: { schemas } })({ $ref: '#/components/schemas/A' }).value).toEqual({ $ref: '#/components/schemas/A' });
  });

  it('finds only what the description holds, not what every JavaScript object has', () => {
    const resolve = createResolver({ components: { schemas: { A: { type: 'string' } } } });
    for (const name of ['toString', 'constructor', '__proto__', 'hasOwnProperty']) {
      expect(resolve({ $ref: `#/components/schemas/${name}` }).value).toEqual({ $ref: `#/components/schemas/${name}` });
    }
  });
});
