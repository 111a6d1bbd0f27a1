import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileDigest } from '../../src/cache/digest.js';
import { openPageCache, pageEntryFile, readPageEntry, readPageHtml, readPageRecord, writePageEntry } from '../../src/cache/page-cache.js';

const isAnything = (value: unknown): value is unknown => value !== undefined;

describe('the page cache', () => {
  it('reads back what it wrote, and tells a truncated entry from a whole one', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'page-cache-'));
    const cache = openPageCache(dir, 'generator-a', isAnything);
    const file = cache.fileOf(fileDigest('page'));
    writePageEntry(file, { record: { path: '/docs/é' }, html: '<p>héllo ✓</p>' });
    expect(readPageEntry(file, isAnything)).toEqual({ record: { path: '/docs/é' }, html: Buffer.from('<p>héllo ✓</p>') });
    expect(readPageHtml(file)?.toString()).toBe('<p>héllo ✓</p>');
    const bytes = await readFile(file);
    await writeFile(file, bytes.subarray(0, bytes.length - 3));
    expect(readPageEntry(file, isAnything)).toBe('unreadable');
    expect(readPageHtml(file)).toBeUndefined();
    expect(readPageEntry(path.join(dir, 'missing.page'), isAnything)).toBeUndefined();
  });

  it('reads a record without its HTML, however long the record, and still tells a truncated entry', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'page-cache-'));
    const cache = openPageCache(dir, 'generator-a', isAnything);
    // A record longer than the first read, as a page with much text has.
    const long = { path: '/docs/long', text: 'wörd '.repeat(40_000) };
    for (const [name, record] of [['short', { path: '/docs/short' }], ['long', long]] as const) {
      const file = cache.fileOf(fileDigest(name));
      writePageEntry(file, { record, html: `<p>${name} ✓</p>` });
      expect(readPageRecord(file, isAnything)).toEqual(record);
      expect(cache.readRecord(fileDigest(name))).toEqual(record);
      const bytes = await readFile(file);
      await writeFile(file, bytes.subarray(0, bytes.length - 1));
      expect(readPageRecord(file, isAnything)).toBe('unreadable');
    }
    expect(readPageRecord(path.join(dir, 'missing.page'), isAnything)).toBeUndefined();
    expect(cache.readRecord(fileDigest('short'))).toBeUndefined();
    // The short page, truncated when it was read again, is not reused: one page was.
    expect(cache.finish()).toMatchObject({ hits: 1, misses: 1, unreadable: 1 });
  });

  it('removes only the entries the build did not use, never a file it did not name', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'page-cache-'));
    const first = openPageCache(dir, 'generator-a', isAnything);
    for (const page of ['a', 'b', 'c']) writePageEntry(first.fileOf(fileDigest(page)), { record: { page }, html: page });
    await writeFile(path.join(dir, 'pages', 'notes.txt'), 'mine');
    await writeFile(path.join(dir, 'pages', 'draft.page'), 'mine too');
    const second = openPageCache(dir, 'generator-a', isAnything);
    expect(second.read(fileDigest('b'))?.html.toString()).toBe('b');
    const summary = second.finish();
    expect(summary).toMatchObject({ hits: 1, misses: 0, unreadable: 0, otherVersion: false });
    expect((await readdir(path.join(dir, 'pages'))).sort()).toEqual([`${fileDigest('b')}.page`, 'draft.page', 'notes.txt'].sort());
    expect(summary.bytes).toBe((await readFile(second.fileOf(fileDigest('b')))).length);
  });

  it('measures the entries kept from the last build and those written since alike', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'page-cache-'));
    const sizeOf = async (cache: { fileOf: (key: string) => string }, page: string) => (await readFile(cache.fileOf(fileDigest(page)))).length;
    const first = openPageCache(dir, 'generator-a', isAnything);
    for (const page of ['a', 'bb']) writePageEntry(first.fileOf(fileDigest(page)), { record: { page }, html: page.repeat(100) });
    first.keep(fileDigest('a'));
    first.keep(fileDigest('bb'));
    expect(first.finish().bytes).toBe((await sizeOf(first, 'a')) + (await sizeOf(first, 'bb')));
    // The next build keeps one entry, renders another page (as a worker writes it) and drops the third.
    const second = openPageCache(dir, 'generator-a', isAnything);
    second.keep(fileDigest('a'));
    writePageEntry(second.fileOf(fileDigest('ccc')), { record: { page: 'ccc' }, html: 'ccc'.repeat(100) });
    second.readRecord(fileDigest('ccc'));
    expect(second.finish().bytes).toBe((await sizeOf(second, 'a')) + (await sizeOf(second, 'ccc')));
  });

  it('tidies without measuring when asked not to measure (docs dev shows no size)', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'page-cache-'));
    const first = openPageCache(dir, 'generator-a', isAnything);
    for (const page of ['a', 'b']) writePageEntry(first.fileOf(fileDigest(page)), { record: { page }, html: page });
    const second = openPageCache(dir, 'generator-a', isAnything);
    second.keep(fileDigest('a'));
    expect(second.finish(true, false).bytes).toBeUndefined();
    expect(await readdir(path.join(dir, 'pages'))).toEqual([`${fileDigest('a')}.page`]);
  });

  it('uses nothing another generator made', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'page-cache-'));
    const first = openPageCache(dir, 'generator-a', isAnything);
    writePageEntry(first.fileOf(fileDigest('a')), { record: {}, html: 'a' });
    first.read(fileDigest('a'));
    first.finish();
    const other = openPageCache(dir, 'generator-b', isAnything);
    expect(other.read(fileDigest('a'))).toBeUndefined();
    expect(other.finish().otherVersion).toBe(true);
    expect(openPageCache(dir, 'generator-b', isAnything).finish().otherVersion).toBe(false);
  });

  it('refuses a key that is not a digest rather than make a path of it', () => {
    expect(() => pageEntryFile('/cache', '../../etc/passwd')).toThrow('not a cache key');
  });
});
