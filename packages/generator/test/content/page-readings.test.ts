import { mkdir, mkdtemp, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadContent } from '../../src/content/load-content.js';
import { openPageTables, savePageTables } from '../../src/content/page-tables.js';
import { readSourceBytesSync } from '../../src/content/read-source-text.js';

// Counted, to see which files a build reads.
vi.mock('../../src/content/read-source-text.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/content/read-source-text.js')>();
  return { ...actual, readSourceBytesSync: vi.fn(actual.readSourceBytesSync) };
});
const reads = vi.mocked(readSourceBytesSync);
const readFiles = () => reads.mock.calls.map(([file]) => path.basename(file)).sort();

async function siteWithTwoPages() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'page-readings-'));
  await mkdir(path.join(dir, 'content/docs'), { recursive: true });
  await writeFile(path.join(dir, 'content/docs/a.md'), '---\ntitle: Alpha\n---\n\nBody of a.\n');
  await writeFile(path.join(dir, 'content/docs/b.md'), '---\ntitle: Bravo\n---\n\nBody of b.\n');
  await mkdir(path.join(dir, 'cache'));
  return { content: path.join(dir, 'content'), cwd: dir, cache: path.join(dir, 'cache') };
}

/** Loads the content as a build does with the build cache, `laterBy` ms after now; the tables are saved as its build would. */
async function load(site: { content: string; cwd: string; cache: string }, laterBy = 0) {
  const now = Date.now();
  const clock = vi.spyOn(Date, 'now').mockReturnValue(now + laterBy);
  try {
    const tables = openPageTables(site.cache, 'generator');
    const content = await loadContent(site.content, site.cwd, tables);
    savePageTables(tables);
    return content.pages.map(({ contentPath, digest, length, head }) => ({ contentPath, digest, length, title: head.frontMatter.data.title }));
  } finally {
    clock.mockRestore();
  }
}

describe('reading the content folder with the build cache', () => {
  afterEach(() => reads.mockClear());

  it('reads no file that is as it was when a build read it, a while after it was written', async () => {
    const site = await siteWithTwoPages();
    const first = await load(site, 5_000);
    expect(readFiles()).toEqual(['a.md', 'b.md']);
    reads.mockClear();
    expect(await load(site)).toEqual(first);
    expect(readFiles()).toEqual([]);
  });

  it('reads a file again once it was written, even with its size and modification time put back', async () => {
    const site = await siteWithTwoPages();
    const b = path.join(site.content, 'docs/b.md');
    // A whole second, which the file's time can be set back to exactly.
    const written = new Date('2025-01-01T00:00:00Z');
    await utimes(b, written, written);
    await load(site, 5_000);
    await writeFile(b, '---\ntitle: Brava\n---\n\nBody of b.\n');
    await utimes(b, written, written);
    expect((await stat(b)).mtimeMs).toBe(written.getTime());
    reads.mockClear();
    const pages = await load(site, 5_000);
    expect(readFiles()).toEqual(['b.md']);
    expect(pages.map((page) => page.title)).toEqual(['Alpha', 'Brava']);
  });

  it('reads again a file a build read within moments of its writing, which a coarse clock could not tell from a later write', async () => {
    const site = await siteWithTwoPages();
    await load(site);
    reads.mockClear();
    await load(site);
    expect(readFiles()).toEqual(['a.md', 'b.md']);
  });
});
