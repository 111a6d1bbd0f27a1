import { describe, expect, it } from 'vitest';
import type { Route, SidebarItem } from '@docs/shared';
import { keyPageJobs, type PageKeyMemo } from '../../src/pages/key-page-jobs.js';
import type { PageJob, PageSettings } from '../../src/pages/page-job.js';

/** A sidebar of two categories, as the model makes it: the pages of a category share one list. */
function sidebarOf(label = 'Quickstart'): SidebarItem[] {
  return [
    { type: 'category', label: 'Guides', items: [{ type: 'link', label, path: '/docs/guides/quickstart' }, { type: 'link', label: 'Webhooks', path: '/docs/guides/webhooks' }] },
    { type: 'category', label: 'API', items: [{ type: 'link', label: 'Create a signing', path: '/docs/api/create-signing', badge: 'POST' }] },
  ];
}

function routeOf(path: string, sidebar: SidebarItem[] | undefined, kind: Route['kind'] = 'doc'): Route {
  return { path, kind, title: path, description: '', headings: [], toc: [], breadcrumbs: [], hasSidebar: sidebar !== undefined, ...(sidebar ? { sidebar } : {}) };
}

/** Three pages: two guides and an operation of the latest version, and the home page without a sidebar. */
function siteOf({ root = '/checkout', quickstartDigest = 'q1', sidebarLabel = 'Quickstart', title = 'Inkwell', latestApi = { paths: { '/signings': {} } }, v1Api = { paths: {} } } = {}) {
  const sidebar = sidebarOf(sidebarLabel);
  const markdown = (name: string, digest: string) => ({ contentPath: `docs/guides/${name}.md`, displayPath: `content/docs/guides/${name}.md`, absolutePath: `${root}/content/docs/guides/${name}.md`, digest });
  const jobs: PageJob[] = [
    { route: routeOf('/docs/guides/quickstart', sidebar), markdown: markdown('quickstart', quickstartDigest) as never },
    { route: routeOf('/docs/guides/webhooks', sidebar), markdown: markdown('webhooks', 'w1') as never },
    { route: routeOf('/docs/api/create-signing', sidebar, 'api-operation'), operation: '/paths/~1signings/post' },
    { route: routeOf('/', undefined, 'home') },
  ];
  const api = (document: Record<string, unknown>, docsBase: string) => ({ document, specFile: 'spec/openapi.json', docsBase, codeSampleLanguages: ['curl'], lenient: false });
  const settings = {
    site: { title },
    assets: { page: { scripts: [], styles: [] }, api: { scripts: [], styles: [] } },
    body: { routeByContentPath: new Map([['docs/guides/quickstart.md', '/docs/guides/quickstart']]), toc: { minHeadingLevel: 2, maxHeadingLevel: 3 }, versions: ['v1'] },
    templatesCode: 'module.exports = {}',
    bodyMarker: 'docs:page-body',
    apis: { '': api(latestApi, '/docs/'), v1: api(v1Api, '/docs/v1/') },
  } as unknown as PageSettings;
  return { jobs, settings };
}

const keysOf = (options: Parameters<typeof siteOf>[0] = {}) => {
  const { jobs, settings } = siteOf(options);
  return keyPageJobs(jobs, settings);
};

/** Which of the pages' keys differ between two builds. */
const changed = (before: string[], after: string[]) => before.flatMap((key, index) => (key === after[index] ? [] : [index]));

describe('keyPageJobs', () => {
  it('gives the same sources the same keys, in another process or another checkout', () => {
    const keys = keysOf();
    expect(new Set(keys).size).toBe(keys.length);
    expect(keysOf()).toEqual(keys);
    expect(keysOf({ root: '/elsewhere/checkout' })).toEqual(keys);
  });

  it('changes the key of an edited page only', () => {
    expect(changed(keysOf(), keysOf({ quickstartDigest: 'q2' }))).toEqual([0]);
  });

  it('changes the keys of the pages whose sidebar shows a changed link', () => {
    expect(changed(keysOf(), keysOf({ sidebarLabel: 'Get started' }))).toEqual([0, 1, 2]);
  });

  it('changes an operation page when its own version’s description changes, and no other page', () => {
    const keys = keysOf();
    expect(changed(keys, keysOf({ latestApi: { paths: { '/signings': { post: {} } } } }))).toEqual([2]);
    expect(changed(keys, keysOf({ v1Api: { paths: { '/users': {} } } }))).toEqual([]);
  });

  it('tells apart the numbers a YAML description may hold and JSON cannot: infinities and not-a-number', () => {
    const bounded = (maximum: unknown) => keysOf({ latestApi: { paths: { '/signings': { get: { parameters: [{ schema: { maximum } }] } } } } })[2];
    const keys = [Infinity, -Infinity, NaN, null, 'Infinity'].map(bounded);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('changes every key when what every page shows changes', () => {
    expect(changed(keysOf(), keysOf({ title: 'Inkwell docs' }))).toEqual([0, 1, 2, 3]);
  });

  it('keeps a route’s key in the memo while its inputs stay, and makes it again when they change', () => {
    const { jobs, settings } = siteOf();
    const memo: PageKeyMemo = new WeakMap();
    const first = keyPageJobs(jobs, settings, memo);
    expect(keyPageJobs(jobs, settings, memo)).toEqual(first);
    const edited = jobs.map((job, index) => (index === 1 ? { ...job, markdown: { ...job.markdown!, digest: 'w2' } } : job));
    const after = keyPageJobs(edited, settings, memo);
    expect(changed(first, after)).toEqual([1]);
    // The memo gives what keying from nothing gives.
    expect(after).toEqual(keyPageJobs(edited, settings));
  });
});
