import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { generatorFingerprint } from '../../src/cache/generator-fingerprint.js';
import { loadConfig } from '../../src/config/load-config.js';
import { parseChecked, withChecksum } from '../../src/cache/checked-json.js';

let site: string;
const cacheDir = () => path.join(site, 'node_modules/.cache/docs');
const keptEntries = async () => readdir(path.join(cacheDir(), 'config')).catch(() => [] as string[]);

/** Makes the default cache folder one a build of this generator has filled, as a first build leaves it. */
async function fillCache(dir = cacheDir()): Promise<void> {
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'cache.json'), JSON.stringify({ generator: generatorFingerprint(), sizes: {} }));
}

/** A value as the cache writes its JSON files, checksum and all: an entry changed on purpose, to be read as whole. */
const checked = (value: unknown) => [...withChecksum(JSON.stringify(value))].join('');

/** Replaces the title in the kept compiled config, so that a load shows whether it ran the kept code. */
async function tamperWithKeptCode(): Promise<void> {
  const [name] = await keptEntries();
  const file = path.join(cacheDir(), 'config', name!);
  const entry = parseChecked(await readFile(file, 'utf8')) as { code: string };
  await writeFile(file, checked({ ...entry, code: entry.code.replace('Shared title', 'Title from the kept code') }));
}

/**
 * Loads the config and says its title, once its files have been left alone longer than a clock's
 * tick: a compile of files saved as it ran is not kept.
 */
const titleOf = async (options: Parameters<typeof loadConfig>[0] = {}) => {
  await new Promise((resolve) => setTimeout(resolve, 150));
  return (await loadConfig({ cwd: site, ...options })).config?.title;
};

beforeEach(async () => {
  site = await mkdtemp(path.join(os.tmpdir(), 'docs-config-'));
  await writeFile(path.join(site, 'settings.ts'), "export const title: string = 'Shared title';\n");
  await writeFile(path.join(site, 'docs.config.ts'), "import { title } from './settings';\nexport default { title };\n");
  return () => rm(site, { recursive: true, force: true });
});

