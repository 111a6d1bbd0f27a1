import { createDiagnostic, listAnnouncementLinks, routeKey, type Diagnostic, type LinkConfig, type Route, type SiteData } from '@docs/shared';

/**
 * Drops navbar and footer links to pages this build does not have, and an announcement that links to
 * one, with a warning for each.
 */
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
  const announcementLinks = site.announcement ? listAnnouncementLinks(site.announcement.content) : [];
  const keepAnnouncement = announcementLinks.every((to) => keep({ label: 'Announcement', to: to.replace(/#.*$/, '') || '/' }));
  const pruned: SiteData = { ...site, navbar: { links: site.navbar.links.filter(keep) }, footer: { ...site.footer, links: site.footer.links.filter(keep) } };
  if (!keepAnnouncement) delete pruned.announcement;
  return { site: pruned, diagnostics };
}
