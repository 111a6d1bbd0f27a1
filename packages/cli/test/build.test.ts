import { mkdtemp, readFile, readdir, writeFile, mkdir, cp } from 'node:fs/promises';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUILD_MARKER } from '@docs/shared';
import { docs, fingerprint, REPOSITORY, SITES } from './run-cli.js';
import { makeUnwritable } from './support/unwritable-folder.js';

const tempDir = () => mkdtemp(path.join(os.tmpdir(), 'docs-cli-'));

/** A copy of the basic fixture site, with the repository's templates, to change and build. */
async function basicSiteCopy(): Promise<string> {
  const dir = await tempDir();
  await cp(path.join(SITES, 'basic'), dir, { recursive: true });
  const config = path.join(dir, 'docs.config.ts');
  await writeFile(config, (await readFile(config, 'utf8')).replace(/templates: '[^']*'/, `templates: ${JSON.stringify(path.join(REPOSITORY, 'templates'))}`));
  return dir;
}

describe('docs build of a small site', () => {
  let out: string;
  let result: Awaited<ReturnType<typeof docs>>;
  const page = (file: string) => readFile(path.join(out, file), 'utf8');

  beforeAll(async () => {
    out = path.join(await tempDir(), 'build');
    // Fixture sites are built without the build cache, which would otherwise be written among the fixtures.
    result = await docs(['build', '--out', out, '--no-cache'], path.join(SITES, 'basic'));
  });

  it('succeeds and says what it built', () => {
    // Its Markdown pages, its API operation pages and the index of them at /docs/api/.
    expect(result.err).toMatch(/✔ Built 8 pages into .* in \d+\.\d\d s/);
    expect(result.code).toBe(0);
  });

  it('writes every page at /x, /x/, /x.html and /x/index.html, with a canonical link', async () => {
    for (const file of ['docs/guides/first.html', 'docs/guides/first/index.html', 'docs.html', 'docs/index.html', 'about.html', 'about/index.html']) {
      expect(existsSync(path.join(out, file)), file).toBe(true);
    }
    expect(await page('docs/guides/first.html')).toBe(await page('docs/guides/first/index.html'));
    expect(await page('docs/guides/first.html')).toContain('<link rel="canonical" href="https://fixture.example/docs/guides/first"/>');
    expect(await page('docs/index.html')).toContain('<link rel="canonical" href="https://fixture.example/docs/"/>');
  });

  it('writes the home, search and not-found pages, the sitemap, robots.txt and the API description', async () => {
    expect(await page('index.html')).toContain('A small site for tests');
    expect(await page('search.html')).toContain('name="q"');
    expect(await page('404.html')).toContain('Page Not Found');
    const sitemap = await page('sitemap.xml');
    expect(sitemap).toContain('<loc>https://fixture.example/docs/guides/second</loc>');
    expect(sitemap).not.toContain('404');
    expect(await page('robots.txt')).toContain('Sitemap: https://fixture.example/sitemap.xml');
    expect(JSON.parse(await page('openapi.json'))).toMatchObject({ info: { title: 'Fixture API' } });
  });

  it('puts headings of levels 2 and 3 only in the table of contents', async () => {
    const html = await page('docs/index.html');
    const toc = html.slice(html.indexOf('<div class="doc-toc">'));
    expect(toc).toContain('href="#section-two"');
    expect(toc).toContain('href="#sub-three"');
    expect(toc).not.toContain('href="#deep-four"');
    expect(html).toContain('<h4 id="deep-four">');
  });

  it('uses front matter for the title, description and sidebar label and order', async () => {
    const html = await page('docs/index.html');
    expect(html).toContain('<title>Fixture overview | Fixture Docs</title>');
    expect(html).toContain('<meta name="description" content="The overview of the fixture site."/>');
    const sidebar = html.slice(html.indexOf('<nav class="sidebar"'), html.indexOf('</nav>', html.indexOf('<nav class="sidebar"')));
    expect(sidebar.indexOf('First guide')).toBeLessThan(sidebar.indexOf('>Second<'));
  });

  it('describes a page without a description in its front matter by its opening text, for search engines and link previews', async () => {
    const html = await page('docs/guides/first.html');
    expect(html).toContain('<meta name="description" content="Run make."/>');
    expect(html).toContain('<meta property="og:description" content="Run make."/>');
    expect(html).toContain('<meta property="og:site_name" content="Fixture Docs"/>');
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toContain('<meta name="twitter:card" content="summary"/>');
    // The search page is an empty form to a crawler.
    expect(await page('search.html')).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(html).not.toContain('name="robots"');
  });

  it('marks the current page in the sidebar and links prev and next pages', async () => {
    const html = await page('docs/guides/first.html');
    expect(html).toContain('<a class="active" href="/docs/guides/first" aria-current="page">');
    expect(html).toMatch(/href="\/docs\/" rel="prev"/);
    expect(html).toMatch(/href="\/docs\/guides\/second" rel="next"/);
    expect(html).toMatch(/<nav class="breadcrumbs"[^]*Guides[^]*First guide/);
  });

  it('renders the navbar, footer and an external link marked as such', async () => {
    const html = await page('docs/guides/first.html');
    expect(html).toContain('data-theme-toggle');
    // The search button is a link to the search page until its island opens the dialog instead.
    expect(html).toMatch(/data-island="SearchModal"[^>]*><a class="search-button" href="\/search" data-search-shortcut/);
    expect(html).toMatch(/href="https:\/\/example.com\/source" target="_blank" rel="noopener noreferrer"/);
    expect(html).toContain(`Copyright © ${new Date().getFullYear()} Fixture Docs`);
  });

  it('rewrites links between Markdown files into page URLs', async () => {
    expect(await page('docs/index.html')).toContain('href="/docs/guides/first#install"');
  });
});

describe('docs build with broken links', () => {
  it('fails with exit 1, lists each broken link with file, line and a suggestion, and leaves the previous output alone', async () => {
    const parent = await tempDir();
    const out = path.join(parent, 'build');
    await mkdir(out);
    await writeFile(path.join(out, BUILD_MARKER), 'written by docs build\n');
    await writeFile(path.join(out, 'index.html'), 'previous build');

    const { code, err } = await docs(['build', '--out', out, '--no-cache'], path.join(SITES, 'broken-links'));

    expect(code).toBe(1);
    expect(err).toContain('content/docs/index.md:9:3  error  Link to ./guide.md#instal has no anchor');
    expect(err).toContain('hint: Did you mean /docs/guide#install?');
    expect(err).toContain('content/docs/index.md:9:43  error  Link to ./gide.md does not match any page or file of the site');
    expect(err).toContain('hint: Did you mean /docs/guide?');
    expect(err).toContain('✖ 2 errors');
    expect((await readdir(out)).sort()).toEqual([BUILD_MARKER, 'index.html']);
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).toBe('previous build');
    expect(await readdir(parent)).toEqual(['build']);
  });

  it('docs check reports the same problems without writing anything', async () => {
    const { code, err } = await docs(['check', '--no-cache'], path.join(SITES, 'broken-links'));
    expect(code).toBe(1);
    expect(err).toContain('BrokenAnchor');
    expect(existsSync(path.join(SITES, 'broken-links', 'build'))).toBe(false);
  });
});

