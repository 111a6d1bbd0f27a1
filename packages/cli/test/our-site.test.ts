import { mkdtemp, readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeOutputFiles } from '@docs/shared';
import { docs, REPOSITORY } from './run-cli.js';

/** The routes the customer's site description lists, besides the API operation pages. */
const SITE_ROUTES = [
  '/',
  '/search',
  '/markdown-page',
  '/docs/',
  '/docs/getting-started/ai-prompts',
  '/docs/getting-started/authentication',
  '/docs/getting-started/quickstart-signing',
  '/docs/signings/',
  '/docs/signings/api-reference',
  '/docs/users/',
  '/docs/webhooks/',
];

describe('the e-signing documentation site of this repository', () => {
  let out: string;
  let result: Awaited<ReturnType<typeof docs>>;
  const read = (file: string) => readFile(path.join(out, file), 'utf8');

  beforeAll(async () => {
    out = path.join(await mkdtemp(path.join(os.tmpdir(), 'our-site-')), 'build');
    result = await docs(['build', '--out', out, '--cache-dir', `${out}-cache`], REPOSITORY);
  }, 60_000);

  it('builds with every link and anchor resolving', () => {
    expect(result.err).not.toMatch(/error|warning/);
    expect(result.code).toBe(0);
  });

  it.each(SITE_ROUTES)('has the page %s at every URL form', (route) => {
    for (const file of routeOutputFiles(route)) expect(existsSync(path.join(out, file)), file).toBe(true);
  });

  it('keeps the docs of v1 at /docs/v1/, describing the API as it was, unmaintained and out of the sitemap', async () => {
    for (const route of SITE_ROUTES.filter((r) => r.startsWith('/docs/')).map((r) => r.replace('/docs/', '/docs/v1/'))) {
      expect(existsSync(path.join(out, routeOutputFiles(route)[0]!)), route).toBe(true);
    }
    expect(existsSync(path.join(out, 'docs/v1/api/signings/create-signing.html'))).toBe(true);
    // v1 could neither cancel a signing nor remind every recipient at once, and paged by number.
    expect(existsSync(path.join(out, 'docs/v1/api/signings/cancel-signing.html'))).toBe(false);
    expect(existsSync(path.join(out, 'docs/v1/api/signings/remind-unsigned.html'))).toBe(false);
    expect(await read('docs/v1/api/signings/get-signings.html')).toContain('id="param-query-per_page"');
    expect(await read('docs/api/signings/get-signings.html')).toContain('id="param-query-cursor"');
    expect(JSON.parse(await read('docs/v1/openapi.json')).servers[0].url).toBe('https://api.inkwell.example/v1');
    expect(JSON.parse(await read('openapi.json')).servers[0].url).toBe('https://api.inkwell.example/v2');
    const authentication = await read('docs/v1/getting-started/authentication.html');
    expect(authentication).toContain('which is no longer actively maintained');
    expect(authentication).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(await read('sitemap.xml')).not.toContain('/docs/v1/');
    // The latest's pages name their version, and offer v1's where it has them.
    const cancel = await read('docs/api/signings/cancel-signing.html');
    expect(cancel).toContain('<span aria-hidden="true">Version: </span>v2</summary>');
    expect(cancel).toContain('<a href="/docs/v1/" data-docs-version="v1" data-version-missing=""');
  });

  it('has the not-found page and the downloadable API description', async () => {
    expect(await read('404.html')).toContain('Page Not Found');
    expect(JSON.parse(await read('openapi.json'))).toHaveProperty('openapi');
  });

  it('says what the product does on the home page, with calls to action', async () => {
    const home = await read('index.html');
    expect(home).toContain('Automate your document signing process');
    expect(home).toContain('href="/docs/getting-started/quickstart-signing"');
    expect(home).toContain('href="/docs/signings/api-reference"');
  });

  it('walks through the whole signing flow in the quickstart, with requests and responses', async () => {
    const html = await read('docs/getting-started/quickstart-signing.html');
    const steps = ['/signings', '/documents', '/recipients', '/send', '/webhooks', '/signed'];
    let position = 0;
    for (const step of steps) {
      const found = html.indexOf(step, position);
      expect(found, `${step} after the previous step`).toBeGreaterThan(-1);
      position = found;
    }
    expect(html).toContain('language-bash');
    expect(html).toContain('language-json');
  });

  it('shows the shared sidebar, the footer and the navbar on every documentation page', async () => {
    for (const route of SITE_ROUTES.filter((r) => r.startsWith('/docs/'))) {
      const html = await read(routeOutputFiles(route)[0]!);
      expect(html, route).toContain('<nav class="sidebar" aria-label="Docs">');
      expect(html, route).toContain('href="/docs/"');
      expect(html, route).toContain('Copyright © 2025');
      expect(html, route).toContain('data-theme-toggle');
    }
  });

  it('keeps a sidebar category\'s own page a link beside its summary, never inside it', async () => {
    const html = await read(routeOutputFiles('/docs/api/')[0]!);
    const reference = html.slice(html.indexOf('<li><a class="sidebar-category-link active" href="/docs/api/"'));
    expect(reference).toMatch(/^<li[^>]*><a [^>]*aria-current="page">API reference<\/a><details open=""><summary class="sidebar-toggle"><span class="visually-hidden">Pages in <!-- -->API reference<\/span><\/summary>/);
    for (const summary of html.match(/<summary[^]*?<\/summary>/g) ?? []) expect(summary).not.toContain('<a ');
    // A folder with nothing but its own page is a plain link, with no toggle that would open nothing.
    expect(html).toContain('<li><a class="sidebar-category-link" href="/docs/users/">Users and organizations</a></li>');
  });

  it('has one "API reference" in the sidebar, opened by the hand-written overview, and no guide named like an API group', async () => {
    const html = await read(routeOutputFiles('/docs/signings/api-reference')[0]!);
    const sidebar = html.slice(html.indexOf('<nav class="sidebar"'), html.indexOf('</nav>', html.indexOf('<nav class="sidebar"')));
    const labels = (pattern: RegExp) => [...sidebar.matchAll(pattern)].map((match) => match[1]!.replace(/<[^>]+>/g, ''));
    expect(labels(/<a [^>]*>(?:<span>)?(API reference)</g)).toEqual(['API reference']);
    const topLevel = labels(/<li><a class="sidebar-category-link[^"]*" href="[^"]*"[^>]*>([^<]+)</g);
    const groups = labels(/<span class="sidebar-label">([^<]+)<\/span>/g).filter((label) => label !== 'Getting started');
    expect(groups).toEqual(['Signings', 'Documents', 'Recipients', 'Users', 'Webhooks', 'Webhook events']);
    expect(topLevel.filter((label) => groups.includes(label))).toEqual([]);
    // The overview is the section's first entry, and its breadcrumbs lead through the API reference.
    const section = sidebar.slice(sidebar.indexOf('href="/docs/api/"'));
    const overviewAt = section.indexOf('href="/docs/signings/api-reference"');
    expect(overviewAt).toBeGreaterThan(0);
    expect(overviewAt).toBeLessThan(section.indexOf('Signings'));
    expect(html).toMatch(/<a href="\/docs\/api\/">API reference<\/a>/);
  });
});
