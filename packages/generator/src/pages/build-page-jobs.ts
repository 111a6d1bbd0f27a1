import type { Route } from '@docs/shared';
import type { ContentEntry } from '../model/build-content-entries.js';
import type { ApiPlan } from '../openapi/plan-api-pages.js';
import type { PageJob } from './page-job.js';

/** One job per route: its Markdown when it comes from a file, its operation when it documents one. */
export function buildPageJobs(routes: readonly Route[], entries: ReadonlyMap<string, ContentEntry>, api: ApiPlan | undefined): PageJob[] {
  return routes.map((route) => {
    const entry = entries.get(route.path);
    const operation = api?.operations.get(route.path);
    return {
      route,
      ...(entry ? { markdown: entry.page } : {}),
      ...(operation ? { operation } : {}),
    };
  });
}
