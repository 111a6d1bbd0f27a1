import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openArtifactCache } from '../../src/cache/artifact-cache.js';

/** Lets a file just written grow older than a clock's tick: a compile of files saved as it ran is not kept. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

/** A cache folder's parent with one source file in it, left alone since it was written. */
async function withSource(): Promise<{ dir: string; source: string }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'artifact-cache-'));
  const source = path.join(dir, 'source.ts');
  await writeFile(source, 'one');
  await settle();
  return { dir, source };
}

describe('the bundle cache', () => {
  it('compiles again only when a file the bundle was made from changed', async () => {
    const { dir, source } = await withSource();
    let compiled = 0;
    const make = async () => ({ value: `compiled ${++compiled}`, inputs: [source] });
    const build = () => openArtifactCache(path.join(dir, 'cache')).reuse('templates-key-0123456789', make);
    expect(await build()).toBe('compiled 1');
    expect(await build()).toBe('compiled 1');
    await writeFile(source, 'two');
    await settle();
    expect(await build()).toBe('compiled 2');
    expect(await build()).toBe('compiled 2');
  });

  it('does not keep what was compiled from a file saved while it compiled', async () => {
    const { dir, source } = await withSource();
    let compiled = 0;
    const build = (saveMeanwhile: boolean) =>
      openArtifactCache(path.join(dir, 'cache')).reuse('templates-key-0123456789', async () => {
        // The compiler has read the file: a save now is not in what it made.
        if (saveMeanwhile) await writeFile(source, 'two');
        return { value: `compiled ${++compiled}`, inputs: [source] };
      });
    expect(await build(true)).toBe('compiled 1');
    await settle();
    expect(await build(false)).toBe('compiled 2');
  });

  it('keeps only what the last build used, and never what failed', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'artifact-cache-'));
    const first = openArtifactCache(dir);
    await first.reuse('first-key-0123456789abc', async () => ({ value: 1, inputs: [] }));
    await first.reuse('second-key-0123456789ab', async () => ({ value: 2, inputs: [] }));
    first.finish();
    const second = openArtifactCache(dir);
    await second.reuse('second-key-0123456789ab', async () => ({ value: 3, inputs: [] }));
    await expect(second.reuse('failing-key-0123456789', async () => Promise.reject(new Error('does not compile')))).rejects.toThrow('does not compile');
    second.finish();
    expect(await readdir(path.join(dir, 'artifacts'))).toEqual(['second-key-0123456789ab.json']);
  });
});
