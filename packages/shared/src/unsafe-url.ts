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
  const cleaned = url.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(cleaned)?.[1]?.toLowerCase();
  if (!scheme || !DANGEROUS_SCHEMES.has(scheme)) return undefined;
  if (scheme === 'data' && options.image && DATA_IMAGE.test(cleaned)) return undefined;
  return scheme;
}
