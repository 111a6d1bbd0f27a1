import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { clickFreshLink, launchChromium, markWindow, openPage, readHeading, readMarker } from './support/browser.js';

const site = inject('siteUrl');
let browser: Browser;
beforeAll(async () => (browser = await launchChromium()));
afterAll(() => browser.close());

const AUTHENTICATION = '/docs/getting-started/authentication';
const QUICKSTART = '/docs/getting-started/quickstart-signing';
const MARKDOWN_PAGE = '/markdown-page';

/**
 * Records, from before the page loads, whether the route-change progress bar was ever shown and how
 * long each route change took (from the click to the new page being in place).
 */
function recordProgressBar(): void {
  const state = window as unknown as { progressShown: boolean; clickedAt: number; changeTook: number };
  state.progressShown = false;
  new MutationObserver(() => {
    const bar = document.querySelector('.nav-progress');
    if (bar instanceof HTMLElement && !bar.hidden) state.progressShown = true;
  }).observe(document, { childList: true, subtree: true, attributes: true });
  document.addEventListener('click', () => (state.clickedAt = performance.now()), true);
  document.addEventListener('docs:page-load', () => (state.changeTook = performance.now() - state.clickedAt));
}

function pageFetches(page: Page): Request[] {
  const fetches: Request[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'fetch') fetches.push(request);
  });
  return fetches;
}

