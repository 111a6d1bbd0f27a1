import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium, openPage, readHeading } from './support/browser.js';

const site = inject('siteUrl');
let browser: Browser;
beforeAll(async () => (browser = await launchChromium()));
afterAll(() => browser.close());

const narrow = { viewport: { width: 800, height: 900 } };
const menuButton = { name: 'Open the navigation menu' };

describe('mobile menu', () => {
  test('is a button at 800 px and absent at 1200 px', async () => {
    const small = await openPage(browser, narrow);
    await small.goto(`${site}/docs/`);
    expect(await small.getByRole('button', menuButton).isVisible()).toBe(true);
    expect(await small.locator('#site-drawer').isVisible()).toBe(false);
    await small.context().close();

    const wide = await openPage(browser, { viewport: { width: 1200, height: 900 } });
    await wide.goto(`${site}/docs/`);
    expect(await wide.getByRole('button', menuButton).isVisible()).toBe(false);
    // On wide screens the sidebar is part of the page.
    expect(await wide.locator('#site-drawer').isVisible()).toBe(true);
    await wide.context().close();
  });

  test('leaves the site\'s title whole beside the version menu, search and colour switch at 375 px', async () => {
    const page = await openPage(browser, { viewport: { width: 375, height: 800 } });
    for (const path of ['/docs/getting-started/quickstart-signing', '/docs/api/signings/create-signing']) {
      await page.goto(`${site}${path}`);
      const title = await page.locator('.navbar-brand span').evaluate((span) => ({ text: span.textContent, cut: span.scrollWidth > span.clientWidth }));
      expect(title, path).toEqual({ text: 'Inkwell API', cut: false });
    }
    await page.context().close();
  });

  test('opens a drawer with the navigation and the sidebar; Escape closes it and focus returns to the button', async () => {
    const page = await openPage(browser, narrow);
    await page.goto(`${site}/docs/`);
    const button = page.getByRole('button', menuButton);
    await button.click();
    const drawer = page.locator('#site-drawer');
    await expect.poll(() => drawer.isVisible()).toBe(true);
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await drawer.getByRole('link', { name: 'API', exact: true }).isVisible()).toBe(true);
    expect(await drawer.getByRole('link', { name: 'Overview' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.getElementById('site-drawer')!.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.isVisible()).toBe(false);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.matches('[data-menu-toggle]'))).toBe(true);
    await page.context().close();
  });

  test('leaves Escape and Tab to the search dialog opened over it: Escape closes the dialog alone, and focus goes back into the drawer', async () => {
    const page = await openPage(browser, narrow);
    await page.goto(`${site}/docs/`);
    await page.getByRole('button', menuButton).click();
    const drawer = page.locator('#site-drawer');
    await expect.poll(() => drawer.isVisible()).toBe(true);
    const link = drawer.getByRole('link', { name: 'API', exact: true });
    await link.focus();
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search the documentation' });
    await expect.poll(() => dialog.count()).toBe(1);
    await page.keyboard.type('remind');
    await expect.poll(() => dialog.locator('.search-hit').count()).toBeGreaterThan(1);
    for (let press = 0; press < 12; press++) {
      await page.keyboard.press(press % 2 ? 'Shift+Tab' : 'Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]')), `after ${press + 1} presses`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await drawer.isVisible()).toBe(true);
    expect(await link.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.isVisible()).toBe(false);
    await page.context().close();
  });

  test('keeps Tab inside the open drawer, and the page behind it out of reach until it closes', async () => {
    const page = await openPage(browser, narrow);
    await page.goto(`${site}/docs/`);
    await page.getByRole('button', menuButton).click();
    await expect.poll(() => page.locator('#site-drawer').isVisible()).toBe(true);
    const inDrawer = () => page.evaluate(() => document.getElementById('site-drawer')!.contains(document.activeElement));
    for (let press = 0; press < 40; press++) {
      await page.keyboard.press(press % 3 === 2 ? 'Shift+Tab' : 'Tab');
      expect(await inDrawer(), `after ${press + 1} presses`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('[inert]').count()).toBe(0);
    await page.context().close();
  });

  test('a click outside the drawer closes it', async () => {
    const page = await openPage(browser, narrow);
    await page.goto(`${site}/docs/`);
    await page.getByRole('button', menuButton).click();
    const drawer = page.locator('#site-drawer');
    await expect.poll(() => drawer.isVisible()).toBe(true);
    await page.mouse.click(780, 450);
    await expect.poll(() => drawer.isVisible()).toBe(false);
    await page.context().close();
  });

  test('following a link in the drawer closes it on the new page', async () => {
    const page = await openPage(browser, narrow);
    await page.goto(`${site}/docs/`);
    await page.getByRole('button', menuButton).click();
    await page.locator('#site-drawer').getByRole('link', { name: 'API', exact: true }).click();
    await page.waitForURL('**/docs/api/');
    await expect.poll(() => page.locator('#site-drawer').isVisible()).toBe(false);
    expect(await readHeading(page)).toBe('API reference');
    await page.context().close();
  });

  test('scrolls the sidebar to the current page entry when it is below the fold', async () => {
    const page = await openPage(browser, { viewport: { width: 1280, height: 420 } });
    await page.goto(`${site}/docs/api/webhooks/delete-webhook`);
    const place = () =>
      page.evaluate(() => {
        const drawer = document.getElementById('site-drawer')!.getBoundingClientRect();
        const entry = document.querySelector('.sidebar [aria-current="page"]')!.getBoundingClientRect();
        return { inside: entry.top >= drawer.top && entry.bottom <= drawer.bottom, pageScrolled: window.scrollY, sidebarScrolled: document.getElementById('site-drawer')!.scrollTop > 0 };
      });
    // The entry starts below the fold at this height: the sidebar scrolled to it, the page did not move.
    await expect.poll(place).toEqual({ inside: true, pageScrolled: 0, sidebarScrolled: true });
    await page.context().close();
  });

  test('shows the current entry within the window, where the announcement bar pushes the sidebar past its bottom', async () => {
    const page = await openPage(browser, { viewport: { width: 1280, height: 720 } });
    await page.goto(`${site}/docs/api/signings/remind-unsigned`);
    const entryBottom = () => page.evaluate(() => document.querySelector('.sidebar [aria-current="page"]')!.getBoundingClientRect().bottom);
    await expect.poll(entryBottom).toBeLessThanOrEqual(720);
    await page.context().close();
  });

  test('keeps where the reader scrolled the sidebar, and the parts they opened and closed, on the next page', async () => {
    const page = await openPage(browser, { viewport: { width: 1440, height: 600 } });
    await page.goto(`${site}/docs/api/signings/get-signings`);
    const drawer = page.locator('#site-drawer');
    // A part of another branch opened by hand, and the Signings part closed and opened again.
    const webhooks = page.locator('#site-drawer .sidebar details:has(> summary .sidebar-label:text-is("Webhooks"))');
    await webhooks.locator(':scope > summary').click();
    expect(await webhooks.evaluate((part) => (part as HTMLDetailsElement).open)).toBe(true);
    await drawer.evaluate((element) => (element.scrollTop = 166));
    const scrolled = await drawer.evaluate((element) => element.scrollTop);
    expect(scrolled).toBeGreaterThan(0);
    await page.locator('#site-drawer a[href="/docs/api/signings/cancel-signing"]').click();
    await page.waitForURL('**/docs/api/signings/cancel-signing');
    await expect.poll(() => page.locator('#site-drawer .sidebar [aria-current="page"]').getAttribute('href')).toBe('/docs/api/signings/cancel-signing');
    // The clicked entry was in view, so the sidebar stays where it was.
    expect(await drawer.evaluate((element) => element.scrollTop)).toBe(scrolled);
    expect(await webhooks.evaluate((part) => (part as HTMLDetailsElement).open)).toBe(true);
    await page.context().close();
  });
});

