import { PAGE_LOAD_EVENT } from '../page-load.js';
import { canSwapTo, swapPage } from './swap-page.js';
import { findPageLink, isPlainClick, pageKey } from './find-page-link.js';
import type { PageCache } from './create-page-cache.js';
import type { createProgressBar } from './create-progress-bar.js';
import { createScrollPositions, type EntryState } from './scroll-positions.js';
import { scrollWhenThere, stopWaitingForPlace } from './scroll-when-there.js';

/**
 * Reads out the new page's title to screen readers, as a full page load would. The live region is there
 * from the start: screen readers miss what is put into a region that did not exist a moment before,
 * and the title goes in a frame later, once the region is known to them.
 */
function createAnnouncer(): (title: string) => void {
  const region = document.createElement('div');
  region.id = 'route-announcer';
  region.className = 'visually-hidden';
  region.setAttribute('aria-live', 'assertive');
  region.setAttribute('aria-atomic', 'true');
  document.documentElement.append(region);
  return (title) => requestAnimationFrame(() => (region.textContent = title));
}

/** The element a URL's fragment names, if the page has it (a fragment that is no valid escape names none). */
function targetOf(url: URL): HTMLElement | null {
  if (!url.hash) return null;
  try {
    return document.getElementById(decodeURIComponent(url.hash.slice(1)));
  } catch {
    return null;
  }
}

/** Where the reader was (Back and Forward), else the fragment's target, else the top. */
function scrollIntoPlace(url: URL, scrollY: number | undefined): void {
  const target = targetOf(url);
  if (scrollY !== undefined || !target) return scrollWhenThere(scrollY ?? 0);
  stopWaitingForPlace();
  // As a full load to a fragment does: a target inside collapsed sections (a schema's nested fields) is shown.
  for (let details = target.closest('details'); details; details = details.parentElement?.closest('details') ?? null) details.open = true;
  target.scrollIntoView();
}

/**
 * Focus where a full load leaves it: on the fragment's target (so that Tab goes on from there, not from
 * the top of the page), else on the main content.
 */
function moveFocus(url: URL): void {
  const target = targetOf(url);
  if (target && target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  (target ?? document.getElementById('main') ?? document.body).focus({ preventScroll: true });
}

/**
 * Follows links to pages of this site without a full reload: fetches the page, swaps it in, and sets
 * title, URL, scroll position and focus as a full load would. The back and forward buttons restore
 * the page and where the reader was on it. Anything that cannot be swapped gets a full load.
 */
export function startInstantNavigation(cache: PageCache, progress: ReturnType<typeof createProgressBar>): void {
  history.scrollRestoration = 'manual';
  const scroll = createScrollPositions();
  const announce = createAnnouncer();
  let currentKey = pageKey(new URL(location.href));
  let latest = 0;

  async function show(url: URL, mode: 'push' | 'replace' | 'traverse', arrival?: { entry: string; scrollY: number | undefined }): Promise<void> {
    const ticket = ++latest;
    const fullLoad = () => (mode === 'traverse' ? location.reload() : location.assign(url.href));
    progress.start();
    let next: Document;
    let finalUrl: URL;
    try {
      const page = await cache.load(pageKey(url));
      next = new DOMParser().parseFromString(page.html, 'text/html');
      finalUrl = new URL(page.url);
      finalUrl.hash = url.hash;
    } catch {
      if (ticket === latest) fullLoad();
      return;
    }
    // A newer click or history step won while this page was loading.
    if (ticket !== latest) return;
    if (!canSwapTo(next)) return fullLoad();
    if (mode !== 'replace') scroll.leave();
    if (mode === 'push') history.pushState(scroll.enterNew(), '', finalUrl.href);
    else if (mode === 'replace') history.replaceState(history.state, '', finalUrl.href);
    // Until now the reader was still on the page they are leaving, and may have scrolled it.
    else if (arrival) scroll.read(arrival.entry);
    currentKey = pageKey(finalUrl);
    swapPage(next);
    progress.done();
    scrollIntoPlace(finalUrl, mode === 'traverse' ? arrival?.scrollY : undefined);
    // A place this page lacks (a reader who switched docs version on a heading the other has not) leaves its URL.
    if (finalUrl.hash && !targetOf(finalUrl)) history.replaceState(history.state, '', finalUrl.href.replace(/#.*$/, ''));
    moveFocus(finalUrl);
    announce(document.title);
    document.dispatchEvent(new CustomEvent(PAGE_LOAD_EVENT));
  }

  document.addEventListener('click', (event) => {
    if (!isPlainClick(event)) return;
    const link = findPageLink(event.target);
    if (!link) return;
    const url = new URL(link.href);
    const key = pageKey(url);
    // A link to a heading of this page: the browser scrolls to it and keeps history itself, once this
    // click is over (every browser), so where the reader is now is where Back should put them.
    if (key === currentKey && url.hash) return scroll.leave();
    event.preventDefault();
    void show(url, key === currentKey ? 'replace' : 'push');
  });

  window.addEventListener('popstate', (event) => {
    const url = new URL(location.href);
    const arrival = scroll.arrive(event.state as EntryState | null);
    if (pageKey(url) === currentKey) {
      // The same page: a fragment just followed is scrolled to by the browser (it has no position yet);
      // Back or Forward to one of its entries is put where the reader was, which the browser leaves to us:
      // it has not scrolled, so the entry left is where the reader still sees it.
      if (arrival.scrollY !== undefined) scroll.leave();
      scroll.read(arrival.entry);
      // An entry with no position kept (the browser may scroll to a fragment before it tells of the
      // entry) goes to its fragment's target, as a load of it would; one without either stays put.
      if (arrival.scrollY !== undefined || targetOf(url)) scrollIntoPlace(url, arrival.scrollY);
      return;
    }
    void show(url, 'traverse', arrival);
  });

  const saved = scroll.initial();
  if (saved !== undefined && !location.hash) scrollWhenThere(saved);
}
