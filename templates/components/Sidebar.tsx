import type { SidebarCategory, SidebarItem } from '@docs/shared';

/** The docs sidebar: pages as links, folders as collapsible categories, the current page marked. */
export function Sidebar({ items, currentPath, compact }: { items: SidebarItem[]; currentPath: string; compact: boolean }) {
  return (
    <nav className="sidebar" aria-label="Docs">
      <SidebarList items={items} currentPath={currentPath} compact={compact} />
    </nav>
  );
}

interface ListProps {
  items: SidebarItem[];
  currentPath: string;
  compact: boolean;
}

function SidebarList({ items, currentPath, compact }: ListProps) {
  return (
    <ul className="sidebar-list">
      {items.map((item) => (
        <li key={`${item.type}:${item.label}:${item.path ?? ''}`} className={item.type === 'category' ? 'sidebar-category' : 'sidebar-item'}>
          {item.type === 'link' ? <SidebarLink label={item.label} path={item.path} badge={item.badge} currentPath={currentPath} /> : <Category item={item} currentPath={currentPath} compact={compact} />}
        </li>
      ))}
    </ul>
  );
}

function SidebarLink({ label, path, badge, currentPath }: { label: string; path: string; badge?: string | undefined; currentPath: string }) {
  const current = path === currentPath;
  return (
    <a className={current ? 'sidebar-link active' : 'sidebar-link'} href={path} aria-current={current ? 'page' : undefined}>
      {badge ? <span className={`method-badge method-${badge.toLowerCase()}`}>{badge}</span> : null}
      <span>{label}</span>
    </a>
  );
}

function Category({ item, currentPath, compact }: { item: SidebarCategory; currentPath: string; compact: boolean }) {
  const open = item.path === currentPath || contains(item.items, currentPath);
  if (compact && !open) {
    const target = item.path ?? firstPath(item.items);
    if (target) return <CategoryLink label={item.label} path={target} currentPath={currentPath} />;
  }
  // A folder with only its own page has nothing to open.
  if (item.path && item.items.length === 0) return <CategoryLink label={item.label} path={item.path} currentPath={currentPath} />;
  if (!item.path) {
    return (
      <details className="sidebar-details" open={open}>
        <summary className="sidebar-summary">
          <span className="sidebar-label">{item.label}</span>
        </summary>
        <SidebarList items={item.items} currentPath={currentPath} compact={compact} />
      </details>
    );
  }
  // A link inside <summary> would be a control inside a control, which screen readers and keyboards
  // handle badly: the category's page is a link of its own, and the summary beside it only opens and
  // closes the list (without JavaScript, as <details> does).
  return (
    <>
      <CategoryLink label={item.label} path={item.path} currentPath={currentPath} />
      <details className="sidebar-details" open={open}>
        <summary className="sidebar-summary sidebar-toggle">
          <span className="visually-hidden">Pages in {item.label}</span>
        </summary>
        <SidebarList items={item.items} currentPath={currentPath} compact={compact} />
      </details>
    </>
  );
}

function CategoryLink({ label, path, currentPath }: { label: string; path: string; currentPath: string }) {
  const current = path === currentPath;
  return (
    <a className={current ? 'sidebar-link sidebar-category-link active' : 'sidebar-link sidebar-category-link'} href={path} aria-current={current ? 'page' : undefined}>
      {label}
    </a>
  );
}

function firstPath(items: SidebarItem[]): string | undefined {
  for (const item of items) {
    const path = item.type === 'link' ? item.path : (item.path ?? firstPath(item.items));
    if (path) return path;
  }
  return undefined;
}

function contains(items: SidebarItem[], path: string): boolean {
  return items.some((item) => (item.type === 'link' ? item.path === path : item.path === path || contains(item.items, path)));
}
