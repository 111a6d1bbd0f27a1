import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { build, loadConfig } from '@docs/generator';
import { SEARCH_INDEX_PATH } from '@docs/shared/search';
import { createDevServer, type DevBuildReport, type DevServer } from '../src/index.js';
import { createFixtureSite, until } from './support/fixture-site.js';


let site: string;
let server: DevServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
  if (site) await rm(site, { recursive: true, force: true });
});

/** A dev server with a build cache, over a site of 62 pages (enough that a save rendering all of them tidies the cache), once its first build is served. */
async function serveManyPages(name: string, title: string) {
  let write: (file: string, text: string) => Promise<void>;
  ({ site, write } = await createFixtureSite(name, title));
  for (let n = 0; n < 60; n++) await write(`content/docs/page-${n}.md`, `---\ntitle: Page ${n}\n---\n\nPage ${n}.\n`);
  const { config } = await loadConfig({ cwd: site });
  const cacheDir = path.join(site, 'cache');
  const reports: DevBuildReport[] = [];
  server = await createDevServer({ config: config!, cwd: site, port: 0, cacheDir, onBuild: (report) => reports.push(report) });
  await server.watching;
  await until(() => reports.length > 0);
  // The watcher settles for a moment after it is ready.
  await new Promise((resolve) => setTimeout(resolve, 300));
  return { server, cacheDir, reports, write };
}

