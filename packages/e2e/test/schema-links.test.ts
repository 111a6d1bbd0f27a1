import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { clickFreshLink, launchChromium, markWindow, openPage, readMarker } from './support/browser.js';

const site = inject('siteUrl');
let browser: Browser;
beforeAll(async () => (browser = await launchChromium()));
afterAll(() => browser.close());

const LIST_SIGNINGS = '/docs/api/signings/get-signings';

/** Where the element sits in the window and whether a reader can see it (no collapsed section hides it). */
function placeOf(page: Page, id: string) {
  return page.evaluate((target) => {
    const element = document.getElementById(target)!;
    return { visible: element.checkVisibility(), top: Math.round(element.getBoundingClientRect().top) };
  }, id);
}

describe('links to the fields of an API reference page', () => {
  test('"Same fields as … above" goes to where the page shows that schema, clear of the navbar', async () => {
    const page = await openPage(browser);
    await page.goto(`${site}/docs/api/signings/create-signing`);
    // The link sits in a collapsed error response, and points into another: the reader opens the first.
    const link = page.locator('.schema-shown-at a', { hasText: 'Error' }).first();
    await page.evaluate(() => (document.querySelector('.schema-shown-at a')!.closest('details')!.open = true));
    const id = (await link.getAttribute('href'))!.slice(1);
    await link.click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe(`#${id}`);
    const navbar = await page.evaluate(() => document.querySelector('.navbar')!.getBoundingClientRect().bottom);
    await expect.poll(() => placeOf(page, id)).toMatchObject({ visible: true });
    const { top } = await placeOf(page, id);
    expect(top).toBeGreaterThanOrEqual(navbar);
    expect(top).toBeLessThan(300);
    await page.context().close();
  });

  test('a link from another page to a field inside collapsed properties opens them and scrolls to it', async () => {
    const page = await openPage(browser);
    await page.goto(`${site}${LIST_SIGNINGS}`);
    const hidden = await page.evaluate(() => [...document.querySelectorAll('main [id]')].find((element) => element.closest('details:not([open])'))?.id);
    expect(hidden).toBeTruthy();
    await page.goto(`${site}/docs/`);
    await markWindow(page);
    await clickFreshLink(page, `${LIST_SIGNINGS}#${hidden}`);
    await page.waitForURL(`**${LIST_SIGNINGS}#${hidden}`);
    await expect.poll(() => placeOf(page, hidden!)).toMatchObject({ visible: true });
    expect((await placeOf(page, hidden!)).top).toBeLessThan(300);
    expect(await readMarker(page)).toBe('still here');
    await page.context().close();
  });
});
