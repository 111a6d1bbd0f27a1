import { formatTable } from './format-table.js';

export interface SiteResult {
  name: string;
  pages: number;
  samples: { seconds: number; maxRssMb: number; cpuSeconds?: number; stages: Record<string, number> }[];
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * The nearest-rank percentile (`share` 0.95 for the 95th): the smallest value that at least that share
 * of the values do not exceed. Of fewer than 20 values, the 95th is the largest.
 */
export function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil(share * sorted.length))) - 1] ?? 0;
}

/** The benchmark table: one row per site, medians with their range. */
export function formatReport(results: readonly SiteResult[], machine: { cpus: number; node: string }): string {
  const rows = results.map((result) => {
    const seconds = result.samples.map((s) => s.seconds);
    const memory = result.samples.map((s) => s.maxRssMb);
    const time = median(seconds);
    return [
      result.name,
      String(result.pages),
      `${time.toFixed(2)} s (${Math.min(...seconds).toFixed(2)}–${Math.max(...seconds).toFixed(2)})`,
      (result.pages / time).toFixed(0),
      `${median(memory).toFixed(0)} MB`,
      String(result.samples.length),
    ];
  });
  const header = ['site', 'pages', 'cold build, median (min–max)', 'pages/s', 'peak memory', 'runs'];
  return formatTable(`Cold builds, each in a new process (${machine.cpus} CPUs, Node ${machine.node})`, header, rows);
}
