import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { addExcerpts, loadWholeSearch, querySearch, type LoadedSearch } from '@docs/shared/search';
import { docs, REPOSITORY } from './run-cli.js';

const API = '/docs/api/signings';

/**
 * What a reader types, and the page (or page#section) they are after: each must be among the first
 * three pages of results. Prefixes and typos included, since that is how people type into a search box.
 */
const EXPECTED: [query: string, ...pages: string[]][] = [
  ['remind', `${API}/remind-recipient`, `${API}/remind-unsigned`],
  ['download signed', `${API}/download-signed-document`],
  ['api key', '/docs/getting-started/authentication'],
  ['webhook events', '/docs/webhooks/'],
  ['POST /signings/{id}/send', `${API}/send-signing`],
  ['sendSigning', `${API}/send-signing`],
  ['signing_id', `${API}/remind-unsigned`],
  // A property name of a response body.
  ['documents_count', `${API}/get-signing`],
  // The recipient events' pages ("Recipient signed") are as good a match as "Add a recipient", and shorter.
  ['recip', `${API}/get-recipients`],
  ['webhok', '/docs/webhooks/'],
  ['recipeints', '/docs/signings/#recipients'],
  // A one-word concept finds the section that explains it, not only the operations named after it.
  ['recipient', '/docs/signings/#recipients'],
  ['documents', '/docs/signings/#documents'],
  ['signign', '/docs/signings/'],
  ['sgining', '/docs/signings/'],
  ['authetication', '/docs/getting-started/authentication'],
  ['dowload signed', `${API}/download-signed-document`],
  ['curent user', '/docs/api/users/get-current-user'],
  ['cancel signing', `${API}/cancel-signing`],
  ['delete webhook', '/docs/api/webhooks/delete-webhook'],
  ['current user', '/docs/api/users/get-current-user'],
  ['getCurrentUser', '/docs/api/users/get-current-user'],
  ['quickstart', '/docs/getting-started/quickstart-signing'],
  ['ai prompts', '/docs/getting-started/ai-prompts'],
  ['verify signature', '/docs/webhooks/#verify-the-signature'],
  ['upload document', `${API}/create-document`],
  ['list signings', `${API}/get-signings`],
  ['pagination', '/docs/signings/api-reference#pagination'],
  ['rate limit', '/docs/getting-started/authentication#rate-limits'],
  ['rotate key', '/docs/getting-started/authentication#rotate-a-key'],
  ['sandbox', '/docs/getting-started/authentication#sandbox-and-production'],
  ['original document', `${API}/download-original-document`],
  ['update recipient', `${API}/update-recipient`],
  ['get webhook', '/docs/api/webhooks/get-webhook'],
  ['DELETE /webhooks/{webhook_id}', '/docs/api/webhooks/delete-webhook'],
  // A path pasted from the reference, a guide (with the server's /v2) or a request actually made.
  ['/signings/{signing_id}', `${API}/get-signing`],
  ['GET /v2/signings/{signing_id}', `${API}/get-signing`],
  ['POST /v2/signings/{signing_id}/send', `${API}/send-signing`],
  ['/v2/signings/sig_123/send', `${API}/send-signing`],
  // A path as another reference names its parameter, and one with a query pasted from a request.
  ['/signings/{id}', `${API}/get-signing`],
  ['/signings/{id}/documents/{document_id}/download', `${API}/download-original-document`],
  ['GET /v2/signings?status=sent', `${API}/get-signings`],
  ['users', '/docs/users/'],
  ['next_cursor', '/docs/signings/#pagination'],
  ['completed event', '/docs/webhooks/#event-types'],
  // A header most operations take finds the guide that explains it, not the operations that take it.
  ['idempotency', '/docs/signings/api-reference#idempotency-keys'],
  ['Idempotency-Key', '/docs/signings/api-reference#idempotency-keys'],
  // A webhook event by its name, as the guide and the payload write it.
  ['signing.completed', '/docs/api/webhook-events/signing-completed'],
  ['recipient declined event', '/docs/api/webhook-events/recipient-declined'],
  // A schema by its name, as the reference shows it above a body's fields.
  ['SigningCreate', `${API}/create-signing`],
  // A word as typed, where the guide writes it inflected ("Encrypted PDFs").
  ['encrypt', '/docs/signings/#limits'],
  // A question, as people (and their assistants) type them.
  ['what is a signing?', '/docs/signings/'],
  ['how do I verify a webhook signature', '/docs/webhooks/#verify-the-signature'],
  // A status code finds the guide that explains it, not only the same response of every operation.
  ['401', '/docs/getting-started/authentication#authentication-errors'],
  ['429', '/docs/getting-started/authentication#rate-limits'],
];

