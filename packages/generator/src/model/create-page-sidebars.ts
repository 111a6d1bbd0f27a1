import type { SidebarCategory, SidebarItem, SidebarLink } from '@docs/shared';

/** Above this many links in the whole sidebar, a page shows only its own branch of it. */
export const COMPACT_SIDEBAR_ABOVE = 200;
/** The most items of one list a page shows; the rest are reached through "more" links. */
export const SIDEBAR_LIST_LIMIT = 100;

/**
 * Makes the sidebars of a site's pages. A small site's pages all show the whole sidebar. On a large
 * one, a page shows the categories that lead to it open and every other category as one link, and a
 * list longer than `SIDEBAR_LIST_LIMIT` as the window of it around the page, with a link at each cut
 * to the nearest page left out. Every page stays reachable, and a page's sidebar is bounded whatever
 * the size of the site (a description with thousands of operations in one tag included).
 *
 * Pages whose sidebars are the same (those of one category, when its list fits whole) share one: a site
 * of 10,000 pages holds some hundreds of sidebars instead of one a page, and a page's cache key reads
 * each once (`keyPageJobs`). No one changes a sidebar once made.
 */
export function createPageSidebars(sidebar: readonly SidebarItem[], totalLinks: number): (path: string, trail: readonly SidebarCategory[]) => SidebarItem[] {
  if (totalLinks <= COMPACT_SIDEBAR_ABOVE) return () => sidebar as SidebarItem[];
  // A closed category is the same link on every page that shows it.
  const closed = new Map<SidebarCategory, SidebarLink | undefined>();
  const closedLink = (category: SidebarCategory): SidebarLink | undefined => {
    if (!closed.has(category)) {
      const target = category.path ?? firstPath(category.items);
      closed.set(category, target ? { type: 'link', kind: 'category', label: category.label, path: target } : undefined);
    }
    return closed.get(category);
  };
  // Each list as shown, by the list, where its window starts and the lists shown open in it (by number).
  const shownLists = new Map<readonly SidebarItem[], Map<string, SidebarItem[]>>();
  const shownIds = new Map<readonly SidebarItem[], number>();
  const shownId = (list: readonly SidebarItem[]): number => {
    let id = shownIds.get(list);
    if (id === undefined) shownIds.set(list, (id = shownIds.size));
    return id;
  };
  return (path, trail) => {
    const open = new Set<SidebarItem>(trail);
    const prune = (items: readonly SidebarItem[]): SidebarItem[] => {
      // Where the page (or the category open on its way) is among the items shown, and how many are.
      let anchor = -1;
      let shownCount = 0;
      const opened: [at: number, shown: SidebarItem[]][] = [];
      items.forEach((item, at) => {
        if (item.type === 'link') {
          if (item.path === path) anchor = shownCount;
          shownCount++;
        } else if (open.has(item)) {
          anchor = shownCount++;
          opened.push([at, prune(item.items)]);
        } else if (closedLink(item)) shownCount++;
      });
      const start = windowStart(shownCount, Math.max(anchor, 0));
      const key = `${start}:${opened.map(([at, shown]) => `${at}=${shownId(shown)}`).join()}`;
      let byKey = shownLists.get(items);
      if (!byKey) shownLists.set(items, (byKey = new Map()));
      let shown = byKey.get(key);
      if (!shown) {
        const all = items.flatMap((item, at): SidebarItem[] => {
          if (item.type === 'link') return [item];
          if (open.has(item)) return [{ ...item, items: opened.find(([openAt]) => openAt === at)![1] }];
          const link = closedLink(item);
          return link ? [link] : [];
        });
        byKey.set(key, (shown = windowOf(all, start)));
      }
      return shown;
    };
    return prune(sidebar);
  };
}

/** Where the window of a list of `length` items around the item at `anchor` starts. */
function windowStart(length: number, anchor: number): number {
  if (length <= SIDEBAR_LIST_LIMIT) return 0;
  return Math.min(Math.max(0, anchor - Math.floor(SIDEBAR_LIST_LIMIT / 2)), length - SIDEBAR_LIST_LIMIT);
}

/** At most `SIDEBAR_LIST_LIMIT` items from `start`, with a "more" link where the list is cut. */
function windowOf(items: SidebarItem[], start: number): SidebarItem[] {
  if (items.length <= SIDEBAR_LIST_LIMIT) return items;
  const end = start + SIDEBAR_LIST_LIMIT;
  const more = (count: number, nearest: SidebarItem): SidebarItem[] => {
    const target = nearest.type === 'link' ? nearest.path : (nearest.path ?? firstPath(nearest.items));
    return target ? [{ type: 'link', kind: 'more', label: `${count} more`, path: target }] : [];
  };
  return [...(start > 0 ? more(start, items[start - 1]!) : []), ...items.slice(start, end), ...(end < items.length ? more(items.length - end, items[end]!) : [])];
}

function firstPath(items: readonly SidebarItem[]): string | undefined {
  for (const item of items) {
    const path = item.type === 'link' ? item.path : (item.path ?? firstPath(item.items));
    if (path) return path;
  }
  return undefined;
}
