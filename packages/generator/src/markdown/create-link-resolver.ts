import path from 'node:path/posix';
import { fromUrlPath, isInternalLink, toUrlPath } from '@docs/shared';
import { MARKDOWN_FILE } from '../text/markdown-file.js';


/**
 * Resolves links as written in a Markdown file to site URLs: `../auth.md#keys` → `/docs/auth#keys`.
 * Relative links resolve against the file's folder, so a page works at every URL form it is served at.
 * A `.md` link to a file that does not exist keeps its resolved path, and the link check reports it.
 * A page of a frozen docs version (`version`, standing at `docs/<version>/…`) resolves its links as the
 * page did where it was copied from (`docs/…`), and a Markdown file of the docs it names is that version's.
 */
export function createLinkResolver(contentPath: string, routeByContentPath: ReadonlyMap<string, string>, version?: string): (url: string) => string {
  const frozenAt = version === undefined ? undefined : `docs/${version}/`;
  const original = frozenAt && contentPath.startsWith(frozenAt) ? `docs/${contentPath.slice(frozenAt.length)}` : contentPath;
  const inVersion = (target: string) => (frozenAt && target.startsWith('docs/') && !target.startsWith(frozenAt) ? `${frozenAt}${target.slice('docs/'.length)}` : target);
  const folder = path.dirname(original);
  return (url) => {
    if (!isInternalLink(url) || url.startsWith('#') || url === '') return url;
    const cut = url.search(/[?#]/);
    const pathPart = cut === -1 ? url : url.slice(0, cut);
    const suffix = cut === -1 ? '' : url.slice(cut);
    if (pathPart === '') return url;
    const target = pathPart.startsWith('/') ? pathPart.slice(1) : path.join(folder === '.' ? '' : folder, pathPart);
    if (MARKDOWN_FILE.test(target)) {
      const decoded = inVersion(fromUrlPath(target));
      const route = routeByContentPath.get(decoded);
      return (route ?? toUrlPath(`/${decoded.replace(MARKDOWN_FILE, '')}`)) + suffix;
    }
    if (pathPart.startsWith('/')) return url;
    const trailing = pathPart.endsWith('/') && !target.endsWith('/') ? '/' : '';
    return `/${target === '.' ? '' : target}${trailing}${suffix}`;
  };
}
