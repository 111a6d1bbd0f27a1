import { describe, expect, it } from 'vitest';
import { buildTargets } from '../src/build-targets.js';
import { formatTargets } from '../src/format-targets.js';
import type { SiteResult } from '../src/format-report.js';

const result = (name: string, ...seconds: number[]): SiteResult => ({ name, pages: 10, samples: seconds.map((s) => ({ seconds: s, maxRssMb: 100, stages: {} })) });

describe('buildTargets and formatTargets', () => {
  const rows = buildTargets({
    comparisons: [{ name: 'real 231', pages: 231, ours: [{ seconds: 2, maxRssMb: 1, cpuSeconds: 1 }], hugo: [{ seconds: 1, maxRssMb: 1, cpuSeconds: 1 }] }],
    ourSite: result('our site', 1.1, 1.3, 1.0),
    richApi: result('rich', 5, 4, 6),
    richApiLargestPageKb: 612.4,
    richApiLargestPageGzipKb: 88.6,
    ourCreateSigningKb: 58.2,
    help: { ms: { median: 151, min: 140, max: 200 }, runs: 10 },
    brokenLinks: { links: 2_000, reported: 2_000, checkMs: [300, 200, 400] },
  });

  it('gives each measured target a row with its median and a verdict', () => {
    expect(rows.map((row) => [row.measured, row.limit, row.verdict])).toEqual([
      ['2.00×', '≤ 2.5×', 'ok'],
      ['1.10 s', '≤ 1.2 s', 'ok'],
      ['5.00 s', '≤ 3 s', 'OVER'],
      ['100 MB', '≤ 400 MB', 'ok'],
      ['612 KB', '≤ 600 KB', 'OVER'],
      ['58 KB', '≤ 60 KB', 'ok'],
      ['151 ms', '≤ 150 ms', 'OVER'],
      // 300 ms for 2,000 links.
      ['0.150 s', '≤ 1 s', 'ok'],
    ]);
  });

  it('says how much the largest operation page weighs gzipped, as a reader downloads it', () => {
    expect(rows.find((row) => row.target.includes('largest operation page'))?.note).toBe('89 KB gzipped');
  });

  it('does not judge a link check that missed some of the broken links', () => {
    const [row] = buildTargets({ comparisons: [], brokenLinks: { links: 2_000, reported: 1_000, checkMs: [10] } });
    expect(row).toMatchObject({ verdict: 'not measured', note: 'check stage 10 ms median, but the build reported 1000 of the 2000 broken links' });
  });

  it('judges builds with the cache against Hugo\'s cold build, and the cache\'s size against the output\'s', () => {
    const measurement = { site: 'real 2,000', warmSeconds: [0.5, 0.9, 0.7], pageEditedSeconds: [1.2, 1.1, 1.3], templateEditedSeconds: [9, 9, 9], cacheBytes: 300, outputBytes: 100, peakMb: 900 };
    const cachedRows = buildTargets({
      comparisons: [],
      cached: [{ measurement, pages: 2_000, hugoSeconds: 10 }, { measurement: { ...measurement, site: 'real 10,000', peakMb: 1_100, dev: { site: 'real 10,000', firstPageSeconds: 2.5, reloadMs: { median: 150, p95: 240, max: 260, edits: 20 }, peakMb: 1_400 } }, pages: 10_000 }, { measurement: { ...measurement, site: 'rich' }, richApi: true }],
    });
    expect(cachedRows.map((row) => [row.target, row.measured, row.verdict])).toEqual([
      ['warm build, nothing changed, 2,000 pages (ours/Hugo cold)', '0.07×', 'ok'],
      ['build with one page edited, 2,000 pages (ours/Hugo cold)', '0.12×', 'OVER'],
      ['build cache size over output size, 2,000 pages', '3.00×', 'OVER'],
      ['peak memory with the build cache, 10,000 pages', '1100 MB', 'OVER'],
      ['docs dev on the build cache, first page served, 10,000 pages', '2.50 s', 'ok'],
      ['docs dev, save → reload p95, 10,000 pages', '240 ms', 'OVER'],
      ['docs dev, peak memory, 10,000 pages', '1400 MB', 'ok'],
      ['build cache size over output size, 10,000 pages', '3.00×', 'OVER'],
      ['300 operations, 1,500 schemas, warm', '0.70 s', 'OVER'],
      ['build cache size over output size, rich', '3.00×', 'OVER'],
    ]);
  });

  it('judges public descriptions by whether each builds, and by the memory of the largest', () => {
    const build = (name: string, exitCode: number, maxRssMb: number) => ({ name, exitCode, seconds: 1, maxRssMb, outputMb: 1, brokenLinks: 0, count: 1, median: 1, largest: 1, largestGzip: 1 });
    const publicRows = buildTargets({ comparisons: [], publicDescriptions: [build('Stripe', 0, 440), build('GitHub', 1, 350), build('OpenAI', 0, 130)] });
    expect(publicRows.map((row) => [row.target, row.measured, row.verdict, row.note])).toEqual([
      ['public descriptions that build', '2 of 3', 'OVER', 'failed: GitHub'],
      ['public descriptions, peak memory of the largest', '440 MB', 'OVER', 'Stripe'],
    ]);
  });

  it('leaves out what the run did not measure (--only)', () => {
    expect(buildTargets({ comparisons: [] })).toEqual([]);
  });

  it('prints a table that counts the targets met', () => {
    const table = formatTargets(rows);
    expect(table.split('\n')[0]).toBe('Targets: 5 of 8 met');
    expect(table).toMatch(/docs --help in a new process\s+151 ms\s+≤ 150 ms\s+OVER/);
  });

  it('judges the memory of the largest corpus and the speedup of the worker pool', () => {
    const large = buildTargets({
      comparisons: [{ name: 'real 10,000', pages: 10_000, ours: [{ seconds: 300, maxRssMb: 900, cpuSeconds: 500 }, { seconds: 310, maxRssMb: 1100, cpuSeconds: 500 }, { seconds: 290, maxRssMb: 950, cpuSeconds: 500 }], hugo: [] }],
      parallel: { pages: 2_000, parallelSeconds: [30, 31, 29], singleThreadSeconds: [50, 52, 49] },
    });
    expect(large.map((row) => [row.target, row.measured, row.verdict])).toEqual([
      ['speed against Hugo, 10,000 pages (ours/Hugo)', '–', 'not measured'],
      ['peak memory, 10,000 pages', '950 MB', 'ok'],
      ['speed on every core over one thread, 2,000 pages', '1.67×', 'OVER'],
    ]);
  });
});