describe('loadConfig with the build cache', () => {
  it('keeps the compiled config in a filled cache and runs it while the config and what it imports are unchanged', async () => {
    await fillCache();
    expect(await titleOf()).toBe('Shared title');
    expect(await keptEntries()).toHaveLength(1);
    await tamperWithKeptCode();
    expect(await titleOf()).toBe('Title from the kept code');
    // A file the config imports changed: compiled again, and kept anew.
    await writeFile(path.join(site, 'settings.ts'), "export const title: string = 'Shared title, edited';\n");
    expect(await titleOf()).toBe('Shared title, edited');
    await writeFile(path.join(site, 'docs.config.ts'), "import { title } from './settings';\nexport default { title: `${title} (config edited)` };\n");
    expect(await titleOf()).toBe('Shared title, edited (config edited)');
    expect(await keptEntries()).toHaveLength(1);
  });

  it('takes the kept config of a site reached through a link, which esbuild names by its real path', async () => {
    const linked = `${site}-linked`;
    await symlink(site, linked);
    try {
      await fillCache();
      expect(await titleOf({ cwd: linked })).toBe('Shared title');
      await tamperWithKeptCode();
      expect(await titleOf({ cwd: linked })).toBe('Title from the kept code');
    } finally {
      await rm(linked, { force: true });
    }
  });

  it('compiles again over an entry that is truncated or from another generator', async () => {
    await fillCache();
    await titleOf();
    const file = path.join(cacheDir(), 'config', (await keptEntries())[0]!);
    const whole = await readFile(file, 'utf8');
    await writeFile(file, whole.slice(0, whole.length / 2));
    expect(await titleOf()).toBe('Shared title');
    expect(await readFile(file, 'utf8')).toBe(whole);
    await tamperWithKeptCode();
    const tampered = parseChecked(await readFile(file, 'utf8')) as Record<string, unknown>;
    await writeFile(file, checked({ ...tampered, generator: 'another generator' }));
    expect(await titleOf()).toBe('Shared title');
  });

  it('compiles again when what decides how its imports resolve changes', async () => {
    await fillCache();
    await writeFile(path.join(site, 'docs.config.ts'), "import { title } from '@site/settings';\nexport default { title };\n");
    await mkdir(path.join(site, 'v2'));
    await writeFile(path.join(site, 'v2/settings.ts'), "export const title: string = 'Title of the second settings';\n");
    const paths = (folder: string) => JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@site/*': [`./${folder}*`] } } });
    await writeFile(path.join(site, 'tsconfig.json'), paths(''));
    expect(await titleOf()).toBe('Shared title');
    await tamperWithKeptCode();
    expect(await titleOf()).toBe('Title from the kept code');
    await writeFile(path.join(site, 'tsconfig.json'), paths('v2/'));
    expect(await titleOf()).toBe('Title of the second settings');
  });

  it('compiles again when settings that its TypeScript settings extend change, outside the site', async () => {
    const workspace = await mkdtemp(path.join(os.tmpdir(), 'docs-workspace-settings-'));
    try {
      await fillCache();
      await writeFile(path.join(site, 'docs.config.ts'), "import { title } from '@site/settings';\nexport default { title };\n");
      await mkdir(path.join(site, 'v2'));
      await writeFile(path.join(site, 'v2/settings.ts'), "export const title: string = 'Title of the second settings';\n");
      const base = (folder: string) => JSON.stringify({ compilerOptions: { baseUrl: site, paths: { '@site/*': [`./${folder}*`] } } });
      await writeFile(path.join(workspace, 'base.json'), base(''));
      await writeFile(path.join(site, 'tsconfig.json'), JSON.stringify({ extends: path.join(path.relative(site, workspace), 'base') }));
      expect(await titleOf()).toBe('Shared title');
      await tamperWithKeptCode();
      expect(await titleOf()).toBe('Title from the kept code');
      await writeFile(path.join(workspace, 'base.json'), base('v2/'));
      expect(await titleOf()).toBe('Title of the second settings');
    } finally {
      await rm(workspace, { recursive: true, force: true });
    }
  });

  it('writes nothing into a folder that is not yet a build cache, and neither reads nor writes with the cache turned off', async () => {
    expect(await titleOf()).toBe('Shared title');
    await expect(readdir(cacheDir())).rejects.toThrow();
    await fillCache();
    expect(await titleOf({ cacheDir: false })).toBe('Shared title');
    expect(await keptEntries()).toEqual([]);
    await titleOf();
    await tamperWithKeptCode();
    expect(await titleOf({ cacheDir: false })).toBe('Shared title');
  });

  it('keeps it in the folder given, and not in the default one when the config names another', async () => {
    const given = path.join(site, 'given-cache');
    await fillCache(given);
    await fillCache();
    await titleOf({ cacheDir: given });
    expect(await readdir(path.join(given, 'config'))).toHaveLength(1);
    expect(await keptEntries()).toEqual([]);
    await writeFile(path.join(site, 'docs.config.ts'), "import { title } from './settings';\nexport default { title, cacheDir: 'elsewhere' };\n");
    await titleOf();
    expect(await keptEntries()).toEqual([]);
  });
});

describe('loadConfig of configs written as Node modules are written', () => {
  it('gives a config its own folder through import.meta.url and __dirname, and its packages as Node loads them', async () => {
    await mkdir(path.join(site, 'node_modules/title-maker'), { recursive: true });
    // A CommonJS package that requires a built-in, which could not run inlined into an ES module.
    await writeFile(path.join(site, 'node_modules/title-maker/index.js'), "const tty = require('tty');\nmodule.exports = (name) => `${name} (${typeof tty.isatty})`;\n");
    await writeFile(path.join(site, 'node_modules/title-maker/package.json'), '{ "name": "title-maker", "main": "index.js" }');
    await writeFile(
      path.join(site, 'docs.config.ts'),
      "import path from 'node:path';\nimport { fileURLToPath } from 'node:url';\nimport makeTitle from 'title-maker';\n" +
        "export default { title: makeTitle(path.basename(path.dirname(fileURLToPath(import.meta.url))) === path.basename(__dirname) ? 'Here' : 'Elsewhere') };\n",
    );
    expect(await titleOf({ cacheDir: false })).toBe('Here (function)');
    // The compiled config was run from beside the config, and is gone.
    expect((await readdir(site)).filter((name) => name.endsWith('.mjs'))).toEqual([]);
  });

  it('gives a site copied with its build cache its own folder, not the one the kept config was compiled in', async () => {
    await fillCache();
    await writeFile(path.join(site, 'tagline.txt'), 'First site');
    await writeFile(
      path.join(site, 'docs.config.ts'),
      "import { readFileSync } from 'node:fs';\nimport path from 'node:path';\n" +
        "export default { title: [readFileSync(new URL('./tagline.txt', import.meta.url), 'utf8'), path.basename(__dirname), path.basename(path.dirname(__filename)), path.basename(path.dirname(require.resolve('./tagline.txt')))].join(' / ') };\n",
    );
    const folder = path.basename(site);
    expect(await titleOf()).toBe(`First site / ${folder} / ${folder} / ${folder}`);
    expect(await keptEntries()).toHaveLength(1);
    const copy = `${site}-copy`;
    await cp(site, copy, { recursive: true, preserveTimestamps: true });
    try {
      await writeFile(path.join(copy, 'tagline.txt'), 'Second site');
      const copied = path.basename(copy);
      expect((await loadConfig({ cwd: copy })).config?.title).toBe(`Second site / ${copied} / ${copied} / ${copied}`);
    } finally {
      await rm(copy, { recursive: true, force: true });
    }
  });

  it('awaits a config exported as a promise, or made by an async function', async () => {
    await writeFile(path.join(site, 'docs.config.ts'), "export default Promise.resolve({ title: 'Promised' });\n");
    expect(await titleOf({ cacheDir: false })).toBe('Promised');
    await writeFile(path.join(site, 'docs.config.ts'), "export default async () => ({ title: 'Made' });\n");
    expect(await titleOf({ cacheDir: false })).toBe('Made');
  });

  it('places a mistake in a file the config imports in that file', async () => {
    await writeFile(path.join(site, 'settings.ts'), "export const title: string = 'Shared title'\nexport const oops = { a: 1 b: 2 };\n");
    const { diagnostics } = await loadConfig({ cwd: site, cacheDir: false });
    expect(diagnostics[0]).toMatchObject({ code: 'ConfigLoadFailed', location: { file: 'settings.ts', line: 2 } });
  });
});

describe('loadConfig of a config with mistakes', () => {
  it('places each at the line and column of its key, in the order of the file', async () => {
    await writeFile(
      path.join(site, 'docs.config.ts'),
      "export default {\n  title: 'Bad',\n  outdir: 'x',\n  navbar: {\n    links: [\n      { label: 'Docs', to: 42 },\n    ],\n  },\n  'tocc': {},\n};\n",
    );
    const { diagnostics } = await loadConfig({ cwd: site, cacheDir: false });
    expect(diagnostics.map((d) => [d.code, d.location?.line, d.location?.column])).toEqual([
      ['UnknownConfigKey', 3, 3],
      ['InvalidConfigValue', 6, 24],
      ['UnknownConfigKey', 9, 3],
    ]);
  });

  it('says a package the config imports is missing at its import, naming the config rather than the file compiled from it', async () => {
    await writeFile(path.join(site, 'docs.config.ts'), "import pad from 'left-pad-that-is-not-installed';\nexport default { title: pad('x', 3) };\n");
    const { diagnostics } = await loadConfig({ cwd: site, cacheDir: false });
    expect(diagnostics.map((d) => [d.code, d.location?.file, d.location?.line, d.location?.column])).toEqual([['ConfigLoadFailed', 'docs.config.ts', 1, 17]]);
    expect(diagnostics[0]!.message).toContain("Cannot find package 'left-pad-that-is-not-installed' imported from docs.config.ts");
    expect(diagnostics[0]!.message).not.toContain('docs-compiled');
  });

  it('places a mistake in a later item of a list at that item, past the items, strings and comments before it', async () => {
    await writeFile(
      path.join(site, 'docs.config.ts'),
      [
        'export default {',
        "  title: 'Bad',",
        '  footer: {',
        '    links: [',
        "      { label: 'A, [b]', to: '/a' }, // a comma, ] and { in a comment",
        "      { label: 'B', to: '/b' }, /* [ an item, not */",
        "      '/c',",
        '    ],',
        '  },',
        '};',
        '',
      ].join('\n'),
    );
    const { diagnostics } = await loadConfig({ cwd: site, cacheDir: false });
    expect(diagnostics.map((d) => [d.code, d.message.split(':')[0], d.location?.line, d.location?.column])).toEqual([['InvalidConfigValue', 'Config key "footer.links.2" is invalid', 7, 7]]);
  });
});
