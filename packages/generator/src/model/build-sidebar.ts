import type { SidebarCategory, SidebarItem } from '@docs/shared';
import type { ContentEntry } from './build-content-entries.js';
import type { CategoryMeta } from '../content/load-content.js';
import { compareText } from '../text/compare-text.js';
import { withoutMarkdownExtension } from '../text/markdown-file.js';

interface Folder {
  meta?: CategoryMeta;
  index?: ContentEntry;
  pages: ContentEntry[];
  folders: Map<string, Folder>;
}

/**
 * The docs sidebar, from the folders below `docs/` (or a frozen version's, `docs/<name>/`): the overview
 * (`docs/index.md`) first, then pages and folders as categories, ordered by `sidebar_position` (else a
 * number prefix of the name), then label. A folder's `index.md` gives the category its label, position and page.
 */
export function buildSidebar(entries: readonly ContentEntry[], categories: ReadonlyMap<string, CategoryMeta> = new Map(), rootFolder = 'docs'): SidebarItem[] {
  const root: Folder = { pages: [], folders: new Map() };
  const depthOfRoot = rootFolder.split('/').length;
  for (const entry of entries) {
    const parts = entry.page.contentPath.split('/');
    if (parts.slice(0, depthOfRoot).join('/') !== rootFolder || parts.length <= depthOfRoot || entry.kind !== 'doc') continue;
    let folder = root;
    for (const [depth, part] of parts.slice(depthOfRoot, -1).entries()) {
      let child = folder.folders.get(part);
      if (!child) {
        const meta = categories.get(parts.slice(0, depth + depthOfRoot + 1).join('/'));
        folder.folders.set(part, (child = { pages: [], folders: new Map(), ...(meta ? { meta } : {}) }));
      }
      folder = child;
    }
    // The folder's own page, as its URL says (`index.md`, `README.md`; a `readme.md` is a page of its own).
    if (/^(index|README)$/.test(withoutMarkdownExtension(parts.at(-1) ?? ''))) folder.index = entry;
    else folder.pages.push(entry);
  }
  const items = itemsOf(root);
  if (root.index) items.unshift({ type: 'link', label: root.index.sidebarLabel, path: root.index.path });
  return items;
}

interface Sortable {
  item: SidebarItem;
  position: number;
}

function itemsOf(folder: Folder): SidebarItem[] {
  const sortable: Sortable[] = [
    ...folder.pages.map((entry) => ({
      item: { type: 'link', label: entry.sidebarLabel, path: entry.path } as SidebarItem,
      position: entry.sidebarPosition ?? numberPrefixOf(entry.page.contentPath.split('/').at(-1) ?? ''),
    })),
    ...[...folder.folders].map(([name, child]) => ({
      item: categoryOf(name, child),
      position: child.meta?.position ?? child.index?.sidebarPosition ?? numberPrefixOf(name),
    })),
  ];
  sortable.sort((a, b) => a.position - b.position || compareText(a.item.label, b.item.label));
  return sortable.map((s) => s.item);
}

/**
 * The place a file or folder's number prefix gives it where nothing else does (`02-setup.md`, as
 * Docusaurus reads it), else after every placed item.
 */
function numberPrefixOf(name: string): number {
  const prefix = /^(\d+)[-_.]/.exec(name)?.[1];
  return prefix === undefined ? Number.POSITIVE_INFINITY : Number(prefix);
}

function categoryOf(name: string, folder: Folder): SidebarCategory {
  const label = folder.meta?.label ?? folder.index?.sidebarLabel ?? name.replace(/^\d+[-_.]/, '').replace(/[-_]+/g, ' ').replace(/^./, (c) => c.toUpperCase());
  return { type: 'category', label, ...(folder.index ? { path: folder.index.path } : {}), items: itemsOf(folder) };
}

/** The sidebar's pages in reading order, for prev/next links. */
export function flattenSidebar(items: readonly SidebarItem[]): { label: string; path: string }[] {
  const out: { label: string; path: string }[] = [];
  for (const item of items) {
    if (item.type === 'link') out.push({ label: item.label, path: item.path });
    else {
      if (item.path) out.push({ label: item.label, path: item.path });
      out.push(...flattenSidebar(item.items));
    }
  }
  return out;
}

/**
 * The categories leading to every page of the sidebar, outermost first (a category's own page
 * includes itself), in one walk of the tree rather than one per page.
 */
export function buildTrails(items: readonly SidebarItem[], above: SidebarCategory[] = [], trails = new Map<string, SidebarCategory[]>()): Map<string, SidebarCategory[]> {
  for (const item of items) {
    if (item.type === 'link') {
      if (!trails.has(item.path)) trails.set(item.path, above);
      continue;
    }
    if (item.path && !trails.has(item.path)) trails.set(item.path, [...above, item]);
    buildTrails(item.items, [...above, item], trails);
  }
  return trails;
}

