import { BENCH_TARGETS, ratioLimitFor, verdictOf, type Verdict } from './bench-targets.js';
import { ratioOf, type Comparison } from './format-comparison.js';
import { median, type SiteResult } from './format-report.js';
import type { HelpMeasurement } from './measure-help.js';
import type { CachedBuildsMeasurement } from './measure-cached-builds.js';
import type { SearchMeasurement } from './measure-search.js';
import type { PublicDescriptionBuild } from './measure-public-descriptions.js';

export interface TargetRow {
  target: string;
  measured: string;
  limit: string;
  verdict: Verdict;
  note?: string;
}

export interface BrokenLinksMeasurement {
  /** Broken links written into the site, and how many the builds reported (median). */
  links: number;
  reported: number;
  /** The `check` stage of each build, in ms. */
  checkMs: number[];
}

/** The same corpus built on every core and on the main thread only, alternately. */
export interface ParallelMeasurement {
  pages: number;
  parallelSeconds: number[];
  singleThreadSeconds: number[];
  /**
   * Two one-thread builds run at once, until both finished: what the machine itself gives two busy
   * threads of this work (shared caches, memory bandwidth, a virtual core's sibling), beside which the
   * pool's speedup is read. Absent in older reports.
   */
  twoAtOnceSeconds?: number[];
}

export interface TargetInputs {
  comparisons: readonly Comparison[];
  parallel?: ParallelMeasurement;
  ourSite?: SiteResult;
  richApi?: SiteResult;
  /** The largest operation page of the 300-operation description, KB, and gzipped. */
  richApiLargestPageKb?: number;
  richApiLargestPageGzipKb?: number;
  /** This site's create-signing page, KB. */
  ourCreateSigningKb?: number;
  help?: HelpMeasurement;
  brokenLinks?: BrokenLinksMeasurement;
  cached?: readonly CachedBuildsResult[];
  /** A warm build with every docs version over one of the latest alone. */
  versionsWarmRatio?: number;
  /** The search index of each corpus measured. */
  search?: readonly SearchMeasurement[];
  /** Builds of public descriptions (Stripe's, GitHub's…), when they could be fetched. */
  publicDescriptions?: readonly PublicDescriptionBuild[];
}

/** Builds of one site with the cache, with its pages and Hugo's cold time when Hugo built it too. */
export interface CachedBuildsResult {
  measurement: CachedBuildsMeasurement;
  pages?: number;
  hugoSeconds?: number;
  /** The 300-operation description, which has a target of its own. */
  richApi?: boolean;
}

const medianSeconds = (result: SiteResult) => median(result.samples.map((s) => s.seconds));

