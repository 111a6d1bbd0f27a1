import { describe, expect, it } from 'vitest';
import type { Route } from '@docs/shared';
import { orderLongestFirst } from '../../src/pages/order-longest-first.js';
import type { PageJob } from '../../src/pages/page-job.js';

const route = (path: string) => ({ path, kind: 'doc', title: path }) as unknown as Route;
const markdown = (path: string, length: number): PageJob => ({
  route: route(path),
  markdown: { contentPath: `${path}.md`, displayPath: `${path}.md`, absolutePath: `/site/${path}.md`, digest: path, length },
});

describe('orderLongestFirst', () => {
  it('hands out the longest pages first and the pages with no Markdown last, so the threads end on quick pages', () => {
    const jobs: PageJob[] = [
      { route: route('/') },
      markdown('/docs/intro', 800),
      markdown('/docs/signings', 24_000),
      { route: route('/docs/api/signings/create-signing'), operation: '/paths/~1signings/post' },
      markdown('/docs/webhooks', 19_000),
    ];
    expect(orderLongestFirst(jobs).map((index) => jobs[index]!.route.path)).toEqual([
      '/docs/signings',
      '/docs/webhooks',
      '/docs/api/signings/create-signing',
      '/docs/intro',
      '/',
    ]);
  });

  it('keeps pages of equal cost in the order of the site', () => {
    const jobs = ['/a', '/b', '/c', '/d'].map((path) => markdown(path, 500));
    expect(orderLongestFirst(jobs)).toEqual([0, 1, 2, 3]);
  });
});
