/**
 * The lookup key of a page path: every form a static host accepts for one page
 * (`/x`, `/x/`, `/x.html`, `/x/index.html`) maps to the same key.
 */
export function routeKey(path: string): string {
  let key = path.split(/[?#]/, 1)[0] ?? '';
  if (key.endsWith('/index.html')) key = key.slice(0, -'index.html'.length);
  else if (key.endsWith('.html')) key = key.slice(0, -'.html'.length);
  if (key.length > 1 && key.endsWith('/')) key = key.slice(0, -1);
  return key === '' ? '/' : key;
}

/**
 * A path made of file and folder names as a URL path: `%`, `#` and `?`, which would garble or end a
 * URL, are percent-encoded (`c#-sharp` → `c%23-sharp`); everything else stays readable.
 */
export function toUrlPath(path: string): string {
  return path.replace(/[%#?]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The names a URL path stands for: `/docs/c%23-sharp` → `/docs/c#-sharp` (a malformed escape is kept as written). */
export function fromUrlPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** The files that make a page reachable at all four URL forms on a plain static host. */
export function routeOutputFiles(path: string): string[] {
  const key = fromUrlPath(routeKey(path));
  if (key === '/') return ['index.html'];
  const base = key.slice(1);
  return [`${base}/index.html`, `${base}.html`];
}

/** Kebab-case slug: `sendSigning` → `send-signing`, `Getting Started!` → `getting-started`. */
export function slugify(text: string): string {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A readable label from a file or folder name: `getting-started` → `Getting started`. */
export function humanize(name: string): string {
  const words = name.replace(/^\d+[-_.]/, '').replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Absolute URL of a page on the published site. */
export function absoluteUrl(siteUrl: string, path: string): string {
  // A page's path keeps the names it was made from (`/docs/My Page`): as a URL written out whole (the
  // sitemap, `rel=canonical`, `og:url`), a space or an `é` must be percent-encoded to be valid.
  return siteUrl.replace(/\/+$/, '') + path.replace(/[^A-Za-z0-9\-._~!$&'()*+,;=:@/%]/gu, (character) => encodeURIComponent(character));
}

/** Whether a link points into this site (and so must be checked) rather than elsewhere. */
export function isInternalLink(href: string): boolean {
  if (href.startsWith('//')) return false;
  return !/^[a-zA-Z][a-zA-Z0-9+.-]*:/.test(href);
}