describe('docs build of a site with a draft', () => {
  it('leaves the draft out of the site, its sidebar, search and sitemap, and fails a link to it', async () => {
    const dir = await basicSiteCopy();
    await writeFile(path.join(dir, 'content/docs/guides/unreleased.md'), '---\ntitle: Unreleased feature\ndraft: true\n---\n\nThe secret plan.\n');
    await writeFile(path.join(dir, 'content/docs/guides/teaser.md'), '---\ntitle: Teaser\n---\n\nSoon: [the feature](./unreleased.md).\n');
    const out = path.join(dir, 'out');
    // A published page may not link to the draft (broken links fail this site's build).
    const linked = await docs(['build', '--out', out, '--no-cache'], dir);
    expect(linked.code).toBe(1);
    expect(linked.err).toMatch(/content\/docs\/guides\/teaser\.md:5:\d+ {2}error {2}Link to \.\/unreleased\.md does not match any page/);
    await writeFile(path.join(dir, 'content/docs/guides/teaser.md'), '---\ntitle: Teaser\n---\n\nSoon.\n');
    const { code } = await docs(['build', '--out', out, '--no-cache'], dir);
    expect(code).toBe(0);
    expect(existsSync(path.join(out, 'docs/guides/unreleased.html'))).toBe(false);
    expect(existsSync(path.join(out, 'docs/guides/teaser.html'))).toBe(true);
    const everything = (await readdir(out, { recursive: true })).filter((file) => /\.(html|json|xml)$/.test(file));
    for (const file of everything) expect(await readFile(path.join(out, file), 'utf8'), file).not.toMatch(/secret plan|Unreleased feature/);
  });
});

