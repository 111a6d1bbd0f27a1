import { describe, expect, it } from 'vitest';
import type { Route } from '@docs/shared';
import { linkVersions } from '../../src/model/link-versions.js';
import type { ApiPlan } from '../../src/openapi/plan-api-pages.js';

const route = (path: string, kind: Route['kind'] = 'doc'): Route => ({ path, kind, title: path, description: '', headings: [], toc: [], breadcrumbs: [], hasSidebar: true });
const plan = (operationIds: [string, string][]) => ({ operationIds: new Map(operationIds) }) as unknown as ApiPlan;

describe('linkVersions', () => {
  const versions = [
    { name: 'v2', label: 'v2', status: 'current' as const },
    { name: 'v1', label: 'Version 1', status: 'unmaintained' as const },
  ];
  const latest = [route('/'), route('/docs/'), route('/docs/guide'), route('/docs/new'), route('/docs/api/things/list-all', 'api-operation'), route('/search', 'search')];
  const older = [route('/docs/v1/'), route('/docs/v1/guide'), route('/docs/v1/api/things/list', 'api-operation')];
  const site = linkVersions(versions, [
    { routes: latest, api: plan([['listThings', '/docs/api/things/list-all']]) },
    { routes: older, api: plan([['listThings', '/docs/v1/api/things/list']]) },
  ]);

  it('links each docs page to the same page in every version, newest first', () => {
    expect(latest[2]!.version).toEqual({ name: 'v2', links: [{ name: 'v2', label: 'v2', path: '/docs/guide' }, { name: 'v1', label: 'Version 1', path: '/docs/v1/guide' }] });
    expect(older[1]!.version!.links.map((link) => link.path)).toEqual(['/docs/guide', '/docs/v1/guide']);
  });

  it('finds an operation by its operationId, and a missing page at the version\'s overview', () => {
    expect(latest[4]!.version!.links[1]).toEqual({ name: 'v1', label: 'Version 1', path: '/docs/v1/api/things/list' });
    expect(latest[3]!.version!.links[1]).toEqual({ name: 'v1', label: 'Version 1', path: '/docs/v1/', missing: true });
  });

  it('leaves pages of no version alone, and says where each version\'s docs, API, description and index are', () => {
    expect(latest[0]!.version).toBeUndefined();
    expect(latest[5]!.version).toBeUndefined();
    expect(site).toEqual([
      { name: 'v2', label: 'v2', status: 'current', base: '/docs/', apiIndex: '/docs/api/', specPath: '/openapi.json', searchIndex: '/search-index.json' },
      { name: 'v1', label: 'Version 1', status: 'unmaintained', base: '/docs/v1/', apiIndex: '/docs/v1/api/', specPath: '/docs/v1/openapi.json', searchIndex: '/docs/v1/search-index.json' },
    ]);
  });
});
