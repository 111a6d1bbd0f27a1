import { describe, expect, it } from 'vitest';
import type { ApiOperationView, OutputFile, Route } from '@docs/shared';
import { addExcerpts, loadWholeSearch, querySearch, type SearchPage, type SearchSection } from '@docs/shared/search';
import { buildApiKeywords } from '../../src/openapi/build-api-keywords.js';
import { scanPageShell } from '../../src/pages/scan-page-shell.js';
import { buildSearchIndex } from '../../src/index/build-search-index.js';
import { buildSearchRecords } from '../../src/index/build-search-records.js';

function route(path: string, title: string, extra: Partial<Route> = {}): Route {
  return { path, kind: 'doc', title, description: '', headings: [], toc: [], breadcrumbs: [], hasSidebar: true, ...extra };
}
/** The sections a page of this HTML records when it is rendered. */
const html = (main: string) => scanPageShell(`<html><body><main>${main}</main></body></html>`).sections;

const sendSigning: ApiOperationView = {
  method: 'post',
  path: '/signings/{signing_id}/send',
  operationId: 'sendSigning',
  summary: 'Send a signing',
  deprecated: false,
  servers: [],
  security: [],
  parameters: [{ anchor: 'param-path-signing-id', name: 'signing_id', location: 'path', required: true, deprecated: false, schema: { kind: 'string' } as never }],
  responses: [],
  responseHeaders: [],
  codeSamples: [],
  tag: 'Signings',
};

const pages = [
  {
    route: route('/docs/webhooks/', 'Webhooks', { breadcrumbs: [{ label: 'Docs', path: '/docs/' }, { label: 'Guides' }, { label: 'Webhooks' }] }),
    sections: html('<h1>Webhooks</h1><p>Events are delivered by POST.</p><h2 id="verify">Verify the signature</h2><p>Compute an HMAC.</p>'),
  },
  { route: route('/docs/api/signings/send-signing', 'Send a signing', { kind: 'api-operation' }), keywords: buildApiKeywords(sendSigning), sections: html('<h1>Send a signing</h1><p>Emails the first recipients.</p>') },
  { route: route('/search', 'Search', { kind: 'search' }), sections: html('<h1>Search</h1>') },
  { route: route('/404', 'Not found', { kind: 'not-found' }), sections: html('<h1>Not found</h1>') },
];

const text = (file: OutputFile | undefined) => (file && 'contents' in file ? Buffer.from(file.contents).toString() : '');

/** Opens the index in the files with every part loaded. */
async function load(files: OutputFile[]) {
  const search = await loadWholeSearch(async (url) => JSON.parse(text(files.find((file) => `/${file.path}` === url))) as unknown);
  const textShards = [...search.textShards.values()].flat().map(([, url]) => url);
  return { entry: search.entry, textShards, search };
}

