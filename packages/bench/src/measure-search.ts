import {
  addExcerpts,
  createPartLoader,
  loadSearchResults,
  loadWholeSearch,
  missingTexts,
  openSearch,
  querySearch,
  SEARCH_INDEX_PATH,
  type LoadedSearch,
  type LoadParts,
  type SearchCore,
  type SearchIndexEntry,
} from '@docs/shared/search';
import { median, percentile } from './format-report.js';
import type { Bytes } from './measure-page-weight.js';
import { formatTable } from './format-table.js';
import { createPartReader, type SearchPartReader } from './read-search-parts.js';
import { sampleQueries } from './sample-queries.js';

export { sampleQueries } from './sample-queries.js';

/** Median and 95th percentile of a measure over the queries. */
export interface Spread {
  median: number;
  p95: number;
}

export interface SearchMeasurement {
  site: string;
  pages: number;
  sections: number;
  /** The `index` stage of the build (the index from the search records), median over the runs, in ms. */
  buildMs: number;
  /** The `records` stage (finding the search records in the rendered pages), median over the runs, in ms. */
  recordsMs: number;
  /** Every file of the index, and their count. */
  files: Bytes & { count: number };
  /** What every search loads first: the entry and the core. */
  alwaysLoaded: Bytes;
  /** Gzipped bytes a first search downloads (always loaded part, shards, excerpt texts), over the queries. */
  firstSearch: Spread;
  /** Gzipped bytes each later query downloads, the queries run one after another as a reader would. */
  laterQuery: Spread;
  /** The same, each query typed letter by letter with the results of every keystroke shown (a slow typist's worst case). */
  laterTypedQuery: Spread;
  /** Opening the index from the entry and the core, as the browser does on first use, in ms. */
  importMs: number;
  /** Ranking plus excerpts, per query, with the parts it needs loaded, in ms. */
  queryMs: Spread & { queries: number };
  /** A query as the browser runs it: ranking in rounds, parsing and adding the parts it fetched, excerpts, in ms. */
  queryWithPartsMs: Spread;
}

/** The options of the search dialog, whose results the first search shows. */
const DIALOG = { pages: 8, hitsPerPage: 3 };

const spread = (values: number[]): Spread => ({ median: median(values), p95: percentile(values, 0.95) });

/** A reader's visit: the index opened from the entry and core, and the gzipped bytes fetched so far. */
interface Visit {
  search: LoadedSearch;
  load: LoadParts;
  bytes: number;
}

async function openVisit(reader: SearchPartReader): Promise<Visit> {
  const entry = (await reader.fetchPart(SEARCH_INDEX_PATH)) as SearchIndexEntry;
  const search = openSearch(entry, (await reader.fetchPart(entry.core)) as SearchCore);
  const visit: Visit = { search, bytes: (await sizeOf(reader, [SEARCH_INDEX_PATH, entry.core])).gzip, load: async () => undefined };
  // The loader fetches each part once per visit: the bytes of a part count the first time.
  visit.load = createPartLoader(search, async (url) => {
    // Parts arrive side by side: add the size once it is known, not to the total as it was before.
    const { gzip } = await reader.bytesOf(url);
    visit.bytes += gzip;
    return reader.fetchPart(url);
  });
  return visit;
}

/** Runs a query as the search dialog does: the parts its ranking and results need, then the texts of its excerpts. */
async function runQuery(visit: Visit, query: string): Promise<void> {
  const results = await loadSearchResults(visit.search, query, DIALOG, visit.load);
  await visit.load(missingTexts(visit.search, results));
  addExcerpts(visit.search, results);
}

async function sizeOf(reader: SearchPartReader, urls: string[]): Promise<Bytes> {
  const total = { raw: 0, gzip: 0 };
  for (const url of urls) {
    const bytes = await reader.bytesOf(url);
    total.raw += bytes.raw;
    total.gzip += bytes.gzip;
  }
  return total;
}

/** Every file the entry names, directly or through the page shards. */
function allParts(search: LoadedSearch): string[] {
  const { entry } = search;
  const texts = [...search.textShards.values()].flat().map(([, url]) => url);
  return [SEARCH_INDEX_PATH, entry.core, entry.vocabulary, ...entry.terms.map(([, url]) => url), ...entry.pages.map(([, url]) => url), ...texts];
}

