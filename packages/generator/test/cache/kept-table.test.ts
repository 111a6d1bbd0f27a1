import { mkdtemp, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openKeptTable } from '../../src/cache/kept-table.js';

describe('a kept table', () => {
  it('gives back what an earlier build made, and makes again what JSON would change', async () => {
    const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'kept-table-')), 'heads.json');
    let made = 0;
    const first = openKeptTable<unknown>(file, 'generator-a');
    first.get('plain', () => ({ title: 'Plain', made: ++made }));
    first.get('odd', () => ({ position: Number.NaN, made: ++made }));
    // A YAML parser's objects have no prototype: still plain data, kept.
    first.get('parsed', () => Object.assign(Object.create(null) as object, { title: 'Parsed', made: ++made }));
    first.get('dated', () => ({ at: new Date(0), made: ++made }));
    first.get('unset', () => ({ title: undefined, made: ++made }));
    first.get('listed', () => ({ titles: [undefined], made: ++made }));
    first.save();
    const second = openKeptTable<unknown>(file, 'generator-a');
    expect(second.get('plain', () => ({ made: ++made }))).toEqual({ title: 'Plain', made: 1 });
    expect(second.get('odd', () => ({ position: Number.NaN, made: ++made }))).toEqual({ position: Number.NaN, made: 7 });
    expect(second.get('parsed', () => ({ made: ++made }))).toEqual({ title: 'Parsed', made: 3 });
    expect(second.get('dated', () => ({ made: ++made }))).toEqual({ made: 8 });
    expect(second.get('unset', () => ({ made: ++made }))).toEqual({ made: 5 });
    expect(second.get('listed', () => ({ made: ++made }))).toEqual({ made: 9 });
    second.save();
    // Another generator makes its own values.
    expect(openKeptTable<unknown>(file, 'generator-b').get('plain', () => 'new')).toBe('new');
  });

  /** A table of `count` values stored by a first build, and its folder. */
  async function storedTable(count: number) {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'kept-table-'));
    const file = path.join(dir, 'summaries.json');
    const first = openKeptTable<{ page: number }>(file, 'generator-a');
    for (let page = 0; page < count; page++) first.get(`key-${page}`, () => ({ page }));
    first.save();
    return { dir, file };
  }

  /** What a later build reads of the table: every value, by key, or where each had to be made. */
  function readBack(file: string, count: number, generator = 'generator-a') {
    const table = openKeptTable<{ page: number } | string>(file, generator);
    return Array.from({ length: count }, (_, page) => table.peek(`key-${page}`) ?? 'missing');
  }

  it('stores only what a build changed beside the table, and reads the table as changed', async () => {
    const { dir, file } = await storedTable(1_000);
    const tableWritten = (await stat(file)).mtimeMs;
    const second = openKeptTable<{ page: number; edited?: boolean }>(file, 'generator-a');
    for (let page = 0; page < 999; page++) second.get(`key-${page}`, () => ({ page }));
    second.set('key-5', { page: 5, edited: true });
    second.get('key-1000', () => ({ page: 1000 }));
    second.save();
    expect((await stat(file)).mtimeMs).toBe(tableWritten);
    expect(await readdir(dir)).toEqual(['summaries.changes.json', 'summaries.json']);
    expect((await readFile(path.join(dir, 'summaries.changes.json'), 'utf8')).length).toBeLessThan(200);
    const read = readBack(file, 1_001);
    expect(read[5]).toEqual({ page: 5, edited: true });
    expect(read[999]).toBe('missing');
    expect(read[1_000]).toEqual({ page: 1000 });
    expect(read.filter((value) => value === 'missing')).toHaveLength(1);
  });

  it('writes the whole table again once the changes are many, and leaves no changes beside it', async () => {
    const { dir, file } = await storedTable(1_000);
    const second = openKeptTable<{ page: number }>(file, 'generator-a');
    for (let page = 0; page < 1_000; page++) second.get(`key-${page}`, () => ({ page }));
    for (let page = 0; page < 100; page++) second.set(`key-${page}`, { page: page + 1 });
    second.save();
    expect(await readdir(dir)).toEqual(['summaries.json']);
    expect(readBack(file, 100)).toEqual(Array.from({ length: 100 }, (_, page) => ({ page: page + 1 })));
  });

  it('ignores changes made to another version of the table, or by another generator, and makes those values again', async () => {
    const { file } = await storedTable(100);
    const edit = openKeptTable<{ page: number }>(file, 'generator-a');
    for (let page = 0; page < 100; page++) edit.get(`key-${page}`, () => ({ page }));
    edit.set('key-99', { page: 990 });
    edit.save();
    const changes = await readFile(file.replace('.json', '.changes.json'), 'utf8');
    // A build that raced this one wrote the table whole after these changes were made.
    const racing = openKeptTable<{ page: number }>(file, 'generator-a');
    for (let page = 0; page < 20; page++) racing.get(`key-${page}`, () => ({ page }));
    racing.save();
    await writeFile(file.replace('.json', '.changes.json'), changes);
    const read = readBack(file, 100);
    expect(read.slice(0, 21)).toEqual([...Array.from({ length: 20 }, (_, page) => ({ page })), 'missing']);
    expect(read[99]).toBe('missing');
    expect(readBack(file, 1, 'generator-b')).toEqual(['missing']);
  });

  it('tells once of each of its files found damaged, not of one that is missing or another generator\'s', async () => {
    const { file } = await storedTable(100);
    const edit = openKeptTable<{ page: number }>(file, 'generator-a');
    for (let page = 0; page < 100; page++) edit.get(`key-${page}`, () => ({ page }));
    edit.set('key-99', { page: 990 });
    edit.save();
    const unreadableAfterReading = (generator: string) => {
      const table = openKeptTable<{ page: number }>(file, generator);
      table.peek('key-0');
      return [table.takeUnreadable(), table.takeUnreadable()];
    };
    expect(unreadableAfterReading('generator-a')).toEqual([0, 0]);
    expect(unreadableAfterReading('generator-b')).toEqual([0, 0]);
    // A value changed in place: still JSON, but not what was written.
    const changes = file.replace('.json', '.changes.json');
    await writeFile(changes, (await readFile(changes, 'utf8')).replace('990', '991'));
    expect(unreadableAfterReading('generator-a')).toEqual([1, 0]);
    // The table's own value stands: a value is made from its key alone.
    expect(readBack(file, 100)[99]).toEqual({ page: 99 });
    await writeFile(file, '{"generator":"generator-a"');
    expect(unreadableAfterReading('generator-a')).toEqual([2, 0]);
    expect(readBack(file, 1)).toEqual(['missing']);
  });
});
