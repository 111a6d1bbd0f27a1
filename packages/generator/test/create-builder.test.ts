import { writeFileSync } from 'node:fs';
import { cp, mkdtemp, mkdir, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OutputFile } from '@docs/shared';
import { build, createBuilder, loadConfig, readPageHtml, type BuildResult } from '../src/index.js';
import { createBuildCache } from '../src/build-cache.js';
import { parseChecked } from '../src/cache/checked-json.js';
// Page workers run the bundle the package ships (a worker cannot load this TypeScript); the tests run after it is built.
const SHIPPED = new URL('../dist/bundle/index.js', import.meta.url).href;

const REPOSITORY = fileURLToPath(new URL('../../../', import.meta.url));
let site: string;

const at = (file: string) => path.join(site, file);
const write = (file: string, text: string) => writeFile(at(file), text);
const page = (files: OutputFile[], file: string) => {
  const found = files.find((output) => output.path === file);
  return found && 'contents' in found ? String(found.contents) : undefined;
};
const config = async () => (await loadConfig({ cwd: site })).config!;
const openBuilder = async (options: { workers?: number } = {}) => createBuilder(await config(), { cwd: site, searchIndex: false, ...options });
const freshBuild = async () => build(await config(), { cwd: site, searchIndex: false, workers: 0 });

/** Every file of a build, as the same comparable list whichever way it was built. */
const contentsOf = (result: BuildResult) => result.files.map((file) => [file.path, 'contents' in file ? String(file.contents) : 'sourcePath' in file ? file.sourcePath : file.cachedPage]);

