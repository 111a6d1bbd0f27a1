import { onPageLoad } from '../page-load.js';
import { allowsPrefetch } from './allows-prefetch.js';
import { findPageLink, pageKey } from './find-page-link.js';
import type { PageCache } from './create-page-cache.js';

/** Hovering this long signals intent; a pointer passing over a link on its way elsewhere does not. */
const HOVER_INTENT_MS = 50;
/** Links that scroll into view are fetched a few at a time, when the browser is idle. */
const VISIBLE_CONCURRENCY = 2;

const whenIdle: (callback: () => void) => void =
  typeof requestIdleCallback === 'function' ? (callback) => requestIdleCallback(callback, { timeout: 2000 }) : (callback) => setTimeout(callback, 200);

/**
 * Fetches pages before they are opened: on hover and keyboard focus, and when their link becomes
 * visible. Never on a data-saver or 2g connection; never the page being read.
 */
export function setUpPrefetch(cache: PageCache): void {
  const wanted = (link: HTMLAnchorElement): string | undefined => {
    if (!allowsPrefetch()) return undefined;
    const key = pageKey(new URL(link.href));
    return key === pageKey(new URL(location.href)) || cache.has(key) ? undefined : key;
  };

  let hoverTimer: ReturnType<typeof setTimeout> | undefined;
  document.addEventListener('pointerover', (event) => {
    const link = findPageLink(event.target);
    if (!link) return;
    clearTimeout(hoverTimer);
    hoverTimer = setTimeout(() => {
      const key = wanted(link);
      if (key) void cache.prefetch(key);
    }, HOVER_INTENT_MS);
  });
  document.addEventListener('pointerout', () => clearTimeout(hoverTimer));
  document.addEventListener('focusin', (event) => {
    const link = findPageLink(event.target);
    const key = link && wanted(link);
    if (key) void cache.prefetch(key);
  });

  if (typeof IntersectionObserver !== 'function') return;
  const queue: string[] = [];
  let running = 0;
  const pump = () => {
    while (running < VISIBLE_CONCURRENCY && queue.length > 0) {
      const key = queue.shift()!;
      if (cache.has(key) || !allowsPrefetch()) continue;
      running += 1;
      whenIdle(() => {
        void cache.prefetch(key).finally(() => {
          running -= 1;
          pump();
        });
      });
    }
  };
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      const key = wanted(entry.target as HTMLAnchorElement);
      if (key && !queue.includes(key)) queue.push(key);
    }
    pump();
  });
  onPageLoad(() => {
    observer.disconnect();
    queue.length = 0;
    if (!allowsPrefetch()) return;
    for (const link of document.querySelectorAll<HTMLAnchorElement>('main a[href], nav a[href]')) {
      if (findPageLink(link)) observer.observe(link);
    }
  });
}
