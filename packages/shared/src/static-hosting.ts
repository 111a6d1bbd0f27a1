// How a built site is served: the content type and cache policy of each file. `docs serve`, `docs dev`
// and `docs publish` all follow these rules, so a preview behaves like the real host.

const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  htm: 'text/html; charset=utf-8',
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  xhtml: 'application/xhtml+xml; charset=utf-8',
  xht: 'application/xhtml+xml; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  yaml: 'application/yaml; charset=utf-8',
  yml: 'application/yaml; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  otf: 'font/otf',
  eot: 'application/vnd.ms-fontobject',
  // A video, recording or caption file of a guide plays in the page only with its own type.
  mp4: 'video/mp4',
  webm: 'video/webm',
  ogv: 'video/ogg',
  mov: 'video/quicktime',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
  vtt: 'text/vtt; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  webmanifest: 'application/manifest+json; charset=utf-8',
  jsonld: 'application/ld+json; charset=utf-8',
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
  ics: 'text/calendar; charset=utf-8',
  pdf: 'application/pdf',
  zip: 'application/zip',
  wasm: 'application/wasm',
};

/** Files whose name has no extension, read by what they are for: the app-links file iOS fetches is JSON. */
const TYPES_BY_NAME: Record<string, string> = {
  'apple-app-site-association': 'application/json; charset=utf-8',
};

/** The type of an extension, from the table's own entries (a file named `x.constructor` is no function). */
function typeOfExtension(extension: string): string | undefined {
  return Object.hasOwn(TYPES, extension) ? TYPES[extension] : undefined;
}

function extensionOf(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Whether a name ends like a file of a type hosts serve as such (`v2.md`, `index.html`), not `2.x` or `v1.beta`. */
export function endsLikeKnownFile(name: string): boolean {
  return name.includes('.') && typeOfExtension(extensionOf(name)) !== undefined;
}

/** The `Content-Type` of a file, from its name; text types say they are UTF-8. */
export function contentTypeOf(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  return typeOfExtension(extensionOf(path)) ?? (Object.hasOwn(TYPES_BY_NAME, name) ? TYPES_BY_NAME[name]! : 'application/octet-stream');
}

/** Whether a response of this type is worth compressing. */
export function isCompressible(contentType: string): boolean {
  return /^(text\/|application\/(json|xml|javascript|yaml|wasm|manifest\+json|ld\+json|rss\+xml|atom\+xml|vnd\.ms-fontobject)|image\/svg\+xml|font\/(ttf|otf))/.test(contentType);
}

/**
 * A name the build gave a content hash: ours (`site.3fA9kq0xZb.css`, ten letters and digits after a dot)
 * or esbuild's (`bootstrap-DKIYOXJG.js`, eight of its base-32 capitals and digits 2-7 after a dash), with a
 * letter among them: a date (`screenshot-20240315.png`, `report.2024031512.pdf`) is no hash, and a file so
 * named that changes must not be cached for a year.
 */
const HASHED_NAME = /(\.(?=[A-Za-z0-9]*[A-Za-z])[A-Za-z0-9]{10}|-(?=[A-Z2-7]*[A-Z])[A-Z2-7]{8})\.[a-z0-9]+$/;

/**
 * The `Cache-Control` of a file: content-hashed assets never change, so they are cached for a year;
 * everything else (pages, `search-index.json`, `openapi.json`, `sitemap.xml`) is revalidated each time,
 * so a new build shows at once. A file `copied` from the author's sources is never taken for one,
 * whatever its name (`assets/jquery.datepicker.js`): the build's marker lists such files.
 */
export function cacheControlOf(path: string, copied = false): string {
  return isContentHashedPath(path) && !copied ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate';
}

/** Whether a path of the site is taken for a content-hashed asset (`cacheControlOf`): in `assets/`, with a hash in its name. */
export function isContentHashedPath(path: string): boolean {
  return path.replace(/^\/+/, '').startsWith('assets/') && HASHED_NAME.test(path);
}
