import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium, openPage } from './support/browser.js';

const site = inject('siteUrl');
const islandsSite = inject('islandsUrl');
let browser: Browser;
beforeAll(async () => (browser = await launchChromium()));
afterAll(() => browser.close());

const PAGES = { home: '/', guide: '/docs/getting-started/quickstart-signing', 'API operation': '/docs/api/signings/create-signing' };
const BUDGET = 15 * 1024;

/** Collects Content-Security-Policy violations from before the page's first script. */
function recordViolations(): void {
  const state = window as unknown as { violations: string[] };
  state.violations = [];
  document.addEventListener('securitypolicyviolation', (event) => state.violations.push(`${event.violatedDirective} ${event.blockedURI}`));
}

describe('Content-Security-Policy', () => {
  for (const [kind, path] of Object.entries(PAGES)) {
    test(`the ${kind} page runs its scripts under a strict policy with no violation`, async () => {
      const page = await openPage(browser);
      await page.addInitScript(recordViolations);
      await page.goto(`${site}${path}`);
      const policy = (await page.getAttribute('meta[http-equiv="Content-Security-Policy"]', 'content')) ?? '';
      expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*';/);
      expect(policy).toContain("style-src 'self';");
      // The inline head script ran (it is allowed by its hash) and so did the module scripts.
      await page.getByRole('button', { name: 'Switch to dark mode' }).click();
      expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
      await page.locator('footer a[href="/docs/webhooks/"]').click();
      await page.waitForURL('**/docs/webhooks/');
      expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
      await page.context().close();
    });
  }

  test('a style attribute an author writes applies under the policy', async () => {
    const page = await openPage(browser);
    await page.addInitScript(recordViolations);
    await page.goto(`${islandsSite}/second`);
    expect(await page.locator('#styled').evaluate((element) => getComputedStyle(element).color)).toBe('rgb(1, 2, 3)');
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
    await page.context().close();
  });

  test('hydrating React islands needs no exception to the policy', async () => {
    const page = await openPage(browser);
    await page.addInitScript(recordViolations);
    await page.goto(`${islandsSite}/`);
    const counter = page.getByRole('button', { name: /Clicks/ });
    await counter.click();
    await expect.poll(() => counter.textContent()).toBe('Clicks: 3');
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
    await page.context().close();
  });
});

describe('JavaScript budget', () => {
  for (const [kind, path] of Object.entries(PAGES)) {
    test(`the ${kind} page loads at most 15 KB of gzipped JavaScript before any interaction`, async () => {
      const page = await openPage(browser);
      const bodies: Promise<Buffer>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') bodies.push(response.body());
      });
      await page.goto(`${site}${path}`);
      await page.waitForLoadState('networkidle');
      const inline = await page.evaluate(() => [...document.querySelectorAll('script:not([src])')].map((script) => script.textContent ?? '').join(''));
      const gzipped = [...(await Promise.all(bodies)), Buffer.from(inline)].reduce((total, body) => total + gzipSync(body, { level: 9 }).length, 0);
      expect(bodies.length).toBeGreaterThan(0);
      expect(gzipped).toBeLessThanOrEqual(BUDGET);
      await page.context().close();
    });
  }
});
