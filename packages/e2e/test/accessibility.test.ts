import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { launchChromium, openPage } from './support/browser.js';
import { findAxeViolations, formatAxeFindings, type AxeFinding } from './support/axe.js';

const site = inject('siteUrl');
let browser: Browser;
beforeAll(async () => (browser = await launchChromium()));
afterAll(() => browser.close());

type Mode = 'light' | 'dark';

/** One page of each kind the templates render, and what to wait for before judging it. */
const PAGE_KINDS: { path: string; ready?: (page: Page) => Promise<unknown> }[] = [
  { path: '/' },
  { path: '/docs/' },
  { path: '/docs/getting-started/authentication' },
  { path: '/docs/api/signings/create-signing' },
  // A page of the unmaintained version, with its banner and the version menu open.
  { path: '/docs/v1/getting-started/authentication', ready: (page) => page.locator('summary.version-menu-button').click() },
  // With results shown: their excerpts and highlights are what could lack contrast.
  { path: '/search?q=signing', ready: (page) => page.locator('.search-hit').first().waitFor() },
  { path: '/no-such-page' },
  { path: '/markdown-page' },
];

/** A page in the given colour mode, chosen the way the toggle stores it, so that it applies before the first paint. */
async function openInMode(mode: Mode, options: BrowserContextOptions = {}): Promise<Page> {
  const page = await openPage(browser, options);
  await page.addInitScript((chosen) => localStorage.setItem('theme', chosen), mode);
  return page;
}

function expectNoViolations(findings: AxeFinding[]): void {
  expect(findings, formatAxeFindings(findings)).toHaveLength(0);
}

describe.each<Mode>(['light', 'dark'])('accessibility in %s mode: no serious or critical axe violation', (mode) => {
  test('on every page kind', { timeout: 90_000 }, async () => {
    const page = await openInMode(mode);
    const findings: AxeFinding[] = [];
    for (const { path, ready } of PAGE_KINDS) {
      await page.goto(`${site}${path}`);
      await ready?.(page);
      expect(await page.getAttribute('html', 'data-theme')).toBe(mode);
      findings.push(...(await findAxeViolations(page, `${path} (${mode})`)));
    }
    expectNoViolations(findings);
    await page.context().close();
  });

  test('with the search dialog open and showing results', async () => {
    const page = await openInMode(mode);
    await page.goto(`${site}/docs/getting-started/authentication`);
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search the documentation' });
    await dialog.getByRole('combobox').fill('signing');
    await dialog.locator('.search-hit').first().waitFor();
    expectNoViolations(await findAxeViolations(page, `the search dialog (${mode})`));
    await page.context().close();
  });

  test('at 800 px with the menu drawer open', async () => {
    const page = await openInMode(mode, { viewport: { width: 800, height: 900 } });
    await page.goto(`${site}/docs/api/signings/create-signing`);
    await page.getByRole('button', { name: 'Open the navigation menu' }).click();
    await page.locator('#site-drawer').waitFor({ state: 'visible' });
    expectNoViolations(await findAxeViolations(page, `the menu drawer at 800 px (${mode})`));
    await page.context().close();
  });
});