describe('the worker pool target', () => {
  it('says beside the speedup how much two one-thread builds at once gain on the machine', () => {
    const [row] = buildTargets({ comparisons: [], parallel: { pages: 2_000, parallelSeconds: [20, 21], singleThreadSeconds: [27, 28], twoAtOnceSeconds: [43, 44, 45] } });
    expect(row!.measured).toBe('1.34×');
    expect(row!.note).toBe("20.50 s against 27.50 s (--workers 0); two one-thread builds at once: 44.00 s, 1.25× the work of one in its time (the machine's ceiling)");
  });
  it('judges the search index of a 10,000-page site by what a reader downloads, in KB, and by its build', () => {
    const search = (pages: number) => ({
      site: 'real', pages, sections: 60_000, buildMs: 3_400, recordsMs: 0,
      files: { count: 8_000, raw: 0, gzip: 0 }, alwaysLoaded: { raw: 0, gzip: 0 },
      firstSearch: { median: 70 * 1024, p95: 310 * 1024 }, laterQuery: { median: 10 * 1024, p95: 33 * 1024 }, laterTypedQuery: { median: 0, p95: 0 },
      importMs: 1, queryMs: { median: 1, p95: 2, queries: 1_000 }, queryWithPartsMs: { median: 1, p95: 2 },
    });
    const rows = buildTargets({ comparisons: [], search: [search(231), search(10_000)] });
    expect(rows.map((row) => [row.target, row.measured, row.verdict])).toEqual([
      ['first search download, real (10,000 pages indexed) (gzip, p95)', '310.0 KB', 'OVER'],
      ["each later query's download, real (10,000 pages indexed) (gzip, p95)", '33.0 KB', 'ok'],
      ['search index build, real (10,000 pages indexed) (index stage, cold)', '3.40 s', 'OVER'],
    ]);
  });
});