beforeEach(async () => {
  site = await mkdtemp(path.join(tmpdir(), 'builder-'));
  await mkdir(at('content/docs'), { recursive: true });
  await mkdir(at('static'));
  await write('static/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await write('docs.config.ts', `export default { title: 'Cache', url: 'https://cache.example', templates: ${JSON.stringify(path.join(REPOSITORY, 'templates'))}, navbar: { links: [] } };\n`);
  await write('content/index.md', '---\ntitle: Home\n---\n\n[Guide](/docs/guide)\n');
  await write('content/docs/index.md', '---\ntitle: Overview\n---\n\nOverview.\n');
  await write('content/docs/guide.md', '---\ntitle: Guide\n---\n\nFirst text.\n');
  return () => rm(site, { recursive: true, force: true });
});

async function addPages(count: number): Promise<void> {
  for (let n = 0; n < count; n++) await write(`content/docs/page-${n}.md`, `---\ntitle: Page ${n}\n---\n\n# Page ${n}\n\nSome *text* with a [link](/docs/guide) and \`code\`.\n`);
}

describe('a builder', () => {
  it('builds what a fresh build builds, and after a change redoes it with the rest unchanged', async () => {
    const builder = await openBuilder();
    const first = await builder.rebuild();
    expect(contentsOf(first)).toEqual(contentsOf(await freshBuild()));

    await write('content/docs/guide.md', '---\ntitle: Guide\n---\n\nSecond text.\n');
    const second = await builder.rebuild([at('content/docs/guide.md')]);
    expect(page(second.files, 'docs/guide.html')).toContain('Second text.');
    expect(page(second.files, 'docs/index.html')).toBe(page(first.files, 'docs/index.html'));
    expect(contentsOf(second)).toEqual(contentsOf(await freshBuild()));
  });

  it('rebuilds a frozen docs version\'s page where it is served, and the whole site when the versions file changes', async () => {
    await mkdir(at('content/versions/v1'), { recursive: true });
    await write('content/versions/v1/guide.md', '---\ntitle: Guide\n---\n\nOld text.\n');
    await write('content/versions/versions.json', JSON.stringify([{ name: 'v2', status: 'current' }, { name: 'v1', status: 'maintained' }]));
    const builder = await openBuilder();
    const first = await builder.rebuild();
    expect(page(first.files, 'docs/v1/guide.html')).toContain('Old text.');
    await write('content/versions/v1/guide.md', '---\ntitle: Guide\n---\n\nOld text, corrected.\n');
    const second = await builder.rebuild([at('content/versions/v1/guide.md')]);
    expect(page(second.files, 'docs/v1/guide.html')).toContain('Old text, corrected.');
    expect(contentsOf(second)).toEqual(contentsOf(await freshBuild()));
    // Marked unmaintained: every page of v1 gets its banner.
    await write('content/versions/versions.json', JSON.stringify([{ name: 'v2', status: 'current' }, { name: 'v1', status: 'unmaintained' }]));
    const third = await builder.rebuild([at('content/versions/versions.json')]);
    expect(page(third.files, 'docs/v1/guide.html')).toContain('no longer actively maintained');
    expect(contentsOf(third)).toEqual(contentsOf(await freshBuild()));
  });

  it('rebuilds a saved page of a site whose API description is at its root, beside the content folder', async () => {
    const operation = { get: { operationId: 'getThing', summary: 'Get a thing', responses: { '200': { description: 'The thing.' } } } };
    await write('openapi.json', JSON.stringify({ openapi: '3.1.0', info: { title: 'Root API', version: '1.0.0' }, paths: { '/things': operation } }));
    await write('docs.config.ts', `export default { title: 'Cache', url: 'https://cache.example', spec: 'openapi.json', templates: ${JSON.stringify(path.join(REPOSITORY, 'templates'))}, navbar: { links: [] } };\n`);
    const builder = await openBuilder();
    await builder.rebuild();
    await write('content/docs/guide.md', '---\ntitle: Guide\n---\n\nSecond text.\n');
    const saved = await builder.rebuild([at('content/docs/guide.md')]);
    expect(page(saved.files, 'docs/guide.html')).toContain('Second text.');
    expect(contentsOf(saved)).toEqual(contentsOf(await freshBuild()));
    // The description itself is still the description.
    await write('openapi.json', JSON.stringify({ openapi: '3.1.0', info: { title: 'Root API', version: '1.0.0' }, paths: { '/things': { get: { ...operation.get, summary: 'Get one thing' } } } }));
    const described = await builder.rebuild([at('openapi.json')]);
    expect(page(described.files, 'docs/api/default/get-thing.html')).toContain('Get one thing');
    expect(contentsOf(described)).toEqual(contentsOf(await freshBuild()));
  });

  it('remembers the pages of its last build only, however often a page moves', async () => {
    const cache = createBuildCache();
    const rebuild = async (changed?: string) => {
      if (changed) cache.contentChanges?.add(at(changed));
      const result = await build(await config(), { cwd: site, searchIndex: false, workers: 0, cache, tidyCache: false, pages: { kind: 'memory' } });
      cache.contentChanges ??= new Set();
      return result;
    };
    const first = await rebuild();
    for (let save = 1; save <= 5; save++) {
      await write('content/docs/guide.md', `---\ntitle: Guide\nslug: /docs/guide-${save}\n---\n\nMoved ${save} times.\n`);
      const moved = await rebuild('content/docs/guide.md');
      expect(page(moved.files, `docs/guide-${save}.html`)).toContain(`Moved ${save} times.`);
      expect(cache.pages.size).toBe(first.routes.length);
    }
    await rm(at('content/docs/guide.md'));
    const removed = await rebuild('content/docs/guide.md');
    expect(cache.pages.size).toBe(removed.routes.length);
    expect(cache.model.entries.size).toBe(2);
  });

  it('takes the paths of a changed config, but for those given on the command line', async () => {
    const describe = (file: string, summary: string) => write(file, JSON.stringify({ openapi: '3.1.0', info: { title: 'API', version: '1.0.0' }, paths: { '/things': { get: { operationId: 'getThing', summary, responses: { '200': { description: 'The thing.' } } } } } }));
    await describe('first.json', 'From the first description');
    await describe('second.json', 'From the second description');
    const configWith = (spec: string) => write('docs.config.ts', `export default { title: 'Cache', url: 'https://cache.example', spec: '${spec}', templates: ${JSON.stringify(path.join(REPOSITORY, 'templates'))}, navbar: { links: [] } };\n`);
    const operationPage = (result: BuildResult) => page(result.files, 'docs/api/default/get-thing.html');
    await configWith('first.json');
    const builder = await openBuilder();
    expect(operationPage(await builder.rebuild())).toContain('From the first description');
    await configWith('second.json');
    const moved = await builder.rebuild([at('docs.config.ts')]);
    expect(operationPage(moved)).toContain('From the second description');
    expect(contentsOf(moved)).toEqual(contentsOf(await freshBuild()));

    // `--spec first.json`: the flag stands over the config, loaded again or not.
    const flagged = createBuilder({ ...(await config()), spec: at('first.json') }, { cwd: site, searchIndex: false, flags: { spec: at('first.json') } });
    expect(operationPage(await flagged.rebuild())).toContain('From the first description');
    await configWith('second.json');
    expect(operationPage(await flagged.rebuild([at('docs.config.ts')]))).toContain('From the first description');
  });

  it('reads the description again when a file it refers to outside its folder changes', async () => {
    await mkdir(at('spec'));
    await mkdir(at('shared'));
    const pathItem = (summary: string) => write('shared/things.json', JSON.stringify({ get: { operationId: 'getThing', summary, responses: { '200': { description: 'The thing.' } } } }));
    await pathItem('From the shared file');
    await write('spec/openapi.json', JSON.stringify({ openapi: '3.1.0', info: { title: 'API', version: '1.0.0' }, paths: { '/things': { $ref: '../shared/things.json' } } }));
    await write('docs.config.ts', `export default { title: 'Cache', url: 'https://cache.example', spec: 'spec/openapi.json', templates: ${JSON.stringify(path.join(REPOSITORY, 'templates'))}, navbar: { links: [] } };\n`);
    const builder = await openBuilder();
    const first = await builder.rebuild();
    expect(first.specFiles?.sort()).toEqual([at('shared/things.json'), at('spec/openapi.json')]);
    await pathItem('From the shared file, edited');
    const edited = await builder.rebuild([at('shared/things.json')]);
    expect(page(edited.files, 'docs/api/default/get-thing.html')).toContain('From the shared file, edited');
    expect(contentsOf(edited)).toEqual(contentsOf(await freshBuild()));
  });

  it('adds and drops the pages whose files it is told appeared or went', async () => {
    const builder = await openBuilder();
    await builder.rebuild();
    await write('content/docs/added.md', '---\ntitle: Added\n---\n\nNew page.\n');
    expect(page((await builder.rebuild([at('content/docs/added.md')])).files, 'docs/added.html')).toContain('New page.');

    await rm(at('content/docs/added.md'));
    const after = await builder.rebuild([at('content/docs/added.md')]);
    expect(page(after.files, 'docs/added.html')).toBeUndefined();
    expect(after.routes.map((route) => route.path)).not.toContain('/docs/added');
  });

  it('after each kind of save, builds exactly what a fresh build builds, problems included', async () => {
    // A save below the front matter shares the last build's routes and link targets; the others must not.
    await addPages(3);
    const builder = await openBuilder();
    await builder.rebuild();
    const saves: [string, string][] = [
      ['content/docs/guide.md', '---\ntitle: Guide\n---\n\nOnly the text changed.\n'],
      ['content/docs/page-1.md', '---\ntitle: Page one renamed\n---\n\n# Page one\n\nThe sidebar of every page shows the new label.\n'],
      ['content/docs/page-2.md', '---\ntitle: Page 2\n---\n\nA [broken link](/docs/nowhere) and [one to an anchor](/docs/guide#missing).\n'],
      ['content/docs/guide.md', '---\ntitle: Guide\nsidebar_position: 1\n---\n\n## Install\n\nNow first in the sidebar, with a heading to link to.\n'],
      ['content/docs/page-2.md', '---\ntitle: Page 2\n---\n\nThe [anchor](/docs/guide#install) is there now.\n'],
    ];
    for (const [file, text] of saves) {
      await write(file, text);
      const rebuilt = await builder.rebuild([at(file)]);
      const fresh = await freshBuild();
      expect(contentsOf(rebuilt)).toEqual(contentsOf(fresh));
      expect(rebuilt.diagnostics).toEqual(fresh.diagnostics);
    }
    // The last save's anchor exists since the save before: nothing is broken but the link to nowhere, now gone.
    expect((await builder.rebuild()).diagnostics.filter((diagnostic) => diagnostic.code.startsWith('Broken'))).toEqual([]);
  });

  it('reports two sources of one output file after every save while they last, as a fresh build does', async () => {
    const builder = await openBuilder();
    await builder.rebuild();
    const clashes = (result: BuildResult) => result.diagnostics.filter((diagnostic) => diagnostic.code === 'DuplicateOutputFile').map((diagnostic) => diagnostic.message);
    const saves: [string, string | undefined][] = [
      ['static/docs/guide.html', '<p>an old export</p>'],
      // The routes and the other files stay as they were: the clash stands.
      ['content/docs/index.md', '---\ntitle: Overview\n---\n\nOnly the text changed.\n'],
      ['static/docs/guide.html', undefined],
      ['static/docs/later.html', '<p>a page exported before it was written</p>'],
      // The routes change: a page comes at the static file's path.
      ['content/docs/later.md', '---\ntitle: Later\n---\n\nWritten at last.\n'],
      ['content/docs/index.md', '---\ntitle: Overview\n---\n\nThe text changed again.\n'],
    ];
    const found: number[] = [];
    for (const [file, text] of saves) {
      if (text === undefined) await rm(at(file));
      else {
        await mkdir(path.dirname(at(file)), { recursive: true });
        await write(file, text);
      }
      const rebuilt = await builder.rebuild([at(file)]);
      expect(clashes(rebuilt)).toEqual(clashes(await freshBuild()));
      found.push(clashes(rebuilt).length);
    }
    expect(found).toEqual([1, 1, 0, 0, 1, 1]);
  });

  it('builds Markdown that symbolic links lead to, as a fresh build does, and says where a link leads nowhere', async () => {
    // A repository's changelog linked into the docs, and a package's docs folder linked in whole.
    await write('CHANGELOG.md', '---\ntitle: Changelog\n---\n\nVersion 1.\n');
    await mkdir(at('packages/sdk/docs'), { recursive: true });
    await write('packages/sdk/docs/install.md', '---\ntitle: Install the SDK\n---\n\nRun the installer.\n');
    await symlink(at('CHANGELOG.md'), at('content/docs/changelog.md'));
    await symlink(at('packages/sdk/docs'), at('content/docs/sdk'));
    await symlink(at('content/docs/removed.md'), at('content/docs/old.md'));
    const builder = await openBuilder();
    const first = await builder.rebuild();
    expect(page(first.files, 'docs/changelog.html')).toContain('Version 1.');
    expect(page(first.files, 'docs/sdk/install.html')).toContain('Run the installer.');
    expect(first.diagnostics.filter((diagnostic) => diagnostic.code === 'BrokenSymlink').map((diagnostic) => diagnostic.location?.file)).toEqual([path.join('content', 'docs', 'old.md')]);
    expect(contentsOf(first)).toEqual(contentsOf(await freshBuild()));
    // The watcher names a change by the link's path.
    await write('CHANGELOG.md', '---\ntitle: Changelog\n---\n\nVersion 2.\n');
    const second = await builder.rebuild([at('content/docs/changelog.md')]);
    expect(page(second.files, 'docs/changelog.html')).toContain('Version 2.');
    expect(contentsOf(second)).toEqual(contentsOf(await freshBuild()));
  });

  it('builds what a fresh build builds after a save below a link that loops, however the watcher names the file', async () => {
    await symlink('..', at('content/docs/up'));
    const builder = await openBuilder();
    await builder.rebuild();
    await write('content/docs/guide.md', '---\ntitle: Guide\n---\n\nSaved.\n');
    // A watcher that follows links reports the file once for each path to it, round the loop.
    const saved = await builder.rebuild([at('content/docs/guide.md'), at('content/docs/up/docs/guide.md'), at('content/docs/up/docs/up/docs/guide.md')]);
    expect(saved.routes.map((route) => route.path)).toEqual((await freshBuild()).routes.map((route) => route.path));
    expect(contentsOf(saved)).toEqual(contentsOf(await freshBuild()));
  });

  it('checks the links of a save again, rather than showing the last findings, while those failed the build', async () => {
    await write('docs.config.ts', `export default { title: 'Cache', url: 'https://cache.example', onBrokenLinks: 'throw', templates: ${JSON.stringify(path.join(REPOSITORY, 'templates'))}, navbar: { links: [] } };\n`);
    const cacheDir = at('node_modules/.cache/docs');
    const brokenLinks = (result: BuildResult) => result.diagnostics.filter((diagnostic) => diagnostic.severity === 'error').map((diagnostic) => diagnostic.location?.file);
    const good = '---\ntitle: Guide\n---\n\nFine.\n';
    const bad = '---\ntitle: Guide\n---\n\n[A link](/docs/nowhere).\n';
    // An earlier session started on the good text and ended on the bad one, whose findings it kept.
    const earlier = createBuilder(await config(), { cwd: site, searchIndex: false, cacheDir });
    await earlier.rebuild();
    await write('content/docs/guide.md', bad);
    expect(brokenLinks(await earlier.rebuild([at('content/docs/guide.md')]))).toEqual(['content/docs/guide.md']);
    earlier.close();
    // This one starts on the bad text, and the link is mended.
    const builder = createBuilder(await config(), { cwd: site, searchIndex: false, cacheDir });
    expect(brokenLinks(await builder.rebuild())).toEqual(['content/docs/guide.md']);
    await write('content/docs/guide.md', good);
    expect(brokenLinks(await builder.rebuild([at('content/docs/guide.md')]))).toEqual([]);
  });

  it('checks links again when the page they link to goes and comes back, or when a link changes', async () => {
    // With a disk cache, whose link-check findings are reused while the pages' links, ids and files are the same.
    const builder = createBuilder(await config(), { cwd: site, searchIndex: false, cacheDir: at('node_modules/.cache/docs') });
    const brokenLinks = (result: BuildResult) => result.diagnostics.filter((diagnostic) => diagnostic.code === 'BrokenLink').map((diagnostic) => diagnostic.location?.file);
    expect(brokenLinks(await builder.rebuild())).toEqual([]);
    const guide = await readFile(at('content/docs/guide.md'), 'utf8');
    await rm(at('content/docs/guide.md'));
    // The home page did not change, and still links to the guide.
    expect(brokenLinks(await builder.rebuild([at('content/docs/guide.md')]))).toEqual(['content/index.md']);
    await write('content/docs/guide.md', guide);
    expect(brokenLinks(await builder.rebuild([at('content/docs/guide.md')]))).toEqual([]);
    // The same pages and files, one link changed.
    await write('content/index.md', '---\ntitle: Home\n---\n\n[Guide](/docs/guide-that-is-not-there)\n');
    expect(brokenLinks(await builder.rebuild([at('content/index.md')]))).toEqual(['content/index.md']);
  });

  it('leaves in the disk cache the front matter of every page after a rebuild that read one file', async () => {
    const cacheDir = at('node_modules/.cache/docs');
    const builder = createBuilder(await config(), { cwd: site, searchIndex: false, cacheDir });
    const keptHeads = async () => Object.keys((parseChecked(await readFile(path.join(cacheDir, 'page-heads.json'), 'utf8')) as { values: object }).values).length;
    await builder.rebuild();
    expect(await keptHeads()).toBe(3);
    await write('content/docs/guide.md', '---\ntitle: Guide\n---\n\nSecond text.\n');
    await builder.rebuild([at('content/docs/guide.md')]);
    // The next `docs build` then parses no front matter it parsed before.
    expect(await keptHeads()).toBe(3);
  });

  it('serves its first build and early saves from the disk cache before reading the records, and reads the records when asked', async () => {
    // Broken links are warnings here: findings that fail the build are never shown again unchecked.
    await write('docs.config.ts', `export default { title: 'Cache', url: 'https://cache.example', onBrokenLinks: 'warn', templates: ${JSON.stringify(path.join(REPOSITORY, 'templates'))}, navbar: { links: [] } };\n`);
    const cacheDir = at('node_modules/.cache/docs');
    await write('content/docs/guide.md', '---\ntitle: Guide\n---\n\nFirst text, [a link](/docs/nowhere).\n');
    await build(await config(), { cwd: site, cacheDir, pages: { kind: 'none' } });
    const builder = createBuilder(await config(), { cwd: site, searchIndex: false, cacheDir });
    const brokenLinks = (result: BuildResult) => result.diagnostics.filter((diagnostic) => diagnostic.code === 'BrokenLink').map((diagnostic) => diagnostic.location?.file);
    const first = await builder.rebuild();
    expect(first.recordsDeferred).toBe(true);
    expect(first.searchRecords).toBeUndefined();
    // Every page is there to serve, from its entry.
    const guide = first.files.find((file) => file.path === 'docs/guide.html');
    expect(guide && 'cachedPage' in guide && readPageHtml(guide.cachedPage)?.toString('utf8')).toContain('First text, ');
    expect(brokenLinks(first)).toEqual(['content/docs/guide.md']);

    // A save before the records are read is served at once, with the last findings until they are read.
    await write('content/index.md', '---\ntitle: Home\n---\n\nNew home, [broken](/docs/gone).\n');
    const early = await builder.rebuild([at('content/index.md')]);
    const home = early.files.find((file) => file.path === 'index.html');
    expect(home && 'cachedPage' in home && readPageHtml(home.cachedPage)?.toString('utf8')).toContain('New home');
    expect(early).toMatchObject({ recordsDeferred: true, checkDeferred: true });
    expect(brokenLinks(early)).toEqual(['content/docs/guide.md']);

    const read = await builder.rebuild([], undefined, { readRecords: true });
    expect(read.recordsDeferred).toBeUndefined();
    expect(read.checkDeferred).toBeUndefined();
    expect(read.searchRecords!()[0]!.records.pages.map(([title]) => title).sort()).toEqual(['Guide', 'Home', 'Overview']);
    expect(read.diagnostics).toEqual((await build(await config(), { cwd: site, searchIndex: false, pages: { kind: 'none' } })).diagnostics);
    // A change after that checks the changed page's links, and keeps the unchanged pages' problems.
    await write('content/index.md', '---\ntitle: Home\n---\n\n[Guide](/docs/guide-that-is-not-there)\n');
    const third = await builder.rebuild([at('content/index.md')]);
    expect(brokenLinks(third).sort()).toEqual(['content/docs/guide.md', 'content/index.md']);
    expect(third.diagnostics).toEqual((await build(await config(), { cwd: site, searchIndex: false, pages: { kind: 'none' } })).diagnostics);
  });

  it('writes the link-check findings of its rebuilds to the disk cache once, when it closes', async () => {
    const cacheDir = at('node_modules/.cache/docs');
    const builder = createBuilder(await config(), { cwd: site, searchIndex: false, cacheDir });
    await builder.rebuild();
    const artifacts = async () => (await readdir(path.join(cacheDir, 'artifacts'))).length;
    const before = await artifacts();
    for (const text of ['Second', 'Third', 'Fourth']) {
      await write('content/docs/guide.md', `---\ntitle: Guide\n---\n\n${text} text.\n`);
      await builder.rebuild([at('content/docs/guide.md')]);
    }
    // Saves add nothing the cache would keep until the next build tidies it.
    expect(await artifacts()).toBe(before);
    builder.close();
    expect(await artifacts()).toBe(before + 1);
    // The next builder starts from them: it checks no link and reads no record before serving.
    const first = await createBuilder(await config(), { cwd: site, searchIndex: false, cacheDir }).rebuild();
    expect(first.recordsDeferred).toBe(true);
    expect(first.timings['check']).toBeUndefined();
  });

  it('loads a changed config again, and keeps the last good one while the config is broken, saying why', async () => {
    const builder = await openBuilder();
    await builder.rebuild();
    await write('docs.config.ts', `export default { title: 'Renamed', url: 'https://cache.example', templates: ${JSON.stringify(path.join(REPOSITORY, 'templates'))}, navbar: { links: [] } };\n`);
    const renamed = await builder.rebuild([at('docs.config.ts')]);
    expect(renamed.config.title).toBe('Renamed');
    expect(page(renamed.files, 'docs/guide.html')).toContain('Renamed');

    await write('docs.config.ts', 'export default { title: ;\n');
    const broken = await builder.rebuild([at('docs.config.ts')]);
    const configFailed = (result: BuildResult) => result.diagnostics.some((diagnostic) => diagnostic.severity === 'error' && diagnostic.code === 'ConfigLoadFailed');
    expect(configFailed(broken)).toBe(true);
    expect(broken.config.title).toBe('Renamed');
    // A save elsewhere does not make the broken config good: the site built is still not the one on disk.
    await write('content/docs/guide.md', '---\ntitle: Guide\n---\n\nSaved meanwhile.\n');
    expect(configFailed(await builder.rebuild([at('content/docs/guide.md')]))).toBe(true);
    await write('docs.config.ts', `export default { title: 'Fixed', url: 'https://cache.example', templates: ${JSON.stringify(path.join(REPOSITORY, 'templates'))}, navbar: { links: [] } };\n`);
    const fixed = await builder.rebuild([at('docs.config.ts')]);
    expect(configFailed(fixed)).toBe(false);
    expect(page(fixed.files, 'docs/guide.html')).toContain('Saved meanwhile.');
  });

  it('keeps nothing, in memory or on disk, of a page saved while it was rendered', async () => {
    // Templates of the site's own, which save the page's next version as the first page is rendered.
    await cp(path.join(REPOSITORY, 'templates'), at('templates'), { recursive: true });
    const documentFile = at('templates/Document.tsx');
    const hook = '\n  (globalThis as { savePageDuringRender?: () => void }).savePageDuringRender?.();';
    await writeFile(documentFile, (await readFile(documentFile, 'utf8')).replace('export function Document({ site, route, assets }: PageProps) {', `$&${hook}`));
    await write('docs.config.ts', `export default { title: 'Cache', url: 'https://cache.example', templates: 'templates', navbar: { links: [] } };\n`);
    // The shortest page, so the last rendered.
    const version = (word: string) => `---\ntitle: Saved\n---\n\n${word}.\n`;
    await write('content/docs/saved.md', version('One'));
    const during = globalThis as { savePageDuringRender?: () => void };
    during.savePageDuringRender = () => {
      delete during.savePageDuringRender;
      writeFileSync(at('content/docs/saved.md'), version('Two'));
    };
    const cacheDir = at('node_modules/.cache/docs');
    const builder = createBuilder(await config(), { cwd: site, searchIndex: false, cacheDir, workers: 0 });
    const served = (result: BuildResult) => {
      const file = result.files.find((output) => output.path === 'docs/saved.html')!;
      return 'contents' in file ? String(file.contents) : 'cachedPage' in file ? readPageHtml(file.cachedPage)!.toString('utf8') : '';
    };
    const first = await builder.rebuild();
    expect(during.savePageDuringRender).toBeUndefined();
    expect(served(first)).toContain('Two.');
    expect(first.diagnostics.filter((diagnostic) => diagnostic.code === 'SourceChangedDuringBuild').map((diagnostic) => diagnostic.location?.file)).toEqual(['content/docs/saved.md']);

    // Undone: the text it was loaded with is back, and so is its page, in this session and the next.
    await write('content/docs/saved.md', version('One'));
    const undone = await builder.rebuild([at('content/docs/saved.md')]);
    expect(served(undone)).toContain('One.');
    expect(undone.diagnostics.some((diagnostic) => diagnostic.code === 'SourceChangedDuringBuild')).toBe(false);
    builder.close();
    expect(served(await createBuilder(await config(), { cwd: site, searchIndex: false, cacheDir, workers: 0 }).rebuild())).toContain('One.');
  });

  it('stops a rebuild whose signal aborts, and the next rebuild is whole and correct', async () => {
    await addPages(300);
    const builder = await openBuilder({ workers: 0 });
    const reason = new Error('a newer change');
    await builder.rebuild();
    // Stopped before it starts, it still counts the change it was given.
    await write('content/docs/guide.md', '---\ntitle: Guide\n---\n\nChanged while stopped.\n');
    await expect(builder.rebuild([at('content/docs/guide.md')], AbortSignal.abort(reason))).rejects.toBe(reason);

    // Aborted while its 300 pages render again (a new title changes every sidebar; they take far longer
    // than this): it rejects instead of finishing.
    await write('content/docs/page-0.md', '---\ntitle: Page zero\n---\n\nRenamed.\n');
    const controller = new AbortController();
    const running = builder.rebuild([at('content/docs/page-0.md')], controller.signal);
    setTimeout(() => controller.abort(reason), 50);
    await expect(running).rejects.toBe(reason);

    const whole = await builder.rebuild();
    expect(page(whole.files, 'docs/guide.html')).toContain('Changed while stopped.');
    expect(page(whole.files, 'docs/page-0.html')).toContain('Renamed.');
    expect(contentsOf(whole)).toEqual(contentsOf(await freshBuild()));
  });

  it('stops a rebuild on page workers whose signal aborts, and the next is whole', async () => {
    await addPages(200);
    const shipped = (await import(SHIPPED)) as typeof import('../src/index.js');
    const builder = shipped.createBuilder(await config(), { cwd: site, searchIndex: false, workers: 2 });
    const controller = new AbortController();
    const running = builder.rebuild([], controller.signal);
    setTimeout(() => controller.abort(new Error('a newer change')), 200);
    await expect(running).rejects.toThrow('a newer change');
    const whole = await builder.rebuild();
    expect(page(whole.files, 'docs/page-199.html')).toContain('Page 199');
  });
});
