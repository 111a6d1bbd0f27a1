import { describe, expect, it } from 'vitest';
import {
  createSearchBlockBuilder,
  decodeSearchBlock,
  encodeSearchBlock,
  joinSearchBlocks,
  loadWholeSearch,
  querySearch,
  sectionText,
  type NamePart,
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

/** The content of pages `from` to `to`, as a block sees it: its pages numbered from 0. */
function slice(content: SearchContent, from: number, to: number): SearchContent {
  const first = content.sections.findIndex(([page]) => page >= from);
  const end = content.sections.findIndex(([page]) => page >= to);
  const last = end < 0 ? content.sections.length : end;
  const sections = content.sections.slice(first, last).map(([page, anchor, headings]): SearchSection => [page - from, anchor, headings]);
  return { pages: content.pages.slice(from, to), sections, texts: content.texts.slice(first, last) };
}

const SIZES = { termShard: 2_000, pageShard: 2_000, textShard: 2_000 };

/** Parts by URL, each URL saying its kind and contents, as content-hashed names do. */
function createParts() {
  const parts = new Map<string, string>();
  const name: NamePart = (kind, contents) => {
    const url = `/${kind}/${contents.length}-${[...contents].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7)}`;
    parts.set(url, contents);
    return url;
  };
  return { parts, name };
}

/** The index of `content` made from blocks cut at `cuts`, every part loaded, and the parts by URL. */
async function indexCutAt(content: SearchContent, cuts: readonly number[], onePostingsBlock = false) {
  const { parts, name } = createParts();
  const build = createSearchBlockBuilder();
  const blocks = cuts.slice(1).map((to, index) => build.block(slice(content, cuts[index]!, to), name, SIZES));
  const entry = joinSearchBlocks(blocks, onePostingsBlock ? [build.postings(content)] : blocks, name, SIZES);
  parts.set('/search-index.json', JSON.stringify(entry));
  const search = await loadWholeSearch(async (url) => JSON.parse(parts.get(url)!) as unknown);
  return { entry, parts, search, blocks };
}

/** What a reader gets of an index: its pages, sections and texts, and the results of some queries. */
function readerView(search: Awaited<ReturnType<typeof indexCutAt>>['search'], content: SearchContent) {
  return {
    pages: search.pages,
    sections: search.sections,
    texts: content.sections.map((_, section) => sectionText(search, section)),
    results: ['webhook', 'sign', 'recipient cancel', 'create12', 'post'].map((query) => querySearch(search, query, { pages: 20 })),
  };
}

describe('search blocks', () => {
  const content = makeContent(900);

  // Indexes 900 pages five times: seconds of work, which a loaded 2-core machine can stretch past the default 5 s.
  it('make the same index of all pages however the pages are cut: the same terms, core and vocabulary, and the same pages, texts and results', async () => {
    const whole = await indexCutAt(content, [0, 900]);
    expect(readerView(whole.search, content).pages).toEqual(content.pages);
    expect(readerView(whole.search, content).sections).toEqual(content.sections);
    expect(readerView(whole.search, content).texts).toEqual(content.texts);
    const spanning = (index: Awaited<ReturnType<typeof indexCutAt>>) => [index.entry.terms.map(([, url]) => index.parts.get(url)), index.parts.get(index.entry.core), index.parts.get(index.entry.vocabulary)];
    for (const cuts of [[0, 1, 450, 900], [0, 100, 101, 350, 700, 899, 900]]) {
      const cut = await indexCutAt(content, cuts);
      expect(spanning(cut)).toEqual(spanning(whole));
      expect(readerView(cut.search, content)).toEqual(readerView(whole.search, content));
      // The postings of every page in one block (a build without kept blocks) make the same index too.
      const onePostingsBlock = await indexCutAt(content, cuts, true);
      expect([...onePostingsBlock.parts].sort()).toEqual([...cut.parts].sort());
    }
  }, 30_000);

  it('make the same shards of a run of pages wherever the run falls in the site', async () => {
    const alone = createSearchBlockBuilder().block(slice(content, 300, 600), createParts().name, SIZES);
    const { blocks } = await indexCutAt(content, [0, 17, 300, 600, 900]);
    expect(blocks[2]!.pageShards).toEqual(alone.pageShards);
    const shifted = await indexCutAt({ ...slice(content, 200, 900) }, [0, 100, 400, 700]);
    expect(shifted.blocks[1]!.pageShards).toEqual(alone.pageShards);
  });

  it('come back from their bytes unchanged', async () => {
    const { blocks } = await indexCutAt(content, [0, 300, 900]);
    // Read as a file may be: a view of larger bytes, at an offset no Int32Array could start at.
    const atOffset = (bytes: Uint8Array) => {
      const larger = new Uint8Array(bytes.length + 3);
      larger.set(bytes, 3);
      return larger.subarray(3);
    };
    const read = blocks.map((block) => decodeSearchBlock(atOffset(encodeSearchBlock(block)))!);
    expect(read).toEqual(blocks);
  });

  it('must cover the pages of the runs', async () => {
    const build = createSearchBlockBuilder();
    const { name } = createParts();
    expect(() => joinSearchBlocks([build.parts(content, name, SIZES)], [build.postings(slice(content, 0, 899))], name, SIZES)).toThrow(/cover 899 pages/);
  });

  it('are not read from bytes cut short, lengthened or of another format', () => {
    const bytes = encodeSearchBlock(createSearchBlockBuilder().block(slice(content, 0, 50), createParts().name, SIZES));
    expect(decodeSearchBlock(bytes.subarray(0, bytes.length - 4))).toBeUndefined();
    expect(decodeSearchBlock(new Uint8Array([...bytes, 0, 0, 0, 0]))).toBeUndefined();
    expect(decodeSearchBlock(new Uint8Array(10))).toBeUndefined();
    const otherFormat = bytes.slice();
    otherFormat[0]! ^= 0xff;
    expect(decodeSearchBlock(otherFormat)).toBeUndefined();
  });
});

describe("a run's title lengths", () => {
  const run = (title: string): SearchContent => ({ pages: [[title, '/docs/page', '']], sections: [[0, '', []]], texts: ['text'] });
  const noName: NamePart = (kind) => `/assets/search-${kind}.json`;

  it("count a title's words alike whatever titles the builder counted before", () => {
    const fresh = createSearchBlockBuilder().parts(run('Cancelled canceled envelopes'), noName).titleLengths;
    const build = createSearchBlockBuilder();
    build.parts(run('Canceled envelopes'), noName);
    build.postings(run('Canceled envelopes'));
    expect(build.parts(run('Cancelled canceled envelopes'), noName).titleLengths).toEqual(fresh);
  });
});
