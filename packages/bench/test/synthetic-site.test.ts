import { mkdtemp, readFile, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateSyntheticSite } from '../src/generate-synthetic-site.js';

async function generate(pages: number) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'synthetic-'));
  await generateSyntheticSite(dir, { pages, sectionSize: 10, templates: '/t', staticDir: '/s', seed: 7 });
  return dir;
}

describe('generateSyntheticSite', () => {
  it('writes the asked number of pages in sections, with a spec and a config', async () => {
    const dir = await generate(25);
    const files = (await readdir(path.join(dir, 'content/docs'), { recursive: true })).filter((f) => f.endsWith('.md'));
    expect(files).toHaveLength(26);
    expect(await readdir(path.join(dir, 'content/docs'))).toEqual(expect.arrayContaining(['section-000', 'section-001', 'section-002']));
    const spec = JSON.parse(await readFile(path.join(dir, 'spec/openapi.json'), 'utf8'));
    expect(Object.values(spec.paths).flatMap((p) => Object.keys(p as object))).toHaveLength(200);
  });

  it('is deterministic: the same seed gives the same site', async () => {
    const [a, b] = await Promise.all([generate(12), generate(12)]);
    const page = 'content/docs/section-001/page-00011.md';
    expect(await readFile(path.join(a, page), 'utf8')).toBe(await readFile(path.join(b, page), 'utf8'));
  });

  it('writes realistic pages: headings, code, cross-links', async () => {
    const dir = await generate(30);
    const text = await readFile(path.join(dir, 'content/docs/section-002/page-00020.md'), 'utf8');
    expect(text).toMatch(/^---\ntitle: /);
    expect(text).toMatch(/^## /m);
    expect(text).toMatch(/^## See also\n\n- \[Guide \d+/m);
  });

  it('groups the operations of a large description in as many tags as asked', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'synthetic-'));
    await generateSyntheticSite(dir, { pages: 2, operations: 3000, tags: 20, templates: '/t' });
    const spec = JSON.parse(await readFile(path.join(dir, 'spec/openapi.json'), 'utf8'));
    const operations = Object.values(spec.paths).flatMap((item) => Object.values(item as Record<string, { tags: string[]; operationId: string }>));
    expect(operations).toHaveLength(3000);
    expect(new Set(operations.map((operation) => operation.tags[0])).size).toBe(20);
    expect(new Set(operations.map((operation) => operation.operationId)).size).toBe(3000);
  });
});