describe('docs build of a config that throws as it runs', () => {
  it('places the error at its line, in the config or in the file of its folder it imports', async () => {
    const site = await mkdtemp(path.join(os.tmpdir(), 'docs-config-throws-'));
    await writeFile(path.join(site, 'docs.config.ts'), "const x: { y?: { z: string } } = {};\n\nexport default { title: x.y!.z };\n");
    // In a process of its own: the config must run as Node imports it, not as the test runner loads modules.
    const run = (args: string[]) =>
      new Promise<{ code: number; err: string }>((resolve) => {
        const child = spawn(process.execPath, [path.join(REPOSITORY, 'bin/docs'), ...args], { cwd: site });
        let err = '';
        child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
        child.on('close', (code) => resolve({ code: code ?? 1, err }));
      });
    const own = await run(['build', '--no-cache']);
    expect(own.code).toBe(1);
    expect(own.err).toMatch(/^docs\.config\.ts:3:\d+ +error +The config file could not be loaded: Cannot read properties of undefined \(reading 'z'\)/m);
    await writeFile(path.join(site, 'settings.ts'), "export function titleOf(name: string): string {\n  if (!name) throw new Error('no name given');\n  return name;\n}\n");
    await writeFile(path.join(site, 'docs.config.ts'), "import { titleOf } from './settings.js';\n\nexport default { title: titleOf('') };\n");
    const imported = await run(['build']);
    expect(imported.code).toBe(1);
    expect(imported.err).toMatch(/^settings\.ts:2:\d+ +error +The config file could not be loaded: no name given/m);
    // A top-level await of something that never comes, or a default export that never settles, fails: it
    // does not end the process with 0 and nothing said, which CI reads as a build that passed.
    for (const config of ["await new Promise(() => {});\nexport default { title: 'Never' };\n", 'export default new Promise(() => {});\n']) {
      await writeFile(path.join(site, 'docs.config.ts'), config);
      for (const command of ['build', 'check']) {
        const waiting = await run([command, '--no-cache']);
        expect(waiting.code).toBe(1);
        expect(waiting.err).toContain('The config file could not be loaded: it waits on something that never comes');
      }
    }
    // A folder it cannot write into (a read-only checkout): the config runs from memory, and a package
    // it imports is said to be out of its reach there, not as a resolution error of a data: URL.
    await writeFile(path.join(site, 'docs.config.ts'), "import pad from 'left-pad';\nexport default { title: pad('x', 2) };\n");
    const undo = await makeUnwritable(site);
    try {
      const readOnly = await run(['check', '--no-cache']);
      expect(readOnly.code).toBe(1);
      expect(readOnly.err).toContain('its folder cannot be written, so it ran from memory, where it cannot import "left-pad"');
      expect(readOnly.err).not.toContain('base64');
    } finally {
      await undo();
    }
  }, 60_000);
});

describe('docs build --workers', () => {
  it('refuses an empty value, and uses at most one thread a core', async () => {
    const empty = await docs(['check', '--workers', '', '--no-cache'], path.join(SITES, 'basic'));
    expect(empty.code).toBe(1);
    expect(empty.err).toContain('--workers takes a whole number');
    const hex = await docs(['check', '--workers', '0x2', '--no-cache'], path.join(SITES, 'basic'));
    expect(hex.code).toBe(1);
    expect(hex.err).toContain('--workers takes a whole number (0 renders every page on the main thread), not "0x2"');
    // With --json, as every other problem: on stdout, for a CI step that reads it.
    const json = await docs(['check', '--workers', 'abc', '--no-cache', '--json'], path.join(SITES, 'basic'));
    expect(json.code).toBe(1);
    expect(JSON.parse(json.out)).toEqual([expect.objectContaining({ code: 'InvalidFlagValue', severity: 'error' })]);
    const many = await docs(['check', '--workers', '500', '--no-cache'], path.join(SITES, 'basic'));
    expect(many.code).toBe(0);
    expect(many.err).toContain(`--workers 500 is more than the ${os.availableParallelism()} cores of this machine`);
  });
});

