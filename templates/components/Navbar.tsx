import type { SiteData } from '@docs/shared';
import { Island } from '@docs/runtime/island';
import SearchModal from '../islands/SearchModal.js';
import { MenuIcon, MoonIcon, SunIcon } from './Icons.js';
import { SiteLink } from './SiteLink.js';

/** The top bar: site title, links, search, colour mode, and the menu button on narrow screens. */
export function Navbar({ site, currentPath }: { site: SiteData; currentPath: string }) {
  const active = activeLink(site.navbar.links, currentPath);
  return (
    <header className="navbar">
      <div className="navbar-inner">
        <button type="button" className="icon-button menu-button" data-menu-toggle aria-controls="site-drawer" aria-expanded="false" aria-label="Open the navigation menu">
          <MenuIcon />
        </button>
        <a className="navbar-brand" href="/">
          <img src="/favicon.svg" alt="" width="28" height="28" />
          <span>{site.title}</span>
        </a>
        <nav className="navbar-links" aria-label="Main">
          {site.navbar.links.map((link) => (
            <SiteLink key={link.label} link={link} className={link === active ? 'navbar-link active' : 'navbar-link'} />
          ))}
        </nav>
        <div className="navbar-actions">
          <Island name="SearchModal" component={SearchModal} props={{ searchPath: site.searchPath }} />
          {site.colorMode.disableSwitch ? null : (
            <button type="button" className="icon-button theme-toggle" data-theme-toggle aria-label="Switch between dark and light mode" title="Switch between dark and light mode">
              <SunIcon />
              <MoonIcon />
            </button>
          )}
        </div>
      </div>
    </header>
  );
}

/** The link whose page is the current one, else the one whose section (the longest `to/` prefix) holds it. */
function activeLink<T extends { to?: string | undefined }>(links: T[], currentPath: string): T | undefined {
  const exact = links.find((link) => link.to === currentPath);
  if (exact) return exact;
  let best: T | undefined;
  let bestLength = 0;
  for (const link of links) {
    if (!link.to || link.to === '/') continue;
    const section = link.to.endsWith('/') ? link.to : `${link.to}/`;
    if (currentPath.startsWith(section) && section.length > bestLength) {
      best = link;
      bestLength = section.length;
    }
  }
  return best;
}
