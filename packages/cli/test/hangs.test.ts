import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { docs, fingerprint, REPOSITORY } from './run-cli.js';

/** A loop that never ends, which no compiler takes for one. */
const FOREVER = 'let n = 0; while (n >= 0) n = (n + 1) % 7;';

/** A site of two pages, with a copy of the templates whose page layout loops forever on /docs/loop. */
async function loopingSite(): Promise<string> {
  const site = await mkdtemp(path.join(os.tmpdir(), 'hang-'));
  await mkdir(path.join(site, 'content/docs'), { recursive: true });
  await writeFile(path.join(site, 'content/docs/index.md'), '---\ntitle: Fine\n---\n\nFine.\n');
  await writeFile(path.join(site, 'content/docs/loop.md'), '---\ntitle: Loop\n---\n\nLoops.\n');
  await writeFile(path.join(site, 'docs.config.ts'), `export default { title: 'Hang', url: 'https://hang.example' };\n`);
  await cp(path.join(REPOSITORY, 'templates'), path.join(site, 'templates'), { recursive: true, filter: (source) => !source.includes('node_modules') });
  await symlink(path.join(REPOSITORY, 'templates/node_modules'), path.join(site, 'templates/node_modules'));
  const layout = path.join(site, 'templates/layouts/DocLayout.tsx');
  const code = await readFile(layout, 'utf8');
  const body = /export function DocLayout\([^)]*\)[^{]*\{/.exec(code)!;
  await writeFile(layout, `${code.slice(0, body.index + body[0].length)}\n  if (route.path === '/docs/loop') { ${FOREVER} }\n${code.slice(body.index + body[0].length)}`);
  return site;
}

/**
 * Runs `docs` in a process of its own, which the build may have to end, with a hang limit of two seconds;
 * one still running after a minute is killed (a hung process would not hear a SIGTERM).
 */
function docsProcess(args: string[], cwd: string): Promise<{ code: number | null; signal: NodeJS.Signals | null; err: string; ms: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    execFile(process.execPath, [path.join(REPOSITORY, 'bin/docs'), ...args], { cwd, env: { ...process.env, DOCS_HANG_SECONDS: '2' }, timeout: 60_000, killSignal: 'SIGKILL' }, (error, _out, err) => {
      const failed = error as (Error & { code?: number | string; signal?: NodeJS.Signals }) | null;
      resolve({ code: typeof failed?.code === 'number' ? failed.code : failed ? null : 0, signal: failed?.signal ?? null, err, ms: Date.now() - started });
    });
  });
}

describe('a site whose config or template leaves a timer running', () => {
  it('ends docs build and docs check once their work is done, with their exit code', async () => {
    const site = await loopingSite();
    await rm(path.join(site, 'content/docs/loop.md'));
    await writeFile(path.join(site, 'docs.config.ts'), `setInterval(() => {}, 1000);\nexport default { title: 'Hang', url: 'https://hang.example' };\n`);
    const built = await docsProcess(['build', '--no-cache', '--out', path.join(site, 'out')], site);
    expect(built.err).toContain('✔ Built');
    expect([built.code, built.signal]).toEqual([0, null]);
    expect(built.ms).toBeLessThan(30_000);
    // A template's timer, and a check that fails: its code is kept.
    await writeFile(path.join(site, 'docs.config.ts'), `export default { title: 'Hang', url: 'https://hang.example' };\n`);
    const layout = path.join(site, 'templates/layouts/DocLayout.tsx');
    await writeFile(layout, `setInterval(() => {}, 1000);\n${await readFile(layout, 'utf8')}`);
    await writeFile(path.join(site, 'content/docs/index.md'), '---\ntitle: Fine\n---\n\n[Gone](/docs/gone).\n');
    const checked = await docsProcess(['check', '--no-cache'], site);
    expect(checked.err).toContain('BrokenLink');
    expect([checked.code, checked.signal]).toEqual([1, null]);
  }, 90_000);
});

describe('a build whose site runs code that never ends', () => {
  it('ends, naming the page, when a template loops forever on the main thread, and leaves the output as it was', async () => {
    const site = await loopingSite();
    const out = path.join(site, 'out');
    // A good build first, without the looping page.
    const loop = await readFile(path.join(site, 'content/docs/loop.md'), 'utf8');
    await rm(path.join(site, 'content/docs/loop.md'));
    expect((await docsProcess(['build', '--no-cache', '--out', out], site)).code).toBe(0);
    const before = await fingerprint(out);
    await writeFile(path.join(site, 'content/docs/loop.md'), loop);
    const hung = await docsProcess(['build', '--no-cache', '--workers', '0', '--out', out], site);
    expect(hung.signal).toBe('SIGKILL');
    expect(hung.err).toContain('The build stopped responding: it has been rendering /docs/loop with the templates for too long');
    expect(hung.ms).toBeLessThan(30_000);
    expect(await fingerprint(out)).toEqual(before);
    // The next build takes over what the ended one left beside the output: its lock and staging folder.
    await rm(path.join(site, 'content/docs/loop.md'));
    expect((await docsProcess(['build', '--no-cache', '--out', out], site)).code).toBe(0);
    expect((await readdir(site)).filter((name) => name.startsWith('.out'))).toEqual([]);
  }, 120_000);

  it('fails, naming the page, when a template loops forever on a worker thread', async () => {
    const site = await loopingSite();
    const saved = process.env['DOCS_HANG_SECONDS'];
    process.env['DOCS_HANG_SECONDS'] = '2';
    try {
      const { code, err } = await docs(['build', '--no-cache', '--workers', '2', '--out', 'out'], site);
      expect(code).toBe(1);
      expect(err).toMatch(/templates {2}error {2}Rendering \/docs\/loop did not end in 2 s, and was stopped/);
      expect(err).toContain('Build failed; out was left as it was.');
    } finally {
      if (saved === undefined) delete process.env['DOCS_HANG_SECONDS'];
      else process.env['DOCS_HANG_SECONDS'] = saved;
    }
  }, 120_000);

  it('ends docs dev too, naming the page, rather than leaving a server that neither answers nor stops', async () => {
    const site = await loopingSite();
    const hung = await docsProcess(['dev', '--port', '0', '--no-cache'], site);
    expect(hung.signal).toBe('SIGKILL');
    expect(hung.err).toContain('it has been rendering /docs/loop with the templates for too long');
  }, 120_000);

  it('ends, naming it, when the config loops forever, and the next run removes the compiled config it left', async () => {
    const site = await mkdtemp(path.join(os.tmpdir(), 'hang-config-'));
    await mkdir(path.join(site, 'content/docs'), { recursive: true });
    await writeFile(path.join(site, 'content/docs/index.md'), '---\ntitle: Fine\n---\n\nFine.\n');
    const config = `export default { title: 'Hang', url: 'https://hang.example', templates: ${JSON.stringify(path.join(REPOSITORY, 'templates'))} };\n`;
    await writeFile(path.join(site, 'docs.config.ts'), `${FOREVER}\n${config}`);
    const hung = await docsProcess(['build', '--no-cache', '--out', 'out'], site);
    expect(hung.signal).toBe('SIGKILL');
    expect(hung.err).toContain('it has been running docs.config.ts for too long');
    await writeFile(path.join(site, 'docs.config.ts'), config);
    expect((await docsProcess(['build', '--no-cache', '--out', 'out'], site)).code).toBe(0);
    expect((await readdir(site)).filter((name) => name.endsWith('.docs-compiled.mjs'))).toEqual([]);
  }, 120_000);
});