describe('docs build --no-cache --cache-dir', () => {
  it('says the cache folder given is not used, and writes nothing there', async () => {
    const cache = path.join(await tempDir(), 'cache');
    const { code, err } = await docs(['check', '--no-cache', '--cache-dir', cache], path.join(SITES, 'basic'));
    expect(code).toBe(0);
    expect(err).toContain(`--cache-dir ${cache} is not used: --no-cache neither reads nor writes a build cache`);
    expect(existsSync(cache)).toBe(false);
  });
});

describe('docs build stopped by Ctrl+C', () => {
  it('ends with 130, leaving the output as it was and nothing beside it', async () => {
    const dir = await tempDir();
    const out = path.join(dir, 'out');
    const child = spawn(process.execPath, [path.join(REPOSITORY, 'bin/docs'), 'build', '--out', out, '--no-cache'], { cwd: REPOSITORY });
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    // The output folder's lock is taken once the build starts its work: stop it then.
    for (let i = 0; i < 400 && !(await readdir(dir)).some((name) => name.endsWith('.lock')); i++) await new Promise((resolve) => setTimeout(resolve, 25));
    child.kill('SIGINT');
    expect(await exited, err).toBe(130);
    expect(err).toContain('✖ Stopped;');
    expect(await readdir(dir)).toEqual([]);
  }, 60_000);
});

describe('docs build of links to what the build makes last', () => {
  it('takes the search index\'s entry for a file of the site, in docs build and in docs check', async () => {
    const dir = await basicSiteCopy();
    await writeFile(path.join(dir, 'content/docs/index-links.md'), '---\ntitle: Index links\n---\n\nThe [search index](/search-index.json), as a download.\n');
    for (const args of [['build', '--out', path.join(dir, 'out')], ['check']]) {
      const { code, err } = await docs([...args, '--no-cache'], dir);
      expect(err, args[0]).not.toContain('search-index.json does not match');
      expect(code, args[0]).toBe(0);
    }
  });
});

