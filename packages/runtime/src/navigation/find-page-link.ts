/** The URL of a page of this site with its fragment removed: the key pages are fetched and cached by. */
export function pageKey(url: URL): string {
  return `${url.origin}${url.pathname}${url.search}`;
}

/** Whether a URL is an HTML page of this site (not a file such as `/openapi.json`, not another origin). */
export function isSitePage(url: URL): boolean {
  if (url.origin !== location.origin) return false;
  const lastSegment = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  const dot = lastSegment.lastIndexOf('.');
  return dot === -1 || lastSegment.slice(dot).toLowerCase() === '.html';
}

/** The link an event happened on, if following it can be left to instant navigation. */
export function findPageLink(target: EventTarget | null): HTMLAnchorElement | null {
  const link = (target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return null;
  if (link.hasAttribute('download') || link.hasAttribute('data-no-instant')) return null;
  if (link.target && link.target !== '_self') return null;
  if (/\bexternal\b/.test(link.rel)) return null;
  const url = new URL(link.href);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return isSitePage(url) ? link : null;
}

/** Whether a click is a plain one: modified and non-primary clicks open tabs and windows, which the browser does. */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented;
}
