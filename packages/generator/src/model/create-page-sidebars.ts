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
  return (path, trail) => {
    const open = new Set<SidebarItem>(trail);
    const prune = (items: readonly SidebarItem[]): SidebarItem[] => {
      let anchor = -1;
      const shown: SidebarItem[] = [];
      for (const item of items) {
        if (item.type === 'link') {
          if (item.path === path) anchor = shown.length;
          shown.push(item);
        } else if (open.has(item)) {
          anchor = shown.length;
          shown.push({ ...item, items: prune(item.items) });
        } else {
          const link = closedLink(item);
          if (link) shown.push(link);
        }
      }
      return windowOf(shown, Math.max(anchor, 0));
    };
    return prune(sidebar);
  };
}

/** At most `SIDEBAR_LIST_LIMIT` items around `anchor`, with a "more" link where the list is cut. */
function windowOf(items: SidebarItem[], anchor: number): SidebarItem[] {
  if (items.length <= SIDEBAR_LIST_LIMIT) return items;
  const start = Math.min(Math.max(0, anchor - Math.floor(SIDEBAR_LIST_LIMIT / 2)), items.length - SIDEBAR_LIST_LIMIT);
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
