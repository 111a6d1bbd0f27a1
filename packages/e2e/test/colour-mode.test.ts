import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, openPage } from './support/browser.js';

const site = inject('siteUrl');
let browser: Browser;
beforeAll(async () => (browser = await launchChromium()));
afterAll(() => browser.close());

/**
 * Records the colour mode at the moment <body> is created and at the first animation frame: both come
 * before anything of the page is painted, so a wrong value there is a visible flash.
 */
function recordThemeBeforePaint(): void {
  const state = window as unknown as { themeAtBody?: string; themeAtFirstFrame?: string };
  new MutationObserver((_, observer) => {
    if (!document.body) return;
    state.themeAtBody = document.documentElement.dataset['theme'];
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
  requestAnimationFrame(() => (state.themeAtFirstFrame = document.documentElement.dataset['theme']));
}

async function themeBeforePaint(page: Page) {
  await page.waitForFunction(() => (window as unknown as { themeAtFirstFrame?: string }).themeAtFirstFrame !== undefined);
  return page.evaluate(() => {
    const state = window as unknown as { themeAtBody?: string; themeAtFirstFrame?: string };
    return { atBody: state.themeAtBody, atFirstFrame: state.themeAtFirstFrame };
  });
}

describe('colour mode', () => {
  test('is light by default, from the first paint', async () => {
    const page = await openPage(browser);
    await page.addInitScript(recordThemeBeforePaint);
    await page.goto(`${site}/docs/`);
    expect(await themeBeforePaint(page)).toEqual({ atBody: 'light', atFirstFrame: 'light' });
    await expect.poll(() => page.getByRole('button', { name: 'Switch to dark mode' }).isVisible()).toBe(true);
    await page.context().close();
  });

  test('the navbar toggle switches to dark, and the choice is applied before the first paint after a reload', async () => {
    const page = await openPage(browser);
    await page.addInitScript(recordThemeBeforePaint);
    await page.goto(`${site}/docs/`);
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    // The label says what the next click does.
    await expect.poll(() => page.getByRole('button', { name: 'Switch to light mode' }).isVisible()).toBe(true);
    const lightBackground = 'rgb(255, 255, 255)';
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(lightBackground);

    await page.reload();
    expect(await themeBeforePaint(page)).toEqual({ atBody: 'dark', atFirstFrame: 'dark' });
    await page.context().close();
  });

  test('the toggle switches from what the page shows, though another tab chose otherwise since', async () => {
    const page = await openPage(browser);
    await page.goto(`${site}/docs/`);
    expect(await page.evaluate(() => document.documentElement.dataset['theme'])).toBe('light');
    // Another tab of the site switched to dark: this page still shows light.
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    expect(await page.evaluate(() => document.documentElement.dataset['theme'])).toBe('dark');
    await page.context().close();
  });

  test('the choice holds on pages reached by a link and on pages loaded in full', async () => {
    const page = await openPage(browser);
    await page.addInitScript(recordThemeBeforePaint);
    await page.goto(`${site}/docs/`);
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await page.locator('main a[href="/docs/getting-started/authentication"]').first().click();
    await page.waitForURL('**/docs/getting-started/authentication');
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    await page.goto(`${site}/docs/api/signings/create-signing`);
    expect(await themeBeforePaint(page)).toEqual({ atBody: 'dark', atFirstFrame: 'dark' });
    await page.context().close();
  });

  test('the toggle is reachable by keyboard, shows its focus, and works with Enter', async () => {
    const page = await openPage(browser);
    await page.goto(`${site}/docs/`);
    let onToggle = false;
    for (let presses = 0; presses < 30 && !onToggle; presses += 1) {
      await page.keyboard.press('Tab');
      onToggle = await page.evaluate(() => document.activeElement?.matches('[data-theme-toggle]') ?? false);
    }
    expect(onToggle).toBe(true);
    const focusRing = await page.evaluate(() => {
      const toggle = document.activeElement!;
      return { focusVisible: toggle.matches(':focus-visible'), outline: getComputedStyle(toggle).outlineStyle };
    });
    expect(focusRing.focusVisible).toBe(true);
    expect(focusRing.outline).not.toBe('none');
    await page.keyboard.press('Enter');
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    await page.context().close();
  });
});
