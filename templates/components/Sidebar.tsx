import type { SidebarCategory, SidebarItem, SidebarLink as SidebarLinkItem } from '@docs/shared';

/**
 * The docs sidebar as the page's route gives it: pages as links, folders as collapsible categories,
 * the current page marked. On a large site the generator has already closed the other branches into
 * links and cut long lists to a window, with "more" links at the cuts.
 */
export function Sidebar({ items, currentPath }: { items: SidebarItem[]; currentPath: string }) {
  return (
    <nav className="sidebar" aria-label="Docs">
      <SidebarList items={items} currentPath={currentPath} />
    </nav>
  );
}

interface ListProps {
  items: SidebarItem[];
  currentPath: string;
}

function SidebarList({ items, currentPath }: ListProps) {
  return (
    // Pages are plain `<li><a>`, and a category's list a plain `<details>`: the stylesheet finds them under
    // `.sidebar`, since a sidebar is on every page and a class on each row would weigh on all of them.
    <ul>
      {items.map((item) => (
        <li key={`${item.type}:${item.label}:${item.path ?? ''}`}>
          {item.type === 'link' ? <SidebarLink link={item} currentPath={currentPath} /> : <Category item={item} currentPath={currentPath} />}
        </li>
      ))}
    </ul>
  );
}

const LINK_CLASSES = { category: 'sidebar-category-link', more: 'sidebar-more-link' } as const;

function SidebarLink({ link, currentPath }: { link: SidebarLinkItem; currentPath: string }) {
  const current = link.path === currentPath && !link.kind;
  const className = link.kind ? LINK_CLASSES[link.kind] : current ? 'active' : undefined;
  return (
    <a className={className} href={link.path} aria-current={current ? 'page' : undefined}>
      {link.badge ? <span className={`method-badge method-${link.badge.toLowerCase()}`}>{link.badge}</span> : null}
      {link.deprecated ? <s>{link.label}</s> : link.label}
      {link.deprecated ? <span className="visually-hidden"> (deprecated)</span> : null}
    </a>
  );
}

function Category({ item, currentPath }: { item: SidebarCategory; currentPath: string }) {
  const open = item.path === currentPath || contains(item.items, currentPath);
  // A folder with only its own page has nothing to open.
  if (item.path && item.items.length === 0) return <CategoryLink label={item.label} path={item.path} currentPath={currentPath} />;
  if (!item.path) {
    return (
      <details open={open}>
        <summary>
          <span className="sidebar-label">{item.label}</span>
        </summary>
        <SidebarList items={item.items} currentPath={currentPath} />
      </details>
    );
  }
  // A link inside <summary> would be a control inside a control, which screen readers and keyboards
  // handle badly: the category's page is a link of its own, and the summary beside it only opens and
  // closes the list (without JavaScript, as <details> does).
  return (
    <>
      <CategoryLink label={item.label} path={item.path} currentPath={currentPath} />
      <details open={open}>
        <summary className="sidebar-toggle">
          <span className="visually-hidden">Pages in {item.label}</span>
        </summary>
        <SidebarList items={item.items} currentPath={currentPath} />
      </details>
    </>
  );
}

function CategoryLink({ label, path, currentPath }: { label: string; path: string; currentPath: string }) {
  const current = path === currentPath;
  return (
    <a className={current ? 'sidebar-category-link active' : 'sidebar-category-link'} href={path} aria-current={current ? 'page' : undefined}>
      {label}
    </a>
  );
}

function contains(items: SidebarItem[], path: string): boolean {
  return items.some((item) => (item.type === 'link' ? item.path === path : item.path === path || contains(item.items, path)));
}
