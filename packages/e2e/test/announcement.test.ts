import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium, openPage } from './support/browser.js';

const site = inject('siteUrl');
let browser: Browser;
beforeAll(async () => (browser = await launchChromium()));
afterAll(() => browser.close());

describe('announcement bar', () => {
  test('closing it hides it on this page, after a reload and on every other page', async () => {
    const page = await openPage(browser);
    await page.goto(`${site}/`);
    const bar = page.getByRole('region', { name: 'Announcement' });
    expect(await bar.isVisible()).toBe(true);
    expect(await bar.textContent()).toContain('verify the signature');

    await page.getByRole('button', { name: 'Close the announcement' }).click();
    expect(await bar.isVisible()).toBe(false);
    await page.reload();
    expect(await page.getByRole('region', { name: 'Announcement' }).isVisible()).toBe(false);
    await page.goto(`${site}/docs/webhooks/`);
    expect(await page.getByRole('region', { name: 'Announcement' }).isVisible()).toBe(false);
    await page.context().close();
  });

  test('closing it on a wide screen leaves the focus on a control of the navbar that is shown', async () => {
    const page = await openPage(browser, { viewport: { width: 1400, height: 900 } });
    await page.goto(`${site}/`);
    await page.getByRole('button', { name: 'Close the announcement' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('.navbar') !== null && document.activeElement!.getClientRects().length > 0)).toBe(true);
    await page.context().close();
  });

  test('is hidden before the first paint once closed, so it never flashes', async () => {
    const page = await openPage(browser);
    await page.goto(`${site}/`);
    await page.getByRole('button', { name: 'Close the announcement' }).click();
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.body) return;
        (window as unknown as { dismissedAtBody: boolean }).dismissedAtBody = document.documentElement.hasAttribute('data-announcement-dismissed');
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { dismissedAtBody?: boolean }).dismissedAtBody)).toBe(true);
    await page.context().close();
  });

  test('a new announcement shows again although an older one was closed', async () => {
    const page = await openPage(browser);
    await page.addInitScript(() => localStorage.setItem('announcement-dismissed', 'an-older-announcement'));
    await page.goto(`${site}/`);
    expect(await page.getByRole('region', { name: 'Announcement' }).isVisible()).toBe(true);
    await page.context().close();
  });
});
