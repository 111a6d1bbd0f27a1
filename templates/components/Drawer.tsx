import type { Route, SiteData } from '@docs/shared';
import { Sidebar } from './Sidebar.js';
import { SiteLink } from './SiteLink.js';
import { CloseIcon } from './Icons.js';
import { navbarLinks } from './Navbar.js';

/**
 * The docs sidebar on wide screens; on narrow ones the same element slides in as a drawer that also
 * holds the navbar links, so the navigation is rendered once per page.
 */
export function Drawer({ site, route }: { site: SiteData; route: Route }) {
  return (
    <>
      <div className="drawer-backdrop" data-menu-backdrop hidden />
      <aside id="site-drawer" className={route.hasSidebar ? 'drawer has-sidebar' : 'drawer'} aria-label="Navigation">
        <div className="drawer-header">
          <a className="drawer-brand" href="/">
            {site.title}
          </a>
          <button type="button" className="icon-button drawer-close" data-menu-close aria-label="Close the navigation menu">
            <CloseIcon />
          </button>
          <a className="icon-button drawer-close-link" href="#main" aria-label="Close the navigation menu">
            <CloseIcon />
          </a>
        </div>
        <nav className="drawer-links" aria-label="Main (menu)">
          {navbarLinks(site, route.version).map((link) => (
            <SiteLink key={link.label} link={link} className="drawer-link" />
          ))}
        </nav>
        {route.hasSidebar && route.sidebar ? <Sidebar items={route.sidebar} currentPath={route.path} /> : null}
      </aside>
    </>
  );
}
