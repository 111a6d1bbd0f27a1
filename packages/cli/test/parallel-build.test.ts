import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
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

  it('writes the same site from a thousand pages and more, which only worker threads render, as from the main thread', async () => {
    const site = await mkdtemp(path.join(os.tmpdir(), 'docs-many-pages-'));
    await writeFile(path.join(site, 'docs.config.ts'), `export default { title: 'Many', templates: ${JSON.stringify(path.join(REPOSITORY, 'templates'))} };\n`);
    const pages = 1_050;
    for (let group = 0; group < pages / 50; group++) {
      const dir = path.join(site, 'content', `group-${group}`);
      await mkdir(dir, { recursive: true });
      for (let n = 0; n < 50; n++) {
        const page = group * 50 + n;
        const next = `../group-${Math.floor(((page + 1) % pages) / 50)}/page-${(page + 1) % 50}.md`;
        const body = `# Page ${page}\n\n## Signing ${page}\n\nSee [the next page](${next}#signing-${(page + 1) % pages}) or write to team${page}@example.com.\n\n\`\`\`js\nconst page = ${page};\n\`\`\`\n`;
        await writeFile(path.join(dir, `page-${n}.md`), body);
      }
    }
    const single = await docs(['build', '--out', path.join(site, 'single'), '--workers', '0', '--no-cache', '--quiet'], site);
    const parallel = await docs(['build', '--out', path.join(site, 'parallel'), '--workers', '2', '--no-cache', '--quiet'], site);
    expect([single.code, parallel.code], single.err + parallel.err).toEqual([0, 0]);
    const [a, b] = await Promise.all([fingerprint(path.join(site, 'single')), fingerprint(path.join(site, 'parallel'))]);
    expect(Object.keys(a).filter((file) => file.endsWith('.html')).length).toBeGreaterThan(pages);
    expect(b).toEqual(a);
  }, 120_000);

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