/** One row per target that this run measured, with its verdict. */
export function buildTargets(inputs: TargetInputs): TargetRow[] {
  const rows: TargetRow[] = inputs.comparisons.map((comparison) => {
    const ratio = ratioOf(comparison);
    const limit = ratioLimitFor(comparison.pages);
    return {
      target: `speed against Hugo, ${comparison.pages.toLocaleString('en')} pages (ours/Hugo)`,
      measured: ratio === undefined ? '–' : `${ratio.toFixed(2)}×`,
      limit: `≤ ${limit}×`,
      verdict: verdictOf(ratio, limit),
      ...(comparison.hugoNote ? { note: `Hugo skipped: ${comparison.hugoNote}` } : {}),
    };
  });
  const largest = inputs.comparisons.find((comparison) => comparison.pages >= 10_000);
  if (largest) {
    const memory = median(largest.ours.map((sample) => sample.maxRssMb));
    rows.push({ target: `peak memory, ${largest.pages.toLocaleString('en')} pages`, measured: `${memory.toFixed(0)} MB`, limit: `≤ ${BENCH_TARGETS.largeSiteMemoryMb} MB`, verdict: verdictOf(memory, BENCH_TARGETS.largeSiteMemoryMb) });
  }
  if (inputs.parallel) {
    const { pages, parallelSeconds, singleThreadSeconds } = inputs.parallel;
    const speedup = median(singleThreadSeconds) / median(parallelSeconds);
    rows.push({
      target: `speed on every core over one thread, ${pages.toLocaleString('en')} pages`,
      measured: `${speedup.toFixed(2)}×`,
      limit: `≥ ${BENCH_TARGETS.parallelSpeedup}×`,
      verdict: speedup >= BENCH_TARGETS.parallelSpeedup ? 'ok' : 'OVER',
      note: `${median(parallelSeconds).toFixed(2)} s against ${median(singleThreadSeconds).toFixed(2)} s (--workers 0)${machineCeiling(inputs.parallel)}`,
    });
  }
  if (inputs.ourSite) {
    const time = medianSeconds(inputs.ourSite);
    rows.push({ target: 'docs build of this repository’s site', measured: `${time.toFixed(2)} s`, limit: `≤ ${BENCH_TARGETS.ourSiteSeconds} s`, verdict: verdictOf(time, BENCH_TARGETS.ourSiteSeconds) });
  }
  if (inputs.richApi) {
    const time = medianSeconds(inputs.richApi);
    rows.push({ target: '300 operations, 1,500 schemas, cold', measured: `${time.toFixed(2)} s`, limit: `≤ ${BENCH_TARGETS.richApiSeconds} s`, verdict: verdictOf(time, BENCH_TARGETS.richApiSeconds) });
    const memory = median(inputs.richApi.samples.map((sample) => sample.maxRssMb));
    rows.push({ target: '300 operations, 1,500 schemas, peak memory', measured: `${memory.toFixed(0)} MB`, limit: `≤ ${BENCH_TARGETS.richApiMemoryMb} MB`, verdict: verdictOf(memory, BENCH_TARGETS.richApiMemoryMb) });
  }
  if (inputs.richApiLargestPageKb !== undefined) {
    const largest = inputs.richApiLargestPageKb;
    const gzip = inputs.richApiLargestPageGzipKb;
    rows.push({
      target: '300 operations, 1,500 schemas, largest operation page',
      measured: `${largest.toFixed(0)} KB`,
      limit: `≤ ${BENCH_TARGETS.richApiLargestPageKb} KB`,
      verdict: verdictOf(largest, BENCH_TARGETS.richApiLargestPageKb),
      ...(gzip !== undefined ? { note: `${gzip.toFixed(0)} KB gzipped` } : {}),
    });
  }
  if (inputs.ourCreateSigningKb !== undefined) {
    const size = inputs.ourCreateSigningKb;
    rows.push({ target: 'this site’s create-signing page (HTML)', measured: `${size.toFixed(0)} KB`, limit: `≤ ${BENCH_TARGETS.ourCreateSigningKb} KB`, verdict: verdictOf(size, BENCH_TARGETS.ourCreateSigningKb) });
  }
  if (inputs.versionsWarmRatio !== undefined) {
    const ratio = inputs.versionsWarmRatio;
    rows.push({ target: 'warm build with v1 beside the latest, over the latest alone', measured: `${ratio.toFixed(2)}×`, limit: `≤ ${BENCH_TARGETS.versionsWarmRatio}×`, verdict: verdictOf(ratio, BENCH_TARGETS.versionsWarmRatio) });
  }
  if (inputs.help) {
    const ms = inputs.help.ms.median;
    rows.push({ target: 'docs --help in a new process', measured: `${ms.toFixed(0)} ms`, limit: `≤ ${BENCH_TARGETS.helpMs} ms`, verdict: verdictOf(ms, BENCH_TARGETS.helpMs) });
  }
  if (inputs.brokenLinks) {
    const { links, reported, checkMs } = inputs.brokenLinks;
    const perThousand = median(checkMs) / 1000 / (links / 1000);
    const stage = `check stage ${median(checkMs).toFixed(0)} ms median`;
    rows.push({
      target: `link check, per 1,000 broken links (${links.toLocaleString('en')})`,
      measured: `${perThousand.toFixed(3)} s`,
      limit: `≤ ${BENCH_TARGETS.checkSecondsPerThousandLinks} s`,
      // A check that did not find every broken link has measured something else.
      verdict: reported === links ? verdictOf(perThousand, BENCH_TARGETS.checkSecondsPerThousandLinks) : 'not measured',
      note: reported === links ? `${stage}, all ${links} reported` : `${stage}, but the build reported ${reported} of the ${links} broken links`,
    });
  }
  for (const { measurement, pages, hugoSeconds, richApi } of inputs.cached ?? []) rows.push(...cachedTargets(measurement, pages, hugoSeconds, richApi ?? false));
  for (const search of inputs.search ?? []) if (search.pages >= 10_000) rows.push(...searchTargets(search));
  if (inputs.publicDescriptions?.length) {
    const builds = inputs.publicDescriptions;
    const failed = builds.filter((build) => build.exitCode !== 0);
    rows.push({
      target: 'public descriptions that build',
      measured: `${builds.length - failed.length} of ${builds.length}`,
      limit: 'all',
      verdict: failed.length ? 'OVER' : 'ok',
      ...(failed.length ? { note: `failed: ${failed.map((build) => build.name).join(', ')}` } : {}),
    });
    const largest = builds.reduce((top, build) => (build.maxRssMb > top.maxRssMb ? build : top));
    rows.push({
      target: 'public descriptions, peak memory of the largest',
      measured: `${largest.maxRssMb.toFixed(0)} MB`,
      limit: `≤ ${BENCH_TARGETS.richApiMemoryMb} MB`,
      verdict: verdictOf(largest.maxRssMb, BENCH_TARGETS.richApiMemoryMb),
      note: largest.name,
    });
  }
  return rows;
}

