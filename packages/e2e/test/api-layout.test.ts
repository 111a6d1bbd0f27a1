import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, openPage } from './support/browser.js';

const site = inject('siteUrl');
let browser: Browser;
beforeAll(async () => (browser = await launchChromium()));
afterAll(() => browser.close());

const CREATE_SIGNING = '/docs/api/signings/create-signing';

/** Where an element sits in the window. */
function boxOf(page: Page, selector: string) {
  return page.evaluate((css) => {
    const { left, right, top, bottom } = document.querySelector(css)!.getBoundingClientRect();
    return { left: Math.round(left), right: Math.round(right), top: Math.round(top), bottom: Math.round(bottom) };
  }, selector);
}

describe('an API operation page', () => {
  test('at 1400 px keeps the request sample beside the parameters while the reader scrolls through them', async () => {
    const page = await openPage(browser, { viewport: { width: 1400, height: 900 } });
    await page.goto(`${site}${CREATE_SIGNING}`);
    const samples = '.api-examples .code-samples';
    const field = '#request-body';
    // The request body's fields, far down the left column, scrolled to the top of the window.
    await page.evaluate((css) => document.querySelector(css)!.scrollIntoView(), field);
    const left = await boxOf(page, '.api-details');
    const panel = await boxOf(page, samples);
    expect(panel.left).toBeGreaterThanOrEqual(left.right);
    expect(panel.top).toBeGreaterThanOrEqual(0);
    expect(panel.bottom).toBeLessThanOrEqual(900);
    // Further down, among the responses, it is still in view.
    await page.evaluate(() => document.getElementById('responses')!.scrollIntoView());
    const later = await boxOf(page, samples);
    expect(later.top).toBeGreaterThanOrEqual(0);
    expect(later.top).toBeLessThan(300);
    await page.context().close();
  });

  test('at 390 px shows the samples in the single column, after the description and before the parameters', async () => {
    const page = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await page.goto(`${site}${CREATE_SIGNING}`);
    const description = await boxOf(page, '.api-description');
    const panel = await boxOf(page, '.api-examples .code-samples');
    const details = await boxOf(page, '.api-details');
    expect(panel.top).toBeGreaterThan(description.bottom);
    expect(panel.bottom).toBeLessThan(details.top);
    expect(panel.left).toBe(description.left);
    expect(panel.right).toBeLessThanOrEqual(390);
    await page.context().close();
  });

  test('shows the expected success open and the other responses collapsed, with a response example per status to pick', async () => {
    const page = await openPage(browser, { viewport: { width: 1400, height: 900 } });
    await page.goto(`${site}${CREATE_SIGNING}`);
    const open = await page.evaluate(() => [...document.querySelectorAll('details.api-response')].map((d) => [d.querySelector('h3')!.id, (d as HTMLDetailsElement).open]));
    expect(open[0]).toEqual(['response-201', true]);
    expect(open.slice(1).every(([, isOpen]) => !isOpen)).toBe(true);
    const example = page.locator('.response-examples .code-panel:visible');
    await expect.poll(() => example.textContent()).toContain('"status": "draft"');
    await page.locator('.response-examples .code-tab', { hasText: '422' }).click();
    await expect.poll(() => example.textContent()).toContain('validation_failed');
    await page.context().close();
  });

  test('opens a collapsed response that a link points to', async () => {
    const page = await openPage(browser, { viewport: { width: 1400, height: 900 } });
    await page.goto(`${site}${CREATE_SIGNING}`);
    const inside = await page.evaluate(() => document.querySelector('details.api-response:not([open]) [id]:not(h3)')?.id);
    expect(inside).toBeTruthy();
    await page.goto(`${site}${CREATE_SIGNING}#${inside}`);
    await expect.poll(() => page.evaluate((id) => document.getElementById(id)!.checkVisibility(), inside!)).toBe(true);
    await page.context().close();
  });

  test('opens a link to a field hidden in collapsed properties, and shows the field', async () => {
    const page = await openPage(browser, { viewport: { width: 1400, height: 900 } });
    await page.goto(`${site}${CREATE_SIGNING}#body-metadata-key`);
    await expect.poll(() => page.evaluate(() => document.getElementById('body-metadata-key')!.checkVisibility())).toBe(true);
    const top = await page.evaluate(() => document.getElementById('body-metadata-key')!.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(300);
    await page.context().close();
  });

  test("copies a field's URL when its name is clicked, and goes to it", async () => {
    const page = await openPage(browser, { viewport: { width: 1400, height: 900 } });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site });
    await page.goto(`${site}/docs/api/signings/get-signings`);
    // The "Copied" mark shows for a moment only: noted when it appears, however slow the machine.
    await page.evaluate(() => {
      const link = document.querySelector('#param-query-limit a.field-link')!;
      new MutationObserver(() => link.hasAttribute('data-copied') && ((window as unknown as { copiedShown: boolean }).copiedShown = true)).observe(link, { attributes: true });
    });
    // Screen readers hear the field's name, not the `#` drawn after it, and then that the link was copied.
    await page.locator('#param-query-limit').getByRole('link', { name: 'limit, link to this field' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(`${site}/docs/api/signings/get-signings#param-query-limit`);
    expect(await page.evaluate(() => location.hash)).toBe('#param-query-limit');
    await expect.poll(() => page.evaluate(() => (window as unknown as { copiedShown?: boolean }).copiedShown)).toBe(true);
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Link copied' }).count()).toBe(1);
    await page.context().close();
  });

  test('gives each section a link to it, shown on hover, as the headings of guides have', async () => {
    const page = await openPage(browser, { viewport: { width: 1400, height: 900 } });
    await page.goto(`${site}${CREATE_SIGNING}`);
    for (const id of ['authorization', 'header-parameters', 'request-body', 'responses']) {
      const anchor = page.locator(`h2#${id} > a.heading-anchor`);
      expect(await anchor.getAttribute('href'), id).toBe(`#${id}`);
      await page.locator(`h2#${id}`).hover();
      await expect.poll(() => anchor.evaluate((link) => getComputedStyle(link).opacity), { message: id }).toBe('1');
    }
    await page.locator('h2#request-body > a.heading-anchor').click();
    expect(await page.evaluate(() => location.hash)).toBe('#request-body');
    // Each section is a region named by its title alone, not by the heading and the link in it.
    for (const name of ['Authorization', 'Header parameters', 'Request body', 'Responses']) expect(await page.getByRole('region', { name, exact: true }).count(), name).toBe(1);
    await page.context().close();
  });
});

describe('"Expand all"', () => {
  test('opens every folded response and field of its section, and closes them again', async () => {
    const page = await openPage(browser, { viewport: { width: 1400, height: 900 } });
    await page.goto(`${site}${CREATE_SIGNING}`);
    const folds = () => page.evaluate(() => [...document.querySelectorAll('#responses ~ * details, section[aria-label="Responses"] details')].map((d) => (d as HTMLDetailsElement).open));
    expect((await folds()).some((open) => !open)).toBe(true);
    const button = page.locator('section[aria-label="Responses"] button[data-expand-all]');
    await button.click();
    await expect.poll(async () => (await folds()).every(Boolean)).toBe(true);
    expect(await button.textContent()).toBe('Collapse all');
    await button.click();
    await expect.poll(async () => (await folds()).some(Boolean)).toBe(false);
    await page.context().close();
  });

  test('covers no word of its section\'s title, on a phone or a wide screen', async () => {
    for (const width of [320, 375, 1400]) {
      const page = await openPage(browser, { viewport: { width, height: 900 } });
      await page.goto(`${site}${CREATE_SIGNING}`);
      const overlaps = await page.evaluate(() =>
        [...document.querySelectorAll('.api-details > section')].flatMap((section) => {
          const button = section.querySelector(':scope > button[data-expand-all]')?.getBoundingClientRect();
          const words = [...(section.querySelector(':scope > h2')?.querySelectorAll('small, a') ?? [])].map((part) => part.getBoundingClientRect());
          const title = section.querySelector(':scope > h2');
          const range = document.createRange();
          if (title?.firstChild) range.selectNodeContents(title.firstChild);
          const parts = [...words, ...(title?.firstChild ? [range.getBoundingClientRect()] : [])].filter((box) => box.width > 0);
          return button ? parts.filter((box) => box.right > button.left && box.left < button.right && box.bottom > button.top && box.top < button.bottom).map(() => section.getAttribute('aria-label')) : [];
        }),
      );
      expect(overlaps, `${width} px`).toEqual([]);
      await page.context().close();
    }
  });

  test('says what it will do in every section, even one whose parts are all open, and after a part is toggled by hand', async () => {
    const page = await openPage(browser, { viewport: { width: 1400, height: 900 } });
    await page.goto(`${site}${CREATE_SIGNING}`);
    /** Each section's button label, and whether any of its parts is closed. */
    const states = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('.api-details > section')].flatMap((section) => {
          const button = section.querySelector(':scope > button[data-expand-all]');
          return button ? [{ id: section.querySelector(':scope > h2')?.id, label: button.textContent, anyClosed: [...section.querySelectorAll('details')].some((fold) => !(fold as HTMLDetailsElement).open) }] : [];
        }),
      );
    const sections = await states();
    // The request body's few fields are open from the start: its button offers to close them.
    expect(sections.find((section) => section.id === 'request-body')).toEqual({ id: 'request-body', label: 'Collapse all', anyClosed: false });
    for (const section of sections) expect(section.label).toBe(section.anyClosed ? 'Expand all' : 'Collapse all');
    const button = page.locator('section[aria-label="Request body"] > button[data-expand-all]');
    await button.click();
    await expect.poll(async () => (await states()).find((section) => section.id === 'request-body')).toEqual({ id: 'request-body', label: 'Expand all', anyClosed: true });
    // Opening the closed parts one by one brings back the offer to close them.
    await page.evaluate(() => document.querySelectorAll<HTMLDetailsElement>('section[aria-label="Request body"] details').forEach((fold) => (fold.open = true)));
    await expect.poll(async () => (await states()).find((section) => section.id === 'request-body')?.label).toBe('Collapse all');
    await page.context().close();
  });

  test('copies the request sample and a response example with buttons named after their tab', async () => {
    const page = await openPage(browser, { viewport: { width: 1400, height: 900 } });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site });
    await page.goto(`${site}${CREATE_SIGNING}`);
    const curl = page.locator('.code-samples .code-panel[data-tab="curl"]');
    await curl.getByRole('button', { name: 'Copy the cURL sample' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe((await curl.locator('code').textContent())!);
    expect(await curl.locator('code').textContent()).toMatch(/^curl --request POST/);
    const created = page.locator('.response-examples .code-panel[data-tab="201"]');
    await created.getByRole('button', { name: 'Copy the 201 example' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe((await created.locator('code').textContent())!);
    // One button a sample or example, in every language and status, even after instant navigation back here.
    const count = () => page.evaluate(() => [document.querySelectorAll('.api-examples pre').length, document.querySelectorAll('.api-examples button[data-copy]').length]);
    const [codes, buttons] = await count();
    expect(buttons).toBe(codes);
    await page.locator('.sidebar a[href="/docs/api/signings/get-signing"]').click();
    await page.waitForURL(/get-signing$/);
    await page.goBack();
    await page.waitForURL(/create-signing$/);
    await expect.poll(count).toEqual([codes, codes]);
    await page.context().close();
  });
});

describe('copy buttons', () => {
  test('never cover the code they copy, in any language, on a phone or a wide screen', async () => {
    for (const viewport of [{ width: 375, height: 800 }, { width: 1400, height: 900 }]) {
      const page = await openPage(browser, { viewport });
      await page.goto(`${site}/docs/api/signings/create-document`);
      const tabs = page.locator('.code-samples .code-tab');
      expect(await tabs.count()).toBe(10);
      for (let at = 0; at < (await tabs.count()); at++) {
        await tabs.nth(at).click();
        // The line boxes of the shown sample's code, against its button.
        const overlaps = await page.evaluate(() => {
          const panel = [...document.querySelectorAll<HTMLElement>('.code-samples .code-panel')].find((candidate) => candidate.offsetParent !== null)!;
          const button = panel.querySelector('button[data-copy]')!.getBoundingClientRect();
          const range = document.createRange();
          range.selectNodeContents(panel.querySelector('code')!);
          const lines = [...range.getClientRects()].filter((line) => line.width > 0);
          const covered = lines.filter((line) => line.left < button.right && button.left < line.right && line.top < button.bottom && button.top < line.bottom);
          return { tab: panel.dataset['tab'], lines: lines.length, covered: covered.length };
        });
        expect(overlaps.lines, `${overlaps.tab} at ${viewport.width} px`).toBeGreaterThan(0);
        expect(overlaps.covered, `${overlaps.tab} at ${viewport.width} px`).toBe(0);
      }
      await page.context().close();
    }
  });
});

describe('a copy button clicked twice in a row', () => {
  test('says Copy again a moment after the second click, and tells screen readers what it did', async () => {
    const page = await openPage(browser, { viewport: { width: 1400, height: 900 } });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site });
    await page.goto(`${site}${CREATE_SIGNING}`);
    const button = page.locator('.code-samples .code-panel[data-tab="curl"]').getByRole('button', { name: 'Copy the cURL sample' });
    await button.click();
    await expect.poll(() => button.textContent()).toBe('Copied');
    await button.click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Copied' }).count()).toBe(1);
    await expect.poll(() => button.textContent(), { timeout: 5_000 }).toBe('Copy');
    await page.context().close();
  });
});

