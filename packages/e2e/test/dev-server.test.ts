import { cp, mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { loadConfig } from '@docs/generator';
import { createDevServer, type DevServer } from '@docs/dev-server';
import { launchChromium, markWindow, openPage, readMarker } from './support/browser.js';

const REPOSITORY = fileURLToPath(new URL('../../../', import.meta.url));
// Inside the repository, so that the copied templates resolve React and our packages.
const WORK = fileURLToPath(new URL('../.work/', import.meta.url));
const LONG = Array.from({ length: 60 }, (_, i) => `Paragraph ${i + 1} of a long page, long enough to scroll.`).join('\n\n');
const PAGE = (marker: string) => `---\ntitle: Live page\n---\n\n# Live page\n\n${marker}\n\n${LONG}\n\n## End\n\nThe end.\n`;

let site: string;
let server: DevServer;
let browser: Browser;
let written = 0;
/**
 * Saves a file whole, as editors that write a temporary file and rename it do: a file written in place
 * is empty for a moment, and on a loaded machine a rebuild could read it so and show that empty page
 * as the last good one.
 */
const write = async (file: string, text: string) => {
  const temporary = path.join(WORK, `saving-${process.pid}-${++written}`);
  await writeFile(temporary, text);
  await rename(temporary, path.join(site, file));
};

beforeAll(async () => {
  await mkdir(WORK, { recursive: true });
  site = await mkdtemp(path.join(WORK, 'dev-'));
  await cp(path.join(REPOSITORY, 'templates'), path.join(site, 'templates'), { recursive: true, filter: (source) => !source.includes('node_modules') });
  await mkdir(path.join(site, 'content/docs'), { recursive: true });
  await mkdir(path.join(site, 'static'));
  await write('static/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await write('docs.config.ts', `export default { title: 'Live fixture', tagline: 'Reloads', url: 'https://live.example', navbar: { links: [] } };\n`);
  await write('content/index.md', '---\ntitle: Live fixture\n---\n\nSee [the live page](/docs/live).\n');
  await write('content/docs/index.md', '---\ntitle: Overview\n---\n\nOverview.\n');
  await write('content/docs/live.md', PAGE('Version one.'));
  await write('content/docs/café menu.md', PAGE('Menu one.'));
  const { config } = await loadConfig({ cwd: site });
  server = await createDevServer({ config: config!, cwd: site, port: 0 });
  await server.watching;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await rm(site, { recursive: true, force: true });
});

async function openLivePage(): Promise<Page> {
  const page = await openPage(browser, { viewport: { width: 1280, height: 600 } });
  await page.goto(`${server.url}/docs/live`);
  await page.waitForSelector('html[data-dev-connected]', { state: 'attached' });
  return page;
}

describe('docs dev in the browser', () => {
  test('a saved Markdown file reloads the open page, which keeps its scroll position', async () => {
    const page = await openLivePage();
    await page.evaluate(() => window.scrollTo(0, 900));
    await markWindow(page);
    await write('content/docs/live.md', PAGE('Version two.'));
    await expect.poll(() => page.locator('main').textContent().catch(() => ''), { timeout: 15_000 }).toContain('Version two.');
    expect(await readMarker(page)).toBeUndefined();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
    await page.close();
  });

  test('a page whose address has letters outside ASCII and a blank reloads when saved, as any other', async () => {
    const page = await openPage(browser, { viewport: { width: 1280, height: 600 } });
    await page.goto(`${server.url}/docs/caf%C3%A9%20menu`);
    await page.waitForSelector('html[data-dev-connected]', { state: 'attached' });
    await write('content/docs/café menu.md', PAGE('Menu two.'));
    await expect.poll(() => page.locator('main').textContent().catch(() => ''), { timeout: 15_000 }).toContain('Menu two.');
    await page.close();
  });

  test('a build error shows an overlay with the file and line over the last good page; the fix removes it', async () => {
    const page = await openLivePage();
    await write('content/docs/live.md', `${PAGE('Version three.')}\nA [broken link](/docs/nowhere).\n`);
    const overlay = page.getByRole('alertdialog', { name: 'Build error' });
    await expect.poll(() => overlay.textContent().catch(() => ''), { timeout: 15_000 }).toContain('content/docs/live.md:');
    expect(await overlay.textContent()).toContain('Link to /docs/nowhere does not match any page');
    expect(await page.locator('main').textContent()).toContain('Version two.');
    await write('content/docs/live.md', PAGE('Version four.'));
    await expect.poll(() => page.locator('main').textContent().catch(() => ''), { timeout: 15_000 }).toContain('Version four.');
    expect(await overlay.count()).toBe(0);
    await page.close();
  });

  test('a page that was loading when a newer build was announced reloads once it listens, rather than staying on the older build', async () => {
    const page = await openPage(browser, { viewport: { width: 1280, height: 600 } });
    // The page arrives, but its client cannot listen until the next build is done and announced.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/__docs/client.js', async (route) => {
      await held;
      await route.continue();
    });
    // Module scripts hold back DOMContentLoaded: the page is there once its main is.
    await page.goto(`${server.url}/docs/live`, { waitUntil: 'commit' });
    const before = (await page.locator('main').textContent()) ?? '';
    await write('content/docs/live.md', PAGE('Version five.'));
    // Served by the server already (the announcement has gone out to pages that listened).
    await expect.poll(async () => (await fetch(`${server.url}/docs/live`).then((response) => response.text())).includes('Version five.'), { timeout: 15_000 }).toBe(true);
    expect(before).not.toContain('Version five.');
    release();
    await expect.poll(() => page.locator('main').textContent().catch(() => ''), { timeout: 15_000 }).toContain('Version five.');
    await page.close();
  });

  test('a changed stylesheet applies without reloading the page', async () => {
    const page = await openLivePage();
    await markWindow(page);
    const tokens = 'templates/styles/tokens.css';
    await write(tokens, `${await readFile(path.join(site, tokens), 'utf8')}\nhtml body { outline: 3px solid rgb(255, 0, 0); }\n`);
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).outlineColor), { timeout: 15_000 }).toBe('rgb(255, 0, 0)');
    expect(await readMarker(page)).toBe('still here');
    await page.close();
  });
});
