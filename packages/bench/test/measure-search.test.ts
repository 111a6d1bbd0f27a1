import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSearchIndex, buildSearchRecords } from '@docs/generator';
import type { Route } from '@docs/shared';
import { importSearchData } from '@docs/shared/search';
import { measureSearch, sampleQueries } from '../src/measure-search.js';

const route = (path: string, title: string): Route => ({ path, kind: 'doc', title, description: '', headings: [], toc: [], breadcrumbs: [], hasSidebar: true });
const pages = ['Create a signing', 'Remind recipients', 'Verify webhook signatures'].map((title, index) => ({
  route: route(`/docs/page-${index}`, title),
  html: `<main><h1>${title}</h1><p>About ${title.toLowerCase()}.</p><h2 id="details">Details of ${title}</h2><p>More words here.</p></main>`,
}));

async function writeIndex(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'search-bench-'));
  for (const file of buildSearchIndex(buildSearchRecords(pages)).files) {
    await mkdir(path.dirname(path.join(dir, file.path)), { recursive: true });
    await writeFile(path.join(dir, file.path), 'contents' in file ? file.contents : '');
  }
  return dir;
}

describe('measureSearch', () => {
  it('reports the index sizes, and times as many queries as asked', async () => {
    const result = await measureSearch('tiny', await writeIndex(), 12, 40);
    expect(result).toMatchObject({ site: 'tiny', pages: 3, sections: 6, buildMs: 12 });
    expect(result.firstLoad.gzip).toBeGreaterThan(0);
    expect(result.firstLoad.gzip).toBeLessThan(result.firstLoad.raw);
    expect(result.textShards.count).toBeGreaterThan(0);
    expect(result.queryMs.queries).toBe(40);
    expect(result.queryMs.p95).toBeGreaterThanOrEqual(result.queryMs.median);
  });
});

describe('sampleQueries', () => {
  it('draws the same queries for the same seed, from the words of titles and headings', async () => {
    const file = buildSearchIndex(buildSearchRecords(pages)).files.find((f) => f.path.startsWith('assets/search.'))!;
    const search = importSearchData(JSON.parse('contents' in file ? String(file.contents) : '{}'));
    const queries = sampleQueries(search, 30);
    expect(sampleQueries(search, 30)).toEqual(queries);
    const vocabulary = pages.flatMap(({ route }) => [...route.title.toLowerCase().split(' '), 'details', 'of']).join(' ');
    for (const query of queries) for (const word of query.toLowerCase().split(' ')) expect(vocabulary.includes(word.slice(0, 3)), query).toBe(true);
  });
});
