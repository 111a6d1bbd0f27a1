import type { SiteData } from '@docs/shared';
import { SiteLink } from './SiteLink.js';

export function Footer({ site }: { site: SiteData }) {
  return (
    <footer className="footer">
      <div className="footer-inner">
        {site.footer.links.length ? (
          <nav className="footer-links" aria-label="Footer">
            {site.footer.links.map((link) => (
              <SiteLink key={link.label} link={link} className="footer-link" />
            ))}
          </nav>
        ) : null}
        <p className="footer-copyright">{site.footer.copyright}</p>
      </div>
    </footer>
  );
}
