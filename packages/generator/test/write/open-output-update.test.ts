import { execFileSync } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILD_MARKER } from '@docs/shared';
import { openOutputUpdate } from '../../src/write/open-output-update.js';
import { OutputBusyError } from '../../src/write/lock-output-folder.js';
import { formatBuildMarker, readBuildFiles } from '../../src/write/output-manifest.js';

/** A page as a build writes it: its HTML into the staging folder, and what made it told to the ledger. */
async function stagePage(update: Awaited<ReturnType<typeof openOutputUpdate>>, file: string, html: string, madeFrom: string): Promise<void> {
  await mkdir(path.dirname(path.join(update.dir, file)), { recursive: true });
  await writeFile(path.join(update.dir, file), html);
  update.ledger.staged([file], madeFrom);
}

/** Builds `pages` (file -> [html, key]) into `out` the way `docs build` does, keeping what the output holds. */
async function buildPages(out: string, pages: Record<string, [html: string, key: string]>, files: { path: string; contents: string }[] = [], options: { force?: boolean } = {}): Promise<string[]> {
  const update = await openOutputUpdate(out, options);
  const kept: string[] = [];
  for (const [file, [html, key]] of Object.entries(pages)) {
    if (update.ledger.keep([file], key)) kept.push(file);
    else await stagePage(update, file, html, key);
  }
  try {
    await update.write(files);
    await update.commit();
  } catch (error) {
    await update.discard();
    throw error;
  }
  return kept;
}

const listed = async (dir: string) => (await readdir(dir, { recursive: true })).sort();
const writtenAt = async (file: string) => {
  const { mtimeMs, ino } = await stat(file);
  return { mtimeMs, ino };
};

