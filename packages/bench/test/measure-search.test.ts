import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSearchRecords } from '@docs/generator';
import { buildSearchIndex } from '@docs/generator/search-index';
import type { OutputFile, Route } from '@docs/shared';
import { loadWholeSearch } from '@docs/shared/search';
import { measureSearch, sampleQueries } from '../src/measure-search.js';

const route = (path: string, title: string): Route => ({ path, kind: 'doc', title, description: '', headings: [], toc: [], breadcrumbs: [], hasSidebar: true });
const pages = ['Create a signing', 'Remind recipients', 'Verify webhook signatures'].map((title, index) => ({
  route: route(`/docs/page-${index}`, title),
  sections: [
    { anchor: '', headings: [], text: `About ${title.toLowerCase()}.` },
    { anchor: 'details', headings: [`Details of ${title}`], text: 'More words here.' },
  ],
}));
const files = buildSearchIndex(buildSearchRecords(pages)).files;
const contents = (file: OutputFile) => ('contents' in file ? String(file.contents) : '');

async function writeIndex(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'search-bench-'));
  for (const file of files) {
    await mkdir(path.dirname(path.join(dir, file.path)), { recursive: true });
    await writeFile(path.join(dir, file.path), contents(file));
  }
  return dir;
}

describe('measureSearch', () => {
  it('reports the index sizes, what searches download, and times as many queries as asked', async () => {
    const result = await measureSearch('tiny', await writeIndex(), { buildMs: 12, recordsMs: 3 }, 40);
    expect(result).toMatchObject({ site: 'tiny', pages: 3, sections: 6, buildMs: 12, recordsMs: 3 });
    expect(result.files.count).toBe(files.length);
    expect(result.alwaysLoaded.gzip).toBeGreaterThan(0);
    expect(result.alwaysLoaded.gzip).toBeLessThan(result.alwaysLoaded.raw);
    // A first search loads the entry and the core and then some; on a site this small, later queries find it all loaded.
    expect(result.firstSearch.median).toBeGreaterThan(result.alwaysLoaded.gzip);
    expect(result.firstSearch.p95).toBeLessThanOrEqual(result.files.gzip);
    expect(result.laterQuery.p95).toBeLessThan(result.firstSearch.median);
    expect(result.queryMs.queries).toBe(40);
    expect(result.queryMs.p95).toBeGreaterThanOrEqual(result.queryMs.median);
  });
});

describe('sampleQueries', () => {
  it('draws the same queries for the same seed, from the words of titles and headings', async () => {
    const search = await loadWholeSearch(async (url) => JSON.parse(contents(files.find((file) => `/${file.path}` === url)!)) as unknown);
    const queries = sampleQueries(search, 30);
    expect(sampleQueries(search, 30)).toEqual(queries);
    const vocabulary = pages.flatMap(({ route }) => [...route.title.toLowerCase().split(' '), 'details', 'of']).join(' ');
    for (const query of queries) for (const word of query.toLowerCase().split(' ')) expect(vocabulary.includes(word.slice(0, 3)), query).toBe(true);
  });
});
