import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, openPage, readHeading } from './support/browser.js';

const site = inject('siteUrl');
let browser: Browser;
beforeAll(async () => (browser = await launchChromium()));
afterAll(() => browser.close());

const AUTHENTICATION = '/docs/getting-started/authentication';
const menuButton = (page: Page) => page.locator('summary.version-menu-button');
const menuEntry = (page: Page, version: string) => page.locator(`.version-menu-list a[data-docs-version="${version}"]`);
const path = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).hash;

/** Picks a version in the navbar's version menu. */
async function pickVersion(page: Page, version: string): Promise<void> {
  await menuButton(page).click();
  await menuEntry(page, version).click();
}

describe('the docs version menu', () => {
  test('names the version it shows, and leads from a guide to the same guide in the other version', async () => {
    const page = await openPage(browser);
    await page.goto(`${site}${AUTHENTICATION}`);
    await expect.poll(() => menuButton(page).textContent()).toContain('Version: v2');
    const title = await readHeading(page);
    await pickVersion(page, 'v1');
    await page.waitForURL(`**/docs/v1/getting-started/authentication`);
    expect(await readHeading(page)).toBe(title);
    expect(await menuButton(page).textContent()).toContain('v1');
    await page.context().close();
  });

  test('keeps the reader\'s place where the other version has it, and drops it where it has not', async () => {
    const page = await openPage(browser);
    await page.goto(`${site}${AUTHENTICATION}#rate-limits`);
    await pickVersion(page, 'v1');
    await page.waitForURL(`**/docs/v1/getting-started/authentication#rate-limits`);
    await expect.poll(() => page.evaluate(() => document.getElementById('rate-limits')!.getBoundingClientRect().top)).toBeLessThan(200);
    // The latest's own section has no counterpart in v1.
    await page.goto(`${site}/docs/signings/api-reference#changes-from-v1`);
    await pickVersion(page, 'v1');
    await page.waitForURL(`**/docs/v1/signings/api-reference`);
    expect(path(page)).toBe('/docs/v1/signings/api-reference');
    await page.context().close();
  });

  test('leads from a page the older version lacks to its overview, saying so', async () => {
    const page = await openPage(browser);
    await page.goto(`${site}/docs/api/signings/cancel-signing`);
    await menuButton(page).click();
    expect(await menuEntry(page, 'v1').textContent()).toContain('not in this version');
    await menuEntry(page, 'v1').click();
    await page.waitForURL(`**/docs/v1/`);
    await expect.poll(() => page.locator('.version-notice').textContent()).toBe('“Cancel a signing” is not in the v1 docs, so this is their overview.');
    await page.context().close();
  });

  test('opens within the screen of a 320 px phone, every version readable', async () => {
    for (const width of [320, 375, 1280]) {
      const page = await openPage(browser, { viewport: { width, height: 640 } });
      await page.goto(`${site}/docs/api/signings/create-signing`);
      await menuButton(page).click();
      const box = (await page.locator('.version-menu-list').boundingBox())!;
      expect(box.x, `${width} px`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${width} px`).toBeLessThanOrEqual(width);
      for (const version of ['v2', 'v1']) expect(await menuEntry(page, version).isVisible(), `${version} at ${width} px`).toBe(true);
      await page.context().close();
    }
  });

  test('works with the keyboard: Enter opens it, Tab reaches its versions, Escape closes it', async () => {
    const page = await openPage(browser);
    await page.goto(`${site}${AUTHENTICATION}`);
    await menuButton(page).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('details.version-menu').evaluate((menu) => (menu as HTMLDetailsElement).open)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('details.version-menu').evaluate((menu) => (menu as HTMLDetailsElement).open)).toBe(false);
    expect(await menuButton(page).evaluate((summary) => summary === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (document.activeElement as HTMLAnchorElement).dataset['docsVersion'])).toBe('v1');
    // Tabbing on past its last version closes it.
    await page.keyboard.press('Tab');
    await expect.poll(() => page.locator('details.version-menu').evaluate((menu) => (menu as HTMLDetailsElement).open)).toBe(false);
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('version-menu-button'))).toBe(true);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/docs/v1/getting-started/authentication`);
    await page.context().close();
  });

  test('works without JavaScript, as a list of links', async () => {
    const page = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(`${site}${AUTHENTICATION}`);
    await pickVersion(page, 'v1');
    await page.waitForURL(`**/docs/v1/getting-started/authentication`);
    expect(await page.locator('.version-banner').isVisible()).toBe(true);
    await page.context().close();
  });
});

describe('an unmaintained version', () => {
  test('says so above every page, and its link goes back to the same page in the latest version', async () => {
    const page = await openPage(browser);
    await page.goto(`${site}/docs/v1/getting-started/authentication`);
    await page.evaluate(() => localStorage.setItem('preferred-docs-version', 'v1'));
    const banner = page.locator('.version-banner');
    expect(await banner.textContent()).toContain('This is documentation for Inkwell API v1, which is no longer actively maintained.');
    expect(await banner.textContent()).toContain('For up-to-date documentation, see the latest version (v2).');
    await banner.getByRole('link', { name: 'latest version (v2)' }).click();
    await page.waitForURL(`**${AUTHENTICATION}`);
    expect(await page.locator('.version-banner').count()).toBe(0);
    // Going back to the latest is no choice of a version: none is kept, so a newer latest is followed.
    expect(await page.evaluate(() => localStorage.getItem('preferred-docs-version'))).toBeNull();
    await page.context().close();
  });
});

describe('the reader\'s choice of version', () => {
  const navLinks = (page: Page) => page.evaluate(() => [...document.querySelectorAll<HTMLAnchorElement>('.navbar-links a')].slice(0, 2).map((link) => link.getAttribute('href')));

  test('survives a reload and steers the navbar\'s docs links from the home page, until it names a version that is gone', async () => {
    const page = await openPage(browser);
    await page.goto(`${site}/`);
    expect(await navLinks(page)).toEqual(['/docs/', '/docs/api/']);
    await page.goto(`${site}${AUTHENTICATION}`);
    await pickVersion(page, 'v1');
    await page.waitForURL('**/docs/v1/**');
    await page.goto(`${site}/`);
    await page.reload();
    await expect.poll(() => navLinks(page)).toEqual(['/docs/v1/', '/docs/v1/api/']);
    expect(await page.evaluate(() => localStorage.getItem('preferred-docs-version'))).toBe('v1');
    // Nothing moves on its own: the home page stays the home page.
    expect(new URL(page.url()).pathname).toBe('/');
    // A version no longer built is forgotten.
    await page.evaluate(() => localStorage.setItem('preferred-docs-version', 'v0'));
    await page.reload();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('preferred-docs-version'))).toBeNull();
    expect(await navLinks(page)).toEqual(['/docs/', '/docs/api/']);
    await page.context().close();
  });
});

describe('search in a version', () => {
  /** The pages the search dialog lists for a query typed on a page. */
  async function searchFrom(pagePath: string, query: string): Promise<string[]> {
    const page = await openPage(browser);
    await page.goto(`${site}${pagePath}`);
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search the documentation' });
    await dialog.getByRole('combobox').fill(query);
    await expect.poll(() => dialog.locator('a[href*="/docs/"]').count()).toBeGreaterThan(2);
    const found = await dialog.locator('a[href*="/docs/"]').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    await page.context().close();
    return found;
  }

  test('on a page of v1 finds pages of v1 only', async () => {
    const found = await searchFrom('/docs/v1/signings/', 'remind');
    expect(found.every((url) => url.startsWith('/docs/v1/'))).toBe(true);
    expect(found).toContain('/docs/v1/api/signings/remind-recipient');
    expect(found.some((url) => url.includes('remind-unsigned'))).toBe(false);
  });

  test('on a page of the latest finds pages of the latest only', async () => {
    const found = await searchFrom('/docs/signings/', 'remind');
    expect(found.some((url) => url.startsWith('/docs/v1/'))).toBe(false);
    expect(found).toContain('/docs/api/signings/remind-unsigned');
  });
});