describe('docs dev with the build cache', () => {
  it('starts from what docs build left in the cache, and leaves it up to date for the next build', async () => {
    let write: (file: string, text: string) => Promise<void>;
    ({ site, write } = await createFixtureSite('cached-site', 'Cached fixture'));
    const { config } = await loadConfig({ cwd: site });
    const cacheDir = path.join(site, 'cache');
    const first = await build(config!, { cwd: site, cacheDir, pages: { kind: 'none' } });
    const rendered = first.cache!.misses;
    expect(rendered).toBeGreaterThan(2);

    const reports: DevBuildReport[] = [];
    server = await createDevServer({ config: config!, cwd: site, port: 0, cacheDir, onBuild: (report) => reports.push(report) });
    await server.watching;
    await until(() => reports.length > 0);
    expect(reports[0]).toMatchObject({ ok: true, reused: rendered });
    // The watcher settles for a moment after it is ready.
    await new Promise((resolve) => setTimeout(resolve, 300));

    await write('content/docs/guide.md', '---\ntitle: Guide\n---\n\nSecond version of the guide.\n');
    await until(() => reports.length > 1);
    expect(await (await fetch(`${server.url}/docs/guide`)).text()).toContain('Second version of the guide.');
    await server.close();
    server = undefined;

    const next = await build(config!, { cwd: site, cacheDir, pages: { kind: 'none' } });
    expect(next.cache).toMatchObject({ hits: rendered, misses: 0 });
  }, 60_000);

  it('swaps a saved stylesheet in place and keeps the cache within two sites\' size, each save rendering every page again', async () => {
    const { cacheDir, reports } = await serveManyPages('tidy-site', 'Tidy fixture');
    const pageEntries = async () => (await readdir(path.join(cacheDir, 'pages'))).filter((name) => name.endsWith('.page')).length;
    const pages = await pageEntries();
    expect(pages).toBeGreaterThan(60);
    // A stylesheet saved: every page links the new one.
    const tokens = path.join(site, 'templates/styles/tokens.css');
    const { readFile, writeFile } = await import('node:fs/promises');
    const original = await readFile(tokens, 'utf8');
    for (let save = 1; save <= 3; save++) {
      await writeFile(tokens, `${original}\n.saved-${save} { color: #${save}${save}${save}; }\n`);
      await until(() => reports.length > save, 60_000);
      expect(reports.at(-1)!.ok).toBe(true);
      // Only the stylesheet's name changed in the pages: open pages swap it, none reloads.
      expect(reports.at(-1)!.change.type).toBe('css');
      // The served build's pages, and the last one's until the next save (compared with them).
      expect(await pageEntries()).toBeLessThanOrEqual(2 * pages);
    }
    await server!.close();
    server = undefined;
    expect(await pageEntries()).toBe(pages);
  }, 120_000);

  it('keeps serving the last good pages when a save that renders every page again fails the build', async () => {
    const { cacheDir, reports, write } = await serveManyPages('failed-save-site', 'Failed save fixture');
    // A navbar link to no page: every page is rendered with it, and the link check fails the build.
    await write('docs.config.ts', `export default { title: 'Failed save fixture', url: 'https://fixture.example', navbar: { links: [{ label: 'Gone', to: '/docs/nowhere' }] } };\n`);
    await until(() => reports.length > 1, 60_000);
    expect(reports[1]!.ok).toBe(false);
    expect(reports[1]!.diagnostics.map((diagnostic) => diagnostic.code)).toContain('BrokenLink');
    for (const page of ['/docs/guide', '/docs/page-7', '/docs/page-59']) {
      const html = await (await fetch(`${server!.url}${page}`)).text();
      expect(html).not.toContain('Another build removed this page');
      expect(html).not.toContain('>Gone<');
    }
    expect(await (await fetch(`${server!.url}/docs/guide`)).text()).toContain('First version of the guide.');
    // Nothing was found gone, so no build runs again until the next save.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(reports).toHaveLength(2);

    // The config saved back builds from the entries kept; those the failed build wrote go once that
    // build is served and done with (at the next save, or when the server closes).
    await write('docs.config.ts', `export default { title: 'Failed save fixture', url: 'https://fixture.example' };\n`);
    await until(() => reports.length > 2, 60_000);
    expect(reports[2]).toMatchObject({ ok: true, reused: reports[2]!.pages });
    await server!.close();
    server = undefined;
    const pageEntries = (await readdir(path.join(cacheDir, 'pages'))).filter((name) => name.endsWith('.page'));
    expect(pageEntries).toHaveLength(reports[2]!.pages);
  }, 120_000);

  it('tells once, in its first build, of a compiled config it found damaged in the cache', async () => {
    ({ site } = await createFixtureSite('damaged-config-site', 'Damaged config fixture'));
    const cacheDir = path.join(site, 'cache');
    const { config } = await loadConfig({ cwd: site, cacheDir });
    await build(config!, { cwd: site, cacheDir, pages: { kind: 'none' } });
    // Kept once the cache is filled: the second load keeps the compiled config.
    await loadConfig({ cwd: site, cacheDir });
    const [entry] = await readdir(path.join(cacheDir, 'config'));
    const file = path.join(cacheDir, 'config', entry!);
    await writeFile(file, (await readFile(file, 'utf8')).replace('Damaged config fixture', 'Damaged config fixturf'));
    const loaded = await loadConfig({ cwd: site, cacheDir });
    expect(loaded.config!.title).toBe('Damaged config fixture');
    expect(loaded.cacheUnreadable).toBe(1);
    const reports: DevBuildReport[] = [];
    server = await createDevServer({ config: loaded.config!, cwd: site, port: 0, cacheDir, cacheUnreadable: loaded.cacheUnreadable!, onBuild: (report) => reports.push(report) });
    await until(() => reports.length > 0);
    expect(reports[0]!.diagnostics.filter((diagnostic) => diagnostic.code === 'CacheUnreadable').map((diagnostic) => diagnostic.message)).toEqual([expect.stringContaining('1 entry of the build cache')]);
    await server.watching;
    await new Promise((resolve) => setTimeout(resolve, 300));
    await writeFile(path.join(site, 'content/docs/guide.md'), '---\ntitle: Guide\n---\n\nSaved.\n');
    await until(() => reports.length > 1);
    expect(reports[1]!.diagnostics.map((diagnostic) => diagnostic.code)).not.toContain('CacheUnreadable');
  }, 60_000);

  it('serves at once from a warm cache, and a search made before the records are read waits for them', async () => {
    ({ site } = await createFixtureSite('deferred-site', 'Deferred fixture'));
    const { config } = await loadConfig({ cwd: site });
    const cacheDir = path.join(site, 'cache');
    await build(config!, { cwd: site, cacheDir, pages: { kind: 'none' } });
    const reports: DevBuildReport[] = [];
    server = await createDevServer({ config: config!, cwd: site, port: 0, cacheDir, onBuild: (report) => reports.push(report) });
    expect(await (await fetch(`${server.url}/docs/guide`)).text()).toContain('First version of the guide.');
    // Asked at once: the index holds every page, not none.
    const entry = (await (await fetch(`${server.url}${SEARCH_INDEX_PATH}`)).json()) as { core: string };
    const core = (await (await fetch(`${server.url}${entry.core}`)).json()) as { sectionCounts: number[] };
    expect(core.sectionCounts.length).toBeGreaterThan(2);
    // Reading the records is no build of the reader's: the terminal shows one.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(reports).toHaveLength(1);
    expect(server.builds()).toBe(1);
  }, 60_000);

  it('serves a save made before the records are read at once, and reports its links once they are read', async () => {
    let write: (file: string, text: string) => Promise<void>;
    ({ site, write } = await createFixtureSite('early-save-site', 'Early save fixture'));
    await write('docs.config.ts', `export default { title: 'Early save fixture', url: 'https://fixture.example', onBrokenLinks: 'warn' };\n`);
    const { config } = await loadConfig({ cwd: site });
    const cacheDir = path.join(site, 'cache');
    await build(config!, { cwd: site, cacheDir, pages: { kind: 'none' } });
    const reports: DevBuildReport[] = [];
    server = await createDevServer({ config: config!, cwd: site, port: 0, cacheDir, onBuild: (report) => reports.push(report) });
    await server.watching;
    await write('content/docs/guide.md', '---\ntitle: Guide\n---\n\nSaved at once, with [a broken link](/docs/nowhere).\n');
    await until(() => reports.length > 1);
    expect(reports[1]).toMatchObject({ ok: true, change: { type: 'reload', paths: ['/docs/guide'] }, diagnostics: [] });
    expect(await (await fetch(`${server.url}/docs/guide`)).text()).toContain('Saved at once');
    // A moment later the records are read and every link is checked: the terminal hears of it once.
    await until(() => reports.some((report) => report.linksChecked));
    const checked = reports.find((report) => report.linksChecked)!;
    expect(checked.diagnostics.filter((diagnostic) => diagnostic.code === 'BrokenLink').map((diagnostic) => diagnostic.location?.file)).toEqual(['content/docs/guide.md']);
    expect(reports.filter((report) => report.linksChecked)).toHaveLength(1);
  }, 60_000);

  it('serves pages from the entries of the build cache instead of holding them, and makes again a page whose entry went', async () => {
    ({ site } = await createFixtureSite('entries-site', 'Entries fixture'));
    const { config } = await loadConfig({ cwd: site });
    const cacheDir = path.join(site, 'cache');
    const reports: DevBuildReport[] = [];
    server = await createDevServer({ config: config!, cwd: site, port: 0, cacheDir, onBuild: (report) => reports.push(report) });
    await until(() => reports.length > 0);
    const guide = async () => (await fetch(`${server!.url}/docs/guide`)).text();
    expect(await guide()).toContain('First version of the guide.');
    expect(await guide()).toContain('/__docs/client.js');

    // Another build tidied the cache away: the page says so, and is made again.
    for (const name of await readdir(path.join(cacheDir, 'pages'))) if (name.endsWith('.page')) await rm(path.join(cacheDir, 'pages', name));
    expect(await guide()).toContain('Another build removed this page from the build cache');
    await until(() => reports.length > 1);
    expect(reports[1]).toMatchObject({ ok: true, change: { type: 'reload', paths: ['*'] } });
    expect(await guide()).toContain('First version of the guide.');
  }, 60_000);
});
