import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, symlink, truncate, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeEach, describe, expect, it } from 'vitest';
import { docs, fingerprint, REPOSITORY, SITES } from './run-cli.js';

let site: string;
const cacheDir = () => path.join(site, 'node_modules/.cache/docs');
const entries = async () => (await readdir(path.join(cacheDir(), 'pages'))).filter((name) => name.endsWith('.page'));
/** The Markdown bodies kept, each with the time it was written. */
const bodyEntries = async () => {
  const names = (await readdir(path.join(cacheDir(), 'pages'))).filter((name) => name.endsWith('.body'));
  return Object.fromEntries(await Promise.all(names.map(async (name) => [name, (await stat(path.join(cacheDir(), 'pages', name))).mtimeMs] as const)));
};

/** A copy of the fixture site with templates of its own, so that a test may edit any of its files. */
beforeEach(async () => {
  site = await mkdtemp(path.join(os.tmpdir(), 'docs-cache-'));
  await cp(path.join(SITES, 'basic'), site, { recursive: true });
  await cp(path.join(REPOSITORY, 'templates'), path.join(site, 'templates'), { recursive: true, filter: (from) => !from.includes('node_modules') });
  const config = await readFile(path.join(site, 'docs.config.ts'), 'utf8');
  await writeFile(path.join(site, 'docs.config.ts'), config.replace(/templates: '[^']*'/, "templates: 'templates'"));
  await cp(path.join(REPOSITORY, 'templates/node_modules'), path.join(site, 'templates/node_modules'), { recursive: true });
});

async function edit(file: string, change: (text: string) => string): Promise<void> {
  const at = path.join(site, file);
  await writeFile(at, change(await readFile(at, 'utf8')));
}

/** Builds with the cache and without it, and says what the cached build printed; the two sites must be the same. */
async function buildBothWays(): Promise<string> {
  const cold = await docs(['build', '--out', 'cold', '--no-cache', '--force'], site);
  const warm = await docs(['build', '--out', 'warm', '--force'], site);
  expect(cold.code, cold.err).toBe(0);
  expect(warm.code, warm.err).toBe(0);
  expect(await fingerprint(path.join(site, 'warm'))).toEqual(await fingerprint(path.join(site, 'cold')));
  // The same findings too (the link check's are taken from the cache), but for the cache's own warnings.
  const findings = (err: string) => err.split('\n\n').filter((block) => !/✔ Built|Cache(Unreadable|FromOtherVersion|ManifestRewritten)/.test(block));
  expect(findings(warm.err)).toEqual(findings(cold.err));
  return warm.err;
}

describe('the build cache', () => {
  it('gives the same site, byte for byte, as a build without it, whatever was changed', async () => {
    expect(await buildBothWays()).toMatch(/cache: 0 of \d+ rendered pages reused/);
    const total = Number(/of (\d+) rendered/.exec(await buildBothWays())?.[1]);
    expect(await buildBothWays()).toContain(`cache: ${total} of ${total} rendered pages reused`);

    await edit('content/docs/guides/second.md', (text) => text.replace('Text with a link', 'Edited text with a link'));
    expect(await buildBothWays()).toContain(`cache: ${total - 1} of ${total}`);

    // The about page, which has no sidebar, links to the first guide: a new URL for the guide changes its link.
    await edit('content/about.md', (text) => `${text}\nSee [the first guide](./docs/guides/first.md#use).\n`);
    await buildBothWays();
    await edit('content/docs/guides/first.md', (text) => text.replace('sidebar_position: 1', 'sidebar_position: 1\nslug: /docs/start-here'));
    await buildBothWays();
    expect(await readFile(path.join(site, 'warm/about.html'), 'utf8')).toContain('href="/docs/start-here#use"');
    // A new title is a new label in the sidebar of every page (each link stands in the pages' keys by a
    // digest), here of a third guide, which shows the first nowhere else.
    await writeFile(path.join(site, 'content/docs/guides/third.md'), '---\ntitle: Third guide\nsidebar_position: 3\n---\n\nThe third.\n');
    await buildBothWays();
    await edit('content/docs/guides/first.md', (text) => text.replace('title: First guide', 'title: The renamed first guide'));
    await buildBothWays();
    expect(await readFile(path.join(site, 'warm/docs/guides/third.html'), 'utf8')).toContain('The renamed first guide');
    await rm(path.join(site, 'content/docs/guides/third.md'));
    await buildBothWays();

    // New templates make every page new, but no Markdown body: those are kept as they were, through a
    // build that rendered nothing too.
    const bodies = await bodyEntries();
    expect(await buildBothWays()).toContain(`cache: ${total} of ${total} rendered pages reused`);
    await edit('templates/Document.tsx', (text) => text.replace('Skip to main content', 'Skip to the content'));
    expect(await buildBothWays()).toContain(`cache: 0 of ${total}`);
    expect(await bodyEntries()).toEqual(bodies);
    expect(Object.keys(bodies).length).toBeGreaterThan(3);
    expect(await readFile(path.join(site, 'warm/docs/index.html'), 'utf8')).toContain('Skip to the content');

    // The stylesheet and an island are compiled from the templates too: the compiled ones kept are not used.
    await edit('templates/styles/base.css', (text) => `${text}\n.edited-for-the-test { color: red; }\n`);
    await buildBothWays();
    const stylesheet = (await readdir(path.join(site, 'warm/assets'))).find((name) => name.endsWith('.css'))!;
    expect(await readFile(path.join(site, 'warm/assets', stylesheet), 'utf8')).toContain('edited-for-the-test');
    await edit('templates/islands/SearchPage.tsx', (text) => `${text}\nexport const editedForTheTest = 'island edited';\n`);
    await buildBothWays();

    await edit('openapi.json', (text) => text.replace(/"title":\s*"([^"]+)"/, '"title": "$1 (edited)"'));
    await buildBothWays();
  }, 120_000);

  it('follows every other kind of input: categories, the config, a file the description refers to, static files', async () => {
    const operation = (ref: string) => ({ get: { operationId: 'getThing', summary: 'Get a thing', responses: { '200': { description: 'The thing.', content: { 'application/json': { schema: { $ref: ref } } } } } } });
    await writeFile(path.join(site, 'openapi.json'), JSON.stringify({ openapi: '3.1.0', info: { title: 'Fixture API', version: '1.0.0', description: { $ref: './intro.md' } }, paths: { '/things/{id}': operation('./thing.json') } }));
    await writeFile(path.join(site, 'thing.json'), JSON.stringify({ type: 'object', properties: { name: { type: 'string', description: 'The first name.' } } }));
    await writeFile(path.join(site, 'intro.md'), 'The fixture API, first described.');
    await buildBothWays();

    await writeFile(path.join(site, 'thing.json'), JSON.stringify({ type: 'object', properties: { label: { type: 'string', description: 'A label, since renamed.' } } }));
    await buildBothWays();
    expect(await readFile(path.join(site, 'warm/docs/api/default/get-thing.html'), 'utf8')).toContain('A label, since renamed.');
    expect(await readFile(path.join(site, 'warm/openapi.json'), 'utf8')).toContain('The fixture API, first described.');

    // A Markdown file the description takes its text from is one of its files too.
    await writeFile(path.join(site, 'intro.md'), 'The fixture API, described again.');
    await buildBothWays();
    expect(await readFile(path.join(site, 'warm/openapi.json'), 'utf8')).toContain('The fixture API, described again.');

    await writeFile(path.join(site, 'content/docs/guides/_category_.json'), JSON.stringify({ label: 'How-to guides', position: 1 }));
    await buildBothWays();
    expect(await readFile(path.join(site, 'warm/docs/guides/first.html'), 'utf8')).toContain('How-to guides');

    await edit('docs.config.ts', (text) => text.replace("title: 'Fixture Docs'", "title: 'Renamed Docs'"));
    await buildBothWays();
    expect(await readFile(path.join(site, 'warm/docs/guides/first.html'), 'utf8')).toContain('Renamed Docs');
    // A file the config imports is one of its files too (the config is kept compiled in the cache).
    await writeFile(path.join(site, 'tagline.ts'), "export const tagline = 'Tagline from a module';\n");
    await edit('docs.config.ts', (text) => `import { tagline } from './tagline';\n${text.replace("tagline: 'A small site for tests'", 'tagline')}`);
    await buildBothWays();
    await writeFile(path.join(site, 'tagline.ts'), "export const tagline = 'Tagline from a module, edited';\n");
    await buildBothWays();
    expect(await readFile(path.join(site, 'warm/index.html'), 'utf8')).toContain('Tagline from a module, edited');

    await mkdir(path.join(site, 'static'), { recursive: true });
    await writeFile(path.join(site, 'static/notice.txt'), 'first');
    await buildBothWays();
    await writeFile(path.join(site, 'static/notice.txt'), 'second');
    await buildBothWays();
    expect(await readFile(path.join(site, 'warm/notice.txt'), 'utf8')).toBe('second');
  }, 120_000);

  it('writes into the output of the last build only what changed, and leaves it as a build without the cache would', async () => {
    await buildBothWays();
    const writtenAt = async () => {
      const files = (await readdir(path.join(site, 'warm'), { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
      const relative = (entry: (typeof files)[number]) => path.relative(path.join(site, 'warm'), path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      return Object.fromEntries(await Promise.all(files.map(async (entry) => [relative(entry), (await stat(path.join(entry.parentPath, entry.name))).mtimeMs] as const)));
    };
    const before = await writtenAt();
    await edit('content/docs/guides/second.md', (text) => text.replace('Text with a link', 'Edited text with a link'));
    // Changed by hand, and left there by another tool: the next build puts back the one and removes the other.
    await writeFile(path.join(site, 'warm/about.html'), 'edited by hand');
    await writeFile(path.join(site, 'warm/docs/notes.txt'), 'not made by the build');
    await buildBothWays();
    const after = await writtenAt();
    // The search index (whose files are named by their contents) changes with the page; the marker lists the files.
    const builtFiles = (files: Record<string, number>) => Object.keys(files).filter((file) => !/^(search-index\.json|assets\/search-.*|\.docs-build)$/.test(file));
    expect(builtFiles(after).sort()).toEqual(builtFiles(before).sort());
    const rewritten = builtFiles(after).filter((file) => after[file] !== before[file]);
    expect(rewritten.sort()).toEqual(['about.html', 'about/index.html', 'docs/guides/second.html', 'docs/guides/second/index.html']);
  }, 60_000);

  it('keeps only the entries of the last build', async () => {
    await buildBothWays();
    const before = (await entries()).length;
    await edit('content/docs/guides/second.md', (text) => `${text}\nOne more line.\n`);
    await buildBothWays();
    expect((await entries()).length).toBe(before);
  }, 60_000);

  it('removes what builds that stopped left half written, and nothing another build may be writing', async () => {
    await buildBothWays();
    const key = 'A'.repeat(43);
    const left = { pages: `${key}.page.123-abc.tmp`, artifacts: `${key}.json.123-abc.tmp`, 'search-blocks': `${key}.bin.123-abc.tmp` };
    const anHourAgo = new Date(Date.now() - 3_600_000);
    for (const [folder, name] of Object.entries(left)) {
      await writeFile(path.join(cacheDir(), folder, name), 'half');
      await utimes(path.join(cacheDir(), folder, name), anHourAgo, anHourAgo);
      await writeFile(path.join(cacheDir(), folder, name.replace('123', '456')), 'being written');
    }
    // The next build that writes in each folder (an edited page is indexed again) tidies it.
    await edit('content/docs/guides/second.md', (text) => `${text}\nOne more line.\n`);
    await buildBothWays();
    for (const [folder, name] of Object.entries(left)) {
      const names = await readdir(path.join(cacheDir(), folder));
      expect(names).not.toContain(name);
      expect(names).toContain(name.replace('123', '456'));
    }
  }, 60_000);

  it('checks the links of pages it did not read again when a heading they point to changes, rendering those whose entry is gone', async () => {
    await edit('docs.config.ts', (text) => text.replace("title: 'Fixture Docs',", "title: 'Fixture Docs',\n  onBrokenLinks: 'warn',"));
    await buildBothWays();
    // The second guide links to the first's "Use" heading; the pages left in the output are not read
    // while their findings stand, so the entry of one of them may go unnoticed until it is needed.
    await edit('content/docs/guides/first.md', (text) => text.replace('## Use', '## Usage'));
    const names = await entries();
    for (const name of names.slice(0, 2)) await rm(path.join(cacheDir(), 'pages', name));
    const renamed = await buildBothWays();
    expect(renamed).toMatch(/second\.md:7:\d+ +warning +Link to \.\/first\.md#use has no anchor/);
    // The edited page and those whose entry went were rendered, not reused.
    const [, reused, total] = /cache: (\d+) of (\d+) rendered pages reused/.exec(renamed)!.map(Number);
    expect(reused).toBeLessThanOrEqual(total! - 2);
    await edit('content/docs/guides/first.md', (text) => text.replace('## Usage', '## Use'));
    expect(await buildBothWays()).not.toContain('BrokenAnchor');
  }, 60_000);

  it('leaves a whole search index after a build without the cache wrote into the same folder', async () => {
    const into = (args: string[]) => docs(['build', '--out', 'shared-out', '--force', ...args], site);
    expect((await into([])).code).toBe(0);
    const original = await readFile(path.join(site, 'content/docs/guides/second.md'), 'utf8');
    await edit('content/docs/guides/second.md', (text) => `${text}\nA line only the build without the cache saw.\n`);
    expect((await into(['--no-cache'])).code).toBe(0);
    await writeFile(path.join(site, 'content/docs/guides/second.md'), original);
    // The cache still holds the first build's index: its files must all be back, the entry among them.
    expect((await into([])).code).toBe(0);
    const cold = await docs(['build', '--out', 'cold', '--no-cache', '--force'], site);
    expect(cold.code).toBe(0);
    expect(await fingerprint(path.join(site, 'shared-out'))).toEqual(await fingerprint(path.join(site, 'cold')));
  }, 60_000);

  it('keeps nothing of a page saved while the build rendered it, and says so', async () => {
    const page = path.join(site, 'content/docs/guides/saved.md');
    const version = (words: string) => `---\ntitle: Saved page\n---\n\nThis page says ${words}.\n`;
    await writeFile(page, version('version one'));
    // The templates save the page's next version as the first page is rendered; the shortest page, it is rendered last.
    const during = globalThis as { savePageDuringRender?: () => void };
    during.savePageDuringRender = () => {
      delete during.savePageDuringRender;
      writeFileSync(page, version('version two'));
    };
    await edit('templates/Document.tsx', (text) => text.replace('export function Document({ site, route, assets }: PageProps) {', '$&\n  (globalThis as { savePageDuringRender?: () => void }).savePageDuringRender?.();'));
    const saved = await docs(['build', '--out', 'warm', '--force'], site);
    expect(during.savePageDuringRender).toBeUndefined();
    expect(saved.code, saved.err).toBe(0);
    expect(saved.err).toContain('SourceChangedDuringBuild');
    expect(saved.err).toContain('content/docs/guides/saved.md');
    expect(await readFile(path.join(site, 'warm/docs/guides/saved.html'), 'utf8')).toContain('version two');
    // Put back as it was loaded: its page, its search text and its links are that version's, not the one rendered.
    await writeFile(page, version('version one'));
    expect(await buildBothWays()).not.toContain('SourceChangedDuringBuild');
    expect(await readFile(path.join(site, 'warm/docs/guides/saved.html'), 'utf8')).toContain('version one');
  }, 60_000);

  it('renders again, with one warning, what it cannot read', async () => {
    await buildBothWays();
    const [first, second] = (await entries()).map((name) => path.join(cacheDir(), 'pages', name));
    await truncate(first!, (await stat(first!)).size - 10);
    await writeFile(second!, 'not an entry');
    // As on a CI machine that restored the cache only: every page must come from an entry.
    await rm(path.join(site, 'warm'), { recursive: true });
    const warnings = await buildBothWays();
    expect(warnings.match(/CacheUnreadable/g)).toHaveLength(1);
    expect(warnings).toContain('2 entries of the build cache could not be read');
    expect(await buildBothWays()).not.toContain('CacheUnreadable');
  }, 60_000);

  it('renders again, with the same one warning, entries damaged without a byte lost, Markdown bodies included', async () => {
    await buildBothWays();
    const names = (await readdir(path.join(cacheDir(), 'pages'))).filter((name) => /\.(page|body)$/.test(name));
    const bodies = names.filter((name) => name.endsWith('.body')).length;
    expect(bodies).toBeGreaterThan(2);
    for (const name of names) {
      const file = path.join(cacheDir(), 'pages', name);
      const bytes = await readFile(file);
      // One letter of the HTML changed in place: the entry keeps its length.
      const at = bytes.indexOf(10) + 20;
      bytes[at] = bytes[at] === 0x78 ? 0x79 : 0x78;
      await writeFile(file, bytes);
    }
    await rm(path.join(site, 'warm'), { recursive: true });
    const warnings = await buildBothWays();
    expect(warnings.match(/CacheUnreadable/g)).toHaveLength(1);
    expect(warnings).toContain(`${names.length} entries of the build cache could not be read`);
  }, 60_000);

  it('uses no JSON entry damaged so that it still reads as JSON: the link check, the compiled config, the front matter', async () => {
    /** Changes one word in place in every JSON file of a folder of the cache that holds it, as a disk or a careless hand may; says in how many. */
    const damage = async (folder: string, from: string, to: string) => {
      let damaged = 0;
      for (const name of await readdir(path.join(cacheDir(), folder))) {
        const file = path.join(cacheDir(), folder, name);
        if (!name.endsWith('.json') || !(await stat(file)).isFile()) continue;
        const text = await readFile(file, 'utf8');
        if (!text.includes(from)) continue;
        await writeFile(file, text.replaceAll(from, to));
        damaged++;
      }
      return damaged;
    };
    await edit('docs.config.ts', (text) => text.replace("title: 'Fixture Docs',", "title: 'Fixture Docs',\n  onBrokenLinks: 'throw',"));
    await edit('content/docs/guides/second.md', (text) => `${text}\nA [broken link](./no-such-page.md).\n`);
    // The second build keeps the compiled config too, in the cache the first one made.
    for (let build = 0; build < 2; build++) expect((await docs(['build', '--out', 'warm', '--force'], site)).code).toBe(1);
    // The link check's findings, kept for the same sources: the broken link made a warning would let the build pass.
    expect(await damage('artifacts', '"severity":"error"', '"severity":"warning"')).toBe(1);
    const again = await docs(['build', '--out', 'warm', '--force'], site);
    expect(again.code).toBe(1);
    expect(again.err).toContain('no-such-page.md');
    expect(again.err.match(/CacheUnreadable/g)).toHaveLength(1);
    await edit('content/docs/guides/second.md', (text) => text.replace('\nA [broken link](./no-such-page.md).\n', ''));
    await buildBothWays();
    // The compiled config and a page's front matter, kept by their sources' digests; each file found
    // damaged is told in the build's one warning.
    expect(await damage('config', 'Fixture Docs', 'Fixture Dogs')).toBe(1);
    const tables = await damage('.', '"title":"Second guide"', '"title":"Second guise"');
    expect(tables).toBeGreaterThan(0);
    const warnings = await buildBothWays();
    expect(warnings).not.toMatch(/Dogs|guise/);
    expect(warnings.match(/CacheUnreadable/g)).toHaveLength(1);
    expect(warnings).toContain(`${tables + 1} entries of the build cache could not be read`);
    expect(await buildBothWays()).not.toContain('CacheUnreadable');
    expect(await damage('config', 'Fixture Docs', 'Fixture Dogs')).toBe(1);
    expect(await buildBothWays()).toContain('1 entry of the build cache could not be read');
    const page = await readFile(path.join(site, 'warm/docs/guides/second.html'), 'utf8');
    expect(page).toContain('Second guide');
    expect(page).toContain('Fixture Docs');
  }, 60_000);

  it('does not use a cache another version of the generator made, and says so once', async () => {
    await buildBothWays();
    await writeFile(path.join(cacheDir(), 'cache.json'), '{"generator":"an older one"}\n');
    // What an older generator wrote may not read as this one's files do: that is no damage of its own.
    await writeFile(path.join(cacheDir(), 'page-heads.json'), '{"generator":"an older one","values":{}}\n');
    const warnings = await buildBothWays();
    expect(warnings.match(/CacheFromOtherVersion/g)).toHaveLength(1);
    expect(warnings).not.toContain('CacheUnreadable');
    expect(warnings).toMatch(/cache: 0 of/);
    const next = await buildBothWays();
    expect(next).not.toContain('CacheFromOtherVersion');
    expect(next).not.toMatch(/cache: 0 of/);
  }, 60_000);

  it('takes back, with one warning, a cache whose manifest was damaged, and no folder that holds anything else', async () => {
    await buildBothWays();
    await writeFile(path.join(cacheDir(), 'cache.json'), '{"generat');
    const warnings = await buildBothWays();
    expect(warnings.match(/CacheManifestRewritten/g)).toHaveLength(1);
    expect(warnings).not.toContain('CacheFolderRefused');
    const next = await buildBothWays();
    expect(next).not.toMatch(/CacheManifestRewritten|CacheFolderRefused/);
    expect(next).toMatch(/cache: (\d+) of \1 rendered pages reused/);
    // Beside a file the cache does not write, or without the page entries it writes, a folder whose
    // `cache.json` is not a cache's manifest is someone else's, and their file is left as it was.
    await writeFile(path.join(cacheDir(), 'cache.json'), 'my notes');
    await writeFile(path.join(cacheDir(), 'notes.txt'), 'mine\n');
    expect((await docs(['build', '--out', 'warm', '--force'], site)).err).toContain('CacheFolderRefused');
    await rm(path.join(cacheDir(), 'notes.txt'));
    await rm(path.join(cacheDir(), 'pages'), { recursive: true });
    expect((await docs(['build', '--out', 'warm', '--force'], site)).err).toContain('CacheFolderRefused');
    expect(await readFile(path.join(cacheDir(), 'cache.json'), 'utf8')).toBe('my notes');
  }, 60_000);

  it('gives another install of the generator, sharing the cache, the site its own build without the cache makes', async () => {
    // A second install: copies of the built packages, their dependencies found through the repository's.
    const other = await mkdtemp(path.join(os.tmpdir(), 'docs-other-install-'));
    for (const name of ['cli', 'generator', 'runtime', 'shared']) {
      await cp(path.join(REPOSITORY, 'packages', name), path.join(other, 'packages', name), { recursive: true, verbatimSymlinks: true, filter: (from) => !/[\\/]test$/.test(from) });
    }
    await symlink(path.join(REPOSITORY, 'node_modules'), path.join(other, 'node_modules'));
    const otherDocs = (args: string[]) => promisify(execFile)(process.execPath, [path.join(other, 'packages/cli/dist/main.js'), ...args], { cwd: site });
    // This install fills the cache; the other builds with it, and without it.
    expect((await docs(['build', '--out', 'warm', '--force'], site)).code).toBe(0);
    await otherDocs(['build', '--out', 'other-warm', '--force']);
    await otherDocs(['build', '--out', 'other-cold', '--no-cache', '--force']);
    expect(await fingerprint(path.join(site, 'other-warm'))).toEqual(await fingerprint(path.join(site, 'other-cold')));
  }, 90_000);

  it('survives two builds at once, and is whole after them', async () => {
    const [one, two] = await Promise.all([docs(['build', '--out', 'one', '--force'], site), docs(['build', '--out', 'two', '--force'], site)]);
    expect([one.code, two.code]).toEqual([0, 0]);
    expect(await buildBothWays()).not.toContain('CacheUnreadable');
    expect(await fingerprint(path.join(site, 'one'))).toEqual(await fingerprint(path.join(site, 'cold')));
  }, 60_000);

  it('reports an unsafe announcement as a build without the cache does, its verdict taken from the cache', async () => {
    await edit('docs.config.ts', (text) => text.replace("title: 'Fixture Docs',", "title: 'Fixture Docs',\n  announcement: { id: 'a', content: 'New! <img src=\"/x.png\" alt=\"\" onerror=\"alert(1)\">' },"));
    for (const args of [['--no-cache'], [], []]) {
      const result = await docs(['build', '--out', 'out', ...args], site);
      expect(result.code, args.join(' ')).toBe(1);
      expect(result.err).toContain('The announcement in the config has an onerror event-handler attribute');
    }
    await edit('docs.config.ts', (text) => text.replace(/<img[^>]*>/, '<b>now</b>'));
    const fixed = await docs(['build', '--out', 'out'], site);
    expect(fixed.code, fixed.err).toBe(0);
  }, 60_000);

  it('is not put in a folder of the user\'s or of the site\'s sources, with a warning', async () => {
    await mkdir(path.join(site, 'notes'));
    await writeFile(path.join(site, 'notes/cache.json'), 'my own notes');
    const before = await fingerprint(site);
    for (const dir of ['notes', 'content/cache', '.']) {
      const result = await docs(['build', '--out', path.join(await mkdtemp(path.join(os.tmpdir(), 'docs-cache-out-')), 'site'), '--cache-dir', dir], site);
      expect(result.code, result.err).toBe(0);
      expect(result.err).toContain('CacheFolderRefused');
      expect(result.err).not.toContain('cache:');
    }
    expect(await fingerprint(site)).toEqual(before);
  }, 60_000);

  it('is not put in the output folder, which each build replaces', async () => {
    for (let build = 0; build < 2; build++) {
      const result = await docs(['build', '--out', 'dist', '--cache-dir', 'dist/.cache'], site);
      expect(result.code, result.err).toBe(0);
      expect(result.err).toContain('dist/.cache is inside the output folder');
      expect(result.err).not.toContain('cache:');
    }
  }, 60_000);

  it('is used by the builds after a first build that failed, which made it', async () => {
    const spec = await readFile(path.join(site, 'openapi.json'), 'utf8');
    await writeFile(path.join(site, 'openapi.json'), '{ "openapi": ');
    const failed = await docs(['build'], site);
    expect(failed.code).toBe(1);
    expect(failed.err).toContain('openapi.json');
    await writeFile(path.join(site, 'openapi.json'), spec);
    const first = await docs(['build'], site);
    expect(first.code, first.err).toBe(0);
    expect(first.err).not.toContain('CacheFolderRefused');
    const total = Number(/of (\d+) rendered/.exec(first.err)?.[1]);
    expect(total).toBeGreaterThan(4);
    expect((await docs(['build'], site)).err).toContain(`cache: ${total} of ${total} rendered pages reused`);
  }, 60_000);

  it('is left aside, with a warning, where it cannot be written, and the build goes on without it', async () => {
    // A file where the cache would go, and a cache whose folder of pages is a file.
    await writeFile(path.join(site, 'a-file'), 'not a folder');
    const onFile = await docs(['build', '--out', 'out', '--cache-dir', 'a-file'], site);
    expect(onFile.code, onFile.err).toBe(0);
    expect(onFile.err).toContain('a-file cannot be written');
    expect(await readFile(path.join(site, 'a-file'), 'utf8')).toBe('not a folder');
    expect((await docs(['build', '--out', 'out'], site)).code).toBe(0);
    const pages = path.join(cacheDir(), 'pages');
    await rm(pages, { recursive: true });
    await writeFile(pages, 'in the way');
    const cold = await docs(['build', '--out', 'cold', '--no-cache'], site);
    // Into new folders, so that every page must come from the cache.
    for (const out of ['first', 'second']) {
      const result = await docs(['build', '--out', out], site);
      expect(result.code, result.err).toBe(0);
      expect(await fingerprint(path.join(site, out))).toEqual(await fingerprint(path.join(site, 'cold')));
      expect(result.err).toMatch(/cache: 0 of/);
    }
    expect(cold.code).toBe(0);
  }, 60_000);

  it('checks a copied document for script again when its name makes it read otherwise, its bytes the same', async () => {
    // Harmless as HTML, which has no entities to declare; as SVG, an entity declaration may hold a <script>.
    const document = '<!DOCTYPE svg [<!ENTITY e "x">]><svg xmlns="http://www.w3.org/2000/svg"><text>&e;</text></svg>';
    await mkdir(path.join(site, 'static'), { recursive: true });
    await writeFile(path.join(site, 'static/a.html'), document);
    expect((await docs(['build', '--out', 'out'], site)).err).not.toContain('ScriptInFile');
    await rename(path.join(site, 'static/a.html'), path.join(site, 'static/b.svg'));
    expect((await docs(['build', '--out', 'out'], site)).err).toMatch(/static\/b\.svg\s+warning.*entity declaration.*ScriptInFile/);
  }, 60_000);

  it('is neither read nor written with --no-cache, and goes where --cache-dir says', async () => {
    const result = await docs(['build', '--out', 'out', '--no-cache'], site);
    expect(result.code, result.err).toBe(0);
    await expect(stat(path.join(site, 'node_modules'))).rejects.toThrow();
    expect(result.err).not.toContain('cache:');
    const elsewhere = await docs(['build', '--out', 'out', '--cache-dir', 'elsewhere'], site);
    expect(elsewhere.err).toContain(`in elsewhere`);
    expect((await readdir(path.join(site, 'elsewhere/pages'))).length).toBeGreaterThan(4);
    await rm(site, { recursive: true, force: true });
  }, 60_000);

  it('reports a template that throws on every page once, at its own file and line, saying on how many pages', async () => {
    await edit('templates/components/Footer.tsx', (text) => text.replace(/(export function Footer\([^)]*\) \{\n)/, "$1  if (site.title) throw new Error('the footer broke');\n"));
    const { code, err } = await docs(['build', '--no-cache'], site);
    expect(code).toBe(1);
    const reported = err.split('\n').filter((line) => line.includes('TemplateRenderFailed'));
    expect(reported).toHaveLength(1);
    // At the line the throw was written on.
    const line = (await readFile(path.join(site, 'templates/components/Footer.tsx'), 'utf8')).split('\n').findIndex((text) => text.includes('the footer broke')) + 1;
    expect(reported[0]).toMatch(new RegExp(`^templates/components/Footer\\.tsx:${line}:\\d+ +error +The template threw while rendering /\\S*: the footer broke \\(and on \\d+ other pages\\)`));
  }, 60_000);

  it('reports an error React throws for a template, on every page, once, at the templates folder', async () => {
    const footer = await readFile(path.join(site, 'templates/components/Footer.tsx'), 'utf8');
    await edit('templates/components/Footer.tsx', (text) => text.replace(/(export function Footer\([^)]*\) \{\n)/, "$1  if (site.title) return <footer>{{ broken: true } as unknown as string}</footer>;\n"));
    try {
      const { code, err } = await docs(['build', '--no-cache'], site);
      expect(code).toBe(1);
      const reported = err.split('\n').filter((line) => line.includes('TemplateRenderFailed'));
      expect(reported).toHaveLength(1);
      expect(reported[0]).toMatch(/^templates +error +The template threw while rendering \/\S*: Objects are not valid as a React child.* \(and on \d+ other pages\)/);
    } finally {
      await writeFile(path.join(site, 'templates/components/Footer.tsx'), footer);
    }
  }, 60_000);

  it('reports templates that throw as they load, taken from the cache, as a failed build that keeps the output', async () => {
    expect((await docs(['build'], site)).code).toBe(0);
    // The compiled templates come from the cache; what they read as they load has changed.
    await edit('templates/index.tsx', (text) => `if (process.env['DOCS_TEST_TEMPLATES_THROW']) throw new Error('no theme configured');\n${text}`);
    // Older than a clock's tick when they compile, or what they compiled to is not kept.
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect((await docs(['build'], site)).code).toBe(0);
    const built = await fingerprint(path.join(site, 'build'));
    await edit('content/docs/guides/second.md', (text) => `${text}\nOne more line.\n`);
    process.env['DOCS_TEST_TEMPLATES_THROW'] = '1';
    try {
      const { code, err } = await docs(['build'], site);
      expect(code).toBe(1);
      expect(err).toContain('TemplateRenderFailed');
      expect(err).toContain('the templates failed to load: no theme configured');
    } finally {
      delete process.env['DOCS_TEST_TEMPLATES_THROW'];
    }
    expect(await fingerprint(path.join(site, 'build'))).toEqual(built);
  }, 60_000);
});
