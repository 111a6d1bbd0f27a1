import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { snapshotHolds, snapshotInputs, type InputSnapshot } from '../../src/cache/input-snapshot.js';

let root: string;
let cache: string;
const at = (file: string) => path.join(root, file);

async function writeSource(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(at(file)), { recursive: true });
  await writeFile(at(file), text);
}

/** A snapshot of the inputs, as taken just after a compile that started a second after they were written. */
const snapshotOf = (inputs: string[]) => snapshotInputs(cache, inputs.map(at), Date.now() + 1_000);

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'docs-snapshot-'));
  cache = at('site/node_modules/.cache/docs');
  await mkdir(cache, { recursive: true });
  await writeSource('site/docs.config.ts', "import { nav } from './nav';\nexport default { nav };\n");
  await writeSource('site/nav.js', 'export const nav = [];\n');
  await writeSource('site/parts/index.ts', 'export const parts = 1;\n');
  await writeSource('site/notes.ts', 'export const notes = 1;\n');
  await writeSource('site/node_modules/lib/package.json', '{"name":"lib","version":"1.0.0"}');
  await writeSource('site/node_modules/lib/index.js', 'export const lib = 1;\n');
  await writeSource('site/node_modules/@co/ui/index.js', 'export const ui = 1;\n');
  return () => rm(root, { recursive: true, force: true });
});

/** Edits each file in turn (a setting changed), expecting the snapshot to stop holding, then to hold again once the file is restored. */
async function expectEachEditSeen(snapshot: InputSnapshot, files: readonly string[]): Promise<void> {
  for (const file of files) {
    const before = await readFile(at(file), 'utf8');
    await writeFile(at(file), before.replace('react', 'preact').replace('./src/*', './lib/*'));
    expect(snapshotHolds(cache, snapshot), file).toBe(false);
    await writeFile(at(file), before);
    expect(snapshotHolds(cache, snapshot), file).toBe(true);
  }
}

const INPUTS = ['site/docs.config.ts', 'site/nav.js', 'site/parts/index.ts', 'site/node_modules/lib/index.js', 'site/node_modules/@co/ui/index.js'];

