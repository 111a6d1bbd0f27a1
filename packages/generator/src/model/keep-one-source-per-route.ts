import { BUILD_MARKER, createDiagnostic, formatLocation, fromUrlPath, routeKey, type Diagnostic, type Route } from '@docs/shared';

/** How a route is named in messages: its file, or the description and pointer of its operation. */
export function describeRouteSource(route: Route): string {
  if (route.source) return formatLocation({ file: route.source.file, ...(route.source.pointer ? { pointer: route.source.pointer } : {}) });
  if (route.kind === 'search') return 'the search page (search.path in the config)';
  if (route.kind === 'not-found') return 'the not-found page';
  return `the generated page ${route.path}`;
}

/**
 * The key under which two routes would be one page: every URL form of a page (`/x`, `/x/`,
 * `/x.html`) is one, and hosts and file systems that ignore case make `/X` and `/x` one file.
 */
function collisionKey(path: string): string {
  return fromUrlPath(routeKey(path)).toLowerCase();
}

/**
 * Keeps the first route of each URL and reports every other source of it, naming both: a page must
 * never disappear behind another without a word.
 */
export function keepOneSourcePerRoute(routes: readonly Route[]): { routes: Route[]; diagnostics: Diagnostic[] } {
  const kept = new Map<string, Route>();
  const diagnostics: Diagnostic[] = [];
  // The build's marker stands at the top of the output folder: no page may be written there, nor in a folder of its name.
  const marker = collisionKey(`/${BUILD_MARKER}`);
  for (const route of routes) {
    const key = collisionKey(route.path);
    if (key === marker || key.startsWith(`${marker}/`)) {
      const where = route.source ? { ...route.source, ...(route.source.pointer || route.source.line ? {} : { line: 1 }) } : undefined;
      diagnostics.push(createDiagnostic('DuplicateRoute', { path: route.path, first: `the build's own marker ${BUILD_MARKER}`, second: describeRouteSource(route) }, where));
      continue;
    }
    const first = kept.get(key);
    if (!first) {
      kept.set(key, route);
      continue;
    }
    const caseOnly = fromUrlPath(routeKey(first.path)) !== fromUrlPath(routeKey(route.path));
    diagnostics.push(
      createDiagnostic(
        'DuplicateRoute',
        { path: route.path, first: describeRouteSource(first), second: describeRouteSource(route), ...(caseOnly ? { otherPath: first.path } : {}) },
        route.source ? { ...route.source, ...(route.source.pointer || route.source.line ? {} : { line: 1 }) } : first.source,
      ),
    );
  }
  return { routes: [...kept.values()], diagnostics };
}

/** Whether the routes hold a page at this URL. */
export function hasRoute(routes: readonly Route[], path: string): boolean {
  const key = collisionKey(path);
  return routes.some((route) => collisionKey(route.path) === key);
}
