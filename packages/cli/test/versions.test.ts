import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadWholeSearch, querySearch } from '@docs/shared/search';
import { docs, fingerprint, REPOSITORY } from './run-cli.js';

/** A description whose `listThings` is renamed (`x-slug`) in the latest version, and whose `deleteThing` is new there. */
function description(version: 'v1' | 'v2'): string {
  const list = { operationId: 'listThings', summary: 'List things', description: 'Paged as the [guide](/docs/guides/first) says.', tags: ['Things'], ...(version === 'v2' ? { 'x-slug': 'list-all-things' } : {}), responses: { '200': { description: 'OK' } } };
  const remove = { operationId: 'deleteThing', summary: 'Delete a thing', tags: ['Things'], responses: { '204': { description: 'Deleted' } } };
  return JSON.stringify({
    openapi: '3.1.0',
    info: { title: 'Things API', version: version === 'v1' ? '1.0.0' : '2.0.0' },
    paths: { '/things': { get: list }, ...(version === 'v2' ? { '/things/{id}': { delete: { ...remove, parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }] } } } : {}) },
  });
}

/** Writes a small site (guides, a description, the repository's templates) into a new folder. */
async function makeSite(): Promise<{ dir: string; write: (file: string, text: string) => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'docs-versions-'));
  const write = async (file: string, text: string) => {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  };
  await write('docs.config.ts', `export default { title: 'Things', url: 'https://things.example', spec: 'spec/openapi.json', templates: ${JSON.stringify(path.join(REPOSITORY, 'templates'))} };\n`);
  await write('spec/openapi.json', description('v1'));
  await write('content/about.md', '# About\n\nNot a docs page.\n');
  await write('content/docs/index.md', '# Overview\n\nStart with the [first guide](./guides/first.md), or read [about](../about.md).\n');
  await write('content/docs/guides/first.md', '# First guide\n\nThings as they were: paged by number.\n\n## Setup\n\nSee the [second guide](/docs/guides/second) and [the description](/openapi.json).\n');
  await write('content/docs/guides/second.md', '# Second guide\n\nBack to the [first](./first.md#setup).\n');
  return { dir, write };
}

