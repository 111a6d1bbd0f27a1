import { createDiagnostic, routeKey, type Diagnostic, type LinkConfig, type Route, type SiteData } from '@docs/shared';

/** Drops navbar and footer links to pages this build does not have, with a warning for each. */
export function pruneNavigation(
  site: SiteData,
  routes: readonly Route[],
  files: readonly string[],
  configFile: string | undefined,
): { site: SiteData; diagnostics: Diagnostic[] } {
  const targets = new Set([...routes.map((route) => routeKey(route.path)), ...files]);
  const diagnostics: Diagnostic[] = [];
  const keep = (link: LinkConfig) => {
    if (!link.to || targets.has(routeKey(link.to)) || targets.has(link.to)) return true;
    diagnostics.push(
      createDiagnostic('NavigationTargetMissing', { label: link.label, link: link.to }, configFile ? { file: configFile } : undefined, 'warning'),
    );
    return false;
  };
  return {
    site: { ...site, navbar: { links: site.navbar.links.filter(keep) }, footer: { ...site.footer, links: site.footer.links.filter(keep) } },
    diagnostics,
  };
}
