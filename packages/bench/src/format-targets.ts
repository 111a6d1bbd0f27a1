import { formatTable } from './format-table.js';
import type { TargetRow } from './build-targets.js';

/** The targets table: what was measured (medians), the floor, and ok / OVER; notes in a last column. */
export function formatTargets(rows: readonly TargetRow[]): string {
  const cells = rows.map((row) => [row.target, row.measured, row.limit, row.verdict, row.note ?? '']);
  const met = rows.filter((row) => row.verdict === 'ok').length;
  return formatTable(`Targets: ${met} of ${rows.length} met`, ['target', 'measured', 'limit', 'verdict', 'note'], cells);
}
