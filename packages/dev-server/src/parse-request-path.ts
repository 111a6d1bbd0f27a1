/** A request path made safe to look up, or why it is refused. */
export type RequestPath = { ok: true; path: string } | { ok: false; status: 400 | 404 };

/** Encoded slashes, backslashes and NUL bytes have no business in a page URL: they are how traversal hides. */
const FORBIDDEN_RAW = /%2f|%5c|%00|\\|\0/i;

/**
 * Turns the path of a request URL into a path inside the site, without a leading slash ("" for the
 * root, "docs/" for a folder). Refuses (400) anything that could climb out of the site: `..` and `.`
 * segments however encoded, encoded slashes, backslashes, NUL and other control characters, bad
 * percent-encoding. Hidden files (a segment starting with ".") are not served (404).
 */
export function parseRequestPath(url: string): RequestPath {
  const raw = url.replace(/[?#].*$/s, '');
  if (!raw.startsWith('/') || FORBIDDEN_RAW.test(raw)) return { ok: false, status: 400 };
  const segments: string[] = [];
  for (const segment of raw.slice(1).split('/')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return { ok: false, status: 400 };
    }
    if (decoded === '.' || decoded === '..' || /[\u0000-\u001f\u007f\\/]/.test(decoded)) return { ok: false, status: 400 };
    if (decoded.startsWith('.') && decoded !== '') return { ok: false, status: 404 };
    segments.push(decoded);
  }
  return { ok: true, path: segments.join('/') };
}

/**
 * The files that can answer a path, in order, as a static host would: `x` itself, `x.html`, `x/index.html`;
 * a folder path (`x/`) only its `index.html`.
 */
export function candidateFiles(path: string): string[] {
  if (path === '' || path.endsWith('/')) return [`${path}index.html`];
  return [path, `${path}.html`, `${path}/index.html`];
}
