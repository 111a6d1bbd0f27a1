import { describe, expect, it } from 'vitest';
import { querySearch, type SearchPage, type SearchSection } from '../../src/search/index.js';
import { buildInMemory } from './support/build-in-memory.js';

/** A tiny index built the way the generator builds one: pages with titles, sections with headings and text. */
function searchOf(pages: { title: string; sections: [anchor: string, heading: string, text: string][] }[]) {
  const content = { pages: [] as SearchPage[], sections: [] as SearchSection[], texts: [] as string[] };
  pages.forEach((page, p) => {
    content.pages.push([page.title, `/${p}`, '']);
    for (const [anchor, heading, text] of page.sections) {
      content.sections.push([p, anchor, heading ? [heading] : []]);
      content.texts.push(text);
    }
  });
  return buildInMemory(content).openWhole();
}

const pages = [
  { title: 'Recipients', sections: [['', '', 'People who sign or approve.'], ['remind', 'Remind all unsigned', 'Emails everyone who has not signed.']] },
  { title: 'Webhooks', sections: [['', '', 'Events are posted to your endpoint.'], ['retries', 'Retries', 'Failed deliveries are retried.']] },
  { title: 'Changelog', sections: [['', '', 'Mentions recipients and webhooks in passing.']] },
] satisfies Parameters<typeof searchOf>[0];
const search = await searchOf(pages);
const urls = (query: string) => querySearch(search, query).groups.flatMap((group) => group.hits.map((hit) => hit.url));

describe('querySearch', () => {
  it('ranks a title match above a mention in body text', () => {
    expect(urls('recipients')[0]).toBe('/0');
    expect(urls('recipients')).toContain('/2');
  });

  it('keeps only the sections that match the most words of the query', () => {
    expect(urls('remind unsigned')).toEqual(['/0#remind']);
    // "webhooks" and "retried" meet only in the Webhooks page (title and a section's text).
    expect(urls('webhooks retried')).toEqual(['/1#retries']);
  });

  it('finds with a plain word the body text that holds it inflected, after the text that holds it as typed', async () => {
    const inflected = await searchOf([
      { title: 'Statuses', sections: [['', '', 'A recipient who declined is done.'], ['retry', 'Retry', 'Deliveries are retried twice.']] },
      { title: 'Limits', sections: [['', '', 'Files may not be encrypted. A signer may decline.']] },
    ]);
    const found = (query: string) => querySearch(inflected, query).groups.flatMap((group) => group.hits.map((hit) => hit.url));
    expect(found('decline')).toEqual(['/1', '/0']);
    expect(found('encrypt')).toEqual(['/1']);
    // Headings match by their start already; a word inflected itself is looked up as typed only.
    expect(found('declined')).toEqual(['/0']);
  });

  it('reads a question by the words that say what it is about, and marks none of the others', () => {
    // No section holds "how", "do", "I" or "a": as words a section must hold, they found nothing.
    expect(urls('how do I remind all unsigned?')).toEqual(['/0#remind']);
    expect(urls('what are the retries?')[0]).toBe('/1#retries');
    const results = querySearch(search, 'what is a webhook');
    expect(results.words).toEqual(['webhook']);
    // A query of stop words alone is read as it is.
    expect(querySearch(search, 'the').words).toEqual(['the']);
  });

  it('finds by prefix in titles and headings, and tolerates a typo near the end of a word', () => {
    expect(urls('recip')[0]).toBe('/0');
    expect(urls('webhok')[0]).toBe('/1');
    expect(urls('retrise')[0]).toBe('/1#retries');
  });

  it('corrects a misspelled word to the closest word of the titles and headings', () => {
    expect(urls('recpients')[0]).toBe('/0');
    expect(urls('rmeind')[0]).toBe('/0#remind');
    expect(urls('wbehooks')[0]).toBe('/1');
  });

  it('finds nothing for a run of repeated letters, which the spelling folds down to the start of many words', async () => {
    // "zzzqqq" folds to "sk", "rrrrr" to "r": the starts of "Sk…" and "Recipients", "Retries".
    const keys = await searchOf([{ title: 'Secret keys', sections: [['', '', 'Use sk_test_ keys while you build.']] }, ...pages]);
    for (const query of ['zzzqqq', 'ssskkk', 'rrrrr', 'cccxxx']) expect(querySearch(keys, query).groups, query).toEqual([]);
    // A doubled letter or two is spelling: still found.
    expect(querySearch(keys, 'sk').groups.map((group) => group.url)).toContain('/0');
    expect(querySearch(keys, 'webhoooks').groups[0]?.url).toBe('/2');
    expect(querySearch(keys, 'recippients').groups[0]?.url).toBe('/1');
  });

  it('groups hits by page, best page first, and finds nothing for an unknown word', () => {
    const groups = querySearch(search, 'signed').groups;
    expect(groups.map((group) => group.url)).toEqual(['/0']);
    expect(querySearch(search, 'xylophone').groups).toEqual([]);
    expect(querySearch(search, '  / ').groups).toEqual([]);
  });
});

const numbers = await searchOf([
  { title: 'Errors', sections: [['bad-request', '400 Bad Request', 'The body is not valid JSON.'], ['limits', 'Rate limits', 'Up to 1000 calls an hour; wait 10 seconds after a 429.']] },
  { title: 'Polling', sections: [['', '', 'Poll every 40 seconds, at most 100 times.']] },
]);
const numberUrls = (query: string) => querySearch(numbers, query).groups.flatMap((group) => group.hits.map((hit) => hit.url));

