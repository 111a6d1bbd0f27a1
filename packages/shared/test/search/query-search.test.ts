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

const search = await searchOf([
  { title: 'Recipients', sections: [['', '', 'People who sign or approve.'], ['remind', 'Remind all unsigned', 'Emails everyone who has not signed.']] },
  { title: 'Webhooks', sections: [['', '', 'Events are posted to your endpoint.'], ['retries', 'Retries', 'Failed deliveries are retried.']] },
  { title: 'Changelog', sections: [['', '', 'Mentions recipients and webhooks in passing.']] },
]);
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

  it('groups hits by page, best page first, and finds nothing for an unknown word', () => {
    const groups = querySearch(search, 'signed').groups;
    expect(groups.map((group) => group.url)).toEqual(['/0']);
    expect(querySearch(search, 'xylophone').groups).toEqual([]);
    expect(querySearch(search, '  / ').groups).toEqual([]);
  });
});
