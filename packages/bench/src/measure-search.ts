import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { addExcerpts, importSearchData, querySearch, type LoadedSearch, type SearchData, type SearchIndexEntry, type SearchTextShard } from '@docs/shared/search';
import { median } from './format-report.js';
import { createRandom } from './random.js';
import type { Bytes } from './measure-page-weight.js';
import { formatTable } from './format-table.js';

export interface SearchMeasurement {
  site: string;
  pages: number;
  sections: number;
  /** The `index` stage of the build, median over the runs, in ms. */
  buildMs: number;
  /** What the first search downloads: the entry and the data file. */
  firstLoad: Bytes;
  /** All text shards together, and their count; a search fetches only the shards of the hits it shows. */
  textShards: Bytes & { count: number };
  /** Parsing and importing the data file, as the browser does on first use, in ms. */
  importMs: number;
  /** Ranking plus excerpts, per query, in ms. */
  queryMs: { median: number; p95: number; queries: number };
}

const bytesOf = (text: string): Bytes => ({ raw: Buffer.byteLength(text), gzip: gzipSync(text, { level: 9 }).length });

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
}

/**
 * Queries a reader might type, drawn from the site's own titles and headings: one to three words,
 * the last often unfinished (search as you type), some with a typo (two letters swapped).
 */
export function sampleQueries(search: LoadedSearch, count: number, seed = 7): string[] {
  const r = createRandom(seed);
  const phrases = [...search.pages.map(([title]) => title), ...search.sections.flatMap(([, , headings]) => headings.slice(-1))];
  return Array.from({ length: count }, () => {
    const words = r.pick(phrases).split(/\s+/).filter((word) => /\w{3,}/.test(word));
    const start = r.int(0, Math.max(0, words.length - 1));
    const picked = words.slice(start, start + r.int(1, 3));
    let last = picked.pop() ?? 'signing';
    const roll = r.next();
    if (roll < 0.4 && last.length > 4) last = last.slice(0, r.int(3, last.length - 1));
    else if (roll < 0.55 && last.length > 4) {
      const at = r.int(1, last.length - 2);
      last = `${last.slice(0, at)}${last[at + 1]}${last[at]}${last.slice(at + 2)}`;
    }
    return [...picked, last].join(' ');
  });
}

/** Sizes of a built site's search index, and the time to load and query it (in this process, as the browser would). */
export async function measureSearch(site: string, out: string, buildMs: number, queryCount = 1_000): Promise<SearchMeasurement> {
  const entryText = await readFile(path.join(out, 'search-index.json'), 'utf8');
  const entry = JSON.parse(entryText) as SearchIndexEntry;
  const dataText = await readFile(path.join(out, entry.data), 'utf8');
  const imports: number[] = [];
  let search!: LoadedSearch;
  for (let run = 0; run < 5; run++) {
    const start = performance.now();
    search = importSearchData(JSON.parse(dataText) as SearchData);
    imports.push(performance.now() - start);
  }
  const shards = { raw: 0, gzip: 0, count: 0 };
  for (const [shard, url] of search.textShards.entries()) {
    const text = await readFile(path.join(out, url), 'utf8');
    const bytes = bytesOf(text);
    shards.raw += bytes.raw;
    shards.gzip += bytes.gzip;
    shards.count++;
    search.loadedShards.set(shard, JSON.parse(text) as SearchTextShard);
  }
  const queries = sampleQueries(search, queryCount);
  for (const query of queries.slice(0, 50)) addExcerpts(search, querySearch(search, query)); // warm up
  const times = queries.map((query) => {
    const start = performance.now();
    addExcerpts(search, querySearch(search, query, { pages: 8, hitsPerPage: 3 }));
    return performance.now() - start;
  });
  const entryBytes = bytesOf(entryText);
  const dataBytes = bytesOf(dataText);
  return {
    site,
    pages: search.pages.length,
    sections: search.sections.length,
    buildMs,
    firstLoad: { raw: entryBytes.raw + dataBytes.raw, gzip: entryBytes.gzip + dataBytes.gzip },
    textShards: shards,
    importMs: median(imports),
    queryMs: { median: median(times), p95: percentile(times, 0.95), queries: times.length },
  };
}

const kb = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} KB`);

/** The search table of the benchmark report. */
export function formatSearch(measurements: readonly SearchMeasurement[]): string {
  const header = ['site', 'sections', 'index build', 'first search loads (raw / gzip)', 'text shards (count, raw / gzip)', 'load', 'query median / p95'];
  const rows = measurements.map((m) => [
    m.site,
    m.sections.toLocaleString('en'),
    `${(m.buildMs / 1000).toFixed(2)} s`,
    `${kb(m.firstLoad.raw)} / ${kb(m.firstLoad.gzip)}`,
    `${m.textShards.count}, ${kb(m.textShards.raw)} / ${kb(m.textShards.gzip)}`,
    `${m.importMs.toFixed(0)} ms`,
    `${m.queryMs.median.toFixed(2)} / ${m.queryMs.p95.toFixed(2)} ms (${m.queryMs.queries} queries)`,
  ]);
  return formatTable('Search index', header, rows);
}