describe('querySearch with numbers', () => {
  it('finds a number as written, not a shorter one that shares its digits', () => {
    expect(numberUrls('400')).toEqual(['/0#bad-request']);
    // A heading is matched by its start, as a reader types: "40" may be the start of "400".
    expect(numberUrls('40').sort()).toEqual(['/0#bad-request', '/1']);
    expect(numberUrls('1000')).toEqual(['/0#limits']);
    expect(numberUrls('100')).toEqual(['/1']);
  });
});

describe('querySearch with a pasted wall of text', () => {
  it('reads a bounded part of it: a long word is not retried at every shorter length', () => {
    const encode = search.encoder.encode.bind(search.encoder);
    let calls = 0;
    search.encoder.encode = ((text: string, ...rest: unknown[]) => {
      calls++;
      return (encode as (...args: unknown[]) => string[])(text, ...rest);
    }) as typeof search.encoder.encode;
    try {
      expect(querySearch(search, 'qwv-'.repeat(4_000)).groups).toEqual([]);
      expect(calls).toBeLessThan(500);
    } finally {
      search.encoder.encode = encode;
    }
  });

  it('lists the same section many pages repeat once among the other results, the rest after them', async () => {
    const operation = (name: string) => ({ title: name, sections: [['', '', `${name} a thing.`], ['response-401', '401 Unauthorized', 'The API key is missing or wrong.']] as [string, string, string][] });
    const repeated = await searchOf([
      operation('Create a signing'),
      operation('Get a signing'),
      operation('Delete a signing'),
      operation('List signings'),
      operation('Send a signing'),
      { title: 'Authentication', sections: [['', '', 'Keys.'], ['errors', 'Authentication errors', 'A request without a valid key gets 401 Unauthorized.']] },
    ]);
    const found = querySearch(repeated, '401').groups.flatMap((group) => group.hits.map((hit) => hit.url));
    expect(found.slice(0, 2)).toEqual(['/0#response-401', '/5#errors']);
    expect(found.slice(2).sort()).toEqual(['/1#response-401', '/2#response-401', '/3#response-401', '/4#response-401']);
    // A heading a few pages share is no boilerplate (a "Recipients" section of a guide and of the reference): they keep their places.
    const few = await searchOf([operation('Create a signing'), operation('Get a signing'), operation('List signings'), { title: 'Authentication', sections: [['', '', 'Keys.'], ['errors', 'Authentication errors', 'Gets 401 Unauthorized.']] }]);
    expect(querySearch(few, '401').groups.flatMap((group) => group.hits.map((hit) => hit.url)).at(-1)).toBe('/3#errors');
  });

  it('finds with a plural what its singular finds, after what the plural finds itself', async () => {
    const events = await searchOf([
      { title: 'Webhooks', sections: [['', '', 'Register an endpoint.'], ['types', 'Event types', 'Every kind of event a webhook receives.'], ['retries', 'Retries', 'Failed events are sent again.']] },
      { title: 'Addresses', sections: [['', '', 'Where a recipient lives.']] },
    ]);
    const found = querySearch(events, 'webhook events').groups.flatMap((group) => group.hits.map((hit) => hit.url));
    expect(found).toContain('/0#types');
  });

  it('reads a camelCase word as its words too, as the API may write it in snake_case', async () => {
    const fields = await searchOf([
      { title: 'Accounts', sections: [['', '', 'Lists accounts.'], ['fields', 'Fields', 'Each account has a stake_address and a block_time.']] },
      { title: 'Pools', sections: [['', '', 'A stake pool and its blocks.']] },
    ]);
    const found = (query: string) => querySearch(fields, query).groups.flatMap((group) => group.hits.map((hit) => hit.url));
    expect(found('stakeAddress')).toEqual(['/0#fields']);
    expect(found('BlockTime')).toEqual(['/0#fields']);
    expect(querySearch(fields, 'stakeAddress').words).toEqual(['stake', 'address']);
  });

  it('reads a capitalised word that the pages hold whole (GitHub, OAuth, JavaScript) as one word', async () => {
    const names = await searchOf([
      { title: 'Sign in', sections: [['', '', 'Sign in with your GitHub account or an OAuth token, from JavaScript.']] },
      { title: 'Hubs', sections: [['', '', 'A hub of git repositories, and a java script.']] },
    ]);
    const found = (query: string) => querySearch(names, query).groups.map((group) => group.url);
    for (const query of ['GitHub', 'github', 'OAuth', 'JavaScript']) expect(found(query), query).toEqual(['/0']);
  });

  it('reads each segment of a path as a word', () => {
    expect(urls('/webhooks/retried')).toEqual(['/1#retries']);
  });
});

describe('querySearch over sections without anchors', () => {
  it('lists one hit a place: sections under headings without ids all lead to the top of the page', async () => {
    const home = await searchOf([
      { title: 'Home', sections: [['', '', 'Signing made simple.'], ['', 'Send a signing', 'Send a signing in minutes.'], ['', 'Track a signing', 'Track each signing.'], ['how', 'How it works', 'Create a signing, add recipients.']] },
    ]);
    const hits = querySearch(home, 'signing').groups.flatMap((group) => group.hits.map((hit) => hit.url));
    expect(hits).toEqual([...new Set(hits)]);
    expect(hits.sort()).toEqual(['/0', '/0#how']);
  });
});
