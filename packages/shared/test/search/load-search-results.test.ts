import { describe, expect, it } from 'vitest';
import {
  addExcerpts,
  createPartLoader,
  encodeQuery,
  loadSearchResults,
  missingTexts,
  openSearch,
  pageShardOf,
  querySearch,
  termShardOf,
  textShardOf,
  type LoadedSearch,
  type SearchResults,
} from '../../src/search/index.js';
import { buildInMemory } from './support/build-in-memory.js';
import { SMALL_SHARDS, topicsSite } from './support/topics-site.js';

const index = buildInMemory(topicsSite(), SMALL_SHARDS);
const whole = await index.openWhole();

/** Opens the index afresh, as a new visit of the browser would, and counts what it fetches from then on. */
function visit() {
  const opened = index.open();
  index.fetched.length = 0;
  return opened;
}

const termShards = (search: LoadedSearch, query: string) => new Set(encodeQuery(query, search.encoder).map((term) => termShardOf(search, term)!));
const pageShards = (search: LoadedSearch, results: SearchResults) =>
  new Set(results.groups.map((group) => search.entry.pages[pageShardOf(search, search.pages.findIndex((page) => page?.[1] === group.url))]![1]));
const withoutMissing = ({ missing: _, ...results }: SearchResults) => results;

describe('querying an index part by part', () => {
  it('needs nothing but the entry and the core to start, and names the shards of the query’s terms', () => {
    const { search } = visit();
    expect(index.entry.terms.length).toBeGreaterThan(3);
    const results = querySearch(search, 'webhooks');
    expect(results.groups).toEqual([]);
    expect(new Set(results.missing)).toEqual(termShards(search, 'webhooks'));
    expect(index.fetched).toEqual([]);
  });

  it('fetches the shard of each term of the query and the page shards of its results, and nothing else', async () => {
    const { search, load } = visit();
    const results = await loadSearchResults(search, 'create webhooks', {}, load);
    expect(results.groups.map((group) => group.url)[0]).toBe('/docs/webhooks');
    expect(new Set(index.fetched)).toEqual(new Set([...termShards(search, 'create webhooks'), ...pageShards(search, results)]));
    expect(index.fetched.length).toBeLessThan(index.entry.terms.length + index.entry.pages.length);
    expect(index.fetched).not.toContain(index.entry.vocabulary);
  });

  it('fetches for the excerpts only the text shards of the hits shown', async () => {
    const { search, load } = visit();
    const results = await loadSearchResults(search, 'limits', { pages: 2, hitsPerPage: 1 }, load);
    index.fetched.length = 0;
    const texts = missingTexts(search, results);
    await load(texts);
    const shown = results.groups.flatMap((group) => group.hits.map((hit) => textShardOf(search, hit.section)![1]));
    expect(new Set(index.fetched)).toEqual(new Set(shown));
    expect(addExcerpts(search, results).groups.every((group) => group.hits.every((hit) => hit.excerpt?.length))).toBe(true);
  });

  it('fetches the vocabulary only for a word that matches nothing, then the shard of its correction', async () => {
    const { search, load } = visit();
    const results = await loadSearchResults(search, 'wbehooks', {}, load);
    expect(results.groups[0]?.url).toBe('/docs/webhooks');
    expect(index.fetched).toContain(index.entry.vocabulary);
    expect(index.fetched).toEqual(expect.arrayContaining([...termShards(search, 'wbehooks'), ...termShards(search, 'webhooks')]));
  });

  it.each(['recip', 'webhok', 'create signings', 'limits on teams', 'authetication', 'xylophone'])('finds for "%s" what the whole index finds', async (query) => {
    const { search, load } = visit();
    expect(withoutMissing(await loadSearchResults(search, query, {}, load))).toEqual(withoutMissing(querySearch(whole, query)));
  });
});

describe('createPartLoader', () => {
  const url = index.entry.terms[1]![1];

  it('fetches a part once, however often and however soon it is asked for', async () => {
    const search = openSearch(index.entry, JSON.parse(index.parts.get(index.entry.core)!));
    const fetched: string[] = [];
    const load = createPartLoader(search, async (asked) => {
      fetched.push(asked);
      return JSON.parse(index.parts.get(asked)!) as unknown;
    });
    await Promise.all([load([url]), load([url, url])]);
    await load([url]);
    expect(fetched).toEqual([url]);
    expect(search.loaded.has(url)).toBe(true);
  });

  it('fetches a part again after a failed fetch', async () => {
    const search = openSearch(index.entry, JSON.parse(index.parts.get(index.entry.core)!));
    let online = false;
    const load = createPartLoader(search, async (asked) => {
      if (!online) throw new Error('offline');
      return JSON.parse(index.parts.get(asked)!) as unknown;
    });
    await expect(load([url])).rejects.toThrow('offline');
    online = true;
    await load([url]);
    expect(search.loaded.has(url)).toBe(true);
  });
});

describe('loadSearchResults', () => {
  it('fails, rather than asking forever, when the parts it needs never arrive', async () => {
    const { search } = visit();
    await expect(loadSearchResults(search, 'webhooks', {}, async () => undefined)).rejects.toThrow(/did not supply/);
  });
});
