import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../src/config/resolve-config.js';
import { buildContentEntries } from '../../src/model/build-content-entries.js';
import { buildSite } from '../../src/model/build-site.js';
import { sourcePageOf, type SourcePage } from '../../src/content/load-content.js';
import { readPageHead } from '../../src/content/read-page-head.js';
import type { Route, SidebarItem } from '@docs/shared';

const page = (contentPath: string, frontMatter = ''): SourcePage => {
  const source = frontMatter ? `---\n${frontMatter}\n---\n\nText\n` : `# ${contentPath}\n`;
  return sourcePageOf({ contentPath, displayPath: `content/${contentPath}`, absolutePath: `/site/content/${contentPath}` }, source, readPageHead(source, `content/${contentPath}`));
};

const config = resolveConfig({ title: 'Site' }, '/site').config!;

function siteOf(pages: SourcePage[], categories = new Map(), extraRoutes: Route[] = []) {
  const { entries, diagnostics } = buildContentEntries(pages);
  const model = buildSite(entries, config, { categories, extraRoutes });
  return { ...model, diagnostics: [...diagnostics, ...model.diagnostics] };
}

describe('buildSite', () => {
  const pages = [
    page('docs/index.md', 'title: Overview page\nsidebar_label: Overview'),
    page('docs/webhooks/index.md', 'title: Webhooks\nsidebar_position: 3'),
    page('docs/signings/index.md', 'title: Signings\nsidebar_position: 2'),
    page('docs/signings/api-reference.md', 'title: API reference'),
    page('docs/getting-started/quickstart.md', 'title: Quickstart\nsidebar_position: 2'),
    page('docs/getting-started/authentication.md', 'title: Authentication\nsidebar_position: 1'),
    page('markdown-page.md', 'title: Plain'),
  ];
  const categories = new Map([['docs/getting-started', { label: 'Getting started', position: 1 }]]);

  it('maps files to routes: folder indexes end in a slash, pages do not', () => {
    const { routes } = siteOf(pages, categories);
    const paths = routes.map((route) => route.path);
    expect(paths).toEqual(
      expect.arrayContaining(['/docs/', '/docs/webhooks/', '/docs/signings/api-reference', '/docs/getting-started/authentication', '/markdown-page', '/', '/search', '/404']),
    );
  });

  it('orders pages without a position by label, numbers as numbers, the same in every locale', () => {
    const { sidebar } = siteOf([page('docs/a.md', 'title: Step 10'), page('docs/b.md', 'title: Step 2'), page('docs/c.md', 'title: Zebra'), page('docs/d.md', 'title: Ärende')]);
    // With no overview page of its own, the sidebar starts with the generated one.
    expect(sidebar.map((item) => item.label)).toEqual(['Overview', 'Ärende', 'Step 2', 'Step 10', 'Zebra']);
  });

  it('orders pages and folders that have no position by their number prefix, as Docusaurus does', () => {
    const { sidebar } = siteOf([
      page('docs/01-intro.md', 'title: Welcome'),
      page('docs/02-setup.md', 'title: Install'),
      page('docs/10-zzz.md', 'title: Advanced'),
      page('docs/03-guides/a.md', 'title: A guide'),
      page('docs/placed.md', 'title: Placed\nsidebar_position: 5'),
      page('docs/unnumbered.md', 'title: Another'),
    ]);
    expect(sidebar.map((item) => item.label)).toEqual(['Overview', 'Welcome', 'Install', 'Guides', 'Placed', 'Advanced', 'Another']);
  });

  it('takes a folder\'s index.md or README.md as its page, and a readme.md as a page of its own, as their URLs do', () => {
    const { sidebar, routes } = siteOf([page('docs/f/index.md', 'title: F index'), page('docs/f/readme.md', 'title: F readme'), page('docs/f/page.md', 'title: F page')]);
    const folder = sidebar.find((item) => item.type === 'category');
    expect(folder?.type === 'category' && folder.path).toBe('/docs/f/');
    expect(folder?.type === 'category' && folder.items.map((item) => [item.label, item.type === 'link' ? item.path : ''])).toEqual([['F page', '/docs/f/page'], ['F readme', '/docs/f/readme']]);
    expect(routes.find((route) => route.path === '/docs/f/')?.title).toBe('F index');
  });

  it('orders the sidebar by position, with the overview first and folders as categories', () => {
    const { sidebar } = siteOf(pages, categories);
    expect(sidebar.map((item) => item.label)).toEqual(['Overview', 'Getting started', 'Signings', 'Webhooks']);
    const gettingStarted = sidebar[1];
    expect(gettingStarted?.type === 'category' && gettingStarted.items.map((item) => item.label)).toEqual(['Authentication', 'Quickstart']);
    const signings = sidebar[2];
    expect(signings?.type === 'category' && signings.path).toBe('/docs/signings/');
  });

  it('links the overview and the API index it makes to their neighbours in sidebar order too', () => {
    const apiIndex: Route = { path: '/docs/api/', kind: 'doc', title: 'API reference', description: '', headings: [], toc: [], breadcrumbs: [], hasSidebar: true };
    const { entries } = buildContentEntries([page('docs/guide.md', 'title: Guide')]);
    const model = buildSite(entries, config, {
      api: { index: apiIndex, introduction: '' },
      extraSidebar: [{ type: 'category', label: 'API reference', path: '/docs/api/', items: [{ type: 'link', label: 'List things', path: '/docs/api/things/list' }] }],
    });
    const route = (path: string) => model.routes.find((candidate) => candidate.path === path)!;
    expect(route('/docs/').next?.path).toBe('/docs/guide');
    expect(route('/docs/guide').next?.path).toBe('/docs/api/');
    expect(route('/docs/api/')).toMatchObject({ prev: { path: '/docs/guide' }, next: { path: '/docs/api/things/list' } });
  });

  it('links each doc to the previous and next page in sidebar order, with breadcrumbs', () => {
    const { routes } = siteOf(pages, categories);
    const quickstart = routes.find((route) => route.path === '/docs/getting-started/quickstart');
    expect(quickstart?.prev).toEqual({ label: 'Authentication', path: '/docs/getting-started/authentication' });
    expect(quickstart?.next).toEqual({ label: 'Signings', path: '/docs/signings/' });
    expect(quickstart?.breadcrumbs).toEqual([{ label: 'Docs', path: '/docs/' }, { label: 'Getting started' }, { label: 'Quickstart' }]);
  });

  it('gives pages outside docs/ no sidebar', () => {
    const { routes } = siteOf(pages, categories);
    expect(routes.find((route) => route.path === '/markdown-page')).toMatchObject({ kind: 'page', hasSidebar: false });
  });

  it('reports two files that claim one URL, naming both', () => {
    const { diagnostics } = siteOf([page('docs/a.md', 'slug: /docs/same'), page('docs/b.md', 'slug: /docs/same')]);
    expect(diagnostics).toEqual([
      expect.objectContaining({ code: 'DuplicateRoute', message: 'Two sources produce the page /docs/same: content/docs/a.md and content/docs/b.md', location: { file: 'content/docs/b.md', line: 2 } }),
    ]);
  });

  it('reports a page whose URL is where the build keeps its marker, and builds none there', () => {
    const { routes, diagnostics } = siteOf([page('docs/a.md', 'slug: /.docs-build'), page('docs/b.md', 'slug: /.Docs-Build/inside')]);
    expect(diagnostics.map((d) => [d.code, d.message])).toEqual([
      ['DuplicateRoute', "Two sources produce the page /.docs-build: the build's own marker .docs-build and content/docs/a.md"],
      ['DuplicateRoute', "Two sources produce the page /.Docs-Build/inside: the build's own marker .docs-build and content/docs/b.md"],
    ]);
    expect(routes.map((route) => route.path).filter((path) => /docs-build/i.test(path))).toEqual([]);
  });

  it('reports x.md beside x/index.md, and names that differ only in case', () => {
    const messages = siteOf([page('docs/guide.md'), page('docs/guide/index.md'), page('docs/Intro.md'), page('docs/intro.md')]).diagnostics.map((d) => d.message);
    expect(messages).toEqual([
      'Two sources produce the page /docs/guide/: content/docs/guide.md and content/docs/guide/index.md',
      'The pages /docs/Intro (content/docs/Intro.md) and /docs/intro (content/docs/intro.md) differ only in case: on most file systems and hosts they are one file',
    ]);
  });

  it('reports a page whose slug takes the URL of an API operation or of the search page', () => {
    const operation: Route = {
      path: '/docs/api/signings/get-signing',
      kind: 'api-operation',
      title: 'Get a signing',
      description: '',
      source: { file: 'spec/openapi.json', pointer: '/paths/~1signings~1{id}/get' },
      headings: [],
      toc: [],
      breadcrumbs: [],
      hasSidebar: true,
    };
    const { diagnostics, routes } = siteOf([page('docs/mine.md', 'slug: /docs/api/signings/get-signing'), page('search.md')], new Map(), [operation]);
    expect(diagnostics.map((d) => [d.message, d.location])).toEqual([
      ['Two sources produce the page /docs/api/signings/get-signing: spec/openapi.json#/paths/~1signings~1{id}/get and content/docs/mine.md', { file: 'content/docs/mine.md', line: 2 }],
      ['Two sources produce the page /search: the search page (search.path in the config) and content/search.md', { file: 'content/search.md', line: 1 }],
    ]);
    expect(routes.filter((route) => route.path === '/docs/api/signings/get-signing')).toEqual([operation]);
  });

  it('reports a page at the URL of the API reference\'s index, and keeps the index the description makes', () => {
    const index: Route = { path: '/docs/api/', kind: 'doc', title: 'API reference', description: '', source: { file: 'spec/openapi.json', pointer: '/info' }, headings: [], toc: [], breadcrumbs: [], hasSidebar: true, html: '<h2 id="signings">Signings</h2>' };
    const { entries, diagnostics: found } = buildContentEntries([page('docs/api/index.md', 'title: API overview')]);
    const model = buildSite(entries, config, { categories: new Map(), api: { index, introduction: '' } });
    expect([...found, ...model.diagnostics].map((d) => [d.code, d.message, d.location])).toEqual([
      ['DuplicateRoute', 'Two sources produce the page /docs/api/: spec/openapi.json#/info and content/docs/api/index.md', { file: 'content/docs/api/index.md', line: 1 }],
    ]);
    expect(model.routes.find((route) => route.path === '/docs/api/')?.title).toBe('API reference');
  });

  it('serves a file name with #, ? or % at a URL that keeps the name', () => {
    const { routes, diagnostics } = siteOf([page('docs/c#-sharp.md'), page('docs/what?.md'), page('docs/100%.md')]);
    expect(diagnostics).toEqual([]);
    expect(routes.map((route) => route.path)).toEqual(expect.arrayContaining(['/docs/c%23-sharp', '/docs/what%3F', '/docs/100%25']));
  });

  it('still has a home page and a docs overview when the content is empty', () => {
    const { routes, sidebar } = siteOf([]);
    expect(routes.map((route) => route.kind).sort()).toEqual(['doc', 'home', 'not-found', 'search']);
    expect(sidebar).toEqual([{ type: 'link', label: 'Overview', path: '/docs/' }]);
  });

  describe('one API reference', () => {
    const operation = (tag: string, slug: string): SidebarItem => ({ type: 'link', label: slug, path: `/docs/api/${tag.toLowerCase()}/${slug}`, badge: 'GET' });
    const apiSidebar: SidebarItem[] = [
      {
        type: 'category',
        label: 'API reference',
        path: '/docs/api/',
        items: [
          { type: 'category', label: 'Signings', items: [operation('Signings', 'get-signing')] },
          { type: 'category', label: 'Webhooks', items: [operation('Webhooks', 'get-webhook')] },
        ],
      },
    ];
    const apiIndex: Route = { path: '/docs/api/', kind: 'doc', title: 'API reference', description: '', headings: [], toc: [], breadcrumbs: [], hasSidebar: true };
    const withApi = (pages: SourcePage[]) => {
      const { entries, diagnostics } = buildContentEntries(pages);
      const model = buildSite(entries, config, { categories: new Map(), extraSidebar: apiSidebar, api: { index: apiIndex, introduction: '' } });
      return { ...model, diagnostics: [...diagnostics, ...model.diagnostics] };
    };

    it('lists a page marked api_reference at the top of the API reference, not in its folder, at its own URL', () => {
      const { sidebar, routes } = withApi([
        page('docs/signings/index.md', 'title: Signings\nsidebar_label: How signings work'),
        page('docs/signings/api-reference.md', 'title: Signings API reference\nsidebar_label: Operations at a glance\napi_reference: true'),
      ]);
      expect(sidebar.map((item) => item.label)).toEqual(['Overview', 'How signings work', 'API reference']);
      const guide = sidebar[1];
      expect(guide?.type === 'category' && guide.items).toEqual([]);
      const reference = sidebar[2];
      expect(reference?.type === 'category' && reference.items.map((item) => item.label)).toEqual(['Operations at a glance', 'Signings', 'Webhooks']);
      const page_ = routes.find((route) => route.path === '/docs/signings/api-reference');
      expect(page_?.breadcrumbs).toEqual([{ label: 'Docs', path: '/docs/' }, { label: 'API reference', path: '/docs/api/' }, { label: 'Signings API reference' }]);
      expect(page_?.next).toEqual({ label: 'get-signing', path: '/docs/api/signings/get-signing' });
    });

    it('warns, at the line, when a page asks for an API reference the site does not have', () => {
      const { diagnostics, sidebar } = siteOf([page('docs/conventions.md', 'title: Conventions\napi_reference: true')]);
      expect(diagnostics).toEqual([expect.objectContaining({ code: 'ApiReferenceWithoutApi', severity: 'warning', location: { file: 'content/docs/conventions.md', line: 3, column: 1 } })]);
      expect(sidebar.map((item) => item.label)).toEqual(['Overview', 'Conventions']);
    });

    it('warns when a guide is named like an API group beside it, naming the file to change', () => {
      const { diagnostics } = withApi([page('docs/webhooks/index.md', 'title: Webhooks'), page('docs/signings/index.md', 'title: Signings\nsidebar_label: How signings work')]);
      expect(diagnostics.map((d) => [d.code, d.severity, d.location?.file, d.message])).toEqual([
        ['SidebarLabelClash', 'warning', 'content/docs/webhooks/index.md', expect.stringContaining('"Webhooks" twice')],
      ]);
    });
  });
});
