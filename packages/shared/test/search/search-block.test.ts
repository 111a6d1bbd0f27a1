import { describe, expect, it } from 'vitest';
import {
  buildSearchParts,
  createSearchBlockBuilder,
  decodeSearchBlock,
  encodeSearchBlock,
  type SearchContent,
  type SearchPage,
  type SearchSection,
} from '../../src/search/index.js';

const WORDS = ['signing', 'recipient', 'webhook', 'document', 'remind', 'cancel', 'template', 'signature', 'audit', 'envelope'];

/**
 * Pages whose words recur on far more than the 300 documents a term keeps, at varying positions (so in
 * every score slot), with titles, keywords and headings matched by prefix.
 */
function makeContent(pageCount: number): SearchContent {
  const pages: SearchPage[] = [];
  const sections: SearchSection[] = [];
  const texts: string[] = [];
  for (let page = 0; page < pageCount; page++) {
    const word = (offset: number) => WORDS[(page * 7 + offset) % WORDS.length]!;
    pages.push(page % 4 ? [`${word(0)} ${word(3)} guide ${page}`, `/docs/p${page}`, 'Guides'] : [`${word(1)} operation`, `/docs/api/p${page}`, 'API', `POST /v1/${word(2)}s create${page}`]);
    for (let section = 0; section < 1 + (page % 3); section++) {
      sections.push([page, section ? `part-${section}` : '', section ? [`${word(section)} and ${word(section + 5)}`] : []]);
      const filler = Array.from({ length: (page + section) % 9 }, (_, index) => `filler${index}`).join(' ');
      texts.push(`${filler} ${word(section)} the ${word(section + 2)} of page${page} ${word(4)} webhook`);
    }
  }
  return { pages, sections, texts };
}

/** The content of pages `from` to `to`, as a block sees it. */
function slice(content: SearchContent, from: number, to: number): SearchContent {
  const first = content.sections.findIndex(([page]) => page >= from);
  const end = content.sections.findIndex(([page]) => page >= to);
  const last = end < 0 ? content.sections.length : end;
  return { pages: content.pages.slice(from, to), sections: content.sections.slice(first, last), texts: content.texts.slice(first, last) };
}

/** Every part an index build names, by kind, with its contents. */
function partsOf(content: SearchContent, blocks?: Parameters<typeof buildSearchParts>[3]) {
  const parts: string[] = [];
  const entry = buildSearchParts(
    content,
    (kind, contents) => {
      parts.push(`${kind}:${contents}`);
      return `/${kind}-${parts.length}`;
    },
    { termShard: 2_000, pageShard: 2_000, textShard: 2_000 },
    blocks,
  );
  return { entry, parts };
}

describe('search blocks', () => {
  const content = makeContent(900);
  const whole = partsOf(content);

  it('merge into exactly the index of all pages at once, however the pages are cut', () => {
    const build = createSearchBlockBuilder();
    for (const cuts of [[0, 900], [0, 1, 450, 900], [0, 100, 101, 350, 700, 899, 900]]) {
      const blocks = cuts.slice(1).map((to, index) => build(slice(content, cuts[index]!, to)));
      expect(partsOf(content, blocks)).toEqual(whole);
    }
  });

  it('come back from their bytes unchanged', () => {
    const build = createSearchBlockBuilder();
    const blocks = [build(slice(content, 0, 300)), build(slice(content, 300, 900))];
    // Read as a file may be: a view of larger bytes, at an offset no Int32Array could start at.
    const atOffset = (bytes: Uint8Array) => {
      const larger = new Uint8Array(bytes.length + 3);
      larger.set(bytes, 3);
      return larger.subarray(3);
    };
    const read = blocks.map((block) => decodeSearchBlock(atOffset(encodeSearchBlock(block)))!);
    expect(read).toEqual(blocks);
    expect(partsOf(content, read)).toEqual(whole);
  });

  it('are not read from bytes cut short, lengthened or of another format', () => {
    const bytes = encodeSearchBlock(createSearchBlockBuilder()(slice(content, 0, 50)));
    expect(decodeSearchBlock(bytes.subarray(0, bytes.length - 4))).toBeUndefined();
    expect(decodeSearchBlock(new Uint8Array([...bytes, 0, 0, 0, 0]))).toBeUndefined();
    expect(decodeSearchBlock(new Uint8Array(10))).toBeUndefined();
    const otherFormat = bytes.slice();
    otherFormat[0]! ^= 0xff;
    expect(decodeSearchBlock(otherFormat)).toBeUndefined();
  });

  it('must cover every page indexed', () => {
    const build = createSearchBlockBuilder();
    expect(() => partsOf(content, [build(slice(content, 0, 899))])).toThrow(/cover 899 pages/);
  });
});
