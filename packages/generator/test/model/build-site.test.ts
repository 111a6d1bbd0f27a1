import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../src/config/resolve-config.js';
import { buildContentEntries } from '../../src/model/build-content-entries.js';
import { buildSite } from '../../src/model/build-site.js';
import type { SourcePage } from '../../src/content/load-content.js';

const page = (contentPath: string, frontMatter = ''): SourcePage => ({
  contentPath,
  displayPath: `content/${contentPath}`,
  source: frontMatter ? `---\n${frontMatter}\n---\n\nText\n` : `# ${contentPath}\n`,
});

const config = resolveConfig({ title: 'Site' }, '/site').config!;

function siteOf(pages: SourcePage[], categories = new Map()) {
  const { entries, diagnostics } = buildContentEntries(pages);
  return { ...buildSite(entries, config, { categories }), diagnostics };
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

  it('orders the sidebar by position, with the overview first and folders as categories', () => {
    const { site } = siteOf(pages, categories);
    expect(site.sidebar.map((item) => item.label)).toEqual(['Overview', 'Getting started', 'Signings', 'Webhooks']);
    const gettingStarted = site.sidebar[1];
    expect(gettingStarted?.type === 'category' && gettingStarted.items.map((item) => item.label)).toEqual(['Authentication', 'Quickstart']);
    const signings = site.sidebar[2];
    expect(signings?.type === 'category' && signings.path).toBe('/docs/signings/');
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

  it('reports two files that claim one URL', () => {
    const { diagnostics } = siteOf([page('docs/a.md', 'slug: /docs/same'), page('docs/b.md', 'slug: /docs/same')]);
    expect(diagnostics).toEqual([expect.objectContaining({ code: 'DuplicateRoute', location: { file: 'content/docs/b.md', line: 1 } })]);
  });

  it('still has a home page and a docs overview when the content is empty', () => {
    const { routes, site } = siteOf([]);
    expect(routes.map((route) => route.kind).sort()).toEqual(['doc', 'home', 'not-found', 'search']);
    expect(site.sidebar).toEqual([{ type: 'link', label: 'Overview', path: '/docs/' }]);
  });
});