describe('docs version', () => {
  it('freezes the docs and every file of the description, and lists the version', async () => {
    const { dir, write } = await makeSite();
    await write('spec/openapi.json', JSON.stringify({ ...JSON.parse(description('v1')), components: { schemas: { Thing: { $ref: './thing.json' } } } }));
    await write('spec/thing.json', '{ "type": "object" }');
    const made = await docs(['version', 'v1', '--label', 'Version 1'], dir);
    expect(made.code).toBe(0);
    expect(made.err).toContain('Froze the docs as v1 (maintained)');
    expect(await readFile(path.join(dir, 'content/versions/v1/guides/first.md'), 'utf8')).toContain('paged by number');
    expect(existsSync(path.join(dir, 'spec/versions/v1/openapi.json'))).toBe(true);
    expect(existsSync(path.join(dir, 'spec/versions/v1/thing.json'))).toBe(true);
    expect(JSON.parse(await readFile(path.join(dir, 'content/versions/versions.json'), 'utf8'))).toEqual([
      { name: 'latest', label: 'Latest', status: 'current' },
      { name: 'v1', label: 'Version 1', status: 'maintained' },
    ]);
    // A second version goes after the current one: newest first.
    expect((await docs(['version', 'v1.5', '--status', 'unmaintained'], dir)).code).toBe(0);
    expect(JSON.parse(await readFile(path.join(dir, 'content/versions/versions.json'), 'utf8')).map((v: { name: string }) => v.name)).toEqual(['latest', 'v1.5', 'v1']);
  });

  it.each([
    ['v1', 'is a version already'],
    // Names that differ in case only: one set of URLs on the hosts that ignore case.
    ['V1', 'is a version already (v1)'],
    ['Guides', 'is taken by the docs'],
    ['API', 'is where the latest API reference is'],
    ['../up', 'is not one safe path segment'],
    ['a/b', 'is not one safe path segment'],
    ['guides', 'is taken by the docs'],
    ['api', 'is where the latest API reference is'],
    ['index.html', 'ends like a file name'],
    ['v2.md', 'ends like a file name'],
    ['v1.mdx', 'ends like a file name'],
    ['guide.htm', 'ends like a file name'],
    ['latest', 'is the name of the current docs'],
    ['v'.repeat(65), 'is 65 characters long: a version\'s name, which every URL of its pages holds, has at most 64'],
  ])('refuses the name %s (%s) with exit 1, and changes nothing', async (name, reason) => {
    const { dir } = await makeSite();
    expect((await docs(['version', 'v1'], dir)).code).toBe(0);
    const before = await fingerprint(dir);
    const refused = await docs(['version', name], dir);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain(reason);
    expect(refused.err).toContain('InvalidVersionName');
    expect(await fingerprint(dir)).toEqual(before);
  });

  it('refuses to freeze the first version as latest, the name of the current docs, and changes nothing', async () => {
    const { dir } = await makeSite();
    const before = await fingerprint(dir);
    const refused = await docs(['version', 'latest'], dir);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('"latest" names the current docs, not a frozen older version');
    expect(await fingerprint(dir)).toEqual(before);
  });

  it('takes a name such as 2.x, whose ending is no file type, and serves that version at /docs/2.x/ with its links checked', async () => {
    const { dir, write } = await makeSite();
    expect((await docs(['version', '2.x'], dir)).code).toBe(0);
    await write('content/docs/guides/second.md', '# Second guide\n\nThe [old first guide](/docs/2.x/guides/first#setup), and [the old docs](/docs/2.x).\n');
    const built = await docs(['build', '--no-cache'], dir);
    expect(built.code).toBe(0);
    expect(built.err).not.toContain('BrokenLink');
    expect(await readFile(path.join(dir, 'build/docs/2.x/guides/first.html'), 'utf8')).toContain('href="/docs/2.x/guides/second"');
    expect(existsSync(path.join(dir, 'build/docs/2.x/api/things/list-things.html'))).toBe(true);
  });

  it('freezes one version at a time: a run while another holds the docs is refused and changes nothing, and runs once that one is gone', async () => {
    const { dir } = await makeSite();
    // Another docs version at work, as its lock says: a process of this machine that runs.
    const other = spawn('sleep', ['30']);
    try {
      await writeFile(path.join(dir, 'content/.docs-version.lock'), JSON.stringify({ pid: other.pid, host: os.hostname(), since: Date.now() }));
      const before = await fingerprint(dir);
      const refused = await docs(['version', 'vb'], dir);
      expect(refused.code).toBe(1);
      expect(refused.err).toContain(`another docs version (process ${other.pid}`);
      expect(await fingerprint(dir)).toEqual(before);
    } finally {
      other.kill('SIGKILL');
      await new Promise((resolve) => other.once('exit', resolve));
    }
    // Its process gone, the lock is no one's: the run freezes the docs and lists the version.
    expect((await docs(['version', 'vb'], dir)).code).toBe(0);
    const listed = (JSON.parse(await readFile(path.join(dir, 'content/versions/versions.json'), 'utf8')) as { name: string }[]).map((version) => version.name);
    expect(listed).toEqual(['latest', 'vb']);
  }, 60_000);

  it('stopped by Ctrl+C while it copies, removes what it made, lists nothing and exits 130; a copy a stopped run left is removed', async () => {
    const { dir, write } = await makeSite();
    for (let n = 0; n < 4_000; n++) await write(`content/docs/many/page-${n}.md`, `# Page ${n}\n`);
    const versions = path.join(dir, 'content/versions');
    const running = docs(['version', 'v1'], dir);
    // Stopped once the copy is under way.
    for (let waited = 0; !existsSync(versions) || !(await readdir(versions)).some((name) => name.includes('.making-')); waited += 5) {
      if (waited > 30_000) throw new Error('the copy never started');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    process.emit('SIGINT');
    const stopped = await running;
    expect(stopped.code).toBe(130);
    expect(stopped.err).toContain('it was stopped; what this command had made was removed');
    expect(existsSync(versions) ? await readdir(versions) : []).toEqual([]);
    // What a run killed outright leaves (its process gone) goes with the next run.
    await mkdir(path.join(versions, '.v0.making-999999999-1'), { recursive: true });
    await writeFile(path.join(versions, '.v0.making-999999999-1/index.md'), '# Left\n');
    expect((await docs(['version', 'v1'], dir)).code).toBe(0);
    expect((await readdir(versions)).sort()).toEqual(['v1', 'versions.json']);
  }, 120_000);

  it('refuses a description inside the content folder, and changes nothing', async () => {
    const { dir, write } = await makeSite();
    await write('docs.config.ts', `export default { title: 'Things', spec: 'content/openapi.json', templates: ${JSON.stringify(path.join(REPOSITORY, 'templates'))} };\n`);
    await write('content/openapi.json', description('v1'));
    const before = await fingerprint(dir);
    const refused = await docs(['version', 'v1'], dir);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('is inside the content folder');
    expect(await fingerprint(dir)).toEqual(before);
  });

  it('refuses a page whose slug would leave the frozen copy, or stand where the version is served, and changes nothing', async () => {
    for (const [slug, message] of [
      ['/changelog', 'has slug /changelog, outside /docs/: its frozen copy would leave the version'],
      ['/docs/v1/intro', 'is taken by a page of the docs (content/docs/guides/second.md has slug /docs/v1/intro)'],
    ]) {
      const { dir, write } = await makeSite();
      await write('content/docs/guides/second.md', `---\nslug: ${slug}\n---\n\n# Second guide\n`);
      const before = await fingerprint(dir);
      const refused = await docs(['version', 'v1'], dir);
      expect(refused.code, slug).toBe(1);
      expect(refused.err, slug).toContain(message);
      expect(await fingerprint(dir), slug).toEqual(before);
    }
  });

  it('says of a frozen version whose description is missing that its description is, not that the site has none', async () => {
    const { dir, write } = await makeSite();
    expect((await docs(['version', 'v1'], dir)).code).toBe(0);
    await write('content/versions/v1/reference.md', '---\napi_reference: true\n---\n\n# Reference\n');
    await rm(path.join(dir, 'spec/versions/v1'), { recursive: true });
    const { err } = await docs(['build', '--no-cache'], dir);
    expect(err).toContain('content/versions/v1/reference.md:2:1  warning  "api_reference: true" has no effect: docs version v1 has no API description of its own');
    expect(err).toContain('read from versions/v1/ beside the latest\'s');
    expect(err).not.toContain('the site has no API description');
  }, 60_000);

  it('refuses a description that does not load, and changes nothing', async () => {
    const { dir, write } = await makeSite();
    await write('spec/openapi.json', '{ "openapi": "3.1.0", ');
    const before = await fingerprint(dir);
    const refused = await docs(['version', 'v1'], dir);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/does not load.*fix it first/);
    expect(await fingerprint(dir)).toEqual(before);
  });

  it('says which file is missing when an example names one, and changes nothing', async () => {
    const { dir, write } = await makeSite();
    const spec = JSON.parse(description('v1'));
    spec.paths['/things'].get.responses['200'].content = { 'application/json': { example: { $ref: 'examples/things.json' } } };
    await write('spec/openapi.json', JSON.stringify(spec));
    const before = await fingerprint(dir);
    const refused = await docs(['version', 'v1'], dir);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/does not load \(.*spec\/examples\/things\.json, which does not exist.*\); fix it first/);
    expect(await fingerprint(dir)).toEqual(before);
  });
});

