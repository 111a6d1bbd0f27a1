/** Schemes that make a link run code or show a document of the link's own making. */
const DANGEROUS_SCHEMES = new Set(['javascript', 'vbscript', 'data']);

/** Images that are safe as `data:` URLs: an image cannot run script. */
const DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp|avif|bmp|x-icon|svg\+xml)[;,]/i;

/**
 * The scheme of a URL that would run script or open attacker-made content when followed
 * (`javascript:`, `vbscript:`, `data:` except images where an image is expected), read as a browser
 * reads it (spaces and control characters around it, and tabs and newlines inside, do not count);
 * `undefined` for a safe URL.
 */
export function unsafeUrlScheme(url: string, options: { image?: boolean } = {}): string | undefined {
  const cleaned = trimControlsAndSpaces(url).replace(/[\t\n\r]/g, '');
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(cleaned)?.[1]?.toLowerCase();
  if (!scheme || !DANGEROUS_SCHEMES.has(scheme)) return undefined;
  if (scheme === 'data' && options.image && DATA_IMAGE.test(cleaned)) return undefined;
  return scheme;
}

/**
 * `url` without the control characters and spaces a browser strips from its ends. A loop: the pattern
 * `/[\u0000-\u0020]+$/` reads on from every space of a long run of them, in time that grows with its square.
 */
function trimControlsAndSpaces(url: string): string {
  let start = 0;
  let end = url.length;
  while (end > 0 && url.charCodeAt(end - 1) <= 0x20) end--;
  while (start < end && url.charCodeAt(start) <= 0x20) start++;
  return start === 0 && end === url.length ? url : url.slice(start, end);
}