describe('instant navigation', () => {
  test('a click on an internal link swaps the page in without a full reload', async () => {
    const page = await openPage(browser);
    await page.goto(`${site}/docs/`);
    await markWindow(page);
    await page.locator(`main a[href="${AUTHENTICATION}"]`).first().click();
    await page.waitForURL(`**${AUTHENTICATION}`);
    expect(await page.title()).toBe('Authentication | Inkwell API');
    expect(await readHeading(page)).toBe('Authentication');
    expect(await readMarker(page)).toBe('still here');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    // The sidebar marks the new page, and the description of the new page is in <head>.
    expect(await page.locator('#site-drawer [aria-current="page"]').first().getAttribute('href')).toBe(AUTHENTICATION);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`https://docs.inkwell.example${AUTHENTICATION}`);
    await page.context().close();
  });

  test('back and forward restore the pages and where the reader was on them', async () => {
    const page = await openPage(browser);
    await page.goto(`${site}${QUICKSTART}`);
    await markWindow(page);
    await page.evaluate(() => window.scrollTo(0, 900));
    await page.waitForFunction(() => window.scrollY === 900);
    await clickFreshLink(page, AUTHENTICATION);
    await page.waitForURL(`**${AUTHENTICATION}`);
    await expect.poll(() => readHeading(page)).toBe('Authentication');

    await page.goBack();
    await page.waitForURL(`**${QUICKSTART}`);
    await expect.poll(() => readHeading(page)).toContain('Quickstart');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
    await page.goForward();
    await page.waitForURL(`**${AUTHENTICATION}`);
    await expect.poll(() => readHeading(page)).toBe('Authentication');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await readMarker(page)).toBe('still here');
    await page.context().close();
  });

  test('Forward, too, puts the reader where they were when they went Back', async () => {
    const page = await openPage(browser);
    await page.goto(`${site}${QUICKSTART}`);
    await markWindow(page);
    await clickFreshLink(page, AUTHENTICATION);
    await page.waitForURL(`**${AUTHENTICATION}`);
    await expect.poll(() => readHeading(page)).toBe('Authentication');
    await page.evaluate(() => window.scrollTo(0, 800));
    await page.waitForFunction(() => window.scrollY === 800);
    await page.goBack();
    await page.waitForURL(`**${QUICKSTART}`);
    await expect.poll(() => readHeading(page)).toContain('Quickstart');
    await page.goForward();
    await page.waitForURL(`**${AUTHENTICATION}`);
    await expect.poll(() => readHeading(page)).toBe('Authentication');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(800);
    expect(await readMarker(page)).toBe('still here');
    await page.context().close();
  });

  test('a reader who scrolls and at once goes Back finds the place again on Forward', async () => {
    const page = await openPage(browser);
    await page.goto(`${site}${QUICKSTART}`);
    await clickFreshLink(page, AUTHENTICATION);
    await page.waitForURL(`**${AUTHENTICATION}`);
    await expect.poll(() => readHeading(page)).toBe('Authentication');
    // In one task: the scroll event that reports the new position comes after Back has begun.
    await page.evaluate(() => {
      window.scrollTo(0, 700);
      history.back();
    });
    await page.waitForURL(`**${QUICKSTART}`);
    await expect.poll(() => readHeading(page)).toContain('Quickstart');
    await page.goForward();
    await page.waitForURL(`**${AUTHENTICATION}`);
    await expect.poll(() => readHeading(page)).toBe('Authentication');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(700);
    await page.context().close();
  });

  test('Back after a link to a heading of the same page returns to where the reader was', async () => {
    const page = await openPage(browser);
    await page.goto(`${site}${QUICKSTART}`);
    const heading = await page.evaluate(() => [...document.querySelectorAll('main h2[id]')].at(-1)!.id);
    // In one task: the scroll event that reports the reader's place comes after the link is followed.
    await page.evaluate((id) => {
      window.scrollTo(0, 300);
      document.querySelector<HTMLAnchorElement>(`main a[href="#${id}"]`)!.click();
    }, heading);
    await page.waitForURL(`**${QUICKSTART}#${heading}`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.goBack();
    await page.waitForURL(`**${QUICKSTART}`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
    await page.goForward();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.context().close();
  });

  test('Back and Forward between headings of one page, straight after a scroll, keep where the reader was', async () => {
    const page = await openPage(browser);
    await page.goto(`${site}${QUICKSTART}`);
    const heading = await page.evaluate(() => [...document.querySelectorAll('main h2[id]')].at(-1)!.id);
    await page.evaluate((id) => document.querySelector<HTMLAnchorElement>(`main a[href="#${id}"]`)!.click(), heading);
    await page.waitForURL(`**${QUICKSTART}#${heading}`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const place = await page.evaluate(() => window.scrollY - 400);
    await page.evaluate((y) => {
      window.scrollTo(0, y);
      history.back();
    }, place);
    await page.waitForURL(`**${QUICKSTART}`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goForward();
    await page.waitForURL(`**${QUICKSTART}#${heading}`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(place);
    await page.context().close();
  });

  test('after a link to a heading of another page, the focus is on that heading, and Tab goes on from there', async () => {
    const page = await openPage(browser);
    await page.goto(`${site}/docs/`);
    await clickFreshLink(page, '/docs/webhooks/#verify-the-signature');
    await page.waitForURL('**/docs/webhooks/#verify-the-signature');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('verify-the-signature');
    const before = await page.evaluate(() => window.scrollY);
    await page.keyboard.press('Tab');
    // The next focusable element is in the heading's section, not back at the top of the page.
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 400);
    await page.context().close();
  });

  test('a link whose fragment is no valid escape still brings the page in whole', async () => {
    const page = await openPage(browser);
    await page.addInitScript(() => document.addEventListener('docs:page-load', () => ((window as unknown as { loads: number }).loads = ((window as unknown as { loads?: number }).loads ?? 0) + 1)));
    await page.goto(`${site}/docs/`);
    await markWindow(page);
    await clickFreshLink(page, `${AUTHENTICATION}#%E0%A4%A`);
    await expect.poll(() => readHeading(page)).toBe('Authentication');
    // The page's scripts were told of the new page, as after any other link.
    await expect.poll(() => page.evaluate(() => (window as unknown as { loads?: number }).loads ?? 0)).toBeGreaterThan(0);
    expect(await readMarker(page)).toBe('still here');
    await page.context().close();
  });

  test('a link to a heading of another page scrolls to that heading', async () => {
    const page = await openPage(browser);
    await page.goto(`${site}/docs/`);
    await markWindow(page);
    await clickFreshLink(page, '/docs/webhooks/#verify-the-signature');
    await page.waitForURL('**/docs/webhooks/#verify-the-signature');
    await expect.poll(() => page.evaluate(() => Math.round(document.getElementById('verify-the-signature')!.getBoundingClientRect().top))).toBeLessThan(200);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    expect(await readMarker(page)).toBe('still here');
    await page.context().close();
  });

  test('files, other sites and modified clicks are left to the browser', async () => {
    const page = await openPage(browser);
    await page.goto(`${site}/docs/`);
    await markWindow(page);
    // Ctrl+click opens a new tab; this page stays as it was.
    const [opened] = await Promise.all([page.context().waitForEvent('page'), page.locator(`main a[href="${AUTHENTICATION}"]`).first().click({ modifiers: ['Control'] })]);
    await opened.waitForLoadState();
    expect(opened.url()).toBe(`${site}${AUTHENTICATION}`);
    expect(page.url()).toBe(`${site}/docs/`);
    expect(await readMarker(page)).toBe('still here');
    // A non-HTML file is loaded by the browser itself.
    await page.locator('footer a[href="/openapi.json"]').click();
    await page.waitForURL('**/openapi.json');
    expect(await readMarker(page)).toBeUndefined();
    await page.context().close();
  });

  /**
   * Follows a link whose page the server answers after `delay` ms; says whether the progress bar showed
   * and how long the route change took in the browser.
   */
  async function followSlowLink(delay: number): Promise<{ shown: boolean; took: number }> {
    const page = await openPage(browser);
    await page.addInitScript(recordProgressBar);
    await page.route(`**${MARKDOWN_PAGE}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, delay));
      await route.continue();
    });
    await page.goto(`${site}/docs/`);
    await clickFreshLink(page, MARKDOWN_PAGE);
    await page.waitForURL(`**${MARKDOWN_PAGE}`);
    await page.waitForTimeout(300);
    const result = await page.evaluate(() => {
      const state = window as unknown as { progressShown: boolean; changeTook: number };
      return { shown: state.progressShown, took: state.changeTook };
    });
    // Once the page is in, the bar is gone.
    await expect.poll(() => page.locator('.nav-progress').isVisible()).toBe(false);
    await page.context().close();
    return result;
  }

  test('a route change slower than 200 ms shows the progress bar', async () => {
    expect(await followSlowLink(500)).toMatchObject({ shown: true });
  });

  test('a route change of 50 ms shows no progress bar', async () => {
    // A busy machine can stretch a 50 ms answer past 200 ms in the browser, when the bar rightly shows:
    // judge a change that really was fast, trying a few times to get one.
    let fast: { shown: boolean; took: number } | undefined;
    for (let attempt = 0; attempt < 4 && !fast; attempt += 1) {
      const result = await followSlowLink(50);
      if (result.took < 180) fast = result;
    }
    expect(fast, 'no route change finished within 180 ms on this machine').toBeDefined();
    expect(fast!.shown).toBe(false);
  });

  test('pages are prefetched when their links come into view and on hover, and the click then needs no request', async () => {
    const page = await openPage(browser);
    const fetches = pageFetches(page);
    await page.goto(`${site}/docs/`);
    // Links in view are fetched without any interaction; links further down are not.
    const inView = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLAnchorElement>('main a[href^="/"], nav a[href^="/"]')]
        .filter((link) => {
          const box = link.getBoundingClientRect();
          return box.width > 0 && box.top >= 0 && box.bottom <= innerHeight;
        })
        .map((link) => link.href),
    );
    expect(inView.length).toBeGreaterThan(0);
    await expect.poll(() => fetches.some((request) => inView.includes(request.url())), { timeout: 5000 }).toBe(true);
    expect(fetches.some((request) => request.url() === `${site}/markdown-page`)).toBe(false);

    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/markdown-page';
      link.textContent = 'hover me';
      link.id = 'hover-target';
      document.querySelector('main')!.prepend(link);
    });
    await page.hover('#hover-target');
    await expect.poll(() => fetches.filter((request) => request.url() === `${site}/markdown-page`).length).toBe(1);
    await page.click('#hover-target');
    await page.waitForURL('**/markdown-page');
    await page.waitForTimeout(200);
    expect(fetches.filter((request) => request.url() === `${site}/markdown-page`)).toHaveLength(1);
    await page.context().close();
  });

  for (const [name, connection] of [
    ['data-saver is on', { saveData: true, effectiveType: '4g' }],
    ['the connection is 2g', { saveData: false, effectiveType: '2g' }],
  ] as const) {
    test(`nothing is prefetched when ${name}`, async () => {
      const page = await openPage(browser);
      await page.addInitScript((emulated) => {
        Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => emulated });
      }, connection);
      const fetches = pageFetches(page);
      await page.goto(`${site}/docs/`);
      await page.hover(`main a[href="${AUTHENTICATION}"]`);
      await page.focus(`main a[href="${QUICKSTART}"]`);
      await page.waitForTimeout(1000);
      expect(fetches.map((request) => request.url())).toEqual([]);
      // Navigation itself still works, with one request at click time.
      await page.locator(`main a[href="${AUTHENTICATION}"]`).first().click();
      await page.waitForURL(`**${AUTHENTICATION}`);
      expect(fetches.map((request) => request.url())).toEqual([`${site}${AUTHENTICATION}`]);
      await page.context().close();
    });
  }

  test('a page that cannot be fetched is loaded in full', async () => {
    const page = await openPage(browser);
    await page.route(`**${AUTHENTICATION}`, (route) => (route.request().resourceType() === 'fetch' ? route.abort('connectionreset') : route.continue()));
    await page.goto(`${site}/docs/`);
    await markWindow(page);
    await page.locator(`main a[href="${AUTHENTICATION}"]`).first().click();
    await page.waitForURL(`**${AUTHENTICATION}`);
    await expect.poll(() => readHeading(page)).toBe('Authentication');
    expect(await readMarker(page)).toBeUndefined();
    await page.context().close();
  });
});

describe('reading a page', () => {
  test('a heading or field a link leads to lands just below the sticky navbar, not under it', async () => {
    const page = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    for (const target of ['/docs/webhooks/#verify-the-signature', '/docs/api/signings/create-signing#body-metadata']) {
      await page.goto(`${site}${target}`);
      const place = await page.evaluate((id) => ({ top: document.getElementById(id)!.getBoundingClientRect().top, navbar: document.querySelector('.navbar')!.getBoundingClientRect().bottom }), target.split('#')[1]!);
      expect(place.top, target).toBeGreaterThanOrEqual(place.navbar);
      expect(place.top, target).toBeLessThan(place.navbar + 40);
    }
    await page.context().close();
  });

  test('a table with long code in its cells fits its column, on a laptop and on paper, its last column in view', async () => {
    const page = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    const overflows = () => page.evaluate(() => [...document.querySelectorAll('.markdown .table-scroll')].map((box) => box.scrollWidth - box.clientWidth).filter((over) => over > 1));
    for (const path of ['/docs/signings/api-reference', QUICKSTART, AUTHENTICATION]) {
      await page.goto(`${site}${path}`);
      expect(await overflows(), path).toEqual([]);
      await page.emulateMedia({ media: 'print' });
      await page.setViewportSize({ width: 718, height: 1000 });
      expect(await overflows(), `${path} printed`).toEqual([]);
      await page.emulateMedia({ media: 'screen' });
      await page.setViewportSize({ width: 1280, height: 900 });
    }
    await page.context().close();
  });
});

describe('the table of contents', () => {
  test("on a tablet folds away once an entry is picked, and the section is in view", async () => {
    const page = await openPage(browser, { viewport: { width: 768, height: 1024 } });
    await page.goto(`${site}/docs/webhooks/`);
    const toc = page.locator('details.toc-mobile');
    await toc.locator('summary').click();
    expect(await toc.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(true);
    await toc.locator('a[href="#verify-the-signature"]').click();
    await expect.poll(() => toc.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(false);
    await expect.poll(() => page.evaluate(() => Math.round(document.getElementById('verify-the-signature')!.getBoundingClientRect().top))).toBeLessThan(200);
    await page.context().close();
  });

  /** The entries of the side table of contents marked as the section being read. */
  const marked = (page: Page) => page.locator('.doc-toc .toc a[aria-current="location"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));

  test('taller than its box, keeps the marked entry in view as the reader scrolls down the page', async () => {
    const page = await openPage(browser, { viewport: { width: 1280, height: 720 } });
    await page.goto(`${site}/docs/signings/`);
    expect(await page.locator('.doc-toc').evaluate((box) => box.scrollHeight > box.clientHeight)).toBe(true);
    const inView = () =>
      page.evaluate(() => {
        const link = document.querySelector('.doc-toc .toc a[aria-current="location"]');
        if (!link) return 'none marked';
        const box = document.querySelector('.doc-toc')!.getBoundingClientRect();
        const at = link.getBoundingClientRect();
        return at.top >= Math.max(box.top, 0) - 1 && at.bottom <= Math.min(box.bottom, innerHeight) + 1 ? 'in view' : `at ${Math.round(at.top)} in a box ${Math.round(box.top)}-${Math.round(box.bottom)}`;
      });
    for (const share of [0.5, 0.85, 0.95]) {
      await page.evaluate((part) => window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) * part), share);
      await expect.poll(inView, { message: `at ${share * 100}% of the page` }).toBe('in view');
    }
    await page.context().close();
  });

  test('marks the section being read as the reader scrolls, follows a click on an entry, and a swapped-in page', async () => {
    const page = await openPage(browser, { viewport: { width: 1440, height: 900 } });
    await page.goto(`${site}/docs/webhooks/`);
    // Above the first heading, no section is being read yet.
    expect(await marked(page)).toEqual([]);
    await page.evaluate(() => document.getElementById('register-a-webhook')!.scrollIntoView());
    await expect.poll(() => marked(page)).toEqual(['#register-a-webhook']);
    await page.locator('.doc-toc .toc a[href="#verify-the-signature"]').click();
    await expect.poll(() => marked(page)).toEqual(['#verify-the-signature']);
    // The heading lands just below the sticky navbar, not twice as far down.
    const landed = await page.evaluate(() => ({ heading: document.getElementById('verify-the-signature')!.getBoundingClientRect().top, navbar: document.querySelector('.navbar')!.getBoundingClientRect().bottom }));
    expect(landed.heading).toBeGreaterThanOrEqual(landed.navbar);
    expect(landed.heading).toBeLessThanOrEqual(landed.navbar + 32);
    // At the end of the page, its last section, however short.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const last = await page.locator('.doc-toc .toc a').last().getAttribute('href');
    await expect.poll(() => marked(page)).toEqual([last]);
    await clickFreshLink(page, AUTHENTICATION);
    await page.waitForURL(`**${AUTHENTICATION}`);
    await page.evaluate(() => document.getElementById('rate-limits')!.scrollIntoView());
    await expect.poll(() => marked(page)).toEqual(['#rate-limits']);
    await page.context().close();
  });
});
