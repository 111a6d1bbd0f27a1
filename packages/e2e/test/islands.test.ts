import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, markWindow, openPage, readHeading, readMarker } from './support/browser.js';

const islandsSite = inject('islandsUrl');
let browser: Browser;
beforeAll(async () => (browser = await launchChromium()));
afterAll(() => browser.close());

function scriptRequests(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

describe('islands', () => {
  test('load no island code until the reader interacts, then count the very click that woke them', async () => {
    const page = await openPage(browser);
    const scripts = scriptRequests(page);
    await page.goto(`${islandsSite}/`);
    await page.waitForLoadState('networkidle');
    expect(scripts.some((script) => script.includes('island-'))).toBe(false);
    const counter = page.getByRole('button', { name: /Clicks/ });
    expect(await counter.textContent()).toBe('Clicks: 2');

    await counter.click();
    await expect.poll(() => counter.textContent()).toBe('Clicks: 3');
    expect(scripts.filter((script) => script.includes('island-Counter'))).toHaveLength(1);
    // Only the island the reader touched was loaded.
    expect(scripts.some((script) => script.includes('island-Fragile'))).toBe(false);
    await counter.click();
    await expect.poll(() => counter.textContent()).toBe('Clicks: 4');
    await page.context().close();
  });

  test('an island that throws shows "This page crashed." and "Try again" brings it back', async () => {
    const page = await openPage(browser);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${islandsSite}/`);
    await page.getByRole('button', { name: 'Break it' }).click();
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.textContent()).toContain('This page crashed.');
    // The rest of the page is untouched: the other island still works.
    const counter = page.getByRole('button', { name: /Clicks/ });
    await counter.click();
    await expect.poll(() => counter.textContent()).toBe('Clicks: 3');

    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => page.getByText('Fragile widget is working.').isVisible()).toBe(true);
    expect(await page.getByText('This page crashed.').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('an island whose code fails to download offers "Retry", which loads it', async () => {
    const page = await openPage(browser);
    let blocked = true;
    await page.route('**/assets/island-Counter-*.js', (route) => (blocked ? route.abort('connectionreset') : route.continue()));
    await page.goto(`${islandsSite}/`);
    const counter = page.getByRole('button', { name: /Clicks/ });
    await counter.click();
    const retry = page.getByRole('button', { name: 'Retry' });
    await expect.poll(() => retry.isVisible()).toBe(true);
    expect(await page.getByRole('alert').textContent()).toContain('could not be loaded');

    blocked = false;
    await retry.click();
    await expect.poll(() => retry.count()).toBe(0);
    await counter.click();
    await expect.poll(() => counter.textContent()).toBe('Clicks: 3');
    await page.context().close();
  });

  test('islands of a page reached by instant navigation hydrate too', async () => {
    const page = await openPage(browser);
    await page.goto(`${islandsSite}/`);
    await markWindow(page);
    await page.getByRole('link', { name: 'second page' }).click();
    await page.waitForURL('**/second');
    await expect.poll(() => readHeading(page)).toBe('Second page');
    const counter = page.getByRole('button', { name: /Clicks/ });
    await counter.click();
    await expect.poll(() => counter.textContent()).toBe('Clicks: 3');
    expect(await readMarker(page)).toBe('still here');
    await page.context().close();
  });
});
