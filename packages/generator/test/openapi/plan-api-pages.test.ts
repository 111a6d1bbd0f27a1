import { describe, expect, it } from 'vitest';
import type { SidebarItem } from '@docs/shared';
import { planApiPages } from '../../src/openapi/plan-api-pages.js';

const ok = { '200': { description: 'OK' } };

describe('planApiPages', () => {
  const plan = planApiPages(
    {
      openapi: '3.0.3',
      info: { title: 'Zoo', version: '1' },
      tags: [{ name: 'Zebras' }, { name: 'Apples', 'x-displayName': 'Apple orchard' }, { name: 'Empty', description: 'Nothing yet.' }],
      paths: {
        '/apples': { get: { tags: ['Apples'], operationId: 'listApples', summary: 'List apples', responses: ok } },
        '/keepers': { get: { tags: ['Keepers'], operationId: 'listKeepers', responses: ok } },
        '/zebras': { get: { tags: ['Zebras'], responses: ok }, delete: { tags: ['Zebras'], operationId: 'dropZebras', summary: 'Drop zebras', deprecated: true, responses: ok } },
      },
    },
    'openapi.yaml',
  );
  const groups = (plan.sidebar[0] as Extract<SidebarItem, { type: 'category' }>).items as Extract<SidebarItem, { type: 'category' }>[];

  it('groups operations in the order the description lists its tags, then the tags it does not list', () => {
    expect(groups.map((group) => group.label)).toEqual(['Zebras', 'Apple orchard', 'Keepers']);
    expect(plan.index.html!.indexOf('Zebras')).toBeLessThan(plan.index.html!.indexOf('Apple orchard'));
  });

  it('lists an operation on the index under each of its tags, so that a tag only ever second keeps its section', () => {
    const tagged = planApiPages(
      {
        openapi: '3.0.3',
        info: { title: 'Zoo', version: '1' },
        tags: [{ name: 'pets' }, { name: 'admin', description: 'For the keepers.' }],
        paths: { '/pets': { delete: { tags: ['pets', 'admin'], operationId: 'dropPets', summary: 'Drop pets', responses: ok } } },
      },
      'openapi.yaml',
    );
    const html = tagged.index.html!;
    expect(html).toContain('<h2 id="admin">admin</h2><p>For the keepers.</p>');
    expect(html.match(/href="\/docs\/api\/pets\/drop-pets"/g)).toHaveLength(2);
    // The page stays under its first tag in the sidebar.
    const categories = (tagged.sidebar[0] as Extract<SidebarItem, { type: 'category' }>).items.map((item) => item.label);
    expect(categories).toEqual(['pets']);
  });

  it('gives each tag whose name slugs like another its own section id, and reads an empty tag as none', () => {
    const alike = planApiPages(
      {
        openapi: '3.0.3',
        info: { title: 'Billing', version: '1' },
        paths: {
          '/a': { get: { tags: ['Billing and Payments'], operationId: 'a', responses: ok } },
          '/b': { get: { tags: ['billing-and-payments'], operationId: 'b', responses: ok } },
          '/c': { get: { tags: ['🎉'], operationId: 'c', responses: ok } },
          '/d': { get: { tags: ['🚀'], operationId: 'd', responses: ok } },
          '/e': { get: { tags: [''], operationId: 'e', responses: ok } },
        },
      },
      'openapi.yaml',
    );
    const ids = [...alike.index.html!.matchAll(/<h2 id="([^"]+)">([^<]*)<\/h2>/g)].map((match) => [match[1], match[2]]);
    expect(ids).toEqual([['billing-and-payments', 'Billing and Payments'], ['billing-and-payments-1', 'billing-and-payments'], ['operations', '🎉'], ['operations-1', '🚀'], ['default', 'default']]);
    // Each operation's breadcrumb leads to its own tag's section.
    expect(alike.routes.map((route) => route.breadcrumbs?.[2]?.path)).toEqual(['/docs/api/#billing-and-payments', '/docs/api/#billing-and-payments-1', '/docs/api/#operations', '/docs/api/#operations-1', '/docs/api/#default']);
  });

  it("describes an operation's page by the first sentence of its description, else its method, path and operationId", () => {
    const described = planApiPages(
      {
        openapi: '3.0.3',
        info: { title: 'Signing', version: '1' },
        paths: {
          '/signings': {
            post: { tags: ['signings'], operationId: 'createSigning', summary: 'Create a signing', description: 'Creates a signing with the status `draft`. Nobody is contacted yet.', responses: ok },
            get: { tags: ['signings'], operationId: 'listSignings', summary: 'List signings', responses: ok },
          },
        },
      },
      'openapi.yaml',
    );
    expect(described.routes.map((route) => route.description)).toEqual(['GET /signings (listSignings)', 'Creates a signing with the status draft.']);
  });

  it('says on the index who to ask about the API and its license, linking web and email addresses only', () => {
    const described = (info: Record<string, unknown>) => planApiPages({ openapi: '3.1.0', info: { title: 'Zoo', version: '1', ...info }, paths: {} }, 'openapi.yaml').index.html!;
    expect(described({ contact: { name: 'API team', url: 'https://zoo.example/support', email: 'api@zoo.example' }, license: { name: 'MIT', url: 'https://opensource.org/license/mit' } })).toContain(
      '<p>Contact: <a href="https://zoo.example/support">API team</a>, <a href="mailto:api@zoo.example">api@zoo.example</a>. License: <a href="https://opensource.org/license/mit">MIT</a>.</p>',
    );
    const hostile = described({ contact: { name: '<b>x</b>', url: 'javascript:alert(1)' }, license: { identifier: 'Apache-2.0', url: '/docs/' } });
    expect(hostile).toContain('<p>Contact: &lt;b&gt;x&lt;/b&gt;. License: Apache-2.0.</p>');
    expect(hostile).not.toContain('javascript:');
    expect(described({})).not.toContain('Contact');
  });

  it('names an operation without a summary by its operationId, else its path, beside its method', () => {
    const labels = groups.flatMap((group) => group.items.map((item) => (item.type === 'link' ? [item.badge, item.label] : [])));
    expect(labels).toEqual([['GET', '/zebras'], ['DELETE', 'Drop zebras'], ['GET', 'List apples'], ['GET', 'listKeepers']]);
  });

  it('marks a deprecated operation in the sidebar and on the index', () => {
    expect(groups[0]!.items.map((item) => item.type === 'link' && item.deprecated === true)).toEqual([false, true]);
    expect(plan.index.html).toContain('<li class="deprecated"><a href="/docs/api/zebras/drop-zebras">');
    expect(plan.index.html).toContain('<code>/zebras</code> <small>deprecated</small></li>');
  });

  it("nests an OpenAPI 3.2 tag under its parent, after the parent's operations, and links each tag's and the API's external docs on the index", () => {
    const planned = planApiPages(
      {
        openapi: '3.2.0',
        info: { title: 'Flights', version: '1' },
        externalDocs: { url: 'https://docs.example.com', description: 'The airline guide' },
        tags: [
          { name: 'flights' },
          { name: 'international', parent: 'flights' },
          { name: 'charter', parent: 'international' },
          { name: 'delays', externalDocs: { url: 'https://docs.example.com/delays', description: 'Compensation rules' } },
          // A parent no tag has, and a circle of parents, leave a tag at the top.
          { name: 'cargo', parent: 'freight' },
          { name: 'a', parent: 'b' },
          { name: 'b', parent: 'a' },
        ],
        paths: Object.fromEntries(
          ['flights', 'international', 'charter', 'delays', 'cargo', 'a', 'b'].map((tag) => [`/${tag}`, { get: { tags: [tag], operationId: `list-${tag}`, responses: ok } }]),
        ),
      },
      'openapi.yaml',
    );
    const tree = (items: SidebarItem[]): unknown[] => items.map((item) => (item.type === 'category' ? { [item.label]: tree(item.items) } : item.label));
    expect(tree((planned.sidebar[0] as Extract<SidebarItem, { type: 'category' }>).items)).toEqual([
      { flights: ['list-flights', { international: ['list-international', { charter: ['list-charter'] }] }] },
      { delays: ['list-delays'] },
      { cargo: ['list-cargo'] },
      { a: ['list-a'] },
      { b: ['list-b'] },
    ]);
    const html = planned.index.html!;
    expect(html).toContain('<p class="api-external-docs">See also: <a href="https://docs.example.com">The airline guide</a></p>');
    expect(html).toContain('<h2 id="delays">delays</h2><p class="api-external-docs">See also: <a href="https://docs.example.com/delays">Compensation rules</a></p>');
  });

  it('groups tags as the description\'s x-tagGroups do, the tags of no group after them', () => {
    const grouped = planApiPages(
      {
        openapi: '3.0.3',
        info: { title: 'Shop', version: '1' },
        tags: [{ name: 'Refunds' }, { name: 'Charges' }, { name: 'Users' }, { name: 'Misc' }],
        'x-tagGroups': [{ name: 'Payments', tags: ['Charges', 'Refunds', 'Ghosts'] }, { name: 'Accounts', tags: ['Users'] }, { name: 'Empty', tags: ['Ghosts'] }],
        paths: {
          '/misc': { get: { tags: ['Misc'], operationId: 'misc', responses: ok } },
          '/refunds': { get: { tags: ['Refunds'], operationId: 'listRefunds', responses: ok } },
          '/charges': { get: { tags: ['Charges'], operationId: 'listCharges', responses: ok } },
          '/users': { get: { tags: ['Users'], operationId: 'listUsers', responses: ok } },
        },
      },
      'openapi.yaml',
    );
    const tree = (items: SidebarItem[]): unknown[] => items.map((item) => (item.type === 'category' ? { [item.label]: tree(item.items) } : item.label));
    expect(tree((grouped.sidebar[0] as Extract<SidebarItem, { type: 'category' }>).items)).toEqual([
      { Payments: [{ Charges: ['listCharges'] }, { Refunds: ['listRefunds'] }] },
      { Accounts: [{ Users: ['listUsers'] }] },
      { Misc: ['misc'] },
    ]);
    const html = grouped.index.html!;
    expect(html.indexOf('>Charges<')).toBeLessThan(html.indexOf('>Refunds<'));
    expect(html.indexOf('>Users<')).toBeLessThan(html.indexOf('>Misc<'));
  });
});
