import { navLinkInVersion, type RouteVersion, type SiteData } from '@docs/shared';
import { Island } from '@docs/runtime/island';
import SearchModal from '../islands/SearchModal.js';
import { MenuIcon, MoonIcon, SunIcon } from './Icons.js';
import { SiteLink } from './SiteLink.js';
import { VersionMenu } from './VersionMenu.js';

/**
 * The top bar: site title, links, the docs version menu on a docs page of a site with versions, search,
 * colour mode, and the menu button on narrow screens.
 */
export function Navbar({ site, currentPath, version }: { site: SiteData; currentPath: string; version?: RouteVersion | undefined }) {
  const links = navbarLinks(site, version);
  const active = activeLink(links, currentPath);
  return (
    <header className="navbar">
      <div className="navbar-inner">
        <button type="button" className="icon-button menu-button" data-menu-toggle aria-controls="site-drawer" aria-expanded="false" aria-label="Open the navigation menu">
          <MenuIcon />
        </button>
        {/* Without script, the menu is a link to the drawer, which the stylesheet shows while it is the target. */}
        <a className="icon-button menu-link" href="#site-drawer" aria-label="Open the navigation menu">
          <MenuIcon />
        </a>
        <a className="navbar-brand" href="/">
          <img src="/favicon.svg" alt="" width="28" height="28" />
          <span>{site.title}</span>
        </a>
        {/* Off the docs pages, the page's script steers the docs links to the version the reader chose. */}
        <nav className="navbar-links" aria-label="Main" {...(site.versions && !version ? { 'data-docs-versions': JSON.stringify(site.versions.map(({ name, base, apiIndex, specPath }) => ({ name, base, apiIndex, specPath }))) } : {})}>
          {links.map((link) => (
            <SiteLink key={link.label} link={link} className={link === active ? 'navbar-link active' : 'navbar-link'} />
          ))}
        </nav>
        <div className="navbar-actions">
          {version && site.versions ? <VersionMenu version={version} versions={site.versions} /> : null}
          <Island name="SearchModal" component={SearchModal} props={searchProps(site, version)} />
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

/** The navbar's links; on a page of an older docs version, "Docs" and "API" lead to that version's. */
export function navbarLinks(site: SiteData, version: RouteVersion | undefined): SiteData['navbar']['links'] {
  const versions = site.versions;
  if (!versions || !version) return site.navbar.links;
  return site.navbar.links.map((link) => (link.to ? { ...link, to: navLinkInVersion(link.to, versions, version.name) } : link));
}

/** What the search islands need: the index of the page's version, or every version's for the reader's choice. */
export function searchProps(site: SiteData, version?: RouteVersion) {
  return {
    searchPath: site.searchPath,
    ...(site.versions ? { versions: site.versions.map(({ name, label, searchIndex }) => ({ name, label, index: searchIndex })) } : {}),
    ...(version ? { version: version.name } : {}),
  };
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