describe('input snapshots', () => {
  it('hold while the inputs and what decides their resolution are as they were', async () => {
    const snapshot = snapshotOf(INPUTS)!;
    expect(snapshot).toBeDefined();
    expect(snapshotHolds(cache, snapshot)).toBe(true);
    // A module the compiler did not read may change: it decides nothing.
    await writeFile(at('site/notes.ts'), 'export const notes = 2;\n');
    expect(snapshotHolds(cache, snapshot)).toBe(true);
  });

  it.each([
    ['an input changes', () => writeFile(at('site/nav.js'), 'export const nav = ["edited"];\n')],
    ['a module that an import would take instead appears beside an input', () => writeFile(at('site/nav.ts'), 'export const nav = [];\n')],
    ['a module appears where it would be taken before an index file', () => writeFile(at('site/parts.ts'), 'export const parts = 2;\n')],
    ['TypeScript settings appear in a folder above', () => writeFile(at('tsconfig.json'), '{"compilerOptions":{"paths":{"@/*":["./src/*"]}}}')],
    ['a package manifest changes', () => writeFile(at('site/node_modules/lib/package.json'), '{"name":"lib","version":"2.0.0"}')],
    ['a lockfile appears', () => writeFile(at('site/pnpm-lock.yaml'), "lockfileVersion: '9.0'\n")],
    // Put there by hand, no manifest or lockfile of the site changed: an import from `parts` now finds it first.
    ['a package the inputs were read from appears in a node_modules nearer to an input', () => writeSource('site/parts/node_modules/lib/index.js', 'export const lib = 2;\n')],
    ['a scoped package the inputs were read from appears nearer', () => writeSource('site/parts/node_modules/@co/ui/index.js', 'export const ui = 2;\n')],
  ])('no longer hold when %s', async (_change, change) => {
    const snapshot = snapshotOf(INPUTS)!;
    await change();
    expect(snapshotHolds(cache, snapshot)).toBe(false);
  });

  it('follow what TypeScript settings extend, wherever it is, and hold again once it is as it was', async () => {
    // Comments and a trailing comma, as TypeScript allows; a path without `.json`, and a package.
    await writeSource('site/tsconfig.json', '{\n  // shared by the workspace\n  "extends": ["../shared/base", "@company/tsconfig"],\n}\n');
    await writeSource('shared/base.json', '{ "extends": "./deeper.json", "compilerOptions": { "jsx": "react-jsx" } }');
    await writeSource('shared/deeper.json', '{ "compilerOptions": { "paths": { "@/*": ["./src/*"] } } }');
    await writeSource('site/node_modules/@company/tsconfig/tsconfig.json', '{ "compilerOptions": { "jsxImportSource": "react" } }');
    const snapshot = snapshotOf(INPUTS)!;
    expect(snapshot).toBeDefined();
    expect(snapshotHolds(cache, snapshot)).toBe(true);
    await expectEachEditSeen(snapshot, ['shared/base.json', 'shared/deeper.json', 'site/node_modules/@company/tsconfig/tsconfig.json']);
    // A file named as written, without `.json`, would be taken before the one with it.
    await writeFile(at('shared/base'), '{}');
    expect(snapshotHolds(cache, snapshot)).toBe(false);
  });

  it('follow the settings a package names in its manifest, and a linked package\'s from where it really is', async () => {
    await writeSource('site/tsconfig.json', '{ "extends": ["@company/settings", "@company/settings/react", "linked-settings"] }');
    await writeSource('site/node_modules/@company/settings/package.json', '{ "tsconfig": "./base.json", "exports": { "./react": { "require": "./configs/react.json" } } }');
    await writeSource('site/node_modules/@company/settings/base.json', '{ "compilerOptions": { "jsx": "react-jsx" } }');
    await writeSource('site/node_modules/@company/settings/configs/react.json', '{ "compilerOptions": { "jsxImportSource": "react" } }');
    // A workspace package linked into node_modules, whose settings extend a sibling's by a relative path.
    await writeSource('packages/settings/tsconfig.json', '{ "extends": "../shared/tsconfig.json" }');
    await writeSource('packages/shared/tsconfig.json', '{ "compilerOptions": { "paths": { "@/*": ["./src/*"] } } }');
    await symlink(at('packages/settings'), at('site/node_modules/linked-settings'));
    const snapshot = snapshotOf(INPUTS)!;
    expect(snapshot).toBeDefined();
    await expectEachEditSeen(snapshot, ['site/node_modules/@company/settings/base.json', 'site/node_modules/@company/settings/configs/react.json', 'packages/shared/tsconfig.json', 'site/node_modules/@company/settings/package.json']);
  });

  it.each([
    ['in a node_modules further up, past a nearer folder of the package without them', '"@co/cfg/base.json"', { 'site/node_modules/@co/cfg/package.json': '{}', 'node_modules/@co/cfg/base.json': '{}' }, 'node_modules/@co/cfg/base.json'],
    ['named by the manifest\'s tsconfig field, for a path inside the package too', '"@co/cfg/react"', { 'site/node_modules/@co/cfg/package.json': '{ "tsconfig": "./base.json" }', 'site/node_modules/@co/cfg/base.json': '{}' }, 'site/node_modules/@co/cfg/base.json'],
    ['in a folder the tsconfig field names', '"@co/cfg"', { 'site/node_modules/@co/cfg/package.json': '{ "tsconfig": "./configs" }', 'site/node_modules/@co/cfg/configs/tsconfig.json': '{}' }, 'site/node_modules/@co/cfg/configs/tsconfig.json'],
    ['at the tsconfig field with .json added', '"@co/cfg"', { 'site/node_modules/@co/cfg/package.json': '{ "tsconfig": "./base" }', 'site/node_modules/@co/cfg/base.json': '{}' }, 'site/node_modules/@co/cfg/base.json'],
    ['in a file named like the package', '"shared-settings"', { 'site/node_modules/shared-settings.json': '{}' }, 'site/node_modules/shared-settings.json'],
    ['under an exports pattern and a condition other than require', '"@co/cfg/presets/react"', { 'site/node_modules/@co/cfg/package.json': '{ "exports": { "./presets/*": { "import": "./dist/*.json" } } }', 'site/node_modules/@co/cfg/dist/react.json': '{}' }, 'site/node_modules/@co/cfg/dist/react.json'],
  ])('follow a package\'s settings %s', async (_case, target, files, read) => {
    await writeSource('site/tsconfig.json', `{ "extends": ${target} }`);
    for (const [file, text] of Object.entries(files)) await writeSource(file, text);
    const snapshot = snapshotOf(INPUTS)!;
    expect(snapshotHolds(cache, snapshot)).toBe(true);
    await writeFile(at(read), '{ "compilerOptions": { "jsxFactory": "h" } }');
    expect(snapshotHolds(cache, snapshot)).toBe(false);
  });

  it('no longer hold when a package\'s settings appear in a node_modules nearer than the ones read', async () => {
    await writeSource('site/tsconfig.json', '{ "extends": "@co/x" }');
    await writeSource('node_modules/@co/x/tsconfig.json', '{}');
    const snapshot = snapshotOf(INPUTS)!;
    expect(snapshotHolds(cache, snapshot)).toBe(true);
    await writeSource('site/node_modules/@co/x/tsconfig.json', '{}');
    expect(snapshotHolds(cache, snapshot)).toBe(false);
  });

  it('are not taken when packages are found through Plug\'n\'Play, which they do not follow', async () => {
    await writeSource('site/tsconfig.json', '{ "extends": "@co/x" }');
    await writeSource('.pnp.cjs', '');
    expect(snapshotOf(INPUTS)).toBeUndefined();
  });

  it.each([
    ['extend the folder above', '{ "extends": ".." }'],
    ['extend a device, which is no settings file', '{ "extends": "/dev/null" }'],
    ['extend a folder named like settings beside them', '{ "extends": "./configs" }'],
    ['extend themselves', '{ "extends": "./tsconfig.json" }'],
    ['extend themselves through a link to their own folder', '{ "extends": "./same/tsconfig.json" }'],
    ['extend a path with a NUL in it', '{ "extends": "./a\\u0000b" }'],
    ['extend a path too long for the file system', `{ "extends": "./${'x'.repeat(300)}" }`],
    ['extend a number', '{ "extends": 3 }'],
    ['cannot be parsed', '{ "extends": '],
  ])('are taken when the settings %s, and hold', async (_case, settings) => {
    await mkdir(at('site/configs'));
    await symlink('.', at('site/same'));
    await writeSource('site/tsconfig.json', settings);
    const snapshot = snapshotOf(INPUTS)!;
    expect(snapshot).toBeDefined();
    expect(snapshotHolds(cache, snapshot)).toBe(true);
  });

  it('note an extended file that is not there, and no longer hold once it is', async () => {
    await writeSource('site/tsconfig.json', '{ "extends": "./settings/base.json" }');
    const snapshot = snapshotOf(INPUTS)!;
    expect(snapshotHolds(cache, snapshot)).toBe(true);
    await writeSource('site/settings/base.json', '{}');
    expect(snapshotHolds(cache, snapshot)).toBe(false);
  });

  it('are not taken of files changed as the compile ran', async () => {
    // The compile starts once the files have been left alone for longer than a clock's tick.
    await new Promise((resolve) => setTimeout(resolve, 150));
    const startedAt = Date.now();
    expect(snapshotInputs(cache, INPUTS.map(at), startedAt)).toBeDefined();
    await writeFile(at('site/nav.js'), 'export const nav = ["saved during the compile"];\n');
    expect(snapshotInputs(cache, INPUTS.map(at), startedAt)).toBeUndefined();
    // A file that decides resolution, too.
    const library = [at('site/node_modules/lib/index.js')];
    expect(snapshotInputs(cache, library, startedAt)).toBeDefined();
    await writeFile(at('site/package.json'), '{"type":"module"}');
    expect(snapshotInputs(cache, library, startedAt)).toBeUndefined();
    // And a file that settings extend, outside every folder of the inputs.
    await writeSource('workspace/base.json', '{}');
    await writeSource('site/parts/tsconfig.json', '{ "extends": "../../workspace/base.json" }');
    await new Promise((resolve) => setTimeout(resolve, 150));
    const parts = [at('site/parts/index.ts')];
    const later = Date.now();
    expect(snapshotInputs(cache, parts, later)).toBeDefined();
    await writeFile(at('workspace/base.json'), '{ "compilerOptions": {} }');
    expect(snapshotInputs(cache, parts, later)).toBeUndefined();
  });
});
