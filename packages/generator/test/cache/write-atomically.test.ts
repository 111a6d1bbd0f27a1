import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeAtomically } from '../../src/cache/write-atomically.js';

describe('writeAtomically', () => {
  it('writes pieces given one after another as the whole text, across writes of many pieces', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'write-atomically-'));
    const file = path.join(dir, 'entry.json');
    // Some 3 MB in 60,000 pieces, with characters of two, three and four bytes in UTF-8.
    const pieces = Array.from({ length: 60_000 }, (_, at) => `${at ? ',' : '['}"item ${at} é € 𝄞 ${'x'.repeat(at % 97)}"`);
    const entry = function* () {
      yield* pieces;
      yield ']';
    };
    expect(writeAtomically(file, entry())).toBe(true);
    const written = await readFile(file, 'utf8');
    expect(written).toBe(`${pieces.join('')}]`);
    expect(JSON.parse(written)).toHaveLength(60_000);
    expect(await readdir(dir)).toEqual(['entry.json']);
  });

  it('leaves no file, and no temporary one, when the pieces fail to be made', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'write-atomically-'));
    const failing = function* () {
      yield 'x'.repeat(2_000_000);
      throw new Error('a value that cannot be written');
    };
    expect(writeAtomically(path.join(dir, 'entry.json'), failing())).toBe(false);
    expect(await readdir(dir)).toEqual([]);
  });
});
