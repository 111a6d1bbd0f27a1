import { mkdtemp, mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILD_MARKER } from '@docs/shared';
import { writeOutput } from '../../src/write/write-output.js';
import { formatBuildMarker } from '../../src/write/output-manifest.js';

/** An output folder as an earlier build left it: its files and the build's marker, which lists them. */
async function earlierBuild(out: string, files: Record<string, string>): Promise<void> {
  await mkdir(out, { recursive: true });
  await writeFile(path.join(out, BUILD_MARKER), formatBuildMarker(new Map(Object.keys(files).map((file) => [file, { madeFrom: 'earlier', size: -1, mtimeMs: 0 }]))));
  for (const [file, contents] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(out, file)), { recursive: true });
    await writeFile(path.join(out, file), contents);
  }
}

describe('writeOutput', () => {
  it('replaces the previous output as a whole, leaving no stale files or temporary folders', async () => {
    const parent = await mkdtemp(path.join(os.tmpdir(), 'write-output-'));
    const out = path.join(parent, 'build');
    await earlierBuild(out, { 'old/page.html': 'stale' });
    const source = path.join(parent, 'logo.svg');
    await writeFile(source, '<svg/>');

    await writeOutput(out, [
      { path: 'index.html', contents: 'home' },
      { path: 'docs/a/index.html', contents: 'a' },
      { path: 'img/logo.svg', sourcePath: source },
    ]);

    expect((await readdir(out, { recursive: true })).sort()).toEqual([BUILD_MARKER, 'docs', 'docs/a', 'docs/a/index.html', 'img', 'img/logo.svg', 'index.html']);
    expect(await readFile(path.join(out, 'img/logo.svg'), 'utf8')).toBe('<svg/>');
    expect(await readdir(parent)).toEqual(['build', 'logo.svg']);
  });

  it('leaves the previous output untouched when a file cannot be written', async () => {
    const parent = await mkdtemp(path.join(os.tmpdir(), 'write-output-'));
    const out = path.join(parent, 'build');
    await earlierBuild(out, { 'index.html': 'previous' });
    await expect(writeOutput(out, [{ path: 'copy.png', sourcePath: path.join(parent, 'missing.png') }])).rejects.toThrow();
    expect((await readdir(out)).sort()).toEqual([BUILD_MARKER, 'index.html']);
    expect(await readdir(parent)).toEqual(['build']);
  });

  it('never replaces a folder that a build did not write, unless forced, nor a file', async () => {
    const parent = await mkdtemp(path.join(os.tmpdir(), 'write-output-'));
    const notes = path.join(parent, 'notes');
    await mkdir(notes);
    await writeFile(path.join(notes, 'todo.txt'), 'mine');
    await expect(writeOutput(notes, [{ path: 'index.html', contents: 'home' }])).rejects.toThrow(/did not write/);
    expect(await readdir(notes)).toEqual(['todo.txt']);
    const file = path.join(parent, 'notes.txt');
    await writeFile(file, 'mine');
    await expect(writeOutput(file, [{ path: 'index.html', contents: 'home' }], { force: true })).rejects.toThrow(/is a file/);
    expect(await readFile(file, 'utf8')).toBe('mine');
    expect((await readdir(parent)).sort()).toEqual(['notes', 'notes.txt']);

    await writeOutput(notes, [{ path: 'index.html', contents: 'home' }], { force: true });
    expect((await readdir(notes)).sort()).toEqual([BUILD_MARKER, 'index.html']);
  });
});
