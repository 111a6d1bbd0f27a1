import { cp, mkdir, mkdtemp, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@docs/generator';
import type { SearchIndexEntry, SearchPageShard } from '@docs/shared/search';
import { createDevServer, type DevBuildReport, type DevServer } from '../src/index.js';
import { SETTLE_MS as DEV_SETTLE_MS } from '../src/create-dev-server.js';
import { HOSTILE_PATHS, rawGet } from './support/http.js';
import { listenToEvents } from './support/sse.js';

const REPOSITORY = fileURLToPath(new URL('../../../', import.meta.url));
// Inside the repository, so that the copied templates resolve React and our packages as the real ones do.
const WORK = fileURLToPath(new URL('../.work/', import.meta.url));

let site: string;
let server: DevServer;
let events: Awaited<ReturnType<typeof listenToEvents>>;
const reports: DevBuildReport[] = [];

const write = (file: string, text: string) => writeFile(path.join(site, file), text);
const spec = (summary: string, operationId: unknown = 'listThings') =>
  JSON.stringify({
    openapi: '3.1.0',
    info: { title: 'Fixture API', version: '1' },
    paths: { '/things': { get: { operationId, summary, tags: ['Things'], responses: { '200': { description: 'The things.' } } } } },
  });
const GUIDE = '---\ntitle: Guide\n---\n\n# Guide\n\nFirst version of the guide.\n\n## Install\n\nRun the installer.\n';

async function get(urlPath: string): Promise<{ status: number; text: string }> {
  const response = await fetch(`${server.url}${urlPath}`);
  return { status: response.status, text: await response.text() };
}

beforeAll(async () => {
  await mkdir(WORK, { recursive: true });
  site = await mkdtemp(path.join(WORK, 'site-'));
  await cp(path.join(REPOSITORY, 'templates'), path.join(site, 'templates'), { recursive: true, filter: (source) => !source.includes('node_modules') });
  await mkdir(path.join(site, 'content/docs'), { recursive: true });
  await mkdir(path.join(site, 'static'));
  await write('static/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await write('docs.config.ts', `export default { title: 'Dev fixture', tagline: 'Live', url: 'https://dev.example', spec: 'spec/openapi.json', navbar: { links: [{ label: 'Docs', to: '/docs/' }] } };\n`);
  await mkdir(path.join(site, 'spec'));
  await write('spec/openapi.json', spec('List things'));
  await write('content/index.md', '---\ntitle: Dev fixture\n---\n\nStart with [the guide](/docs/guide).\n');
  await write('content/docs/index.md', '---\ntitle: Overview\n---\n\nThe overview.\n');
  await write('content/docs/guide.md', GUIDE);
  const { config } = await loadConfig({ cwd: site });
  server = await createDevServer({ config: config!, cwd: site, port: 0, onBuild: (report) => reports.push(report) });
  await server.watching;
  events = await listenToEvents(`${server.url}/__docs/events`);
}, 60_000);

afterAll(async () => {
  await events?.close();
  await server?.close();
  await rm(site, { recursive: true, force: true });
});

describe('docs dev', () => {
  it('serves the pages it built in memory, with the live-reload client', async () => {
    const { status, text } = await get('/docs/guide');
    expect(status).toBe(200);
    expect(text).toContain('First version of the guide.');
    expect(text).toContain('<script type="module" src="/__docs/client.js"></script>');
    expect((await get('/__docs/client.js')).text).toContain('EventSource');
  });

  it('serves an edited page as edited, and tells its open pages to reload', async () => {
    const reload = events.next('reload');
    await write('content/docs/guide.md', GUIDE.replace('First version', 'Second version'));
    expect((await reload).data).toEqual({ paths: ['/docs/guide'] });
    expect((await get('/docs/guide')).text).toContain('Second version of the guide.');
  });

  it('builds a second save that comes right after the rebuild of the first', async () => {
    // The watcher says nothing of a file's changes for 50 ms after one: the rebuild must not start before they are written.
    for (const version of ['Third', 'Fourth', 'Fifth']) {
      const reload = events.next('reload');
      await write('content/docs/guide.md', GUIDE.replace('First version', `${version} version`));
      await reload;
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await get('/docs/guide')).text).toContain('Fifth version of the guide.');
  });

  it('adds the route of a new file, and removes it when the file is deleted', async () => {
    let reload = events.next('reload');
    await write('content/docs/new-page.md', '---\ntitle: New page\n---\n\nJust added.\n');
    await reload;
    expect(await get('/docs/new-page')).toMatchObject({ status: 200 });
    expect((await get('/docs/new-page')).text).toContain('Just added.');
    reload = events.next('reload');
    await rm(path.join(site, 'content/docs/new-page.md'));
    expect((await reload).data['paths']).toContain('/docs/new-page');
    expect((await get('/docs/new-page')).status).toBe(404);
  });

  it('builds a save made just after a deletion with the file deleted, never as a mix of the two', async () => {
    let reload = events.next('reload');
    await write('content/docs/short-lived.md', '---\ntitle: Short-lived\n---\n\nHere for a moment.\n');
    await reload;
    const before = reports.length;
    const pages = reports.at(-1)!.pages;
    reload = events.next('reload');
    await rm(path.join(site, 'content/docs/short-lived.md'));
    await new Promise((resolve) => setTimeout(resolve, 30));
    await write('content/docs/index.md', '---\ntitle: Overview\n---\n\nThe overview, saved after the deletion.\n');
    await reload;
    await new Promise((resolve) => setTimeout(resolve, 500));
    // Each build from here on saw the deletion: none served the deleted page beside the later save.
    expect(reports.slice(before).map((report) => [report.ok, report.pages])).toEqual(reports.slice(before).map(() => [true, pages - 1]));
    expect((await get('/docs/short-lived')).status).toBe(404);
    expect((await get('/docs/')).text).toContain('saved after the deletion');
  });

  it('shows a draft to its author, which docs build leaves out', async () => {
    const reload = events.next('reload');
    await write('content/docs/draft.md', '---\ntitle: Not yet\ndraft: true\n---\n\nWork in progress.\n');
    await reload;
    expect((await get('/docs/draft')).text).toContain('Work in progress.');
    await rm(path.join(site, 'content/docs/draft.md'));
  });

  it('serves a page that a symbolic link brings in, and reloads it when the file it leads to is saved', async () => {
    await write('CHANGELOG.md', '---\ntitle: Changelog\n---\n\nVersion 1.\n');
    let reload = events.next('reload');
    await symlink(path.join(site, 'CHANGELOG.md'), path.join(site, 'content/docs/changelog.md'));
    await reload;
    expect((await get('/docs/changelog')).text).toContain('Version 1.');
    // The file outside the content folder is saved, not the link.
    reload = events.next('reload');
    await write('CHANGELOG.md', '---\ntitle: Changelog\n---\n\nVersion 2.\n');
    expect((await reload).data['paths']).toContain('/docs/changelog');
    expect((await get('/docs/changelog')).text).toContain('Version 2.');
  });

  it('shows a broken edit as an error with file and line, keeps serving the last good page, and clears it on fix', async () => {
    const failed = events.next('build-error');
    await write('content/docs/guide.md', GUIDE.replace('Run the installer.', 'See [the setup](/docs/setup).'));
    const [diagnostic] = (await failed).data['diagnostics'] as { code: string; message: string; location: { file: string; line: number } }[];
    expect(diagnostic).toMatchObject({ code: 'BrokenLink', location: { file: 'content/docs/guide.md', line: 11 } });
    expect(reports.at(-1)).toMatchObject({ ok: false });
    expect((await get('/docs/guide')).text).toContain('Run the installer.');
    // A page opened while the build is broken is told at once.
    const late = await listenToEvents(`${server.url}/__docs/events`);
    expect((await late.next('build-error', 2000)).data['diagnostics']).toHaveLength(1);
    await late.close();

    const fixed = events.next('build-ok');
    await write('content/docs/guide.md', GUIDE.replace('Run the installer.', 'Run the fixed installer.'));
    await fixed;
    expect((await get('/docs/guide')).text).toContain('Run the fixed installer.');
  });

  it('reports invalid front matter at its line', async () => {
    const failed = events.next('build-error');
    await write('content/docs/guide.md', '---\ntitle: [unclosed\n---\n\nBody.\n');
    const [diagnostic] = (await failed).data['diagnostics'] as { code: string; location: { file: string; line?: number } }[];
    expect(diagnostic!.code).toBe('InvalidFrontMatter');
    expect(diagnostic!.location.file).toBe('content/docs/guide.md');
    expect(diagnostic!.location.line).toBeGreaterThanOrEqual(2);
    const fixed = events.next('build-ok');
    await write('content/docs/guide.md', GUIDE);
    await fixed;
  });

  it('survives a template that fails to compile, and picks up the fixed template', async () => {
    const footer = path.join(site, 'templates/components/Footer.tsx');
    const original = await readFile(footer, 'utf8');
    const failed = events.next('build-error');
    await writeFile(footer, `${original}\nexport const Broken = (;\n`);
    const [diagnostic] = (await failed).data['diagnostics'] as { code: string; location: { file: string; line: number } }[];
    expect(diagnostic).toMatchObject({ code: 'TemplateCompileFailed', location: { file: 'templates/components/Footer.tsx' } });
    expect((await get('/docs/')).status).toBe(200);
    const fixed = events.next('build-ok');
    await writeFile(footer, original.replace('<div className="footer-inner">', '<div className="footer-inner"><p>Edited footer</p>'));
    await fixed;
    expect((await get('/docs/')).text).toContain('<p>Edited footer</p>');
  });

  it('renders the API pages again when the description changes, and reports an invalid one by JSON pointer', async () => {
    const reload = events.next('reload');
    await write('spec/openapi.json', spec('List every thing'));
    expect((await reload).data['paths']).toContain('/docs/api/things/list-things');
    expect((await get('/docs/api/things/list-things')).text).toContain('List every thing');

    const failed = events.next('build-error');
    await write('spec/openapi.json', spec('List every thing', 42));
    const [diagnostic] = (await failed).data['diagnostics'] as { code: string; location: { file: string; pointer?: string } }[];
    expect(diagnostic).toMatchObject({ code: 'InvalidSpec', location: { file: 'spec/openapi.json' } });
    expect(diagnostic!.location.pointer).toContain('/paths/~1things/get');
    expect((await get('/docs/api/things/list-things')).text).toContain('List every thing');

    const fixed = events.next('build-ok');
    await write('spec/openapi.json', spec('List things again'));
    await fixed;
    expect((await get('/docs/api/things/list-things')).text).toContain('List things again');
  });

  it('swaps a changed stylesheet without reloading any page', async () => {
    const tokens = path.join(site, 'templates/styles/tokens.css');
    // A save of the test before may still be building on a busy machine: only this save's events count.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const from = events.events.length;
    const css = events.next('css');
    await writeFile(tokens, `${await readFile(tokens, 'utf8')}\n:root { --dev-test: 1px; }\n`);
    const swap = (await css).data as { from: string; to: string };
    expect(swap.from).toMatch(/^\/assets\/site\.\w+\.css$/);
    expect(swap.to).not.toBe(swap.from);
    expect((await get(swap.to)).text).toContain('--dev-test');
    expect(events.events.slice(from).map((event) => event.type)).toEqual(['build-ok', 'css']);
  });

  it('coalesces a burst of 50 writes within 100 ms into one rebuild', async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    const before = server.builds();
    const done = events.next('reload');
    // A machine too busy to keep the writes close (a pause longer than the settle time) has made
    // several bursts, each of which may rebuild once: the pauses are counted, not assumed away.
    let pauses = 0;
    let last = performance.now();
    for (let i = 0; i < 50; i++) {
      await write(`content/docs/burst-${i % 5}.md`, `---\ntitle: Burst ${i % 5}\n---\n\nWrite ${i}.\n`);
      await new Promise((resolve) => setTimeout(resolve, 2));
      const now = performance.now();
      if (now - last >= DEV_SETTLE_MS) pauses++;
      last = now;
    }
    await done;
    await new Promise((resolve) => setTimeout(resolve, 500));
    const rebuilds = server.builds() - before;
    expect(rebuilds).toBeGreaterThanOrEqual(1);
    expect(rebuilds).toBeLessThanOrEqual(1 + pauses);
    expect((await get('/docs/burst-4')).text).toContain('Write 49.');
  });

  it('builds the search index when it is first asked for', async () => {
    const entry = JSON.parse((await get('/search-index.json')).text) as SearchIndexEntry;
    const shards = await Promise.all(entry.pages.map(async ([, url]) => JSON.parse((await get(url)).text) as SearchPageShard));
    expect(shards.flatMap((shard) => shard.pages.map(([, url]) => url))).toContain('/docs/guide');
  });

  it.each(HOSTILE_PATHS)('refuses a path that leaves the site: %s', async (hostile) => {
    const response = await rawGet(server.url, hostile);
    expect([400, 404]).toContain(response.status);
  });

  it('loads a changed config again, and reports a broken one at its line while serving the last good site', async () => {
    const config = await readFile(path.join(site, 'docs.config.ts'), 'utf8');
    const renamed = events.next('reload');
    await write('docs.config.ts', config.replace("title: 'Dev fixture'", "title: 'Renamed fixture'"));
    await renamed;
    expect((await get('/docs/guide')).text).toContain('Renamed fixture');

    const failed = events.next('build-error');
    await write('docs.config.ts', "export default { title: 'Broken fixture',\n");
    const [diagnostic] = (await failed).data['diagnostics'] as { code: string; location: { file: string; line?: number } }[];
    expect(diagnostic).toMatchObject({ code: 'ConfigLoadFailed', location: { file: 'docs.config.ts', line: 2 } });
    expect((await get('/docs/guide')).text).toContain('Renamed fixture');

    const fixed = events.next('build-ok');
    await write('docs.config.ts', config);
    await fixed;
    expect((await get('/docs/guide')).text).toContain('Dev fixture');
  });

  it('goes on watching a config saved by renaming the old one away, and loads it again when a file it imports changes', async () => {
    const config = await readFile(path.join(site, 'docs.config.ts'), 'utf8');
    const file = path.join(site, 'docs.config.ts');
    // As a checkout, or an editor that keeps a backup, replaces it: the old file renamed away, a new one written.
    let built = events.next('build-ok');
    await rename(file, `${file}~`);
    await write('docs.config.ts', config.replace("title: 'Dev fixture'", "title: 'Replaced fixture'"));
    await rm(`${file}~`);
    await built;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await get('/docs/guide')).text).toContain('Replaced fixture');
    await write('site-title.ts', "export const title = 'Imported title';\n");
    built = events.next('build-ok');
    await write('docs.config.ts', `import { title } from './site-title';\n${config.replace("title: 'Dev fixture'", 'title')}`);
    await built;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await get('/docs/guide')).text).toContain('Imported title');
    built = events.next('build-ok');
    await write('site-title.ts', "export const title = 'Imported title, edited';\n");
    await built;
    expect((await get('/docs/guide')).text).toContain('Imported title, edited');
    built = events.next('build-ok');
    await write('docs.config.ts', config);
    await built;
    expect((await get('/docs/guide')).text).toContain('Dev fixture');
  });

  it('reloads every open page when a static file or the 404 page changes, and serves a static folder made again', async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    let reload = events.next('reload');
    await write('static/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>');
    expect((await reload).data).toEqual({ paths: ['*'] });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const layout = path.join(site, 'templates/layouts/NotFoundLayout.tsx');
    const original = await readFile(layout, 'utf8');
    expect(original).toContain('Page Not Found');
    reload = events.next('reload');
    await writeFile(layout, original.replace('Page Not Found', 'Nothing here'));
    expect((await reload).data).toEqual({ paths: ['*'] });
    expect((await get('/no/such/page')).text).toContain('Nothing here');
    await new Promise((resolve) => setTimeout(resolve, 300));
    reload = events.next('reload');
    await writeFile(layout, original);
    await reload;
    // The static folder removed and made again, as a checkout of another branch may.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const favicon = await readFile(path.join(site, 'static/favicon.svg'), 'utf8');
    reload = events.next('reload');
    await rm(path.join(site, 'static'), { recursive: true });
    await reload;
    await new Promise((resolve) => setTimeout(resolve, 300));
    reload = events.next('reload');
    await mkdir(path.join(site, 'static'));
    await write('static/favicon.svg', favicon);
    await write('static/robots-note.txt', 'made again');
    await reload;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await get('/robots-note.txt')).text).toBe('made again');
  });

  it('follows a file the description refers to outside its folder', async () => {
    await mkdir(path.join(site, 'shared'), { recursive: true });
    const pathItem = (summary: string) => JSON.stringify({ get: { operationId: 'listThings', summary, tags: ['Things'], responses: { '200': { description: 'The things.' } } } });
    await write('shared/things.json', pathItem('List shared things'));
    let reload = events.next('reload');
    await write('spec/openapi.json', JSON.stringify({ openapi: '3.1.0', info: { title: 'Fixture API', version: '1' }, paths: { '/things': { $ref: '../shared/things.json' } } }));
    await reload;
    expect((await get('/docs/api/things/list-things')).text).toContain('List shared things');
    // Now watched, since the description was joined from it; its change makes the description read again.
    await new Promise((resolve) => setTimeout(resolve, 300));
    reload = events.next('reload');
    await write('shared/things.json', pathItem('List the shared things, edited'));
    expect((await reload).data['paths']).toContain('/docs/api/things/list-things');
    expect((await get('/docs/api/things/list-things')).text).toContain('List the shared things, edited');
    const restored = events.next('reload');
    await write('spec/openapi.json', spec('List things'));
    await restored;
  });

  it('watches the templates where a changed config moves them', async () => {
    await cp(path.join(site, 'templates'), path.join(site, 'theme-b'), { recursive: true });
    const config = await readFile(path.join(site, 'docs.config.ts'), 'utf8');
    let built = events.next('build-ok');
    await write('docs.config.ts', config.replace("url: 'https://dev.example',", "url: 'https://dev.example', templates: 'theme-b',"));
    await built;
    await new Promise((resolve) => setTimeout(resolve, 300));
    const footer = path.join(site, 'theme-b/components/Footer.tsx');
    const reload = events.next('reload');
    await writeFile(footer, (await readFile(footer, 'utf8')).replace('</footer>', '<p>Footer of theme B</p></footer>'));
    await reload;
    expect((await get('/docs/guide')).text).toContain('Footer of theme B');
    built = events.next('build-ok');
    await write('docs.config.ts', config);
    await built;
    expect((await get('/docs/guide')).text).not.toContain('Footer of theme B');
  });

  it('answers an unknown path with the 404 page and status 404', async () => {
    const { status, text } = await get('/no/such/page');
    expect(status).toBe(404);
    expect(text).toContain('Page not found');
  });
});
