import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';

/** Debian's Chromium: the tests never download a browser. */
const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

const STEP_TIMEOUT_MS = 12_000;

/** A fresh page in its own context (own storage), 1280 px wide unless told otherwise. */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  // Shorter than a test's own timeout, so a step that hangs fails under its own name, with its call log.
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  return context.newPage();
}

/** Sets a marker on `window` that only survives if the page is never fully reloaded. */
export async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'still here'));
}

export function readMarker(page: Page): Promise<string | undefined> {
  return page.evaluate(() => (window as unknown as { marker?: string }).marker);
}

/** The text of the page's h1, without the "#" of its anchor link. */
export function readHeading(page: Page): Promise<string> {
  return page.locator('h1').first().evaluate((heading) => {
    const copy = heading.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('.heading-anchor').forEach((anchor) => anchor.remove());
    return (copy.textContent ?? '').trim();
  });
}

/**
 * Follows a link added to the page after load and clicked without hovering it first, so no prefetch
 * has fetched its page: the route change then takes as long as the server does.
 */
export async function clickFreshLink(page: Page, href: string): Promise<void> {
  await page.evaluate((target) => {
    const link = document.createElement('a');
    link.href = target;
    link.textContent = 'fresh link';
    document.querySelector('main')!.append(link);
    link.click();
  }, href);
}
