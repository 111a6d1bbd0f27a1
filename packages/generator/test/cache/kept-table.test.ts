import { mkdtemp } from 'node:fs/promises';
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
});
