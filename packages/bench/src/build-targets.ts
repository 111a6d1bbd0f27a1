import { BENCH_TARGETS, ratioLimitFor, verdictOf, type Verdict } from './bench-targets.js';
import { ratioOf, type Comparison } from './format-comparison.js';
import { median, type SiteResult } from './format-report.js';
import type { HelpMeasurement } from './measure-help.js';

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

export interface TargetInputs {
  comparisons: readonly Comparison[];
  ourSite?: SiteResult;
  richApi?: SiteResult;
  help?: HelpMeasurement;
  brokenLinks?: BrokenLinksMeasurement;
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
  if (inputs.ourSite) {
    const time = medianSeconds(inputs.ourSite);
    rows.push({ target: 'docs build of this repository’s site', measured: `${time.toFixed(2)} s`, limit: `≤ ${BENCH_TARGETS.ourSiteSeconds} s`, verdict: verdictOf(time, BENCH_TARGETS.ourSiteSeconds) });
  }
  if (inputs.richApi) {
    const time = medianSeconds(inputs.richApi);
    rows.push({ target: '300 operations, 1,500 schemas, cold', measured: `${time.toFixed(2)} s`, limit: `≤ ${BENCH_TARGETS.richApiSeconds} s`, verdict: verdictOf(time, BENCH_TARGETS.richApiSeconds) });
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
  return rows;
}
