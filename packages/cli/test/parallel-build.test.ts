import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { docs, REPOSITORY } from './run-cli.js';

/** Every file of a built site with a hash of its contents. */
async function fingerprint(dir: string): Promise<Record<string, string>> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  const hashes = await Promise.all(files.map(async (file) => [path.relative(dir, file), createHash('sha256').update(await readFile(file)).digest('hex')] as const));
  return Object.fromEntries(hashes.sort(([a], [b]) => a.localeCompare(b)));
}

describe('a build on worker threads', () => {
  it('writes the same site, byte for byte, as a build on the main thread', async () => {
    const parent = await mkdtemp(path.join(os.tmpdir(), 'docs-parallel-'));
    const single = await docs(['build', '--out', path.join(parent, 'single'), '--workers', '0', '--quiet'], REPOSITORY);
    const parallel = await docs(['build', '--out', path.join(parent, 'parallel'), '--workers', '2', '--quiet'], REPOSITORY);
    expect([single.code, parallel.code]).toEqual([0, 0]);
    const [a, b] = await Promise.all([fingerprint(path.join(parent, 'single')), fingerprint(path.join(parent, 'parallel'))]);
    expect(Object.keys(a).length).toBeGreaterThan(90);
    expect(b).toEqual(a);
  }, 60_000);

  it('refuses a number of workers that is not one', async () => {
    const result = await docs(['check', '--workers', 'many'], REPOSITORY);
    expect(result.code).toBe(1);
    expect(result.err).toContain('--workers takes a whole number');
  });
});
