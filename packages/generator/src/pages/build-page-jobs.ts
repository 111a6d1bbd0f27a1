import type { Route } from '@docs/shared';
import type { ContentEntry } from '../model/build-content-entries.js';
import type { ApiPages } from '../openapi/build-api-pages.js';
import type { PageJob } from './page-job.js';

/** One job per route: its Markdown when it comes from a file, where its links were written when it is an API page. */
export function buildPageJobs(routes: readonly Route[], entries: ReadonlyMap<string, ContentEntry>, api: ApiPages | undefined): PageJob[] {
  return routes.map((route) => {
    const entry = entries.get(route.path);
    const origins = api?.origins.get(route.path);
    return {
      route,
      ...(entry ? { markdown: { contentPath: entry.page.contentPath, displayPath: entry.page.displayPath, source: entry.page.source } } : {}),
      ...(origins?.size ? { linkOrigins: [...origins] } : {}),
    };
  });
}