describe('openOutputUpdate', () => {
  it('leaves in place the pages made from the same keys, and writes only the others', async () => {
    const out = path.join(await mkdtemp(path.join(os.tmpdir(), 'output-update-')), 'build');
    expect(await buildPages(out, { 'a.html': ['A', 'key-a'], 'docs/b.html': ['B', 'key-b'] })).toEqual([]);
    const before = await writtenAt(path.join(out, 'a.html'));

    expect(await buildPages(out, { 'a.html': ['A', 'key-a'], 'docs/b.html': ['B2', 'key-b2'] })).toEqual(['a.html']);
    expect(await writtenAt(path.join(out, 'a.html'))).toEqual(before);
    expect(await readFile(path.join(out, 'docs/b.html'), 'utf8')).toBe('B2');
    expect(await readdir(path.dirname(out))).toEqual(['build']);
  });

  it('writes again a file changed since the build wrote it, and removes what the last build made and this one did not', async () => {
    const out = path.join(await mkdtemp(path.join(os.tmpdir(), 'output-update-')), 'build');
    await buildPages(out, { 'a.html': ['A', 'key-a'], 'docs/b.html': ['B', 'key-b'], 'docs/old/c.html': ['C', 'key-c'] });
    await writeFile(path.join(out, 'a.html'), 'edited by hand');

    expect(await buildPages(out, { 'a.html': ['A', 'key-a'], 'docs/b.html': ['B', 'key-b'] })).toEqual(['docs/b.html']);
    expect(await readFile(path.join(out, 'a.html'), 'utf8')).toBe('A');
    expect(await listed(out)).toEqual([BUILD_MARKER, 'a.html', 'docs', 'docs/b.html']);
  });

  it('changes nothing while the folder holds a file the last build did not write, unless forced', async () => {
    const out = path.join(await mkdtemp(path.join(os.tmpdir(), 'output-update-')), 'build');
    await buildPages(out, { 'a.html': ['A', 'key-a'], 'docs/b.html': ['B', 'key-b'] });
    await writeFile(path.join(out, 'docs/notes.txt'), 'left here by another tool');
    const before = await listed(out);
    await expect(buildPages(out, { 'a.html': ['A2', 'key-a2'] })).rejects.toMatchObject({ files: ['docs/notes.txt'] });
    expect(await listed(out)).toEqual(before);
    expect(await readFile(path.join(out, 'a.html'), 'utf8')).toBe('A');
    await buildPages(out, { 'a.html': ['A2', 'key-a2'] }, [], { force: true });
    expect(await listed(out)).toEqual([BUILD_MARKER, 'a.html']);
    // What a build stopped while writing its marker left is the build's own: removed, not refused.
    await writeFile(path.join(out, `${BUILD_MARKER}.4242-k3y.tmp`), 'half a marker');
    await buildPages(out, { 'a.html': ['A3', 'key-a3'] });
    expect(await listed(out)).toEqual([BUILD_MARKER, 'a.html']);
  });

  it('with nothing changed, writes nothing, not even its marker, yet still removes, when forced, a file another tool left', async () => {
    const out = path.join(await mkdtemp(path.join(os.tmpdir(), 'output-update-')), 'build');
    const pages: Record<string, [string, string]> = { 'a.html': ['A', 'key-a'], 'docs/b.html': ['B', 'key-b'] };
    await buildPages(out, pages);
    const marker = await writtenAt(path.join(out, BUILD_MARKER));
    expect(await buildPages(out, pages)).toEqual(['a.html', 'docs/b.html']);
    expect(await writtenAt(path.join(out, BUILD_MARKER))).toEqual(marker);

    await mkdir(path.join(out, 'docs/extra'));
    await writeFile(path.join(out, 'docs/extra/notes.txt'), 'left here by another tool');
    expect(await buildPages(out, pages, [], { force: true })).toEqual(['a.html', 'docs/b.html']);
    expect(await listed(out)).toEqual([BUILD_MARKER, 'a.html', 'docs', 'docs/b.html']);
    // Its manifest is whole after the change, and lets the next build keep every page.
    expect(await buildPages(out, pages)).toEqual(['a.html', 'docs/b.html']);
  });

  it('notes the group of the files it keeps, when nothing else changed', async () => {
    const out = path.join(await mkdtemp(path.join(os.tmpdir(), 'output-update-')), 'build');
    const pages: Record<string, [string, string]> = { 'a.html': ['A', 'key-a'] };
    const index = (group: string) => [{ path: 'assets/search-index.json', contents: '{"pages":1}', group }];
    await buildPages(out, pages, index('index-key-1'));
    // The same file, made under the key of another index: kept, nothing staged, nothing removed.
    await buildPages(out, pages, index('index-key-2'));
    const next = await openOutputUpdate(out);
    expect(next.ledger.keepGroup('index-key-2')).toEqual(['assets/search-index.json']);
    await next.discard();
  });

  it('tidies what stopped builds left beside the output, and puts back an output left moved aside', async () => {
    const parent = await mkdtemp(path.join(os.tmpdir(), 'output-update-'));
    const out = path.join(parent, 'build');
    await buildPages(out, { 'a.html': ['A', 'key-a'] });
    // No process has this id (Linux's largest is 2^22): its build was stopped.
    const stopped = 4_194_305;
    const leftover = async (name: string, marker = true) => {
      await mkdir(path.join(parent, name));
      await writeFile(path.join(parent, name, 'page.html'), 'half written');
      if (marker) await writeFile(path.join(parent, name, BUILD_MARKER), formatBuildMarker(undefined));
    };
    await leftover(`.build.staging-${stopped}-1-1`);
    await leftover(`.build.previous-${stopped}-1-1`);
    await leftover(`.build.staging-${process.pid}-1-1`);
    await leftover(`.build.staging-${stopped}-2-1`, false);
    await leftover('.other.staging-1-1-1');
    await buildPages(out, { 'a.html': ['A', 'key-a'] });
    expect((await readdir(parent)).sort()).toEqual([`.build.staging-${process.pid}-1-1`, `.build.staging-${stopped}-2-1`, '.other.staging-1-1-1', 'build'].sort());

    // Stopped between moving the output aside and the new one in: the output is gone, and comes back.
    const aside = path.join(parent, `.build.previous-${stopped}-3-1`);
    await rename(out, aside);
    expect(await buildPages(out, { 'a.html': ['A', 'key-a'] })).toEqual(['a.html']);
    expect(await readdir(parent)).not.toContain(path.basename(aside));
  });

  it('leaves a retired output it may not remove beside the output, and builds on', async () => {
    const parent = await mkdtemp(path.join(os.tmpdir(), 'output-update-'));
    const out = path.join(parent, 'build');
    await buildPages(out, { 'a.html': ['A', 'key-a'] });
    // What a build left of the output it replaced, holding a folder another user made (a sudo build's).
    const retired = path.join(parent, '.build.previous-4194305-1-1');
    await mkdir(path.join(retired, 'locked'), { recursive: true });
    await writeFile(path.join(retired, BUILD_MARKER), formatBuildMarker(undefined));
    await writeFile(path.join(retired, 'locked/page.html'), 'old');
    const undo = await makeUnwritable(path.join(retired, 'locked'));
    try {
      expect(await buildPages(out, { 'a.html': ['A', 'key-a'], 'b.html': ['B', 'key-b'] })).toEqual(['a.html']);
      expect((await readdir(out)).sort()).toEqual([BUILD_MARKER, 'a.html', 'b.html'].sort());
    } finally {
      await undo();
    }
    // The same for the output a whole-folder swap retires: the new one is in place, and the build succeeds.
    await buildPages(out, { 'locked/a.html': ['A', 'key-locked'] });
    await makeUnwritable(path.join(out, 'locked'));
    try {
      expect(await buildPages(out, { 'c.html': ['C', 'key-c'] })).toEqual([]);
      expect((await readdir(out)).sort()).toEqual([BUILD_MARKER, 'c.html'].sort());
    } finally {
      // The folder went with the output it was in, beside the new one.
      const aside = (await readdir(parent)).filter((name) => name.startsWith('.build.previous-'));
      for (const name of [...aside, 'build']) await makeWritable(path.join(parent, name, 'locked')).catch(() => undefined);
    }
  });

  it('lets one update at a time write an output folder, and takes over the lock of a build that was stopped', async () => {
    const parent = await mkdtemp(path.join(os.tmpdir(), 'output-update-'));
    const out = path.join(parent, 'build');
    const first = await openOutputUpdate(out);
    await expect(openOutputUpdate(out)).rejects.toBeInstanceOf(OutputBusyError);
    await first.discard();
    const second = await openOutputUpdate(out);
    await second.commit();
    expect(await readdir(parent)).toEqual(['build']);
    // Left by a process that no longer runs (no process has this id): taken over.
    await writeFile(path.join(parent, '.build.lock'), JSON.stringify({ pid: 4_194_305, host: os.hostname(), since: 1 }));
    const third = await openOutputUpdate(out);
    await third.discard();
    expect(await readdir(parent)).toEqual(['build']);
  });

  it('keeps nothing when the last build died while moving files in (its marker has no manifest)', async () => {
    const out = path.join(await mkdtemp(path.join(os.tmpdir(), 'output-update-')), 'build');
    await buildPages(out, { 'a.html': ['A', 'key-a'] });
    // As a build that dies moving files in leaves it: no manifest, the files it found and moved in named.
    await writeFile(path.join(out, BUILD_MARKER), formatBuildMarker(undefined, undefined, ['a.html', 'b.html']));
    expect(await buildPages(out, { 'a.html': ['A', 'key-a'] })).toEqual([]);
    // Written whole again, it is kept by the build after.
    expect(await buildPages(out, { 'a.html': ['A', 'key-a'] })).toEqual(['a.html']);
  });

  it('after a build that died moving files in, refuses to remove a file put in the folder since, and changes nothing', async () => {
    const out = path.join(await mkdtemp(path.join(os.tmpdir(), 'output-update-')), 'build');
    await buildPages(out, { 'a.html': ['A', 'key-a'], 'b.html': ['B', 'key-b'] });
    await writeFile(path.join(out, BUILD_MARKER), formatBuildMarker(undefined, undefined, ['a.html', 'b.html']));
    await writeFile(path.join(out, 'CNAME'), 'docs.example.com\n');
    await mkdir(path.join(out, '.git'));
    await writeFile(path.join(out, '.git/HEAD'), 'ref: refs/heads/gh-pages\n');
    const before = await listed(out);
    await expect(buildPages(out, { 'a.html': ['A2', 'key-a2'] })).rejects.toThrow('holds files that docs build did not write (CNAME, .git/HEAD)');
    expect(await listed(out)).toEqual(before);
    expect(await readFile(path.join(out, 'CNAME'), 'utf8')).toBe('docs.example.com\n');
    // A marker that names no files (an older build's, a damaged one) proves none the build's.
    await writeFile(path.join(out, BUILD_MARKER), formatBuildMarker(undefined));
    await expect(buildPages(out, { 'a.html': ['A2', 'key-a2'] })).rejects.toThrow('holds files that docs build did not write');
    expect(await listed(out)).toEqual(before);
    // Told to, the build removes them.
    await buildPages(out, { 'a.html': ['A2', 'key-a2'] }, [], { force: true });
    expect(await listed(out)).toEqual([BUILD_MARKER, 'a.html']);
  });

  it('reads from a marker which files are the build\'s: its manifest\'s, or those it was moving in, or none', async () => {
    const out = await mkdtemp(path.join(os.tmpdir(), 'output-update-'));
    const owned = async (marker: string) => {
      await writeFile(path.join(out, BUILD_MARKER), marker);
      return [...(readBuildFiles(out) ?? ['unknown'])].sort();
    };
    expect(await owned(formatBuildMarker(new Map([['a.html', { madeFrom: 'k', size: 1, mtimeMs: 1 }]])))).toEqual(['a.html']);
    expect(await owned(formatBuildMarker(undefined, undefined, new Set(['b.html', 'a.html'])))).toEqual(['a.html', 'b.html']);
    expect(await owned(formatBuildMarker(undefined))).toEqual(['unknown']);
    expect(await owned('')).toEqual(['unknown']);
  });

  it('leaves other files in place while their contents are the same, and the search index while its key is', async () => {
    const out = path.join(await mkdtemp(path.join(os.tmpdir(), 'output-update-')), 'build');
    const index = [
      { path: 'search/a.json', contents: '[1]', group: 'index-1' },
      { path: 'search/b.json', contents: '[2]', group: 'index-1' },
    ];
    const update = await openOutputUpdate(out);
    await update.write([{ path: 'sitemap.xml', contents: '<urlset/>' }, ...index]);
    await update.commit();
    const sitemap = await writtenAt(path.join(out, 'sitemap.xml'));

    const next = await openOutputUpdate(out);
    expect(next.ledger.keepGroup('index-2')).toEqual([]);
    expect(next.ledger.keepGroup('index-1').sort()).toEqual(['search/a.json', 'search/b.json']);
    await next.write([{ path: 'sitemap.xml', contents: '<urlset/>' }, { path: 'robots.txt', contents: 'User-agent: *' }]);
    expect((await readdir(next.dir)).sort()).toEqual([BUILD_MARKER, 'robots.txt']);
    await next.commit();
    expect(await writtenAt(path.join(out, 'sitemap.xml'))).toEqual(sitemap);
    expect(await listed(out)).toEqual([BUILD_MARKER, 'robots.txt', 'search', 'search/a.json', 'search/b.json', 'sitemap.xml']);

    // A new index under a new key: its files that are the same stay as they are, and join the new group.
    const third = await openOutputUpdate(out);
    const a = await writtenAt(path.join(out, 'search/a.json'));
    await third.write([
      { path: 'search/a.json', contents: '[1]', group: 'index-3' },
      { path: 'search/c.json', contents: '[3]', group: 'index-3' },
    ]);
    await third.commit();
    expect(await writtenAt(path.join(out, 'search/a.json'))).toEqual(a);
    const fourth = await openOutputUpdate(out);
    expect(fourth.ledger.keepGroup('index-3').sort()).toEqual(['search/a.json', 'search/c.json']);
    await fourth.discard();
  });

  it('changes nothing in the output until it commits, and nothing at all when discarded', async () => {
    const out = path.join(await mkdtemp(path.join(os.tmpdir(), 'output-update-')), 'build');
    await buildPages(out, { 'a.html': ['A', 'key-a'] });
    const before = await listed(out);
    const update = await openOutputUpdate(out);
    await stagePage(update, 'a.html', 'A2', 'key-a2');
    await stagePage(update, 'b.html', 'B', 'key-b');
    expect(await readFile(path.join(out, 'a.html'), 'utf8')).toBe('A');
    await update.discard();
    expect(await listed(out)).toEqual(before);
    expect(await readdir(path.dirname(out))).toEqual(['build']);
  });
});

/** Makes a folder one this user may not write into (for root, which may write anywhere, immutable), and returns the undoing. */
async function makeUnwritable(dir: string): Promise<() => Promise<void>> {
  if (process.getuid?.() === 0) execFileSync('chattr', ['+i', dir]);
  else await chmod(dir, 0o555);
  return () => makeWritable(dir);
}

async function makeWritable(dir: string): Promise<void> {
  if (process.getuid?.() === 0) execFileSync('chattr', ['-i', dir], { stdio: 'ignore' });
  else await chmod(dir, 0o755);
}