describe('buildSearchIndex', () => {
  it('writes an unhashed entry that names content-hashed parts: core, term shards, page shards, text shards, vocabulary', async () => {
    const { files } = buildSearchIndex(buildSearchRecords(pages));
    const { entry, textShards } = await load(files);
    const hashed = (kind: string) => new RegExp(`^/assets/search-${kind}\\.[A-Za-z0-9]{10}\\.json$`);
    expect(entry.core).toMatch(hashed('core'));
    expect(entry.vocabulary).toMatch(hashed('words'));
    expect(entry.terms.length).toBeGreaterThan(0);
    for (const [, url] of entry.terms) expect(url).toMatch(hashed('terms'));
    for (const [, url] of entry.pages) expect(url).toMatch(hashed('pages'));
    expect(textShards.length).toBeGreaterThan(0);
    for (const url of textShards) expect(url).toMatch(hashed('text'));
    expect(files.map((file) => `/${file.path}`).sort()).toEqual(
      ['/search-index.json', entry.core, entry.vocabulary, ...entry.terms.map(([, url]) => url), ...entry.pages.map(([, url]) => url), ...textShards].sort(),
    );
  });

  it('records one section per heading with its anchor, and leaves out the search and not-found pages', async () => {
    const { search } = await load(buildSearchIndex(buildSearchRecords(pages)).files);
    expect(search.pages).toEqual([
      ['Webhooks', '/docs/webhooks/', 'Guides'],
      ['Send a signing', '/docs/api/signings/send-signing', '', 'POST /signings/{signing_id}/send signings0send sendSigning send Signing signing_id signingid'],
    ]);
    expect(search.sections).toEqual([
      [0, '', []],
      [0, 'verify', ['Verify the signature']],
      [1, '', []],
    ]);
  });

  it('finds an operation by its method and path, its operationId and its parameter names', async () => {
    const { search } = await load(buildSearchIndex(buildSearchRecords(pages)).files);
    // A parameter as an SDK in another language spells it finds it too.
    for (const query of ['POST /signings/{id}/send', 'sendSigning', 'signing_id', 'send signing', 'signingId', 'SigningId']) {
      expect(querySearch(search, query).groups[0]?.url, query).toBe('/docs/api/signings/send-signing');
    }
  });

  it('finds an operation of a large API by its operationId, method and path or title, though its other words are on hundreds of pages', async () => {
    const operation = (method: string, apiPath: string, operationId: string, summary: string): (typeof pages)[number] => {
      const parameters = [...apiPath.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({ ...sendSigning.parameters[0]!, name: name! }));
      const view: ApiOperationView = { ...sendSigning, method, path: apiPath, operationId, summary, parameters };
      return { route: route(`/docs/api/${operationId.replace('/', '-')}`, summary, { kind: 'api-operation' }), keywords: buildApiKeywords(view), sections: html(`<h1>${summary}</h1><p>Works on a repository of the organization.</p>`) };
    };
    // As on GitHub's API: `repos`, `get`, `organization` and `repository` are on more pages than the index lists per word.
    const many = Array.from({ length: 400 }, (_, n) => operation('get', `/repos/{owner}/{repo}/things/{thing_id}/${n}/keys`, `repos/get-thing-${n}-keys`, `Get repository thing ${n} keys for an organization`));
    const sought = [
      // `hook_id` is `hook` and `id`, the one on a few pages, the other on hundreds.
      operation('post', '/repos/{owner}/{repo}/hooks/{hook_id}/pings', 'repos/ping-webhook', 'Ping a repository webhook'),
      operation('get', '/repos/{owner}/{repo}/hooks/{hook_id}', 'repos/get-webhook', 'Get a repository webhook'),
      operation('get', '/repos/{owner}/{repo}/keys', 'repos/list-deploy-keys', 'List deploy keys'),
      operation('put', '/repos/{owner}/{repo}/pulls/{pull_number}/merge', 'pulls/merge', 'Merge a pull request'),
      operation('get', '/orgs/{org}/private-registries/public-key', 'private-registries/get-org-public-key', 'Get private registries public key for an organization'),
    ];
    const { search } = await load(buildSearchIndex(buildSearchRecords([...many, ...sought])).files);
    const first = (query: string) => querySearch(search, query).groups[0]?.url;
    expect(first('repos/list-deploy-keys')).toBe('/docs/api/repos-list-deploy-keys');
    expect(first('GET /repos/{owner}/{repo}/keys')).toBe('/docs/api/repos-list-deploy-keys');
    expect(first('PUT /repos/{owner}/{repo}/pulls/{pull_number}/merge')).toBe('/docs/api/pulls-merge');
    expect(first('/repos/{owner}/{repo}/hooks/{hook_id}')).toBe('/docs/api/repos-get-webhook');
    expect(first('Get private registries public key for an organization')).toBe('/docs/api/private-registries-get-org-public-key');
  });

  it('links a heading match to its anchor and marks the matched words in the excerpt', async () => {
    const { search } = await load(buildSearchIndex(buildSearchRecords(pages)).files);
    const results = addExcerpts(search, querySearch(search, 'hmac'));
    const hit = results.groups[0]!.hits[0]!;
    expect(hit.url).toBe('/docs/webhooks/#verify');
    expect(hit.excerpt).toEqual([
      { text: 'Compute an ', match: false },
      { text: 'HMAC', match: true },
      { text: '.', match: false },
    ]);
  });

  it('writes parts with the same contents once, under the one name they share', async () => {
    const records = {
      pages: ['One', 'Two', 'Three'].map((title, page): SearchPage => [title, `/${page}`, '']),
      sections: [0, 1, 2].map((page): SearchSection => [page, '', []]),
      texts: ['Same words.', 'Same words.', 'Same words.'],
      keys: ['', '', ''],
    };
    const { files } = buildSearchIndex(records, { sizes: { termShard: 1_000, pageShard: 10, textShard: 10 } });
    const paths = files.map((file) => file.path);
    expect(new Set(paths).size).toBe(paths.length);
    const { entry, textShards } = await load(files);
    expect(entry.pages).toHaveLength(3);
    expect(new Set(textShards).size).toBe(1);
  });

  it('gives the same files for the same pages, so unchanged builds keep their cached index', () => {
    const paths = (files: OutputFile[]) => files.map((file) => file.path).sort();
    expect(paths(buildSearchIndex(buildSearchRecords(pages)).files)).toEqual(paths(buildSearchIndex(buildSearchRecords(pages)).files));
  });
});

describe('buildApiKeywords', () => {
  it('spells out the method, path (also run together), operationId (also as words) and parameter names', () => {
    expect(buildApiKeywords(sendSigning)).toBe('POST /signings/{signing_id}/send signings0send sendSigning send Signing signing_id signingid');
    // An operationId of parts is also run together, as a query holding it is looked up.
    expect(buildApiKeywords({ ...sendSigning, operationId: 'signings/send-now' })).toBe('POST /signings/{signing_id}/send signings0send signings/send-now signingssendnow signing_id signingid');
  });

  it('adds the path as the servers\' base paths make it, as guides and requests write it', () => {
    const onServers = { ...sendSigning, servers: ['https://api.example.com/v2', 'https://sandbox.example.com/v2/', 'https://other.example.com'] };
    expect(buildApiKeywords(onServers)).toBe(
      'POST /signings/{signing_id}/send /v2/signings/{signing_id}/send signings0send v2signings0send sendSigning send Signing signing_id signingid',
    );
  });
});

describe('the written index', () => {
  it('writes parts of the same contents once: they are one content-hashed file', () => {
    const twins = Array.from({ length: 400 }, (_, index) => ({
      route: route(`/docs/twin-${index}`, `Twin ${index}`),
      sections: [{ anchor: '', headings: [], text: 'The very same words on every page. '.repeat(200) }],
    }));
    const paths = buildSearchIndex(buildSearchRecords(twins)).files.map((file) => file.path);
    expect(paths.filter((path) => path.startsWith('assets/search-text.')).length).toBeGreaterThan(0);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
