import { describe, expect, it } from 'vitest';
import { buildSearchParts, createSearchEncoder, SEARCH_FORMAT, type SearchCore, type SearchPageShard, type SearchTermShard } from '../../src/search/index.js';
import { buildInMemory } from './support/build-in-memory.js';
import { SMALL_SHARDS, topicsSite } from './support/topics-site.js';

const site = topicsSite();
const { entry, parts } = buildInMemory(site, SMALL_SHARDS);
const part = <T>(url: string) => JSON.parse(parts.get(url)!) as T;

describe('buildSearchParts', () => {
  it('files every term in the shard the entry assigns it: shards in term order, each named by its first term', () => {
    expect(entry.format).toBe(SEARCH_FORMAT);
    expect(entry.terms.length).toBeGreaterThan(3);
    expect(entry.terms[0]![0]).toBe('');
    entry.terms.forEach(([first, url], shard) => {
      const next = entry.terms[shard + 1]?.[0];
      const terms = part<SearchTermShard>(url).map(([term]) => term);
      expect(terms.length).toBeGreaterThan(0);
      for (const term of terms) {
        expect(term >= first, term).toBe(true);
        if (next !== undefined) expect(term < next, term).toBe(true);
      }
      // A shard holds more than one term only while it stays within its size.
      if (terms.length > 1) expect(parts.get(url)!.length).toBeLessThanOrEqual(SMALL_SHARDS.termShard + 2);
    });
  });

  it('puts whole pages into page shards, each naming the text shards of its sections, counted from its own first page and section', () => {
    expect(entry.pages.length).toBeGreaterThan(3);
    const shards = entry.pages.map(([first, url]) => ({ first, ...part<SearchPageShard>(url) }));
    expect(shards.flatMap((shard) => shard.pages)).toEqual(site.pages);
    expect(shards.flatMap((shard) => shard.sections.map(([page, anchor, headings]) => [shard.first + page, anchor, headings]))).toEqual(site.sections);
    let section = 0;
    for (const shard of shards) {
      expect(shard.pages[0]).toEqual(site.pages[shard.first]);
      // The sections of a shard are all of its pages' sections, and its text shards hold their texts in order.
      expect(new Set(shard.sections.map(([page]) => page))).toEqual(new Set(shard.pages.map((_, at) => at)));
      expect(shard.texts[0]![0]).toBe(0);
      const texts = shard.texts.flatMap(([, url]) => part<string[]>(url));
      expect(texts).toEqual(site.texts.slice(section, section + shard.sections.length));
      section += shard.sections.length;
    }
  });

  it('keeps in the core what ranking needs of every page: its number of sections and of title words', () => {
    const encoder = createSearchEncoder();
    expect(part<SearchCore>(entry.core)).toEqual({ sectionCounts: site.pages.map(() => 3), titleLengths: site.pages.map(([title]) => encoder.encode(title).length) });
  });

  it('keeps the words of titles and headings apart, for correcting misspellings', () => {
    expect(part<string[]>(entry.vocabulary)).toContain('authentication');
    expect(part<string[]>(entry.vocabulary)).toContain('limits');
  });

  it('refuses sections that do not follow their pages in order', () => {
    const shuffled = { ...site, sections: [site.sections[3]!, ...site.sections.slice(0, 3), ...site.sections.slice(4)] };
    expect(() => buildSearchParts(shuffled, () => '')).toThrow(/follow their pages in order/);
  });
});
