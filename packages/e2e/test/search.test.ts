import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { SearchIndexEntry } from '@docs/shared/search';
import { launchChromium, markWindow, openPage, readHeading, readMarker } from './support/browser.js';

const site = inject('siteUrl');
const fixture = inject('searchFixtureUrl');
let browser: Browser;
beforeAll(async () => (browser = await launchChromium()));
afterAll(() => browser.close());

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search the documentation' });
const input = (page: Page) => dialog(page).getByRole('combobox');

/** Opens a page of the site; its module scripts have run once the load event fires. */
async function openDocs(path = '/docs/'): Promise<Page> {
  const page = await openPage(browser);
  await page.goto(`${site}${path}`);
  return page;
}

/** Holds back the term shards the page asks for from now on, until `release`; `held` counts them. */
async function holdTermShards(page: Page): Promise<{ readonly held: number; release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const shards = { held: 0, release: () => release() };
  await page.route('**/assets/search-terms.*', async (route) => {
    shards.held++;
    await released;
    await route.continue();
  });
  return shards;
}

describe('the search modal', () => {
  test('whose code cannot be downloaded says so below the navbar, which keeps its height and title, and Retry hands back the focus', async () => {
    for (const width of [1440, 375]) {
      const page = await openPage(browser, { viewport: { width, height: 800 } });
      let blocked = true;
      await page.route('**/assets/island-SearchModal-*.js', (route) => (blocked ? route.abort('connectionreset') : route.continue()));
      await page.goto(`${site}/docs/getting-started/quickstart-signing`);
      const layout = () =>
        page.evaluate(() => ({
          navbar: document.querySelector('.navbar')!.getBoundingClientRect().height,
          title: document.querySelector('.navbar-brand span')!.getBoundingClientRect().width,
        }));
      const before = await layout();
      await page.keyboard.press('Control+k');
      const retry = page.getByRole('button', { name: 'Retry' });
      await expect.poll(() => retry.isVisible()).toBe(true);
      expect(await layout(), `at ${width} px`).toEqual(before);
      const box = await page.locator('.island-load-error').evaluate((element) => {
        const { left, right, top } = element.getBoundingClientRect();
        return { left, right, top, navbarBottom: document.querySelector('.navbar')!.getBoundingClientRect().bottom };
      });
      expect(box.top, `at ${width} px`).toBeGreaterThanOrEqual(box.navbarBottom);
      expect(box.left, `at ${width} px`).toBeGreaterThanOrEqual(0);
      expect(box.right, `at ${width} px`).toBeLessThanOrEqual(width);
      blocked = false;
      await retry.click();
      await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[data-island="SearchModal"]') !== null)).toBe(true);
      await page.keyboard.press('Control+k');
      await expect.poll(() => input(page).isVisible()).toBe(true);
      await page.context().close();
    }
  });

  test('Ctrl+K opens it with the focus in the query field', async () => {
    const page = await openDocs();
    await page.keyboard.press('Control+k');
    await expect.poll(() => input(page).evaluate((field) => field === document.activeElement)).toBe(true);
    await page.close();
  });

  test('what is typed while its code is still downloading lands in the query field', async () => {
    const page = await openPage(browser);
    // Slow scripts: the dialog's code arrives well after the reader has started typing.
    await page.route('**/assets/*.js', async (route) => {
      if (route.request().url().includes('bootstrap')) return route.continue();
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.goto(`${site}/docs/`);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('remindx');
    await page.keyboard.press('Backspace');
    await expect.poll(() => input(page).inputValue(), { timeout: 10_000 }).toBe('remind');
    await expect.poll(() => dialog(page).locator('.search-hit').count()).toBeGreaterThan(1);
    await page.close();
  });

  test('"/" opens it, but not while typing in a field', async () => {
    const page = await openDocs('/search');
    await page.locator('#search-page-input').click();
    await page.keyboard.type('a/b');
    await expect.poll(() => page.locator('#search-page-input').inputValue()).toBe('a/b');
    expect(await dialog(page).count()).toBe(0);
    await page.locator('h1').click();
    await page.keyboard.press('/');
    await expect.poll(() => dialog(page).count()).toBe(1);
    await page.close();
    // A code-sample tab takes no typing: with it focused, "/" opens search too.
    const operation = await openDocs('/docs/api/signings/create-signing');
    await operation.locator('.code-samples label', { hasText: 'Python' }).first().click();
    expect(await operation.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe('radio');
    await operation.keyboard.press('/');
    await expect.poll(() => dialog(operation).count()).toBe(1);
    await operation.close();
  });

  test('Escape closes it and gives the focus back to where it was', async () => {
    const page = await openDocs();
    const docsLink = page.locator('.navbar-links a', { hasText: 'Docs' });
    await docsLink.focus();
    await page.keyboard.press('Control+k');
    await expect.poll(() => dialog(page).count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).count()).toBe(0);
    expect(await docsLink.evaluate((link) => link === document.activeElement)).toBe(true);
    // And it opens again.
    await page.keyboard.press('Control+k');
    await expect.poll(() => dialog(page).count()).toBe(1);
    await page.close();
  });

  test('a click outside closes it and gives the focus back; Tab keeps the focus inside while it is open', async () => {
    const page = await openDocs();
    await page.locator('.search-button').click();
    await input(page).fill('remind');
    await expect.poll(() => dialog(page).locator('.search-hit').count()).toBeGreaterThan(1);
    for (let i = 0; i < 30; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    await page.mouse.click(10, 790);
    await expect.poll(() => dialog(page).count()).toBe(0);
    // The focus goes back to the button that opened it, as with Escape, not to the page's body.
    expect(await page.evaluate(() => document.activeElement?.classList.contains('search-button'))).toBe(true);
    await page.close();
  });

  test('results are grouped by page, with heading paths and the query words marked', async () => {
    const page = await openDocs();
    await page.keyboard.press('Control+k');
    await input(page).fill('remind');
    const groups = dialog(page).locator('.search-result-group');
    await expect.poll(() => groups.count()).toBeGreaterThan(1);
    expect(await groups.first().getAttribute('aria-label')).toBe('Remind a recipient');
    await expect.poll(() => dialog(page).locator('.search-hit-excerpt mark').first().textContent()).toMatch(/^remind/i);
    await page.close();
  });

  test('arrow keys move through the results and Enter opens one, without a full reload', async () => {
    const page = await openDocs();
    await markWindow(page);
    await page.keyboard.press('Control+k');
    await input(page).fill('remind');
    const hits = dialog(page).locator('.search-hit');
    await expect.poll(() => hits.count()).toBeGreaterThan(2);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    const chosen = hits.nth(1);
    expect(await chosen.getAttribute('aria-selected')).toBe('true');
    expect(await input(page).getAttribute('aria-activedescendant')).toBe(await chosen.getAttribute('id'));
    const target = new URL((await chosen.getAttribute('href'))!, site);
    await page.keyboard.press('Enter');
    await page.waitForURL(target.href);
    expect(await dialog(page).count()).toBe(0);
    expect(await readMarker(page)).toBe('still here');
    expect(await readHeading(page)).not.toBe('Documentation');
    await page.close();
  });

  test('Enter pressed while the parts a longer query needs arrive opens a hit of that query, not of the one before', async () => {
    const page = await openDocs();
    await page.keyboard.press('Control+k');
    await input(page).fill('webhook');
    await expect.poll(() => dialog(page).locator('.search-hit').count()).toBeGreaterThan(1);
    const before = await dialog(page).locator('.search-hit').first().getAttribute('href');
    // The term shard of the word typed next is held back until Enter has been pressed.
    const shards = await holdTermShards(page);
    await input(page).press('End');
    await page.keyboard.type(' secret');
    await expect.poll(() => shards.held).toBeGreaterThan(0);
    await page.keyboard.press('Enter');
    shards.release();
    await page.waitForURL((url) => url.pathname !== '/docs/');
    const opened = new URL(page.url());
    expect(`${opened.pathname}${opened.hash}`).not.toBe(before);
    expect(`${opened.pathname}${opened.hash}`).toBe('/docs/api/#webhooks');
    await page.close();
  });

  test('"/" typed with Shift (German, French, Nordic keyboards) and Ctrl+K on a Cyrillic layout open it', async () => {
    const page = await openDocs();
    await page.evaluate(() => document.dispatchEvent(new KeyboardEvent('keydown', { key: '/', code: 'Digit7', shiftKey: true, bubbles: true, cancelable: true })));
    await expect.poll(() => dialog(page).count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).count()).toBe(0);
    await page.evaluate(() => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'л', code: 'KeyK', ctrlKey: true, bubbles: true, cancelable: true })));
    await expect.poll(() => dialog(page).count()).toBe(1);
    await page.close();
  });

  test('tells screen readers how many results a query found, and adds no landmark to the page', async () => {
    const page = await openDocs();
    await page.keyboard.press('Control+k');
    await input(page).fill('remind');
    await expect.poll(() => dialog(page).getByRole('status').textContent()).toMatch(/^\d+ results for "remind"$/);
    const hits = await dialog(page).locator('.search-hit').count();
    expect(await dialog(page).getByRole('status').textContent()).toBe(`${hits} results for "remind"`);
    // The page's own footer stays its only contentinfo landmark while the dialog is open.
    expect(await page.getByRole('contentinfo').count()).toBe(1);
    await page.close();
  });

  test('"No results for" and the query when nothing matches', async () => {
    const page = await openDocs();
    await page.keyboard.press('Control+k');
    await input(page).fill('xylophone quasar');
    await expect.poll(() => dialog(page).getByRole('status').textContent()).toBe('No results for "xylophone quasar"');
    await page.close();
  });

  test('a pasted error message, however long, leaves the dialog its results: the link to the search page stays one line', async () => {
    for (const viewport of [{ width: 375, height: 700 }, { width: 1280, height: 800 }]) {
      const page = await openPage(browser, { viewport });
      await page.goto(`${site}/docs/`);
      await page.keyboard.press('Control+k');
      const trace = 'AxiosError: Request failed with status code 422 at settle (node_modules/axios/lib/core/settle.js:19:12) '.repeat(20);
      await input(page).fill(trace);
      // Its words match (status, code, request): the results must have room to show.
      await expect.poll(() => dialog(page).locator('.search-hit').count()).toBeGreaterThan(0);
      const sizes = await page.evaluate(() => {
        const modal = document.querySelector('.search-modal')!.getBoundingClientRect();
        const body = document.querySelector('.search-modal-body')!.getBoundingClientRect();
        const link = document.querySelector('.search-modal-footer > a')!;
        return { modal, body, linkHeight: link.getBoundingClientRect().height, lineHeight: parseFloat(getComputedStyle(link).lineHeight) || 20, overflow: document.documentElement.scrollWidth - innerWidth };
      });
      expect(sizes.linkHeight, `${viewport.width} px`).toBeLessThan(sizes.lineHeight * 1.5);
      expect(sizes.body.height, `${viewport.width} px`).toBeGreaterThan(sizes.modal.height / 2);
      expect(sizes.body.bottom, `${viewport.width} px`).toBeLessThanOrEqual(sizes.modal.bottom);
      expect(sizes.overflow, `${viewport.width} px`).toBeLessThanOrEqual(0);
      expect(await dialog(page).locator('.search-hit').first().isVisible()).toBe(true);
      await page.context().close();
    }
  });

  /**
   * Searches while the files matching `blocked` cannot be fetched, expects the dialog's alert, then lets
   * them through and expects "Try again" to bring results.
   */
  async function searchOfflineThenRetry(blocked: string, expectAlert: (text: string) => void = () => {}): Promise<void> {
    const page = await openPage(browser);
    await page.route(blocked, (route) => route.abort('internetdisconnected'));
    await page.goto(`${site}/docs/`);
    await page.keyboard.press('Control+k');
    await input(page).fill('signing');
    const alert = dialog(page).getByRole('alert');
    await expect.poll(() => alert.textContent()).toContain('Unable to fetch results');
    expectAlert((await alert.textContent()) ?? '');
    await page.unroute(blocked);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => dialog(page).locator('.search-hit').count()).toBeGreaterThan(0);
    await page.close();
  }

  test('"Unable to fetch results" when the index cannot be loaded', async () => {
    await searchOfflineThenRetry('**/search-index.json', (text) => expect(text).toContain('You might want to check your network connection.'));
  });

  test('loads the index on first use, not with the page', async () => {
    const page = await openPage(browser);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${site}/docs/`);
    await page.waitForLoadState('networkidle');
    expect(requested.filter((path) => path.includes('search'))).toEqual([]);
    await page.keyboard.press('Control+k');
    await input(page).fill('webhook');
    await expect.poll(() => dialog(page).locator('.search-hit').count()).toBeGreaterThan(0);
    expect(requested).toContain('/search-index.json');
    await page.close();
  });

  test('a search fetches the shards its words and results need, each once, and not the rest of the index', async () => {
    const entry = (await (await fetch(`${site}/search-index.json`)).json()) as SearchIndexEntry;
    const page = await openPage(browser);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${site}/docs/`);
    await page.keyboard.press('Control+k');
    await input(page).fill('webhook');
    await expect.poll(() => dialog(page).locator('.search-hit-excerpt').count()).toBeGreaterThan(0);
    const fetched = (kind: string) => requested.filter((path) => path.startsWith(`/assets/search-${kind}.`));
    expect(requested).toContain(entry.core);
    // One word, one term: one term shard of several, and no vocabulary, since nothing needs correcting.
    expect(entry.terms.length).toBeGreaterThan(1);
    expect(fetched('terms')).toHaveLength(1);
    expect(fetched('words')).toEqual([]);
    expect(fetched('pages').length).toBeGreaterThan(0);
    expect(fetched('text').length).toBeGreaterThan(0);
    // A misspelled word adds the vocabulary and what its correction needs; nothing is fetched twice.
    await input(page).fill('sgining');
    await expect.poll(() => fetched('words').length).toBe(1);
    await expect.poll(() => dialog(page).locator('.search-hit-excerpt mark').first().textContent()).toMatch(/^signing/i);
    const searchFiles = requested.filter((path) => path.includes('search'));
    expect(new Set(searchFiles).size).toBe(searchFiles.length);
    await page.close();
  });

  test('"Unable to fetch results" when a part of the index cannot be fetched, until it can', async () => {
    await searchOfflineThenRetry('**/assets/search-terms.*');
  });

  test('shows text that looks like markup as text', async () => {
    const page = await openPage(browser);
    await page.goto(`${fixture}/docs/`);
    await page.keyboard.press('Control+k');
    await input(page).fill('gotcha');
    const excerpt = dialog(page).locator('.search-hit-excerpt').first();
    await expect.poll(() => excerpt.textContent()).toContain('<script>alert("gotcha")</script>');
    expect(await dialog(page).locator('script, img').count()).toBe(0);
    await page.close();
  });

  test('the link at the bottom opens the search page with the query', async () => {
    const page = await openDocs();
    await page.keyboard.press('Control+k');
    await input(page).fill('webhook');
    // Once the dialog shows results, its index and its link are in place (a loaded machine takes a while).
    await dialog(page).locator('.search-hit').first().waitFor();
    await dialog(page).getByRole('link', { name: 'See all results for "webhook"' }).click();
    // It names the version searched, so that the search page searches the same one.
    await page.waitForURL(`${site}/search?q=webhook&version=v2`, { timeout: 30_000 });
    await expect.poll(() => page.locator('.search-page-results .search-hit').count()).toBeGreaterThan(3);
    await page.close();
  });
});