describe('the page when scrolled, and when the window widens', () => {
  test('a control of the navbar, clicked or given focus far down a page, leaves the page where it is', async () => {
    for (const viewport of [{ width: 1280, height: 800 }, { width: 375, height: 667 }]) {
      const page = await openPage(browser, { viewport });
      await page.goto(`${site}/docs/api/signings/create-signing`);
      await page.evaluate(() => window.scrollTo(0, 3000));
      const at = () => page.evaluate(() => Math.round(window.scrollY));
      const before = await at();
      expect(before).toBeGreaterThan(1000);
      await page.locator('[data-theme-toggle]').click();
      expect(await at(), `theme toggle at ${viewport.width}`).toBe(before);
      await page.keyboard.press('Control+k');
      await expect.poll(() => page.locator('[role="dialog"][aria-modal="true"]').isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.locator('[role="dialog"][aria-modal="true"]').isVisible()).toBe(false);
      expect(await at(), `search closed at ${viewport.width}`).toBe(before);
      await page.context().close();
    }
  });

  test('a drawer left open while the window widens past the breakpoint closes, and the page is live again', async () => {
    const page = await openPage(browser, { viewport: { width: 820, height: 1000 } });
    await page.goto(`${site}/docs/getting-started/quickstart-signing`);
    await page.getByRole('button', menuButton).click();
    await expect.poll(() => page.locator('#site-drawer').isVisible()).toBe(true);
    await page.setViewportSize({ width: 1280, height: 820 });
    await expect.poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-menu-open'))).toBe(false);
    expect(await page.locator('[inert]').count()).toBe(0);
    // A link of the page works.
    await page.locator('.navbar').getByRole('link', { name: 'API', exact: true }).click();
    await page.waitForURL('**/docs/api/');
    await page.context().close();
  });
});

describe('without JavaScript, on a phone', () => {
  test('the menu is a link that shows the drawer and its links, and controls that need script are not shown', async () => {
    const page = await openPage(browser, { viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    await page.goto(`${site}/docs/`);
    expect(await page.locator('[data-menu-toggle]').isVisible()).toBe(false);
    expect(await page.locator('[data-theme-toggle]').isVisible()).toBe(false);
    const drawer = page.locator('#site-drawer');
    expect(await drawer.isVisible()).toBe(false);
    await page.getByRole('link', menuButton).click();
    await expect.poll(() => drawer.isVisible()).toBe(true);
    await drawer.getByRole('link', { name: 'API', exact: true }).click();
    await page.waitForURL(`${site}/docs/api/`);
    expect(await readHeading(page)).toBeTruthy();
    await page.context().close();
  });

  test('the search page says that search needs JavaScript', async () => {
    const page = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(`${site}/search?q=webhook`);
    expect(await page.locator('main').textContent()).toContain('Search runs in your browser, with JavaScript, which is off.');
    await page.context().close();
  });
});

describe('without JavaScript, on a wide screen', () => {
  test('the search button leads to the search page, without the Ctrl K hint that only works with script', async () => {
    const off = await openPage(browser, { javaScriptEnabled: false });
    await off.goto(`${site}/docs/`);
    expect(await off.locator('.search-button').isVisible()).toBe(true);
    expect(await off.locator('.search-button-keys').isVisible()).toBe(false);
    await off.context().close();
    const on = await openPage(browser);
    await on.goto(`${site}/docs/`);
    expect(await on.locator('.search-button-keys').isVisible()).toBe(true);
    await on.context().close();
  });
});
