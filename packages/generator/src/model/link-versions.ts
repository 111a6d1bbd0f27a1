import { searchIndexPathOf, versionBase, type DocsVersion, type Route, type SiteVersion, type VersionLink } from '@docs/shared';
import { apiIndexPath, type ApiPlan } from '../openapi/plan-api-pages.js';

/** One version's routes as the model made them, in the order of the versions file. */
export interface VersionRoutes {
  routes: Route[];
  /** Its API reference, when it has a description (published beside its docs). */
  api?: ApiPlan;
}

/**
 * Says of every docs page which version it belongs to and where the same page is in every version, for
 * the version menu and the banner: a page is the same when it has the same path below its version's
 * docs (`getting-started/authentication`), an API operation when it has the same `operationId`
 * (its resource or slug may have changed). Where a version has no such page, the link goes to that
 * version's overview and says so. Returns what every page knows of the versions.
 */
export function linkVersions(versions: readonly DocsVersion[], sites: readonly VersionRoutes[]): SiteVersion[] {
  const bases = versions.map((version, index) => versionBase(index === 0 ? undefined : version.name));
  // A page's path below its version's docs, without a trailing slash: `users/index.md` in one version and
  // `users.md` in another are the same page (`users/` and `users`).
  const relativeOf = (path: string, base: string) => path.slice(base.length).replace(/\/$/, '');
  const byRelativePath = sites.map((site, index) => new Map(site.routes.filter((route) => isDocsRoute(route, bases[index]!)).map((route) => [relativeOf(route.path, bases[index]!), route.path])));
  const operationIdOf = sites.map((site) => new Map([...(site.api?.operationIds ?? [])].map(([id, path]) => [path, id])));
  sites.forEach((site, index) => {
    const base = bases[index]!;
    for (const route of site.routes) {
      if (!isDocsRoute(route, base)) continue;
      const relative = relativeOf(route.path, base);
      const operationId = operationIdOf[index]!.get(route.path);
      const links = versions.map((version, other): VersionLink => {
        if (other === index) return { name: version.name, label: version.label, path: route.path };
        const path = (operationId && sites[other]!.api?.operationIds.get(operationId)) || byRelativePath[other]!.get(relative);
        return path ? { name: version.name, label: version.label, path } : { name: version.name, label: version.label, path: bases[other]!, missing: true };
      });
      route.version = { name: versions[index]!.name, links };
    }
  });
  return versions.map((version, index) => ({
    ...version,
    base: bases[index]!,
    ...(sites[index]?.api ? { apiIndex: apiIndexPath(bases[index]!) } : {}),
    ...(sites[index]?.api ? { specPath: index === 0 ? '/openapi.json' : `${bases[index]}openapi.json` } : {}),
    searchIndex: searchIndexPathOf(index === 0 ? undefined : version.name),
  }));
}

/**
 * A page of a version's docs, below its base: its guides, API pages and plain pages among them (a frozen
 * page with `layout: page` was taken for one of the latest's, in its search index and sitemap). The home,
 * search and not-found pages belong to none.
 */
function isDocsRoute(route: Route, base: string): boolean {
  return (route.kind === 'doc' || route.kind === 'api-operation' || route.kind === 'page') && route.path.startsWith(base);
}
