import { ratioLimitFor, verdictOf } from './bench-targets.js';
import { median } from './format-report.js';
import { formatTable } from './format-table.js';

export interface BuildSample {
  seconds: number;
  maxRssMb: number;
  /** User plus system CPU time of the build process. */
  cpuSeconds: number;
}

/** Our builds and Hugo's of one corpus, run alternately in the same bench run. */
export interface Comparison {
  name: string;
  /** Pages of content, which both build. */
  pages: number;
  ours: BuildSample[];
  /** Empty when Hugo could not run; `hugoNote` says why. */
  hugo: BuildSample[];
  hugoNote?: string;
}

/** Our median time over Hugo's, or undefined without Hugo builds. */
export function ratioOf(comparison: Comparison): number | undefined {
  if (comparison.hugo.length === 0 || comparison.ours.length === 0) return undefined;
  return median(comparison.ours.map((s) => s.seconds)) / median(comparison.hugo.map((s) => s.seconds));
}

const seconds = (samples: readonly BuildSample[]) => {
  if (samples.length === 0) return '–';
  const values = samples.map((s) => s.seconds);
  return `${median(values).toFixed(2)} s (${Math.min(...values).toFixed(2)}–${Math.max(...values).toFixed(2)})`;
};
const memory = (samples: readonly BuildSample[]) => (samples.length ? `${median(samples.map((s) => s.maxRssMb)).toFixed(0)} MB` : '–');
const cpuPerPage = (samples: readonly BuildSample[], pages: number) => (samples.length ? `${((median(samples.map((s) => s.cpuSeconds)) / pages) * 1000).toFixed(1)} ms` : '–');

/**
 * The comparison table: per corpus our median (min–max) and Hugo's, the ratio against its target with a
 * verdict, peak memory and CPU time per page of both (medians); a note under it for each corpus Hugo skipped.
 */
export function formatComparison(comparisons: readonly Comparison[], hugoVersion?: string): string {
  const rows = comparisons.map((c) => {
    const ratio = ratioOf(c);
    const limit = ratioLimitFor(c.pages);
    return [
      c.name,
      c.pages.toLocaleString('en'),
      seconds(c.ours),
      seconds(c.hugo),
      ratio === undefined ? '–' : `${ratio.toFixed(2)}×`,
      `≤ ${limit}×`,
      verdictOf(ratio, limit),
      `${memory(c.ours)} / ${memory(c.hugo)}`,
      `${cpuPerPage(c.ours, c.pages)} / ${cpuPerPage(c.hugo, c.pages)}`,
      `${c.ours.length} / ${c.hugo.length}`,
    ];
  });
  const header = ['corpus', 'pages', 'ours, median (min–max)', 'Hugo, median (min–max)', 'ours/Hugo', 'target', 'verdict', 'peak memory ours / Hugo', 'CPU per page ours / Hugo', 'runs'];
  const title = `Against Hugo${hugoVersion ? ` (${hugoVersion})` : ''}, same pages, cold builds alternated in new processes; memory and CPU (user+system) are medians`;
  const notes = comparisons.filter((c) => c.hugoNote).map((c) => `  ${c.name}: Hugo skipped: ${c.hugoNote}`);
  return [formatTable(title, header, rows), ...notes].join('\n');
}
