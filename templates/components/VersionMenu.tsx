import type { RouteVersion, SiteVersion } from '@docs/shared';

/**
 * The docs version menu: "Version: v2", opening the same page in every version (or a version's overview,
 * saying so, where it has no such page). A disclosure of plain links: it works without JavaScript and
 * with the keyboard; the page's script closes it on Escape, keeps the reader's place (`#anchor`) and
 * remembers the version picked (`data-docs-version`), or forgets the choice when it is the latest
 * (`data-docs-version-latest`), so that a newer latest is followed.
 */
export function VersionMenu({ version, versions }: { version: RouteVersion; versions: SiteVersion[] }) {
  const current = version.links.find((link) => link.name === version.name);
  return (
    <details className="version-menu" data-version-menu>
      <summary className="version-menu-button">
        <span className="visually-hidden">Docs version: </span>
        <span aria-hidden="true">Version: </span>
        {current?.label ?? version.name}
      </summary>
      <ul className="version-menu-list">
        {version.links.map((link) => {
          const status = versions.find((candidate) => candidate.name === link.name)?.status;
          return (
            <li key={link.name}>
              <a
                href={link.path}
                data-docs-version={link.name}
                {...(link.name === versions[0]?.name ? { 'data-docs-version-latest': '' } : {})}
                {...(link.missing ? { 'data-version-missing': '' } : {})}
                aria-current={link.name === version.name ? 'page' : undefined}
              >
                <span className="version-menu-label">{link.label}</span>
                {status === 'current' && link.label.toLowerCase() !== 'latest' ? <small>latest</small> : status === 'unmaintained' ? <small>unmaintained</small> : null}
                {link.missing ? <span className="version-menu-missing">not in this version: its overview</span> : null}
              </a>
            </li>
          );
        })}
      </ul>
    </details>
  );
}

/**
 * Above every page of a version no longer maintained: what it is, and the same page in the latest
 * version (its overview where the latest has no such page).
 */
export function VersionBanner({ siteTitle, version, versions }: { siteTitle: string; version: RouteVersion; versions: SiteVersion[] }) {
  const own = versions.find((candidate) => candidate.name === version.name);
  const latest = versions[0];
  if (!own || !latest || own.status !== 'unmaintained') return null;
  const target = version.links.find((link) => link.name === latest.name);
  return (
    // A named region, so that a reader moving by landmarks meets it too: outside every landmark it was skipped.
    <section className="version-banner" aria-label="Version notice">
      <p>
        This is documentation for {siteTitle} {own.label}, which is no longer actively maintained.
      </p>
      <p>
        For up-to-date documentation, see the{' '}
        <a href={target?.path ?? latest.base} data-docs-version={latest.name} data-docs-version-latest="" {...(target?.missing ? { 'data-version-missing': '' } : {})}>
          latest version ({latest.label})
        </a>
        .
      </p>
    </section>
  );
}
