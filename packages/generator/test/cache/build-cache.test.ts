import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OutputFile } from '@docs/shared';
import { build, createBuildCache, loadConfig, noteContentChange, type BuildCache } from '../../src/index.js';

const REPOSITORY = fileURLToPath(new URL('../../../../', import.meta.url));
let site: string;

const write = (file: string, text: string) => writeFile(path.join(site, file), text);
const page = (files: OutputFile[], file: string) => {
  const found = files.find((output) => output.path === file);
  return found && 'contents' in found ? String(found.contents) : undefined;
};

async function rebuild(cache: BuildCache) {
  const { config } = await loadConfig({ cwd: site });
  return build(config!, { cwd: site, cache, searchIndex: false });
}

beforeEach(async () => {
  site = await mkdtemp(path.join(tmpdir(), 'build-cache-'));
  await mkdir(path.join(site, 'content/docs'), { recursive: true });
  await mkdir(path.join(site, 'static'));
  await write('static/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await write('docs.config.ts', `export default { title: 'Cache', url: 'https://cache.example', templates: ${JSON.stringify(path.join(REPOSITORY, 'templates'))}, navbar: { links: [] } };\n`);
  await write('content/index.md', '---\ntitle: Home\n---\n\n[Guide](/docs/guide)\n');
  await write('content/docs/index.md', '---\ntitle: Overview\n---\n\nOverview.\n');
  await write('content/docs/guide.md', '---\ntitle: Guide\n---\n\nFirst text.\n');
  return () => rm(site, { recursive: true, force: true });
});

describe('a build with a cache', () => {
  it('gives the same site as a build without one, and reuses the pages that did not change', async () => {
    const cache = createBuildCache();
    const first = await rebuild(cache);
    const fresh = await build((await loadConfig({ cwd: site })).config!, { cwd: site, searchIndex: false });
    expect(first.files.map((file) => file.path)).toEqual(fresh.files.map((file) => file.path));
    expect(page(first.files, 'docs/guide.html')).toBe(page(fresh.files, 'docs/guide.html'));

    await write('content/docs/guide.md', '---\ntitle: Guide\n---\n\nSecond text.\n');
    const second = await rebuild(cache);
    expect(page(second.files, 'docs/guide.html')).toContain('Second text.');
    // Pages that did not change come out exactly as before.
    expect(page(second.files, 'docs/index.html')).toBe(page(first.files, 'docs/index.html'));
  });

  it('reads only the files a watcher reported, adding and dropping pages', async () => {
    const cache = createBuildCache();
    await rebuild(cache);
    cache.contentChanges = new Set();
    await write('content/docs/added.md', '---\ntitle: Added\n---\n\nNew page.\n');
    noteContentChange(cache, path.join(site, 'content/docs/added.md'));
    expect(page((await rebuild(cache)).files, 'docs/added.html')).toContain('New page.');

    await rm(path.join(site, 'content/docs/added.md'));
    noteContentChange(cache, path.join(site, 'content/docs/added.md'));
    const after = await rebuild(cache);
    expect(page(after.files, 'docs/added.html')).toBeUndefined();
    expect(after.routes.map((route) => route.path)).not.toContain('/docs/added');
  });

  it('re-reads everything when no watcher reports changes', async () => {
    const cache = createBuildCache();
    await rebuild(cache);
    await write('content/docs/guide.md', '---\ntitle: Guide, renamed\n---\n\nText.\n');
    const next = await rebuild(cache);
    expect(next.routes.find((route) => route.path === '/docs/guide')?.title).toBe('Guide, renamed');
    // The sidebar of every page shows the new title.
    expect(page(next.files, 'docs/index.html')).toContain('Guide, renamed');
  });
});