describe('the code sample language a reader chose', () => {
  test('is on every page\'s samples from the first paint, not switched to once the page\'s script runs', async () => {
    const page = await openPage(browser, { viewport: { width: 1400, height: 900 } });
    await page.goto(`${site}${CREATE_SIGNING}`);
    await page.locator('.code-samples label', { hasText: 'Python' }).first().click();
    expect(await page.evaluate(() => localStorage.getItem('code-sample-language'))).toBe('python');
    // The page's scripts arrive late; the first paint must show Python all the same.
    await page.route('**/assets/code-samples-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    // What is checked once the page is parsed, before its deferred scripts run.
    await page.addInitScript(() =>
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        const radios = document.querySelectorAll<HTMLInputElement>('.code-samples input[type="radio"]:checked');
        (window as unknown as { checkedWhenParsed: string[] }).checkedWhenParsed = [...radios].map((input) => input.value);
      }),
    );
    await page.goto(`${site}/docs/api/signings/get-signing`, { waitUntil: 'domcontentloaded' });
    const parsed = await page.evaluate(() => (window as unknown as { checkedWhenParsed: string[] }).checkedWhenParsed);
    expect(parsed.length).toBeGreaterThan(0);
    expect(new Set(parsed)).toEqual(new Set(['python']));
    await page.context().close();
  });
});

