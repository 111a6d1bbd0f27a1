import { execFile } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { docs, fingerprint, REPOSITORY } from './run-cli.js';

describe('a build on worker threads', () => {
  it('writes the same site, byte for byte, as a build on the main thread', async () => {
    const parent = await mkdtemp(path.join(os.tmpdir(), 'docs-parallel-'));
    // Without the build cache, which would give the second build the first one's pages.
    const single = await docs(['build', '--out', path.join(parent, 'single'), '--workers', '0', '--no-cache', '--quiet'], REPOSITORY);
    const parallel = await docs(['build', '--out', path.join(parent, 'parallel'), '--workers', '2', '--no-cache', '--quiet'], REPOSITORY);
    expect([single.code, parallel.code]).toEqual([0, 0]);
    const [a, b] = await Promise.all([fingerprint(path.join(parent, 'single')), fingerprint(path.join(parent, 'parallel'))]);
    expect(Object.keys(a).length).toBeGreaterThan(90);
    expect(b).toEqual(a);
  }, 60_000);

  it('ends a build that fails while loading, though its page workers were started before the site was loaded', async () => {
    const out = path.join(await mkdtemp(path.join(os.tmpdir(), 'docs-early-workers-')), 'site');
    const spec = path.join(REPOSITORY, 'packages/cli/test/specs/invalid.json');
    // A worker left running would keep the process alive until the timeout kills it (no exit code, then).
    const failed = await promisify(execFile)(process.execPath, [path.join(REPOSITORY, 'bin/docs'), 'build', '--spec', spec, '--out', out, '--workers', '2', '--no-cache'], { cwd: REPOSITORY, timeout: 30_000 }).catch((error: { code?: number; killed?: boolean; stderr?: string }) => error);
    expect(failed).toMatchObject({ code: 1, killed: false });
    expect((failed as { stderr: string }).stderr).toContain('InvalidSpec');
  }, 40_000);

  it('refuses a number of workers that is not one', async () => {
    const result = await docs(['check', '--workers', 'many'], REPOSITORY);
    expect(result.code).toBe(1);
    expect(result.err).toContain('--workers takes a whole number');
  });
});
