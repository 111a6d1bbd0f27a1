import { mkdtemp, mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeOutput } from '../../src/write/write-output.js';

describe('writeOutput', () => {
  it('replaces the previous output as a whole, leaving no stale files or temporary folders', async () => {
    const parent = await mkdtemp(path.join(os.tmpdir(), 'write-output-'));
    const out = path.join(parent, 'build');
    await mkdir(path.join(out, 'old'), { recursive: true });
    await writeFile(path.join(out, 'old/page.html'), 'stale');
    const source = path.join(parent, 'logo.svg');
    await writeFile(source, '<svg/>');

    await writeOutput(out, [
      { path: 'index.html', contents: 'home' },
      { path: 'docs/a/index.html', contents: 'a' },
      { path: 'img/logo.svg', sourcePath: source },
    ]);

    expect((await readdir(out, { recursive: true })).sort()).toEqual(['docs', 'docs/a', 'docs/a/index.html', 'img', 'img/logo.svg', 'index.html']);
    expect(await readFile(path.join(out, 'img/logo.svg'), 'utf8')).toBe('<svg/>');
    expect(await readdir(parent)).toEqual(['build', 'logo.svg']);
  });

  it('leaves the previous output untouched when a file cannot be written', async () => {
    const parent = await mkdtemp(path.join(os.tmpdir(), 'write-output-'));
    const out = path.join(parent, 'build');
    await mkdir(out);
    await writeFile(path.join(out, 'index.html'), 'previous');
    await expect(writeOutput(out, [{ path: 'copy.png', sourcePath: path.join(parent, 'missing.png') }])).rejects.toThrow();
    expect(await readdir(out)).toEqual(['index.html']);
    expect(await readdir(parent)).toEqual(['build']);
  });
});
