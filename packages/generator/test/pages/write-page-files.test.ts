import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPageFileWriter } from '../../src/pages/write-page-files.js';

const tempDir = () => mkdtemp(path.join(os.tmpdir(), 'docs-page-files-'));

describe('createPageFileWriter', () => {
  it('has every page of a batch on disk, under each of its names, once settled', async () => {
    const dir = await tempDir();
    const writer = createPageFileWriter(dir);
    for (const name of ['a', 'b', 'c']) writer.write([`docs/${name}.html`, `docs/${name}/index.html`], `<h1>${name}</h1>`);
    await writer.settle();
    for (const name of ['a', 'b', 'c']) {
      expect(await readFile(path.join(dir, `docs/${name}.html`), 'utf8')).toBe(`<h1>${name}</h1>`);
      expect(await readFile(path.join(dir, `docs/${name}/index.html`), 'utf8')).toBe(`<h1>${name}</h1>`);
    }
  });

  it('fails the batch when a page cannot be written, rather than leaving it out unnoticed', async () => {
    const dir = await tempDir();
    await writeFile(path.join(dir, 'docs'), 'a file where a folder must go');
    const writer = createPageFileWriter(dir);
    writer.write(['docs/a.html'], '<h1>a</h1>');
    await expect(writer.settle()).rejects.toThrow(/docs/);
  });
});
