import { describe, expect, it } from 'vitest';
import type { SidebarCategory, SidebarItem } from '@docs/shared';
import { buildTrails } from '../../src/model/build-sidebar.js';
import { COMPACT_SIDEBAR_ABOVE, createPageSidebars, SIDEBAR_LIST_LIMIT } from '../../src/model/create-page-sidebars.js';

const link = (path: string): SidebarItem => ({ type: 'link', label: path, path });
const category = (label: string, items: SidebarItem[], path?: string): SidebarCategory => ({ type: 'category', label, items, ...(path ? { path } : {}) });

/** Every link of a page's sidebar, in order, as `kind:path`. */
function linksOf(items: readonly SidebarItem[]): string[] {
  return items.flatMap((item) => (item.type === 'link' ? [`${item.kind ?? 'page'}:${item.path}`] : [`open:${item.label}`, ...linksOf(item.items)]));
}

describe('createPageSidebars', () => {
  it('gives every page of a small site the whole sidebar', () => {
    const sidebar = [link('/docs/'), category('Guides', [link('/docs/a'), link('/docs/b')])];
    expect(createPageSidebars(sidebar, 3)('/docs/a', [])).toBe(sidebar);
  });

  it('on a large site, opens only the page\'s branch and shows other categories as one link each', () => {
    const tags = Array.from({ length: 20 }, (_, t) => category(`Tag ${t}`, Array.from({ length: 50 }, (_, o) => link(`/docs/api/t${t}/op-${o}`))));
    const sidebar: SidebarItem[] = [link('/docs/'), category('API reference', tags)];
    const pageSidebar = createPageSidebars(sidebar, 1001);
    const trails = buildTrails(sidebar);
    const links = linksOf(pageSidebar('/docs/api/t3/op-7', trails.get('/docs/api/t3/op-7')!));
    expect(links).toContain('page:/docs/api/t3/op-7');
    expect(links).toContain('category:/docs/api/t4/op-0');
    expect(links.filter((l) => l.startsWith('page:/docs/api/t4/'))).toEqual([]);
    expect(links).toHaveLength(1 + 1 + 1 + 50 + 19);
  });

  it('cuts a list longer than the limit to a window around the page, with links to what is left out', () => {
    const operations = Array.from({ length: 3000 }, (_, o) => link(`/docs/api/all/op-${o}`));
    const sidebar: SidebarItem[] = [link('/docs/'), category('Everything', operations)];
    const pageSidebar = createPageSidebars(sidebar, 3001);
    const trails = buildTrails(sidebar);
    const middle = linksOf(pageSidebar('/docs/api/all/op-1500', trails.get('/docs/api/all/op-1500')!));
    expect(middle).toHaveLength(1 + 1 + SIDEBAR_LIST_LIMIT + 2);
    expect(middle[2]).toBe('more:/docs/api/all/op-1449');
    expect(middle).toContain('page:/docs/api/all/op-1500');
    expect(middle.at(-1)).toBe('more:/docs/api/all/op-1550');
    const first = linksOf(pageSidebar('/docs/api/all/op-0', trails.get('/docs/api/all/op-0')!));
    expect(first.slice(2, 4)).toEqual(['page:/docs/api/all/op-0', 'page:/docs/api/all/op-1']);
    expect(first.at(-1)).toBe(`more:/docs/api/all/op-${SIDEBAR_LIST_LIMIT}`);
    expect(COMPACT_SIDEBAR_ABOVE).toBeLessThan(3001);
  });

  it('gives pages whose sidebars are the same one sidebar, and each page of a long list its own window', () => {
    const tags = Array.from({ length: 20 }, (_, t) => category(`Tag ${t}`, Array.from({ length: t === 0 ? 300 : 50 }, (_, o) => link(`/docs/api/t${t}/op-${o}`))));
    // A category without a page of its own or any link shows nothing: the window counts only what is shown.
    const sidebar: SidebarItem[] = [link('/docs/'), category('Empty', []), category('API reference', tags)];
    const pageSidebar = createPageSidebars(sidebar, 1300);
    const trails = buildTrails(sidebar);
    const sidebarOf = (path: string) => pageSidebar(path, trails.get(path)!);
    expect(sidebarOf('/docs/api/t3/op-7')).toBe(sidebarOf('/docs/api/t3/op-49'));
    expect(sidebarOf('/docs/api/t3/op-7')).not.toBe(sidebarOf('/docs/api/t4/op-7'));
    // In a list of 300, pages near each other share a window only where it cannot move further.
    expect(sidebarOf('/docs/api/t0/op-0')).toBe(sidebarOf('/docs/api/t0/op-50'));
    expect(sidebarOf('/docs/api/t0/op-150')).not.toBe(sidebarOf('/docs/api/t0/op-151'));
    expect(linksOf(sidebarOf('/docs/api/t0/op-151'))).toContain('page:/docs/api/t0/op-151');
    expect(linksOf(sidebarOf('/docs/api/t0/op-151'))).toContain('more:/docs/api/t0/op-100');
    expect(linksOf(sidebarOf('/docs/')).slice(0, 2)).toEqual(['page:/docs/', 'category:/docs/api/t0/op-0']);
  });
});
