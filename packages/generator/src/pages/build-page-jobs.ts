import type { Route } from '@docs/shared';
import type { ContentEntry } from '../model/build-content-entries.js';
import type { VersionApi } from '../model/build-model.js';
import type { PageJob } from './page-job.js';

/** One job per route: its Markdown when it comes from a file, its operation (and its version's description) when it documents one. */
export function buildPageJobs(routes: readonly Route[], entries: ReadonlyMap<string, ContentEntry>, apis: readonly VersionApi[]): PageJob[] {
  return routes.map((route) => {
    const entry = entries.get(route.path);
    const api = apis.find((candidate) => candidate.plan.operations.has(route.path));
    const operation = api?.plan.operations.get(route.path);
    // The index the plan made, not a page of the author's at its path.
    const indexOf = entry ? undefined : apis.find((candidate) => candidate.plan.index.path === route.path);
    return {
      route,
      ...(entry ? { markdown: entry.page } : {}),
      ...(operation ? { operation, ...(api?.version ? { version: api.version } : {}) } : {}),
      ...(indexOf ? { apiIndex: true as const, ...(indexOf.version ? { version: indexOf.version } : {}) } : {}),
    };
  });
}
