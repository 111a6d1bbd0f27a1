import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { REPOSITORY } from './run-cli.js';

const RECORD_IMPORTS = fileURLToPath(new URL('./support/record-imports.mjs', import.meta.url));

/** Runs `docs …` in a new process and lists the URLs of the modules it loaded. */
async function modulesLoadedBy(args: string[]): Promise<string[]> {
  const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'docs-imports-')), 'imports.txt');
  await promisify(execFile)(process.execPath, ['--import', RECORD_IMPORTS, path.join(REPOSITORY, 'bin/docs'), ...args], {
    cwd: REPOSITORY,
    env: { ...process.env, DOCS_RECORD_IMPORTS: file },
  }).catch((error: { code?: number }) => {
    // A command that fails for want of settings has still loaded what it loads.
    if (typeof error.code !== 'number') throw error;
  });
  return (await readFile(file, 'utf8').catch(() => '')).split('\n');
}

/** The packages (by name, from node_modules, or our own) a command loaded. */
async function packagesLoadedBy(args: string[]): Promise<Set<string>> {
  return new Set((await modulesLoadedBy(args)).flatMap((url) => packageOf(url) ?? []));
}

/** `…/node_modules/.pnpm/react@19/node_modules/react/index.js` → `react`; `…/packages/publisher/dist/x.js` → `@docs/publisher`. */
function packageOf(url: string): string | undefined {
  const installed = /.*\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url)?.[1];
  if (installed) return installed;
  const workspace = /\/packages\/([^/]+)\/dist\//.exec(url)?.[1];
  return workspace ? `@docs/${workspace}` : undefined;
}

describe('start-up: each command loads only the packages it needs', () => {
  it('docs --help loads none of the heavy ones', async () => {
    const loaded = await packagesLoadedBy(['--help']);
    for (const heavy of ['react', 'react-dom', 'unified', 'esbuild', '@docs/generator', '@docs/publisher', '@aws-sdk/client-s3']) expect(loaded, heavy).not.toContain(heavy);
    expect(loaded).toContain('commander');
  });

  it('a build with nothing to render loads neither the renderer nor the parsers of descriptions and front matter', async () => {
    const work = await mkdtemp(path.join(os.tmpdir(), 'docs-warm-'));
    const args = ['build', '--quiet', '--out', path.join(work, 'build'), '--cache-dir', path.join(work, 'cache')];
    await promisify(execFile)(process.execPath, [path.join(REPOSITORY, 'bin/docs'), ...args], { cwd: REPOSITORY });
    const loaded = await modulesLoadedBy(args);
    expect(loaded.some((url) => url.includes('/packages/generator/dist/'))).toBe(true);
    // The generator is bundled: the files that hold the description parsers and the highlighter are told by their code.
    const bundle = path.join(REPOSITORY, 'packages/generator/dist/bundle');
    const holding = async (name: string) => (await Promise.all((await readdir(bundle)).filter((file) => file.endsWith('.js')).map(async (file) => ((await readFile(path.join(bundle, file), 'utf8')).includes(name) ? [file] : [])))).flat();
    const heavy = [...(await holding('@apidevtools+swagger-parser')), ...(await holding('highlight.js/lib/core')), ...(await holding('YAMLParseError'))];
    expect(heavy.length).toBeGreaterThanOrEqual(3);
    expect(loaded.filter((url) => heavy.some((file) => url.endsWith(`/bundle/${file}`)))).toEqual([]);
    // Nor React (the templates run when a page is rendered), nor the search code (the index is kept too).
    expect(loaded.filter((url) => /\/node_modules\/(react|react-dom|flexsearch)\//.test(url))).toEqual([]);
  }, 60_000);

  it('a build whose config and templates are unchanged starts no esbuild', async () => {
    const work = await mkdtemp(path.join(os.tmpdir(), 'docs-no-esbuild-'));
    const run = (extra: string[], env: NodeJS.ProcessEnv = process.env) =>
      promisify(execFile)(process.execPath, [path.join(REPOSITORY, 'bin/docs'), 'build', '--quiet', '--out', path.join(work, 'build'), ...extra], { cwd: REPOSITORY, env }).then(
        () => 0,
        (error: { code?: number }) => error.code ?? -1,
      );
    const cache = ['--cache-dir', path.join(work, 'cache')];
    // The first build makes the cache; the second keeps the compiled config in it too.
    expect(await run(cache)).toBe(0);
    expect(await run(cache)).toBe(0);
    const before = await readFile(path.join(work, 'build/index.html'), 'utf8');
    // esbuild's binary stands replaced by one that fails at once: any use of it fails the build, as one without the cache shows.
    const failing = path.join(work, 'failing-esbuild');
    await writeFile(failing, '#!/bin/sh\nexit 1\n', { mode: 0o755 });
    const withoutEsbuild = { ...process.env, ESBUILD_BINARY_PATH: failing };
    expect(await run(cache, withoutEsbuild)).toBe(0);
    expect(await readFile(path.join(work, 'build/index.html'), 'utf8')).toBe(before);
    expect(await run(['--no-cache'], withoutEsbuild)).not.toBe(0);
  }, 60_000);

  it('docs publish and docs version take the compiled config from the cache --cache-dir names, and compile it anew with --no-cache', async () => {
    const work = await mkdtemp(path.join(os.tmpdir(), 'docs-config-cache-'));
    const run = (args: string[], env: NodeJS.ProcessEnv = process.env) =>
      promisify(execFile)(process.execPath, [path.join(REPOSITORY, 'bin/docs'), ...args], { cwd: REPOSITORY, env }).then(
        ({ stderr }) => ({ code: 0, err: stderr }),
        (error: { code?: number; stderr?: string }) => ({ code: error.code ?? -1, err: error.stderr ?? '' }),
      );
    const cache = ['--cache-dir', path.join(work, 'cache')];
    // Two builds: the first fills the cache, the second keeps the compiled config in it.
    for (let build = 0; build < 2; build++) expect((await run(['build', '--quiet', '--out', path.join(work, 'build'), ...cache])).code).toBe(0);
    // esbuild's binary stands replaced by one that fails at once: only a config taken from the cache loads.
    const failing = path.join(work, 'failing-esbuild');
    await writeFile(failing, '#!/bin/sh\nexit 1\n', { mode: 0o755 });
    const withoutEsbuild = { ...process.env, ESBUILD_BINARY_PATH: failing };
    // Both commands stop after loading the config: nothing is built there to publish, and no status is "bogus".
    const commands = [
      { args: ['publish', '--dry-run', '--bucket', 'docs', '--dir', path.join(work, 'nothing')], after: 'nothing does not exist' },
      { args: ['version', 'v9', '--status', 'bogus'], after: '--status "bogus" is no status' },
    ];
    for (const { args, after } of commands) {
      const cached = await run([...args, ...cache], withoutEsbuild);
      expect(cached.err, args[0]).toContain(after);
      const compiled = await run([...args, ...cache, '--no-cache'], withoutEsbuild);
      expect(compiled.code, args[0]).not.toBe(0);
      expect(compiled.err, args[0]).toContain('ConfigLoadFailed');
      expect(compiled.err, args[0]).not.toContain(after);
    }
  }, 60_000);

  it('docs publish loads neither React nor the Markdown pipeline', async () => {
    const loaded = await packagesLoadedBy(['publish', '--dry-run', '--dir', 'no-such-folder']);
    expect(loaded).toContain('@docs/publisher');
    for (const heavy of ['react', 'react-dom', 'unified', 'remark-parse', 'flexsearch', '@apidevtools/swagger-parser']) expect(loaded, heavy).not.toContain(heavy);
  });
});
