import { mkdtemp, readFile, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCli } from '@docs/cli';
import { generateSyntheticSite } from '../src/generate-synthetic-site.js';

const REPOSITORY = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Every `$ref` in a JSON value. */
function refsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsOf);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => (key === '$ref' ? [String(inner)] : refsOf(inner)));
  return [];
}

describe('the rich synthetic description (300 operations, 1,500 schemas)', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'rich-spec-'));
  await generateSyntheticSite(dir, { pages: 3, operations: 300, schemas: 1_500, tags: 15, templates: path.join(REPOSITORY, 'templates') });
  const file = path.join(dir, 'spec/openapi.json');
  const spec = JSON.parse(await readFile(file, 'utf8'));
  const schemas = spec.components.schemas as Record<string, Record<string, unknown>>;
  const text = JSON.stringify(schemas);

  it('is as large as asked: 300 operations, 1,500 component schemas, over 3 MB', async () => {
    expect(Object.values(spec.paths).flatMap((item) => Object.keys(item as object))).toHaveLength(300);
    expect(Object.keys(schemas)).toHaveLength(1_500);
    expect((await stat(file)).size).toBeGreaterThan(3 * 1024 * 1024);
  });

  it('shares its schemas across operations, with nested objects, arrays, enums and discriminated oneOfs', () => {
    const refs = refsOf(spec);
    expect(refs.every((ref) => ref.startsWith('#/components/') && ref.split('/')[3]! in spec.components[ref.split('/')[2]!])).toBe(true);
    const counts = new Map<string, number>();
    for (const ref of refsOf(spec.paths)) counts.set(ref, (counts.get(ref) ?? 0) + 1);
    expect([...counts.values()].some((count) => count >= 5)).toBe(true);
    expect(new Set(refsOf(schemas)).size).toBeGreaterThan(1_000);
    expect(text).toContain('"oneOf"');
    expect(text).toContain('"discriminator"');
    expect(text).toContain('"enum"');
    expect(text).toContain('"type":"array"');
    expect(Object.values(schemas).some((schema) => Object.values((schema['properties'] ?? {}) as Record<string, { type?: string; properties?: object }>).some((p) => p.type === 'object' && p.properties))).toBe(true);
  });

  it('builds with docs build, without errors', async () => {
    let err = '';
    const code = await runCli(['build', '--out', path.join(dir, 'out')], { out: () => {}, err: (t) => void (err += t), cwd: dir, isTTY: false, color: false });
    expect(err).toMatch(/✔ Built \d+ pages/);
    expect(err).not.toContain('warning');
    expect(code).toBe(0);
  }, 180_000);
});
