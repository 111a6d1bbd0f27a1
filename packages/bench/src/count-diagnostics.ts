/**
 * Counts the diagnostics in what `docs build` printed, by code. Each one's first line is
 * "<where>  <severity>  <message>  <Code>"; hints and code frames below it are not counted.
 */
export function countDiagnostics(text: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const [, code] of text.matchAll(/ {2}(?:error|warning) {2}.* {2}([A-Z]\w+)$/gm)) counts[code!] = (counts[code!] ?? 0) + 1;
  return counts;
}
