import { navLinkInVersion, type RouteVersion, type SiteData } from '@docs/shared';
import { SiteLink } from './SiteLink.js';

/** The footer; on a page of an older docs version, its links to the docs, the API index and the description lead to that version's. */
export function Footer({ site, version }: { site: SiteData; version?: RouteVersion | undefined }) {
  const versions = site.versions;
  const links = versions && version ? site.footer.links.map((link) => (link.to ? { ...link, to: navLinkInVersion(link.to, versions, version.name) } : link)) : site.footer.links;
  return (
    <footer className="footer">
      <div className="footer-inner">
        {links.length ? (
          <nav className="footer-links" aria-label="Footer">
            {links.map((link) => (
              <SiteLink key={link.label} link={link} className="footer-link" />
            ))}
          </nav>
        ) : null}
        <p className="footer-copyright">{site.footer.copyright}</p>
      </div>
    </footer>
  );
}