/** What a reader downloads to search a large site, and how long its cold build takes to index it. */
function searchTargets(m: SearchMeasurement): TargetRow[] {
  const what = `${m.site} (${m.pages.toLocaleString('en')} pages indexed)`;
  const seconds = m.buildMs / 1000;
  const kb = (spread: SearchMeasurement['firstSearch']) => ({ p95: spread.p95 / 1024, median: spread.median / 1024 });
  const [first, later] = [kb(m.firstSearch), kb(m.laterQuery)];
  return [
    { target: `first search download, ${what} (gzip, p95)`, measured: `${first.p95.toFixed(1)} KB`, limit: `≤ ${BENCH_TARGETS.searchFirstQueryKb} KB`, verdict: verdictOf(first.p95, BENCH_TARGETS.searchFirstQueryKb), note: `median ${first.median.toFixed(1)} KB` },
    { target: `each later query's download, ${what} (gzip, p95)`, measured: `${later.p95.toFixed(1)} KB`, limit: `≤ ${BENCH_TARGETS.searchLaterQueryKb} KB`, verdict: verdictOf(later.p95, BENCH_TARGETS.searchLaterQueryKb), note: `median ${later.median.toFixed(1)} KB` },
    { target: `search index build, ${what} (index stage, cold)`, measured: `${seconds.toFixed(2)} s`, limit: `≤ ${BENCH_TARGETS.searchIndexSeconds} s`, verdict: verdictOf(seconds, BENCH_TARGETS.searchIndexSeconds) },
  ];
}

function cachedTargets(m: CachedBuildsMeasurement, pages: number | undefined, hugoSeconds: number | undefined, richApi: boolean): TargetRow[] {
  const rows: TargetRow[] = [];
  const what = pages ? `${pages.toLocaleString('en')} pages` : m.site;
  if (hugoSeconds) {
    for (const [kind, values] of [['warm build, nothing changed', m.warmSeconds], ['build with one page edited', m.pageEditedSeconds]] as const) {
      const ratio = median(values) / hugoSeconds;
      rows.push({ target: `${kind}, ${what} (ours/Hugo cold)`, measured: `${ratio.toFixed(2)}×`, limit: `≤ ${BENCH_TARGETS.warmRatio}×`, verdict: verdictOf(ratio, BENCH_TARGETS.warmRatio), note: `${median(values).toFixed(2)} s against ${hugoSeconds.toFixed(2)} s` });
    }
  }
  if (richApi) {
    const time = median(m.warmSeconds);
    rows.push({ target: '300 operations, 1,500 schemas, warm', measured: `${time.toFixed(2)} s`, limit: `≤ ${BENCH_TARGETS.richApiWarmSeconds} s`, verdict: verdictOf(time, BENCH_TARGETS.richApiWarmSeconds) });
  }
  if (pages !== undefined && pages >= 10_000) {
    rows.push({ target: `peak memory with the build cache, ${what}`, measured: `${m.peakMb.toFixed(0)} MB`, limit: `≤ ${BENCH_TARGETS.largeSiteMemoryMb} MB`, verdict: verdictOf(m.peakMb, BENCH_TARGETS.largeSiteMemoryMb) });
  }
  if (pages !== undefined && pages >= 10_000 && m.dev) {
    const { dev } = m;
    rows.push(
      { target: `docs dev on the build cache, first page served, ${what}`, measured: `${dev.firstPageSeconds.toFixed(2)} s`, limit: `≤ ${BENCH_TARGETS.devFirstPageSeconds} s`, verdict: verdictOf(dev.firstPageSeconds, BENCH_TARGETS.devFirstPageSeconds) },
      { target: `docs dev, save → reload p95, ${what}`, measured: `${dev.reloadMs.p95.toFixed(0)} ms`, limit: `≤ ${BENCH_TARGETS.devReloadP95Ms} ms`, verdict: verdictOf(dev.reloadMs.p95, BENCH_TARGETS.devReloadP95Ms), note: `slowest of ${dev.reloadMs.edits} saves ${dev.reloadMs.max.toFixed(0)} ms` },
      { target: `docs dev, peak memory, ${what}`, measured: dev.peakMb !== undefined ? `${dev.peakMb.toFixed(0)} MB` : 'not measured', limit: `≤ ${BENCH_TARGETS.devMemoryMb} MB`, verdict: verdictOf(dev.peakMb, BENCH_TARGETS.devMemoryMb) },
    );
  }
  const size = m.cacheBytes / m.outputBytes;
  rows.push({ target: `build cache size over output size, ${what}`, measured: `${size.toFixed(2)}×`, limit: `≤ ${BENCH_TARGETS.cacheToOutput}×`, verdict: verdictOf(size, BENCH_TARGETS.cacheToOutput) });
  return rows;
}

/**
 * How much faster than one build two builds at once get through the same work: the most any number
 * of threads could gain on this machine, said beside the pool's speedup.
 */
function machineCeiling({ singleThreadSeconds, twoAtOnceSeconds }: ParallelMeasurement): string {
  if (!twoAtOnceSeconds?.length) return '';
  const ceiling = (2 * median(singleThreadSeconds)) / median(twoAtOnceSeconds);
  return `; two one-thread builds at once: ${median(twoAtOnceSeconds).toFixed(2)} s, ${ceiling.toFixed(2)}× the work of one in its time (the machine's ceiling)`;
}
