import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILD_MARKER } from '@docs/shared';
import { resolveConfig } from '../../src/config/resolve-config.js';
import { guardOutputFolder } from '../../src/write/guard-output-folder.js';

async function siteWithOut(outDir: string) {
  const root = await mkdtemp(path.join(os.tmpdir(), 'guard-'));
  const { config } = resolveConfig({ title: 'Guarded', outDir: outDir.replace('<root>', root) }, root);
  return { root, config: config! };
}

const codes = async (outDir: string, force = false) => {
  const { root, config } = await siteWithOut(outDir);
  return (await guardOutputFolder(config, { cwd: root, force })).map((d) => `${d.code}: ${d.message}`);
};

describe('guardOutputFolder', () => {
  it('accepts a new folder, an empty one and an earlier build', async () => {
    expect(await codes('build')).toEqual([]);
    const { root, config } = await siteWithOut('build');
    await mkdir(config.outDir);
    expect(await guardOutputFolder(config, { cwd: root })).toEqual([]);
    await writeFile(path.join(config.outDir, BUILD_MARKER), '');
    await writeFile(path.join(config.outDir, 'index.html'), '');
    expect(await guardOutputFolder(config, { cwd: root })).toEqual([]);
  });

  it('accepts build/ beside a description kept at the root of the site, but not inside a folder of its own', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'guard-'));
    const atRoot = resolveConfig({ title: 'Guarded', spec: 'openapi.json' }, root).config!;
    expect(await guardOutputFolder(atRoot, { cwd: root })).toEqual([]);
    const ownFolder = resolveConfig({ title: 'Guarded', spec: 'spec/openapi.json', outDir: 'spec/site' }, root).config!;
    expect((await guardOutputFolder(ownFolder, { cwd: root })).map((d) => d.message)).toEqual([
      'Refusing to write the site into spec/site: it lies inside the folder of the API description (spec)',
    ]);
  });

  it('refuses a folder inside a source folder whose name starts with two dots', async () => {
    expect(await codes('content/..site', true)).toEqual([expect.stringContaining('it lies inside the content folder (content)')]);
    expect(await codes('..site')).toEqual([]);
  });

  it('refuses the root of the file system and the folder of the config', async () => {
    expect((await codes('/', true))[0]).toMatch(/^UnsafeOutputFolder: Refusing to write the site into .*: it contains/);
    expect(await codes('.', true)).toEqual([expect.stringMatching(/it contains the content folder|it is the folder of the config file/)]);
  });

  it('sees through a symlink to a source folder', async () => {
    const { root, config } = await siteWithOut('public');
    await mkdir(config.content);
    const { symlink } = await import('node:fs/promises');
    await symlink(config.content, config.outDir);
    expect((await guardOutputFolder(config, { cwd: root, force: true })).map((d) => d.message)).toEqual([
      'Refusing to write the site into public: it is the content folder (content)',
    ]);
  });
});
