/** A plain-text table: a title, a header, a rule, and rows padded to their widest cell. */
export function formatTable(title: string, header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: readonly string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ').trimEnd();
  return [title, line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
