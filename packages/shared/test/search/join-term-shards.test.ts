import { describe, expect, it } from 'vitest';
import { joinTermShards } from '../../src/search/join-term-shards.js';
import { capPostings } from '../../src/search/cap-postings.js';
import { encodePostings } from '../../src/search/encode-postings.js';
import { createSearchBlockBuilder, FIELD_TOKENIZE, PAGE_FIELDS, POSTINGS_PER_TERM, SEARCH_FIELDS, type PostingsBlock, type SearchContent, type SearchField, type SearchPage, type SearchSection } from '../../src/search/index.js';

/**
 * The term shards of blocks as the index defines them, written the plain way: every block's postings
 * merged into lists per term, the best `POSTINGS_PER_TERM` kept, encoded and written as JSON.
 */
function referenceTermShards(blocks: readonly PostingsBlock[], shardSize: number): { firstTerm: string; contents: string }[] {
  const merged = new Map<string, Partial<Record<SearchField, { slots: number[][]; whole: Set<number>; sole: Set<number> }>>>();
  let firstPage = 0;
  let firstSection = 0;
  for (const block of blocks) {
    for (const field of SEARCH_FIELDS) {
      const offset = (PAGE_FIELDS as readonly SearchField[]).includes(field) ? firstPage : firstSection;
      const flat = block.postings[field];
      for (let at = 0; at < flat.length; ) {
        const term = block.terms[flat[at++]!]!;
        const fields = merged.get(term) ?? {};
        merged.set(term, fields);
        const list = (fields[field] ??= { slots: [], whole: new Set(), sole: new Set() });
        const slotCount = flat[at++]!;
        for (let slot = 0; slot < slotCount; slot++) {
          const length = flat[at++]!;
          const ids = Array.from(flat.subarray(at, at + length), (id) => id + offset);
          if (ids.length) (list.slots[slot] ??= []).push(...ids);
          at += length;
        }
        if (FIELD_TOKENIZE[field] !== 'forward') continue;
        for (const marks of [list.whole, list.sole]) {
          const count = flat[at++]!;
          for (const id of flat.subarray(at, at + count)) marks.add(id + offset);
          at += count;
        }
      }
    }
    firstPage += block.pages;
    firstSection += block.sections;
  }
  const entries = [...merged.keys()].sort().map((term) => {
    const fields = merged.get(term)!;
    const postings = SEARCH_FIELDS.map((field) => {
      const list = fields[field];
      if (!list) return 0;
      const slots = capPostings(Array.from(list.slots, (ids) => ids ?? null), POSTINGS_PER_TERM);
      return encodePostings(slots, FIELD_TOKENIZE[field] === 'forward' ? list : undefined);
    });
    return { term, json: JSON.stringify([term, ...postings]) };
  });
  const shards: { firstTerm: string; contents: string }[] = [];
  let shard: typeof entries = [];
  let size = 0;
  for (const entry of entries) {
    if (size > 0 && size + entry.json.length > shardSize) {
      shards.push({ firstTerm: shard[0]!.term, contents: `[${shard.map(({ json }) => json).join(',')}]` });
      shard = [];
      size = 0;
    }
    shard.push(entry);
    size += entry.json.length + 1;
  }
  if (shard.length) shards.push({ firstTerm: shard[0]!.term, contents: `[${shard.map(({ json }) => json).join(',')}]` });
  if (shards[0]) shards[0].firstTerm = '';
  return shards;
}

/** Words that recur on far more pages than a term keeps, rare ones, and words in other scripts. */
const WORDS = ['signing', 'recipient', 'webhook', 'document', 'signé', 'größe', 'заявка', '署名', 'audit', 'envelope', 'reminder', 'template'];