describe('the code sample and response tabs in forced colours', () => {
  test('mark the chosen tab alone, in the system\'s highlight colour', async () => {
    const page = await openPage(browser, { viewport: { width: 1400, height: 900 } });
    await page.emulateMedia({ forcedColors: 'active' });
    await page.goto(`${site}${CREATE_SIGNING}`);
    const underlines = await page.evaluate(() =>
      [...document.querySelectorAll('.code-tabs')].map((tabs) => {
        const chosen = tabs.querySelector<HTMLInputElement>(':scope > input:checked')!;
        return [...tabs.querySelectorAll('.code-tab')].map((label) => ({ chosen: label.getAttribute('for') === chosen.id, underline: getComputedStyle(label).borderBottomColor }));
      }),
    );
    expect(underlines.length).toBeGreaterThan(1);
    for (const tabs of underlines) {
      const chosen = tabs.filter((tab) => tab.chosen).map((tab) => tab.underline);
      const others = new Set(tabs.filter((tab) => !tab.chosen).map((tab) => tab.underline));
      expect(chosen).toHaveLength(1);
      expect(others.size).toBe(1);
      expect(others.has(chosen[0]!)).toBe(false);
    }
    await page.context().close();
  });
});

describe('the code sample tabs by keyboard', () => {
  test('move with the arrow keys, and Home and End pick the first and last language, which is remembered', async () => {
    const page = await openPage(browser, { viewport: { width: 1400, height: 900 } });
    await page.goto(`${site}${CREATE_SIGNING}`);
    const checked = () => page.evaluate(() => document.querySelector<HTMLInputElement>('.code-samples input[type="radio"]:checked')?.value);
    await page.locator('.code-samples input[type="radio"]:checked').focus();
    await page.keyboard.press('ArrowRight');
    expect(await checked()).toBe('javascript');
    await page.keyboard.press('End');
    expect(await checked()).toBe('powershell');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('value'))).toBe('powershell');
    expect(await page.evaluate(() => localStorage.getItem('code-sample-language'))).toBe('powershell');
    await page.keyboard.press('Home');
    expect(await checked()).toBe('curl');
    await page.context().close();
  });
});