describe('the search page', () => {
  test('/search?q=signing lists the results, and typing updates the URL without new history entries', async () => {
    const page = await openPage(browser);
    await page.goto(`${site}/search?q=signing`);
    const results = page.locator('.search-page-results');
    await expect.poll(() => results.locator('.search-result-group').count()).toBeGreaterThan(5);
    expect(await page.locator('#search-page-input').inputValue()).toBe('signing');
    const historyLength = await page.evaluate(() => history.length);
    await page.locator('#search-page-input').fill('remind');
    await expect.poll(() => page.url()).toBe(`${site}/search?q=remind`);
    await expect.poll(() => results.locator('.search-result-group').first().getAttribute('aria-label')).toBe('Remind a recipient');
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    // Screen readers hear the count as results change, not the whole list again on each key.
    expect(await results.evaluate((list) => Boolean(list.closest('[aria-live]') ?? list.querySelector('[aria-live]')))).toBe(false);
    expect(await page.getByRole('status').textContent()).toMatch(/^\d+ results for "remind"$/);
    await page.close();
  });
});

describe('the search page as it loads, and when the reader comes back', () => {
  test('shows its results once, with their excerpts: nothing below moves as they arrive', async () => {
    for (const viewport of [{ width: 1280, height: 800 }, { width: 375, height: 800 }]) {
      const page = await openPage(browser, { viewport });
      // The texts of the excerpts come a moment after the rest, as over a slow network.
      await page.route('**/assets/search-text.*', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        await route.continue();
      });
      await page.addInitScript(() => {
        const state = window as unknown as { shifted: number };
        state.shifted = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) state.shifted += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`${site}/search?q=signing`);
      await expect.poll(() => page.locator('.search-page-results .search-hit-excerpt').count()).toBeGreaterThan(3);
      expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted), `${viewport.width} px`).toBeLessThan(0.1);
      await page.close();
    }
  });

  test('Back from a result puts the reader where they were in the results', async () => {
    const page = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(`${site}/search?q=signing`);
    await expect.poll(() => page.locator('.search-page-results .search-hit-excerpt').count()).toBeGreaterThan(10);
    await page.evaluate(() => window.scrollTo(0, 2000));
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(2000);
    const result = page.locator('.search-page-results a.search-hit').nth(12);
    await result.scrollIntoViewIfNeeded();
    const at = await page.evaluate(() => Math.round(window.scrollY));
    await result.click();
    await page.waitForURL((url) => !url.pathname.startsWith('/search'));
    await page.goBack();
    await page.waitForURL('**/search?q=signing');
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(at);
    await page.close();
  });
});

describe('the search page while a longer query\'s parts arrive', () => {
  test('says which query the results on screen are for', async () => {
    const page = await openPage(browser);
    await page.goto(`${site}/search?q=webhook`);
    const count = page.locator('.search-count');
    await expect.poll(() => count.textContent()).toMatch(/results for "webhook"$/);
    const shards = await holdTermShards(page);
    await page.locator('#search-page-input').press('End');
    await page.keyboard.type(' secret');
    await expect.poll(() => shards.held).toBeGreaterThan(0);
    // The results of "webhook" are still shown, and said to be for "webhook", not for what is typed now.
    expect(await count.textContent()).toMatch(/results for "webhook"$/);
    shards.release();
    await expect.poll(() => count.textContent()).toMatch(/results for "webhook secret"$/);
    await page.close();
  });
});