describe('a site with two docs versions', () => {
  let out: string;
  let dir: string;
  let result: Awaited<ReturnType<typeof docs>>;
  const page = (file: string) => readFile(path.join(out, file), 'utf8');
  /** The version menu's links of a page: label, target, whether the page is missing there. */
  const menu = async (file: string) => {
    const html = await page(file);
    const list = html.slice(html.indexOf('<ul class="version-menu-list">'), html.indexOf('</ul>', html.indexOf('<ul class="version-menu-list">')));
    if (!html.includes('<ul class="version-menu-list">')) return [];
    return [...list.matchAll(/<a href="([^"]+)" data-docs-version="([^"]+)"( data-version-missing="")?/g)].map(([, href, name, missing]) => `${name} ${href}${missing ? ' (overview)' : ''}`);
  };

  beforeAll(async () => {
    const site = await makeSite();
    dir = site.dir;
    expect((await docs(['version', 'v1', '--status', 'unmaintained'], dir)).code).toBe(0);
    // The latest docs move on: a guide of their own, a renamed operation and a new one.
    await site.write('content/versions/versions.json', JSON.stringify([{ name: 'v2', label: 'v2', status: 'current' }, { name: 'v1', label: 'v1.x', status: 'unmaintained' }]));
    // A footer that offers the description, as this repository's does.
    await site.write('docs.config.ts', `export default { title: 'Things', url: 'https://things.example', spec: 'spec/openapi.json', templates: ${JSON.stringify(path.join(REPOSITORY, 'templates'))}, footer: { links: [{ label: 'OpenAPI description', to: '/openapi.json' }] } };\n`);
    await site.write('content/docs/guides/first.md', '# First guide\n\nThings as they are: paged by cursor.\n\n## Setup\n\nSee the [second guide](/docs/guides/second).\n\n## Cursors\n\nNew in v2.\n');
    await site.write('content/docs/guides/only-latest.md', '# Only in the latest\n\nNew.\n');
    await site.write('spec/openapi.json', description('v2'));
    // A frozen page laid out as a plain page is the older version's all the same.
    await site.write('content/versions/v1/plain.md', '---\ntitle: Plain\nlayout: page\n---\n\nA plain page about zebras.\n');
    // A page that is a file in one version and a folder's index in the other.
    await site.write('content/versions/v1/setup.md', '# Setup\n\nOne page.\n');
    await site.write('content/docs/setup/index.md', '# Setup\n\nA folder now.\n');
    await site.write('content/docs/setup/keys.md', '# Keys\n\nNew.\n');
    out = path.join(dir, 'build');
    result = await docs(['build', '--no-cache'], dir);
  }, 60_000);

  it('builds both, the latest at /docs/ and the older one at /docs/v1/ with its own API pages', async () => {
    expect(result.err).toMatch(/✔ Built \d+ pages/);
    expect(result.code).toBe(0);
    expect(await page('docs/guides/first.html')).toContain('paged by cursor');
    expect(await page('docs/v1/guides/first.html')).toContain('paged by number');
    expect(existsSync(path.join(out, 'docs/api/things/list-all-things.html'))).toBe(true);
    expect(existsSync(path.join(out, 'docs/v1/api/things/list-things.html'))).toBe(true);
    expect(existsSync(path.join(out, 'docs/v1/api/things/delete-thing.html'))).toBe(false);
    expect(existsSync(path.join(out, 'docs/v1/guides/only-latest.html'))).toBe(false);
    expect(JSON.parse(await page('docs/v1/openapi.json')).info.version).toBe('1.0.0');
    // Its own sidebar and neighbours.
    const v1 = await page('docs/v1/guides/second.html');
    expect(v1).toContain('href="/docs/v1/guides/first"');
    expect(v1).not.toContain('href="/docs/guides/only-latest"');
    expect(v1).toMatch(/<a class="prev-next-link prev" href="\/docs\/v1\/guides\/first"/);
  });

  it('keeps the links of a version inside it, and checks them', async () => {
    const first = await page('docs/v1/guides/first.html');
    expect(first).toContain('href="/docs/v1/guides/second"');
    expect(first).toContain('href="/docs/v1/openapi.json"');
    // The footer's offer of the description too: a reader of v1 downloads v1's.
    const footer = (html: string) => html.slice(html.indexOf('<footer'));
    expect(footer(first)).toContain('href="/docs/v1/openapi.json"');
    expect(footer(await page('docs/guides/first.html'))).toContain('href="/openapi.json"');
    // A link out of the docs (to a page no version owns) is left alone.
    expect(await page('docs/v1/index.html')).toContain('href="/about"');
    // The description's links too.
    expect(await page('docs/v1/api/things/list-things.html')).toContain('href="/docs/v1/guides/first"');
  });

  it('gives each docs page a version menu leading to the same page in every version', async () => {
    expect(await menu('docs/guides/first.html')).toEqual(['v2 /docs/guides/first', 'v1 /docs/v1/guides/first']);
    expect(await menu('docs/v1/guides/first.html')).toEqual(['v2 /docs/guides/first', 'v1 /docs/v1/guides/first']);
    // A page the older version lacks: its overview, saying so.
    expect(await menu('docs/guides/only-latest.html')).toEqual(['v2 /docs/guides/only-latest', 'v1 /docs/v1/ (overview)']);
    expect(await page('docs/guides/only-latest.html')).toContain('not in this version: its overview');
    // An API page by its operationId, though its URL changed.
    expect(await menu('docs/api/things/list-all-things.html')).toEqual(['v2 /docs/api/things/list-all-things', 'v1 /docs/v1/api/things/list-things']);
    expect(await menu('docs/api/things/delete-thing.html')).toEqual(['v2 /docs/api/things/delete-thing', 'v1 /docs/v1/ (overview)']);
    // The home page is no docs page.
    expect(await menu('index.html')).toEqual([]);
    // The same page, a folder's index in one version and a file in the other.
    expect(await menu('docs/setup/index.html')).toEqual(['v2 /docs/setup/', 'v1 /docs/v1/setup']);
    expect(await menu('docs/v1/setup.html')).toEqual(['v2 /docs/setup/', 'v1 /docs/v1/setup']);
  });

  it('marks every page of the unmaintained version with a banner to the same page in the latest', async () => {
    const v1 = await page('docs/v1/guides/first.html');
    expect(v1).toMatch(/This is documentation for <!-- -->Things<!-- --> <!-- -->v1\.x<!-- -->, which is no longer actively maintained\./);
    // A landmark of its own: a reader moving by landmarks meets it.
    expect(v1).toContain('<section class="version-banner" aria-label="Version notice">');
    expect(v1).toMatch(/For up-to-date documentation, see the<!-- --> <a href="\/docs\/guides\/first" data-docs-version="v2" data-docs-version-latest="">latest version \(<!-- -->v2<!-- -->\)<\/a>/);
    expect(await page('docs/guides/first.html')).not.toContain('version-banner');
  });

  it('keeps older versions out of search engines (noindex, their own canonical link, not in the sitemap), and names them in titles', async () => {
    const v1 = await page('docs/v1/guides/first.html');
    expect(v1).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(v1).toContain('<link rel="canonical" href="https://things.example/docs/v1/guides/first"/>');
    expect(await page('docs/guides/first.html')).not.toContain('name="robots"');
    // Its tab, history entry and bookmark say which version it is, by the label its banner shows; the latest's say nothing more.
    expect(v1).toMatch(/<title>[^<]+ \(v1\.x\) \| [^<]+<\/title>/);
    expect(await page('docs/guides/first.html')).not.toMatch(/<title>[^<]*\(v\d\)/);
    const sitemap = await page('sitemap.xml');
    expect(sitemap).toContain('<loc>https://things.example/docs/guides/first</loc>');
    expect(sitemap).not.toContain('/docs/v1/');
    const plain = await page('docs/v1/plain.html');
    expect(plain).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(plain).toMatch(/<title>Plain \(v1\.x\) \| [^<]+<\/title>/);
  });

  it('indexes each version on its own, so that a search finds the pages of one version', async () => {
    const open = (entry: string) => loadWholeSearch(async (url) => JSON.parse(await readFile(path.join(out, url), 'utf8')) as unknown, entry);
    const latest = await open('/search-index.json');
    const older = await open('/docs/v1/search-index.json');
    expect(older.pages.length).toBeGreaterThan(3);
    expect(older.pages.every(([, url]) => url.startsWith('/docs/v1/'))).toBe(true);
    expect(latest.pages.some(([, url]) => url.startsWith('/docs/v1/'))).toBe(false);
    // "number" is in the older version's guide only, "cursor" in the latest's.
    expect(querySearch(older, 'number').groups.map((group) => group.url)).toEqual(['/docs/v1/guides/first']);
    expect(querySearch(latest, 'number').groups).toEqual([]);
    expect(querySearch(latest, 'cursor').groups.map((group) => group.url)).toEqual(['/docs/guides/first']);
    expect(querySearch(older, 'cursor').groups).toEqual([]);
    expect(querySearch(latest, 'zebras').groups).toEqual([]);
    expect(querySearch(older, 'zebras').groups.map((group) => group.url)).toEqual(['/docs/v1/plain']);
    // The island of a page searches its own version.
    expect(await page('docs/v1/guides/first.html')).toContain('&quot;version&quot;:&quot;v1&quot;');
  });

  it('keeps a frozen page\'s slug inside its version, and refuses a latest page where a version is served', async () => {
    await writeFile(path.join(dir, 'content/versions/v1/guides/special.md'), '---\nslug: /docs/special-of-all\n---\n\n# Special guide\n');
    await mkdir(path.join(dir, 'content/docs/v1'), { recursive: true });
    await writeFile(path.join(dir, 'content/docs/v1/stray.md'), '# Stray\n');
    const checked = await docs(['check', '--no-cache'], dir);
    expect(checked.code).toBe(1);
    expect(checked.err).toContain('content/docs/v1/stray.md');
    expect(checked.err).toContain('where the frozen version v1 is served  PageOutsideVersion');
    await rm(path.join(dir, 'content/docs/v1'), { recursive: true });
    const built = await docs(['build', '--no-cache', '--out', path.join(dir, 'slugs')], dir);
    expect(built.code).toBe(0);
    expect(built.err).not.toContain('error');
    expect(existsSync(path.join(dir, 'slugs/docs/v1/special-of-all.html'))).toBe(true);
    expect(existsSync(path.join(dir, 'slugs/docs/special-of-all.html'))).toBe(false);
    await rm(path.join(dir, 'content/versions/v1/guides/special.md'));
  });

  it('reports a broken link of the older version in its own file, and a versions file that is wrong at its line', async () => {
    await writeFile(path.join(dir, 'content/versions/v1/guides/second.md'), '# Second guide\n\n[Gone](./gone.md)\n\n[Only in the latest](/docs/guides/latest-only)\n');
    await writeFile(path.join(dir, 'content/docs/guides/latest-only.md'), '# Only in the latest\n');
    const broken = await docs(['check', '--no-cache'], dir);
    expect(broken.code).toBe(1);
    expect(broken.err).toContain('content/versions/v1/guides/second.md:3:1');
    // Said as read in the version, and with no suggestion that is the very link written.
    expect(broken.err).toContain('Link to /docs/guides/latest-only (read as /docs/v1/guides/latest-only) does not match any page');
    expect(broken.err).not.toContain('Did you mean /docs/guides/latest-only?');
    await rm(path.join(dir, 'content/docs/guides/latest-only.md'));
    await writeFile(path.join(dir, 'content/versions/v1/guides/second.md'), '# Second guide\n');
    await writeFile(path.join(dir, 'content/versions/versions.json'), '[\n  { "name": "v2", "label": "v2", "status": "current" },\n  { "name": "v1", "label": "v1", "status": "retired" }\n]\n');
    const invalid = await docs(['check', '--no-cache'], dir);
    expect(invalid.code).toBe(1);
    expect(invalid.err).toContain('content/versions/versions.json:3:');
    expect(invalid.err).toContain('"v1" has the status "retired"');
    await writeFile(path.join(dir, 'content/versions/versions.json'), JSON.stringify([{ name: 'v2', label: 'v2', status: 'current' }]));
    const unlisted = await docs(['check', '--no-cache'], dir);
    expect(unlisted.code).toBe(0);
    expect(unlisted.err).toContain('VersionNotListed');
    await rm(path.join(dir, 'content/versions/v1'), { recursive: true });
    expect((await readdir(path.join(dir, 'content/versions'))).sort()).toEqual(['versions.json']);
  });
});