/** Pages from a seeded generator: titles, keywords and headings matched by prefix, texts by whole word, a page now and then with no section text. */
function makeContent(pageCount: number, seed: number, vocabulary: readonly string[] = WORDS): SearchContent {
  let state = seed;
  const random = (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % below;
  };
  const word = () => (random(5) === 0 ? `${vocabulary[random(vocabulary.length)]}${random(400)}` : vocabulary[random(vocabulary.length)]!);
  const words = (count: number) => Array.from({ length: count }, word).join(' ');
  const pages: SearchPage[] = [];
  const sections: SearchSection[] = [];
  const texts: string[] = [];
  for (let page = 0; page < pageCount; page++) {
    pages.push(random(3) ? [words(1 + random(3)), `/docs/p${page}`, 'Guides'] : [words(2), `/docs/api/p${page}`, 'API', `POST /v1/${word()} ${word()}`]);
    for (let section = 0; section < 1 + random(4); section++) {
      sections.push([page, section ? `s${section}` : '', section ? [words(1 + random(2))] : []]);
      texts.push(random(7) === 0 ? '' : words(random(30)));
    }
  }
  return { pages, sections, texts };
}

/** The content of pages `from` to `to`, numbered from 0 as a block's are. */
function slice(content: SearchContent, from: number, to: number): SearchContent {
  const first = content.sections.findIndex(([page]) => page >= from);
  const end = content.sections.findIndex(([page]) => page >= to);
  const last = end < 0 ? content.sections.length : end;
  return { pages: content.pages.slice(from, to), sections: content.sections.slice(first, last).map(([page, anchor, headings]): SearchSection => [page - from, anchor, headings]), texts: content.texts.slice(first, last) };
}

describe('term shards joined from blocks', () => {
  const build = createSearchBlockBuilder();
  const content = makeContent(1_200, 7);

  it('hold what merging every block into lists and writing them as JSON gives, capped terms, marks and other scripts included', () => {
    for (const cuts of [[0, 1_200], [0, 1, 2, 600, 1_199, 1_200], [0, 100, 250, 400, 550, 700, 850, 1_000, 1_200]]) {
      const blocks = cuts.slice(1).map((to, index) => build.postings(slice(content, cuts[index]!, to)));
      for (const shardSize of [1, 500, 24_000]) expect(joinTermShards(blocks, shardSize)).toEqual(referenceTermShards(blocks, shardSize));
    }
    // The content does reach the cap and the marks, so the comparison covers them.
    const entries = JSON.parse(referenceTermShards([build.postings(content)], 1e9)[0]!.contents) as [string, ...(0 | (0 | number[])[])[]][];
    const ids = (postings: 0 | (0 | number[])[]) => (postings ? postings.flatMap((slot) => slot || []) : []);
    expect(entries.some(([, ...fields]) => fields.some((postings) => ids(postings).length === POSTINGS_PER_TERM))).toBe(true);
    // Titles hold words alone (marked 2) and whole words (marked 1).
    expect(new Set(entries.flatMap(([, title]) => ids(title ?? 0).map((value) => value % 3)))).toEqual(new Set([0, 1, 2]));
  });

  it('fill each shard up to its size in characters of JSON, as the browser reads it, not in bytes', () => {
    const blocks = [build.postings(makeContent(300, 11, ['signé', 'größe', 'заявка', '署名', 'überweisung']))];
    const shards = joinTermShards(blocks, 2_000);
    expect(shards.length).toBeGreaterThan(5);
    for (const [index, shard] of shards.slice(0, -1).entries()) {
      const next = JSON.stringify((JSON.parse(shards[index + 1]!.contents) as unknown[])[0]);
      // Within its size, and the next shard's first term would not have fitted.
      expect(shard.contents.length - 1).toBeLessThanOrEqual(2_000);
      expect(shard.contents.length - 1 + next.length).toBeGreaterThan(2_000);
    }
    expect(shards.filter((shard) => new TextEncoder().encode(shard.contents).length > shard.contents.length).length).toBeGreaterThan(2);
  });

  it('are none for no blocks, and refuse a block that names a term or a document it does not hold', () => {
    expect(joinTermShards([], 100)).toEqual([]);
    const block = build.postings(makeContent(20, 3));
    expect(() => joinTermShards([{ ...block, terms: block.terms.slice(0, 1) }], 100)).toThrow(/names a term it does not hold/);
    expect(() => joinTermShards([{ ...block, pages: 1 }], 100)).toThrow(/names a document it does not hold/);
  });

  it('leave out a term that no field has postings for', () => {
    const block = build.postings(makeContent(20, 3));
    expect(joinTermShards([{ ...block, terms: [...block.terms, 'unposted'] }], 1e9)).toEqual(joinTermShards([block], 1e9));
  });
});
