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
 * URL, are percent-encoded (`c#-sharp` → `c%23-sharp`), and so are spaces and the other characters no
 * URL path holds as they are (`"`, `<`, `>`, a backtick, `{`, `}`: `with space` → `with%20space`, an
 * `href` and a sitemap's `<loc>` valid); everything else stays readable.
 */
export function toUrlPath(path: string): string {
  return path.replace(/[%#?\s"<>`{}]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
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

/**
 * The longest slug: a URL's segment that reads as a name, and a file name well within the 255 bytes
 * file systems allow (an operationId of a thousand characters failed the build as it wrote its page),
 * in characters and in the bytes of UTF-8 (a hundred CJK characters are 300 bytes).
 */
const SLUG_LENGTH = 100;
const SLUG_BYTES = 200;

/** `text` cut to at most `bytes` bytes of UTF-8, at a character's end. */
function withinBytes(text: string, bytes: number): string {
  let used = 0;
  let end = 0;
  for (const character of text) {
    const code = character.codePointAt(0)!;
    used += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
    if (used > bytes) break;
    end += character.length;
  }
  return text.slice(0, end);
}

/**
 * Kebab-case slug: `sendSigning` → `send-signing`, `Getting Started!` → `getting-started`. Made of the
 * text's start only, as much as a slug of `SLUG_LENGTH` can come from: a run of capitals is read back
 * and forth, in time that grows with the square of its length.
 */
export function slugify(text: string): string {
  const slug = text
    .slice(0, SLUG_LENGTH * 4)
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    // Letters and digits of every script: a tag named `Пользователи` or `用户` keeps its name, where
    // ASCII alone left nothing, and every such tag shared one folder and one anchor.
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .slice(0, SLUG_LENGTH + 1);
  // Runs of other characters are one `-` each by now: what is left to trim is one at either end.
  return withinBytes(slug.replace(/^-|-$/g, '').slice(0, SLUG_LENGTH), SLUG_BYTES).replace(/-$/, '');
}

/** A readable label from a file or folder name: `getting-started` → `Getting started`. */
export function humanize(name: string): string {
  const words = name.replace(/^\d+[-_.]/, '').replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * `text` without the slashes at its end (and, with `start`, at its start too). A loop, not `/\/+$/`,
 * which tries every run of slashes to its end: `a/////…b` took seconds at 100,000 characters.
 */
export function trimSlashes(text: string, { start = false }: { start?: boolean } = {}): string {
  let from = 0;
  let to = text.length;
  while (to > 0 && text.charCodeAt(to - 1) === 0x2f) to--;
  if (start) while (from < to && text.charCodeAt(from) === 0x2f) from++;
  return from === 0 && to === text.length ? text : text.slice(from, to);
}

/** Absolute URL of a page on the published site. */
export function absoluteUrl(siteUrl: string, path: string): string {
  // A page's path keeps the names it was made from (`/docs/My Page`): as a URL written out whole (the
  // sitemap, `rel=canonical`, `og:url`), a space or an `é` must be percent-encoded to be valid.
  return trimSlashes(siteUrl) + path.replace(/[^A-Za-z0-9\-._~!$&'()*+,;=:@/%]/gu, (character) => encodeURIComponent(character));
}

/** Whether a link points into this site (and so must be checked) rather than elsewhere. */
export function isInternalLink(href: string): boolean {
  if (href.startsWith('//')) return false;
  return !/^[a-zA-Z][a-zA-Z0-9+.-]*:/.test(href);
}
