import { describe, expect, it } from 'vitest';
import { formatComparison, ratioOf, type BuildSample, type Comparison } from '../src/format-comparison.js';

const samples = (...seconds: number[]): BuildSample[] => seconds.map((s) => ({ seconds: s, maxRssMb: s * 100, cpuSeconds: s * 2 }));
const rowOf = (table: string, name: string) => table.split('\n').find((line) => line.startsWith(name))!;

describe('formatComparison', () => {
  const comparisons: Comparison[] = [
    { name: 'real 231', pages: 231, ours: samples(3, 2, 4), hugo: samples(1.5, 1, 2) },
    { name: 'real 2,000', pages: 2_000, ours: samples(40, 30, 50), hugo: samples(9, 10, 11) },
    { name: 'real 10,000', pages: 10_000, ours: samples(60), hugo: [], hugoNote: 'could not install hugo' },
  ];
  const table = formatComparison(comparisons, 'Hugo 0.111.3');

  it('judges each ratio of medians against its target: 2.5× for the corpus as it is, 3× for the larger ones', () => {
    expect(ratioOf(comparisons[0]!)).toBe(2);
    expect(rowOf(table, 'real 231')).toMatch(/2\.00×\s+≤ 2\.5×\s+ok/);
    expect(rowOf(table, 'real 2,000')).toMatch(/4\.00×\s+≤ 3×\s+OVER/);
  });

  it('shows medians with their range, peak memory and CPU time per page of both, and the runs of each', () => {
    const row = rowOf(table, 'real 2,000');
    expect(row).toContain('40.00 s (30.00–50.00)');
    expect(row).toContain('10.00 s (9.00–11.00)');
    expect(row).toContain('4000 MB / 1000 MB');
    // 80 CPU-seconds over 2,000 pages, 20 over 2,000.
    expect(row).toContain('40.0 ms / 10.0 ms');
    expect(row).toMatch(/3 \/ 3$/);
    expect(table.split('\n')[0]).toContain('Hugo 0.111.3');
  });

  it('says why Hugo is missing instead of judging', () => {
    expect(ratioOf(comparisons[2]!)).toBeUndefined();
    expect(rowOf(table, 'real 10,000')).toMatch(/–\s+≤ 3×\s+not measured/);
    expect(table).toContain('real 10,000: Hugo skipped: could not install hugo');
  });
});