describe('docs build of unusual input', () => {
  it('reads the home page\'s button and card links as the page\'s own links, and reports a broken one at the page', async () => {
    const site = await basicSiteCopy();
    await writeFile(
      path.join(site, 'content/index.md'),
      '---\nlayout: home\nhero:\n  actions:\n    - text: Start\n      link: ./docs/guides/first.md#use\nfeatures:\n  - title: Gone\n    details: A card.\n    link: /docs/gone\n---\n',
    );
    const out = path.join(site, 'build');
    const built = await docs(['build', '--out', out, '--no-cache'], site);
    expect(built.err).toMatch(/content\/index\.md\s+error\s+Link to \/docs\/gone does not match/);
    expect(built.err).not.toMatch(/templates\S*\s+error/);
    expect(built.err).not.toContain('first.md');
    await writeFile(path.join(site, 'content/index.md'), (await readFile(path.join(site, 'content/index.md'), 'utf8')).replace('/docs/gone', '/docs/'));
    expect((await docs(['build', '--out', out, '--no-cache'], site)).code).toBe(0);
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).toContain('href="/docs/guides/first#use"');
  });

  it('builds an .mdx page as Markdown, in the sidebar, links to it resolved, and warns of what only MDX reads', async () => {
    const site = await basicSiteCopy();
    await writeFile(
      path.join(site, 'content/docs/guides/tabs.mdx'),
      "---\ntitle: Install\n---\n\nimport Tabs from '@theme/Tabs';\n\nPick your package manager.\n\n<Tabs>\n\n```sh\nnpm install inkwell\n```\n\n</Tabs>\n",
    );
    await writeFile(path.join(site, 'content/docs/guides/second.md'), '# Second\n\nFirst [install](./tabs.mdx).\n');
    const out = path.join(site, 'build');
    const built = await docs(['build', '--out', out, '--no-cache'], site);
    expect(built.code).toBe(0);
    expect(built.err).toMatch(/content\/docs\/guides\/tabs\.mdx:5:1\s+warning\s+This page is written for MDX \(`import` lines\)/);
    const page = await readFile(path.join(out, 'docs/guides/tabs.html'), 'utf8');
    expect(page).toContain('npm install inkwell');
    expect(page).toContain('href="/docs/guides/tabs" aria-current="page"');
    expect(await readFile(path.join(out, 'docs/guides/second.html'), 'utf8')).toContain('href="/docs/guides/tabs"');
    // Its source is no file of the site.
    expect(existsSync(path.join(out, 'docs/guides/tabs.mdx'))).toBe(false);
  });

  it('links a page whose file name holds a space by an encoded URL, in its links, the sidebar and the sitemap', async () => {
    const site = await basicSiteCopy();
    await writeFile(path.join(site, 'content/docs/guides/with space.md'), '# Spaced\n\n## Part\n\nText.\n');
    await writeFile(path.join(site, 'content/docs/guides/second.md'), '# Second\n\nSee [it](<./with space.md#part>).\n');
    const out = path.join(site, 'build');
    expect((await docs(['build', '--out', out, '--no-cache'], site)).code).toBe(0);
    const second = await readFile(path.join(out, 'docs/guides/second.html'), 'utf8');
    expect(second).toContain('href="/docs/guides/with%20space#part"');
    expect(second).not.toMatch(/href="[^"]* [^"]*"/);
    expect(await readFile(path.join(out, 'sitemap.xml'), 'utf8')).toContain('/docs/guides/with%20space</loc>');
    expect(existsSync(path.join(out, 'docs/guides/with space.html'))).toBe(true);
  });

  it('warns that a site whose config gives no url names localhost where search engines read its address', async () => {
    const site = await basicSiteCopy();
    const config = path.join(site, 'docs.config.ts');
    await writeFile(config, (await readFile(config, 'utf8')).replace("url: 'https://fixture.example',\n", ''));
    const out = path.join(site, 'build');
    const built = await docs(['build', '--out', out, '--no-cache'], site);
    expect(built.code).toBe(0);
    expect(built.err).toMatch(/docs\.config\.ts\s+warning\s+The config gives no url: .* name http:\/\/localhost\s+SiteUrlMissing/);
    expect(await readFile(path.join(out, 'robots.txt'), 'utf8')).toContain('http://localhost/sitemap.xml');
    // docs check publishes nothing: nothing to warn of.
    expect((await docs(['check', '--no-cache'], site)).err).not.toContain('SiteUrlMissing');
  });

  it('builds a site from an empty content folder', async () => {
    const dir = await tempDir();
    await mkdir(path.join(dir, 'empty'));
    const out = path.join(dir, 'out');
    const { code, err } = await docs(['build', '--content', path.join(dir, 'empty'), '--out', out, '--no-cache'], path.join(SITES, 'basic'));
    expect(err).toContain('✔ Built 5 pages');
    expect(code).toBe(0);
    for (const file of ['index.html', 'docs/index.html', 'docs/api/index.html', 'search.html', '404.html', 'openapi.json']) expect(existsSync(path.join(out, file)), file).toBe(true);
  });

  it('names the file and line of invalid front matter', async () => {
    const dir = await tempDir();
    await cp(path.join(SITES, 'basic'), dir, { recursive: true });
    await writeFile(
      path.join(dir, 'docs.config.ts'),
      `export default { title: 'Copy', spec: 'openapi.json', templates: ${JSON.stringify(path.join(REPOSITORY, 'templates'))} };\n`,
    );
    await writeFile(path.join(dir, 'content/docs/guides/first.md'), '---\ntitle: First\nsidebar_position: [1\n---\n\nText\n');
    const { code, err } = await docs(['build', '--out', path.join(dir, 'out'), '--config', path.join(dir, 'docs.config.ts'), '--no-cache'], SITES);
    expect(code).toBe(1);
    expect(err).toMatch(/content\/docs\/guides\/first\.md:3:\d+ {2}error {2}Front matter is not valid YAML/);
  });

  it('names the file and line of an island that does not compile, once', async () => {
    const dir = await tempDir();
    await cp(path.join(SITES, 'basic'), dir, { recursive: true });
    await mkdir(path.join(dir, 'templates/islands'), { recursive: true });
    await writeFile(path.join(dir, 'templates/index.tsx'), 'export function Document() {\n  return <html><body>page</body></html>;\n}\n');
    await writeFile(path.join(dir, 'templates/islands/Broken.tsx'), 'export default function Broken() {\n  const size = ;\n  return <b>{size}</b>;\n}\n');
    await writeFile(path.join(dir, 'docs.config.ts'), `export default { title: 'Copy', spec: 'openapi.json', templates: 'templates' };\n`);
    const { code, err } = await docs(['build', '--out', path.join(dir, 'out'), '--config', path.join(dir, 'docs.config.ts'), '--no-cache'], dir);
    expect(code).toBe(1);
    expect(err).toMatch(/templates\/islands\/Broken\.tsx:2:\d+ {2}error {2}The templates do not compile: Unexpected ";"/);
    expect(err).toContain('✖ 1 error');
    expect(existsSync(path.join(dir, 'out'))).toBe(false);
  });

  it.runIf(existsSync('/proc/self'))('says an output folder where no file can be made is so, at the file it tried, and exits 1', async () => {
    const site = await basicSiteCopy();
    const built = await docs(['build', '--out', '/proc/docs-output', '--no-cache'], site);
    expect(built.code).toBe(1);
    expect(built.err).toMatch(/\/proc\/\.docs-output\.lock could not be written: it does not exist \(ENOENT\)\s+FileNotUsable/);
    expect(built.err).not.toContain('Internal error');
  });

  it.runIf(existsSync('/proc/self'))('builds without the cache, warning, where its folder cannot be made, and refuses an output folder below one at once', async () => {
    // Node's own recursive mkdir never returns for a path under /proc.
    const site = await basicSiteCopy();
    const checked = await docs(['check', '--cache-dir', '/proc/docs-cache/pages'], site);
    expect(checked.code).toBe(0);
    expect(checked.err).toContain('CacheFolderRefused');
    const built = await docs(['build', '--out', '/proc/docs-parent/out', '--no-cache'], site);
    expect(built.code).toBe(1);
    expect(built.err).toContain('FileNotUsable');
    expect(built.err).not.toContain('stopped responding');
  });

  it('explains a missing content folder', async () => {
    const { code, err } = await docs(['build', '--content', 'no-such-folder', '--out', '/tmp/never', '--no-cache'], path.join(SITES, 'basic'));
    expect(code).toBe(1);
    expect(err).toContain('Content folder no-such-folder does not exist');
    expect(err).toContain('hint: Create it, or pass the right folder with --content.');
  });

  it('says a folder with neither a config nor content is no site, and writes nothing there', async () => {
    const empty = await tempDir();
    for (const command of ['build', 'check']) {
      const { code, err } = await docs([command], empty);
      expect(code, command).toBe(1);
      expect(err).toContain(`${empty} is no docs site: it has no config (docs.config.ts, .mts, .js or .mjs) and no content folder`);
      expect(err).not.toContain('TemplatesNotFound');
    }
    expect(await readdir(empty)).toEqual([]);
  });

  it('refuses a path flag given an empty value, as a CI variable that is not set gives it, rather than use the default', async () => {
    const { code, err } = await docs(['build', '--out', '', '--content', ''], path.join(SITES, 'basic'));
    expect(code).toBe(1);
    expect(err).toContain('--content was given an empty value');
    expect(err).toContain('--out was given an empty value');
    expect(err).not.toContain('Built');
    // Nor does docs publish, whose empty --prefix would publish to (and with --delete prune) the bucket's root.
    const publish = await docs(['publish', '--bucket', 'docs', '--prefix', '', '--delete', '--dry-run'], path.join(SITES, 'basic'));
    expect(publish.code).toBe(1);
    expect(publish.err).toContain('--prefix was given an empty value');
    const serve = await docs(['serve', ' '], path.join(SITES, 'basic'));
    expect(serve.code).toBe(1);
    expect(serve.err).toContain('DIR was given an empty value');
  });

  it('refuses a file given as the content folder, leaving the last output as it was', async () => {
    const out = path.join(await tempDir(), 'out');
    const site = path.join(SITES, 'basic');
    expect((await docs(['build', '--out', out, '--no-cache'], site)).code).toBe(0);
    const before = await fingerprint(out);
    const { code, err } = await docs(['build', '--content', 'content/about.md', '--out', out, '--no-cache'], site);
    expect(code).toBe(1);
    expect(err).toContain('Content folder content/about.md is a file, not the folder of Markdown pages');
    expect(await fingerprint(out)).toEqual(before);
  });
});