describe('search over this repository’s site', () => {
  let search: LoadedSearch;
  let out: string;

  beforeAll(async () => {
    out = path.join(await mkdtemp(path.join(os.tmpdir(), 'our-search-')), 'build');
    const { code } = await docs(['build', '--out', out, '--cache-dir', `${out}-cache`], REPOSITORY);
    expect(code).toBe(0);
    search = await loadWholeSearch(async (url) => JSON.parse(await readFile(path.join(out, url), 'utf8')) as unknown);
  }, 60_000);

  it.each(EXPECTED)('"%s" lists the page it is about among the first three', (query, ...pages) => {
    const firstThree = querySearch(search, query, { pages: 3 }).groups.flatMap((group) => [group.url, ...group.hits.map((hit) => hit.url)]);
    for (const page of pages) expect(firstThree, query).toContain(page);
  });

  it('reads no page\'s table of contents into its text: no excerpt starts "On this page"', () => {
    for (const query of ['inkwell', 'signing', 'webhook', 'recipient']) {
      const results = addExcerpts(search, querySearch(search, query));
      const excerpts = results.groups.flatMap((group) => group.hits.map((hit) => (hit.excerpt ?? []).map((part) => part.text).join('')));
      expect(excerpts.length, query).toBeGreaterThan(0);
      for (const excerpt of excerpts) expect(excerpt, query).not.toMatch(/On this page/);
    }
  });

  it('finds nothing for words that are in no page', () => {
    expect(querySearch(search, 'xylophone quasar').groups).toEqual([]);
  });

  it('ranks a page titled with the query above pages that only mention it', () => {
    expect(querySearch(search, 'webhooks').groups[0]!.url).toBe('/docs/webhooks/');
    expect(querySearch(search, 'authentication').groups[0]!.url).toBe('/docs/getting-started/authentication');
  });

  it('titles results with their headings alone, without the badges beside them', () => {
    const headings = querySearch(search, 'recipient', { pages: 6 }).groups.flatMap((group) => group.hits.flatMap((hit) => hit.headings.map((parts) => parts.map((part) => part.text).join(''))));
    expect(headings).toContain('Request body');
    expect(headings.filter((heading) => /required/i.test(heading))).toEqual([]);
  });

  it('reads an operation\'s fields as names and descriptions, not as runs of types, flags and constraints', () => {
    const hit = addExcerpts(search, querySearch(search, 'add recipient', { pages: 1, hitsPerPage: 5 })).groups[0]!.hits.find((found) => found.url.endsWith('#request-body'))!;
    const excerpt = hit.excerpt!.map((part) => part.text).join('');
    expect(excerpt).toContain('name The recipient’s full name.');
    expect(excerpt).not.toMatch(/application\/json|\bstring\b|required|Constraints|Example/);
  });

  it('heads a response by its status and summary, without a full stop', () => {
    const headings = querySearch(search, 'recipient', { pages: 20 }).groups.flatMap((group) => group.hits.flatMap((hit) => hit.headings.map((parts) => parts.map((part) => part.text).join(''))));
    expect(headings).toContain('201 Created');
    expect(headings.filter((heading) => /^\d{3} .*\.$/.test(heading))).toEqual([]);
  });

  it('searches the v1 docs in an index of their own, without what v1 did not have', async () => {
    const v1 = await loadWholeSearch(async (url) => JSON.parse(await readFile(path.join(out, url), 'utf8')) as unknown, '/docs/v1/search-index.json');
    expect(v1.pages.every(([, url]) => url.startsWith('/docs/v1/'))).toBe(true);
    expect(search.pages.some(([, url]) => url.startsWith('/docs/v1/'))).toBe(false);
    const cancel = querySearch(v1, 'cancel signing', { pages: 5 }).groups.map((group) => group.url);
    expect(cancel.some((url) => url.includes('cancel-signing'))).toBe(false);
    const pagination = querySearch(v1, 'pagination', { pages: 3 }).groups.flatMap((group) => [group.url, ...group.hits.map((hit) => hit.url)]);
    expect(pagination).toContain('/docs/v1/signings/api-reference#pagination');
  });

  it('does not index the search page or the code samples', () => {
    expect(search.pages.map(([, url]) => url)).not.toContain('/search');
    expect(querySearch(search, 'unirest').groups).toEqual([]);
  });
});
