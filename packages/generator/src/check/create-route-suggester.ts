import { distance } from 'fastest-levenshtein';
import { fromUrlPath, routeKey } from '@docs/shared';

/** The most routes one suggestion compares a broken path with: a bound, so a check stays linear in its links. */
const MAX_CANDIDATES = 256;

/**
 * Suggests the existing route (or file) closest to a broken path, without comparing it with every
 * route: the one that differs in case only; else the routes with the same last segment (a page that
 * moved); else those in the same folder or whose last segment starts alike, when one is near enough to
 * be a typo of it (a suggestion of a page that only shares the folder misleads more than none).
 * Suggestions are remembered per path, since a broken link often appears on many pages.
 */
export function createRouteSuggester(routePaths: readonly string[]): (path: string) => string | undefined {
  const byLowerCase = new Map<string, string>();
  const byName = new Map<string, string[]>();
  const byFolder = new Map<string, string[]>();
  const byStart = new Map<string, string[]>();
  const add = (index: Map<string, string[]>, key: string, path: string) => {
    const list = index.get(key);
    if (!list) index.set(key, [path]);
    else if (list.length < MAX_CANDIDATES) list.push(path);
  };
  for (const path of routePaths) {
    const { folder, name, key } = partsOf(path);
    if (!byLowerCase.has(key.toLowerCase())) byLowerCase.set(key.toLowerCase(), path);
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
    const nearest = candidates.length ? closestByDistance(key, candidates) : undefined;
    const typo = nearest !== undefined && distanceApart(key, partsOf(nearest).key) <= Math.max(2, Math.floor(name.length / 3));
    const suggestion = byLowerCase.get(key.toLowerCase()) ?? (sameName || typo ? nearest : undefined);
    remembered.set(path, suggestion);
    return suggestion;
  };
}

function partsOf(path: string): { key: string; folder: string; name: string } {
  const key = fromUrlPath(routeKey(path));
  const cut = key.lastIndexOf('/');
  return { key, folder: key.slice(0, cut + 1), name: key.slice(cut + 1) };
}

/**
 * The candidate nearest to `key` by edit distance, the first of equals (as fastest-levenshtein's
 * `closest` picks it). Two strings are at least as far apart as their lengths differ, so candidates are
 * compared nearest length first, and once the lengths alone differ by more than the best distance
 * found, no later candidate can be nearer. Comparing every candidate was half the link check of a site
 * with 43,000 broken links.
 */
export function closestByDistance(key: string, candidates: readonly string[]): string {
  const gapOf = (index: number) => Math.abs(candidates[index]!.length - key.length);
  const order = candidates.map((_candidate, index) => index).sort((a, b) => gapOf(a) - gapOf(b) || a - b);
  let best = 0;
  let bestDistance = Infinity;
  for (const index of order) {
    const gap = gapOf(index);
    if (gap > bestDistance) break;
    // At best a tie, which the earlier candidate wins.
    if (gap === bestDistance && index > best) continue;
    const found = distanceApart(key, candidates[index]!);
    if (found < bestDistance || (found === bestDistance && index < best)) {
      best = index;
      bestDistance = found;
    }
  }
  return candidates[best]!;
}

/**
 * The edit distance of two strings, less what they share at either end: the same number, and paths of
 * one folder, cut to what differs, mostly fit the 32 characters of the library's fastest comparison.
 */
function distanceApart(a: string, b: string): number {
  const shortest = Math.min(a.length, b.length);
  let start = 0;
  while (start < shortest && a.charCodeAt(start) === b.charCodeAt(start)) start++;
  let end = 0;
  while (end < shortest - start && a.charCodeAt(a.length - 1 - end) === b.charCodeAt(b.length - 1 - end)) end++;
  return distance(a.slice(start, a.length - end), b.slice(start, b.length - end));
}
