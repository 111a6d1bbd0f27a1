import type { KeptTable } from '../cache/kept-table.js';
import { digestTargets, type PageProblem } from './check-links.js';

/** A rendered page as the link check's plan sees it: its key, path and the digest of its targets, and whether its record was read. */
export interface PageToCheck {
  key: string;
  path: string;
  targets: string;
  read: boolean;
}

/**
 * Which unread pages the link check of a build with the cache must read: those whose problems the
 * table does not hold under the site's targets; then, if any page is checked at all, those whose ids
 * the ids table lacks, since a page's links are checked against every page's ids. With one page
 * edited and its ids as they were, that is the page alone; an edit that changes ids (a heading renamed)
 * changes the targets, and every page is read. Returns the site's targets digest, and the places in
 * `pages` to read.
 */
export function planCheckReads(
  pages: readonly PageToCheck[],
  files: ReadonlySet<string>,
  problems: KeptTable<PageProblem[]>,
  ids: () => KeptTable<string[]>,
): { targets: string; toRead: number[] } {
  const targets = digestTargets({ pages: pages.map(({ path, targets }) => ({ path, targets, ids: [], links: [] })), files });
  const unchecked = pages.flatMap((page, at) => (problems.peek(`${page.key} ${targets}`) === undefined ? [at] : []));
  const toRead = new Set(unchecked.filter((at) => !pages[at]!.read));
  if (unchecked.length) {
    const table = ids();
    pages.forEach((page, at) => {
      if (!page.read && table.peek(page.key) === undefined) toRead.add(at);
    });
  }
  return { targets, toRead: [...toRead].sort((a, b) => a - b) };
}
