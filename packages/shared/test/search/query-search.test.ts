import { describe, expect, it } from 'vitest';
import type { Index } from 'flexsearch';
import { createSearchIndexes, importSearchData, querySearch, SEARCH_FORMAT, type ExportedIndex, type SearchData } from '../../src/search/index.js';

/** A tiny index built the way the generator builds one: pages with titles, sections with headings and text. */
function searchOf(pages: { title: string; sections: [anchor: string, heading: string, text: string][] }[]) {
  const indexes = createSearchIndexes();
  const data: SearchData = { format: SEARCH_FORMAT, pages: [], sections: [], indexes: {} as SearchData['indexes'], vocabulary: [], textShards: [], sectionsPerShard: 100 };
  pages.forEach((page, p) => {
    data.pages.push([page.title, `/${p}`, '']);
    indexes.title.add(p, page.title);
    for (const [anchor, heading, text] of page.sections) {
      const id = data.sections.length;
      data.sections.push([p, anchor, heading ? [heading] : []]);
      if (heading) indexes.heading.add(id, heading);
      data.vocabulary.push(...`${page.title} ${heading}`.toLowerCase().split(/\W+/).filter((word) => word.length >= 4));
      indexes.text.add(id, text);
    }
  });
  const exported = (index: Index) => {
    const chunks: ExportedIndex = [];
    void index.export((key: string, chunk: string) => void chunks.push([key, JSON.parse(chunk) as unknown]));
    return chunks;
  };
  data.indexes = { title: exported(indexes.title), keywords: exported(indexes.keywords), heading: exported(indexes.heading), text: exported(indexes.text) };
  return importSearchData(JSON.parse(JSON.stringify(data)) as SearchData);
}

const search = searchOf([
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