/**
 * Sizes of a built site's search index, what searching it downloads, and the time to open and query
 * it (in this process, as the browser would). The downloads are those of the search dialog: for the
 * first search, each query on a new visit; for later ones, all the queries in turn on one visit.
 */
export async function measureSearch(site: string, out: string, timings: { buildMs: number; recordsMs: number }, queryCount = 1_000): Promise<SearchMeasurement> {
  const reader = createPartReader(out);
  const whole = await loadWholeSearch(reader.fetchPart);
  const queries = sampleQueries(whole, queryCount);
  const parts = allParts(whole);
  const files = { ...(await sizeOf(reader, parts)), count: parts.length };
  const alwaysLoaded = await sizeOf(reader, [SEARCH_INDEX_PATH, whole.entry.core]);

  const opens: number[] = [];
  for (let run = 0; run < 5; run++) {
    const start = performance.now();
    await openVisit(reader);
    opens.push(performance.now() - start);
  }

  const firstSearch: number[] = [];
  for (const query of queries) {
    const visit = await openVisit(reader);
    await runQuery(visit, query);
    firstSearch.push(visit.bytes);
  }

  const visit = await openVisit(reader);
  const laterQuery: number[] = [];
  const withParts: number[] = [];
  for (const query of queries) {
    const before = visit.bytes;
    const start = performance.now();
    await runQuery(visit, query);
    withParts.push(performance.now() - start);
    laterQuery.push(visit.bytes - before);
  }
  const typing = await openVisit(reader);
  const laterTypedQuery: number[] = [];
  for (const query of queries) {
    const before = typing.bytes;
    for (let length = 1; length <= query.length; length++) if (query.slice(0, length).trim()) await runQuery(typing, query.slice(0, length));
    laterTypedQuery.push(typing.bytes - before);
  }
  // The first query of a visit downloaded the always-loaded part and more: it is a first search, not a later one.
  laterQuery.shift();
  laterTypedQuery.shift();

  // Every part each query needs is loaded now: what is left is ranking and excerpts.
  const times = queries.map((query) => {
    const start = performance.now();
    addExcerpts(visit.search, querySearch(visit.search, query, DIALOG));
    return performance.now() - start;
  });
  return {
    site,
    pages: whole.pages.length,
    sections: whole.sections.length,
    ...timings,
    files,
    alwaysLoaded,
    firstSearch: spread(firstSearch),
    laterQuery: spread(laterQuery),
    laterTypedQuery: spread(laterTypedQuery),
    importMs: median(opens),
    queryMs: { ...spread(times), queries: times.length },
    queryWithPartsMs: spread(withParts),
  };
}

const kb = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} KB`);

/** The search table of the benchmark report. */
export function formatSearch(measurements: readonly SearchMeasurement[]): string {
  const header = [
    'site',
    'sections',
    'records / index build',
    'files (count, raw / gzip)',
    'always loaded (gzip)',
    'first search (gzip, median / p95)',
    'each later query (gzip, median / p95)',
    'typed letter by letter',
    'load',
    'query median / p95',
    'with its parts median / p95',
  ];
  const rows = measurements.map((m) => [
    m.site,
    m.sections.toLocaleString('en'),
    `${(m.recordsMs / 1000).toFixed(2)} s / ${(m.buildMs / 1000).toFixed(2)} s`,
    `${m.files.count}, ${kb(m.files.raw)} / ${kb(m.files.gzip)}`,
    kb(m.alwaysLoaded.gzip),
    `${kb(m.firstSearch.median)} / ${kb(m.firstSearch.p95)}`,
    `${kb(m.laterQuery.median)} / ${kb(m.laterQuery.p95)}`,
    `${kb(m.laterTypedQuery.median)} / ${kb(m.laterTypedQuery.p95)}`,
    `${m.importMs.toFixed(1)} ms`,
    `${m.queryMs.median.toFixed(2)} / ${m.queryMs.p95.toFixed(2)} ms (${m.queryMs.queries} queries)`,
    `${m.queryWithPartsMs.median.toFixed(2)} / ${m.queryWithPartsMs.p95.toFixed(2)} ms`,
  ]);
  return formatTable('Search index', header, rows);
}