describe('a printed API page', () => {
  test('shows the content alone, every folded part opened, code wrapped, in light colours, and folds again after', async () => {
    const page = await openPage(browser, { viewport: { width: 1400, height: 900 } });
    await page.goto(`${site}${CREATE_SIGNING}`);
    await page.evaluate(() => (document.documentElement.dataset['theme'] = 'dark'));
    const folded = await page.locator('main details:not([open])').count();
    expect(folded).toBeGreaterThan(0);
    await page.emulateMedia({ media: 'print' });
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    expect(await page.locator('main details:not([open])').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.dataset['theme'])).toBe('light');
    for (const hidden of ['.navbar', '.drawer', '.footer']) expect(await page.locator(hidden).first().isVisible(), hidden).toBe(false);
    expect(await page.locator('.api-examples pre').first().evaluate((pre) => getComputedStyle(pre).whiteSpace)).toBe('pre-wrap');
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await page.emulateMedia({ media: 'screen' });
    expect(await page.locator('main details:not([open])').count()).toBe(folded);
    expect(await page.evaluate(() => document.documentElement.dataset['theme'])).toBe('dark');
    await page.context().close();
  });
});

describe('a guide', () => {
  test('copies a code block with its button', async () => {
    const page = await openPage(browser);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site });
    await page.goto(`${site}/docs/getting-started/quickstart-signing`);
    const block = page.locator('.code-block').first();
    expect(await block.locator('.code-block-language').textContent()).toBe('Shell');
    await block.getByRole('button', { name: 'Copy the Shell code' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe((await block.locator('code').textContent())!);
    // Every block has its button, named after its language.
    expect(await page.locator('.code-block button[data-copy]').count()).toBe(await page.locator('.code-block pre').count());
    await page.context().close();
  });
});
