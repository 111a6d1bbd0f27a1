import { describe, expect, it } from 'vitest';
import type { ApiOperationView, OutputFile, Route } from '@docs/shared';
import { addExcerpts, importSearchData, querySearch, type SearchData, type SearchIndexEntry, type SearchTextShard } from '@docs/shared/search';
import { buildApiKeywords } from '../../src/openapi/build-api-keywords.js';
import { buildSearchIndex } from '../../src/index/build-search-index.js';
import { buildSearchRecords } from '../../src/index/build-search-records.js';
import { capPostings } from '../../src/index/cap-postings.js';

function route(path: string, title: string, extra: Partial<Route> = {}): Route {
  return { path, kind: 'doc', title, description: '', headings: [], toc: [], breadcrumbs: [], hasSidebar: true, ...extra };
}
import { scanPageShell } from '../../src/pages/scan-page-shell.js';

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
  parameters: [{ name: 'signing_id', location: 'path', required: true, deprecated: false, schema: { kind: 'string' } as never }],
  responses: [],
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

const text = (file: OutputFile | undefined) => (file && 'contents' in file ? String(file.contents) : '');

function load(files: OutputFile[]) {
  const entry = JSON.parse(text(files.find((file) => file.path === 'search-index.json'))) as SearchIndexEntry;
  const data = JSON.parse(text(files.find((file) => `/${file.path}` === entry.data))) as SearchData;
  const search = importSearchData(data);
  data.textShards.forEach((url, shard) => search.loadedShards.set(shard, JSON.parse(text(files.find((file) => `/${file.path}` === url))) as SearchTextShard));
  return { entry, data, search };
}

describe('buildSearchIndex', () => {
  it('writes an unhashed entry that names a content-hashed data file, and hashed text shards', () => {
    const { files } = buildSearchIndex(buildSearchRecords(pages));
    const { entry, data } = load(files);
    expect(entry.data).toMatch(/^\/assets\/search\.[A-Za-z0-9]{10}\.json$/);
    expect(data.textShards.length).toBeGreaterThan(0);
    for (const shard of data.textShards) expect(shard).toMatch(/^\/assets\/search-text\.[A-Za-z0-9]{10}\.json$/);
  });

  it('records one section per heading with its anchor, and leaves out the search and not-found pages', () => {
    const { data } = load(buildSearchIndex(buildSearchRecords(pages)).files);
    expect(data.pages).toEqual([
      ['Webhooks', '/docs/webhooks/', 'Guides'],
      ['Send a signing', '/docs/api/signings/send-signing', '', 'POST /signings/{signing_id}/send sendSigning send Signing signing_id'],
    ]);
    expect(data.sections).toEqual([
      [0, '', []],
      [0, 'verify', ['Verify the signature']],
      [1, '', []],
    ]);
  });

  it('finds an operation by its method and path, its operationId and its parameter names', () => {
    const { search } = load(buildSearchIndex(buildSearchRecords(pages)).files);
    for (const query of ['POST /signings/{id}/send', 'sendSigning', 'signing_id', 'send signing']) {
      expect(querySearch(search, query).groups[0]?.url, query).toBe('/docs/api/signings/send-signing');
    }
  });

  it('links a heading match to its anchor and marks the matched words in the excerpt', () => {
    const { search } = load(buildSearchIndex(buildSearchRecords(pages)).files);
    const results = addExcerpts(search, querySearch(search, 'hmac'));
    const hit = results.groups[0]!.hits[0]!;
    expect(hit.url).toBe('/docs/webhooks/#verify');
    expect(hit.excerpt).toEqual([
      { text: 'Compute an ', match: false },
      { text: 'HMAC', match: true },
      { text: '.', match: false },
    ]);
  });

  it('gives the same files for the same pages, so unchanged builds keep their cached index', () => {
    const paths = (files: OutputFile[]) => files.map((file) => file.path).sort();
    expect(paths(buildSearchIndex(buildSearchRecords(pages)).files)).toEqual(paths(buildSearchIndex(buildSearchRecords(pages)).files));
  });
});

describe('buildApiKeywords', () => {
  it('spells out the method, path, operationId (also as words) and parameter names', () => {
    expect(buildApiKeywords(sendSigning)).toBe('POST /signings/{signing_id}/send sendSigning send Signing signing_id');
  });
});

describe('capPostings', () => {
  it('keeps the best-scored entries of each term, up to the limit', () => {
    const chunk = [['signing', [[1, 2], null, [3, 4, 5]]], ['rare', [null, [9]]]];
    expect(capPostings('1.map', chunk, 3)).toEqual([['signing', [[1, 2], null, [3]]], ['rare', [null, [9]]]]);
    expect(capPostings('1.map', chunk, 2)).toEqual([['signing', [[1, 2]]], ['rare', [null, [9]]]]);
  });

  it('passes the register and other chunks through', () => {
    expect(capPostings('1.reg', [1, 2, 3], 1)).toEqual([1, 2, 3]);
  });

  it('writes shards of the same texts once: they are one content-hashed file', () => {
    const twins = Array.from({ length: 400 }, (_, index) => ({
      route: route(`/docs/twin-${index}`, `Twin ${index}`),
      sections: [{ anchor: '', headings: [], text: 'The very same words on every page. '.repeat(200) }],
    }));
    const paths = buildSearchIndex(buildSearchRecords(twins)).files.map((file) => file.path);
    expect(paths.filter((path) => path.startsWith('assets/search-text.')).length).toBeGreaterThan(0);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
