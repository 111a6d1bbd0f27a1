import { PAGE_LOAD_EVENT } from '../page-load.js';
import { canSwapTo, swapPage } from './swap-page.js';
import { findPageLink, isPlainClick, pageKey } from './find-page-link.js';
import type { PageCache } from './create-page-cache.js';
import type { createProgressBar } from './create-progress-bar.js';

interface EntryState {
  scrollY?: number;
}

/** Reads out the new page's title to screen readers, as a full page load would. */
function announce(title: string): void {
  let region = document.getElementById('route-announcer');
  if (!region) {
    region = document.createElement('div');
    region.id = 'route-announcer';
    region.className = 'visually-hidden';
    region.setAttribute('aria-live', 'assertive');
    region.setAttribute('aria-atomic', 'true');
    document.documentElement.append(region);
  }
  region.textContent = title;
}

function scrollIntoPlace(url: URL, scrollY: number | undefined): void {
  const id = url.hash ? decodeURIComponent(url.hash.slice(1)) : '';
  const target = id ? document.getElementById(id) : null;
  if (!target) return window.scrollTo(0, scrollY ?? 0);
  // As a full load to a fragment does: a target inside collapsed sections (a schema's nested fields) is shown.
  for (let details = target.closest('details'); details; details = details.parentElement?.closest('details') ?? null) details.open = true;
  target.scrollIntoView();
}

function moveFocus(): void {
  const main = document.getElementById('main') ?? document.body;
  main.focus({ preventScroll: true });
}

/**
 * Follows links to pages of this site without a full reload: fetches the page, swaps it in, and sets
 * title, URL, scroll position and focus as a full load would. The back and forward buttons restore
 * the page and where the reader was on it. Anything that cannot be swapped gets a full load.
 */
export function startInstantNavigation(cache: PageCache, progress: ReturnType<typeof createProgressBar>): void {
  history.scrollRestoration = 'manual';
  let currentKey = pageKey(new URL(location.href));
  let latest = 0;

  const rememberScroll = () => history.replaceState({ ...(history.state as EntryState | null), scrollY: window.scrollY } satisfies EntryState, '');

  async function show(url: URL, mode: 'push' | 'replace' | 'traverse', scrollY?: number): Promise<void> {
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
    if (mode === 'push') history.pushState({ scrollY: 0 } satisfies EntryState, '', finalUrl.href);
    else if (mode === 'replace') history.replaceState({ scrollY: 0 } satisfies EntryState, '', finalUrl.href);
    currentKey = pageKey(finalUrl);
    swapPage(next);
    progress.done();
    scrollIntoPlace(finalUrl, scrollY);
    // A place this page lacks (a reader who switched docs version on a heading the other has not) leaves its URL.
    if (finalUrl.hash && !document.getElementById(decodeURIComponent(finalUrl.hash.slice(1)))) history.replaceState(history.state, '', finalUrl.href.replace(/#.*$/, ''));
    moveFocus();
    announce(document.title);
    document.dispatchEvent(new CustomEvent(PAGE_LOAD_EVENT));
  }

  document.addEventListener('click', (event) => {
    if (!isPlainClick(event)) return;
    const link = findPageLink(event.target);
    if (!link) return;
    const url = new URL(link.href);
    const key = pageKey(url);
    // A link to a heading of this page: the browser scrolls to it and keeps history itself.
    if (key === currentKey && url.hash) return;
    event.preventDefault();
    rememberScroll();
    void show(url, key === currentKey ? 'replace' : 'push');
  });

  window.addEventListener('popstate', (event) => {
    const url = new URL(location.href);
    // Only the fragment changed: same page, the browser has already scrolled.
    if (pageKey(url) === currentKey) return;
    void show(url, 'traverse', (event.state as EntryState | null)?.scrollY);
  });

  // Leaving by a full load (an external link, a reload) keeps this page's scroll position for the way back.
  window.addEventListener('pagehide', rememberScroll);
  const saved = (history.state as EntryState | null)?.scrollY;
  if (saved !== undefined && !location.hash) window.scrollTo(0, saved);
}
