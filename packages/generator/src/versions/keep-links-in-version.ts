import { versionBase } from '@docs/shared';

/**
 * Keeps a frozen version's links inside it: a version is a copy of the docs as they were, whose links
 * to `/docs/…` meant the pages of that copy, and whose link to `/openapi.json` meant its own
 * description. Links into another version (`/docs/<name>/…`) and everything else stay as written. The
 * latest's links (`docsBase` `/docs/`) are never changed.
 */
export function keepLinksInVersion(docsBase: string, versionNames: readonly string[]): (url: string) => string {
  if (docsBase === '/docs/') return (url) => url;
  const versioned = versionNames.map(versionBase);
  return (url) => {
    const path = url.replace(/[?#].*$/, '');
    if (path === '/openapi.json') return `${docsBase}${url.slice(1)}`;
    // `/docs` is the docs' overview as `/docs/` is.
    if (path === '/docs') return `${docsBase}${url.slice('/docs'.length)}`;
    if (!path.startsWith('/docs/') || versioned.some((base) => path.startsWith(base) || `${path}/` === base)) return url;
    return `${docsBase}${url.slice('/docs/'.length)}`;
  };
}
