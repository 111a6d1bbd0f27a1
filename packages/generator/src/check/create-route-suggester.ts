import { closest } from 'fastest-levenshtein';
import { fromUrlPath, routeKey } from '@docs/shared';

/** The most routes one suggestion compares a broken path with: a bound, so a check stays linear in its links. */
const MAX_CANDIDATES = 256;

/**
 * Suggests the existing route closest to a broken path, without comparing it with every route: the
 * candidates are the routes with the same last segment (a page that moved), else those in the same
 * folder or whose last segment starts alike (a typo). Suggestions are remembered per path, since a
 * broken link often appears on many pages.
 */
export function createRouteSuggester(routePaths: readonly string[]): (path: string) => string | undefined {
  const byName = new Map<string, string[]>();
  const byFolder = new Map<string, string[]>();
  const byStart = new Map<string, string[]>();
  const add = (index: Map<string, string[]>, key: string, path: string) => {
    const list = index.get(key);
    if (!list) index.set(key, [path]);
    else if (list.length < MAX_CANDIDATES) list.push(path);
  };
  for (const path of routePaths) {
    const { folder, name } = partsOf(path);
    add(byName, name, path);
    add(byFolder, folder, path);
    add(byStart, name.slice(0, 3), path);
  }
  const remembered = new Map<string, string | undefined>();
  return (path) => {
    if (remembered.has(path)) return remembered.get(path);
    const { folder, name, key } = partsOf(path);
    const sameName = byName.get(name);
    const candidates = sameName ?? [...(byFolder.get(folder) ?? []), ...(byStart.get(name.slice(0, 3)) ?? [])];
    const suggestion = candidates.length ? closest(key, candidates) : undefined;
    remembered.set(path, suggestion);
    return suggestion;
  };
}

function partsOf(path: string): { key: string; folder: string; name: string } {
  const key = routeKey(fromUrlPath(path));
  const cut = key.lastIndexOf('/');
  return { key, folder: key.slice(0, cut + 1), name: key.slice(cut + 1) };
}
