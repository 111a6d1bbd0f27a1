import { readFileSync } from 'node:fs';
import path from 'node:path';
import { formatLocation, type Diagnostic } from '@docs/shared';

const COLORS = { red: '\x1b[31m', yellow: '\x1b[33m', dim: '\x1b[2m', cyan: '\x1b[36m', reset: '\x1b[0m' };

/**
 * One diagnostic as a person reads it:
 * `content/auth.md:12:5  error  Link to /x#y has no anchor  BrokenAnchor`, the hint, and a short code frame.
 */
export function formatDiagnostic(diagnostic: Diagnostic, options: { cwd: string; color: boolean; sourceLines?: SourceLines }): string {
  const paint = (color: keyof typeof COLORS, text: string) => (options.color ? `${COLORS[color]}${text}${COLORS.reset}` : text);
  const severity = diagnostic.severity === 'error' ? paint('red', 'error') : paint('yellow', 'warning');
  const where = diagnostic.location ? `${paint('cyan', formatLocation(diagnostic.location))}  ` : '';
  const lines = [`${where}${severity}  ${diagnostic.message}  ${paint('dim', diagnostic.code)}`];
  if (diagnostic.hint) lines.push(`  ${paint('dim', 'hint:')} ${diagnostic.hint}`);
  const frame = diagnostic.location?.line ? codeFrame((options.sourceLines ?? createSourceLines())(path.resolve(options.cwd, diagnostic.location.file)), diagnostic.location.line) : '';
  if (frame) lines.push(paint('dim', frame));
  return lines.join('\n');
}

/** A file's lines by its path, or `undefined` when it cannot be read. */
export type SourceLines = (file: string) => readonly string[] | undefined;

/**
 * Reads files for code frames, keeping the last one: a report lists a page's problems together, and a
 * large site's build can report tens of thousands, which read and split each page once per problem.
 */
export function createSourceLines(): SourceLines {
  let last: { file: string; lines: readonly string[] | undefined } | undefined;
  return (file) => {
    if (last?.file !== file) last = { file, lines: readLines(file) };
    return last.lines;
  };
}

function readLines(file: string): string[] | undefined {
  try {
    return readFileSync(file, 'utf8').split(/\r?\n/);
  } catch {
    return undefined;
  }
}

function codeFrame(all: readonly string[] | undefined, line: number): string {
  if (!all) return '';
  const first = Math.max(1, line - 1);
  const last = Math.min(all.length, line + 1);
  const width = String(last).length;
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    const content = (all[n - 1] ?? '').slice(0, 160);
    out.push(`  ${n === line ? '>' : ' '} ${String(n).padStart(width)} | ${content}`);
  }
  return out.join('\n');
}
