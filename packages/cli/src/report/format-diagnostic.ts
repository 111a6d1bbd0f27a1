import { readFileSync } from 'node:fs';
import path from 'node:path';
import { formatLocation, type Diagnostic } from '@docs/shared';

const COLORS = { red: '\x1b[31m', yellow: '\x1b[33m', dim: '\x1b[2m', cyan: '\x1b[36m', reset: '\x1b[0m' };

/**
 * One diagnostic as a person reads it:
 * `content/auth.md:12:5  error  Link to /x#y has no anchor  BrokenAnchor`, the hint, and a short code frame.
 */
export function formatDiagnostic(diagnostic: Diagnostic, options: { cwd: string; color: boolean }): string {
  const paint = (color: keyof typeof COLORS, text: string) => (options.color ? `${COLORS[color]}${text}${COLORS.reset}` : text);
  const severity = diagnostic.severity === 'error' ? paint('red', 'error') : paint('yellow', 'warning');
  const where = diagnostic.location ? `${paint('cyan', formatLocation(diagnostic.location))}  ` : '';
  const lines = [`${where}${severity}  ${diagnostic.message}  ${paint('dim', diagnostic.code)}`];
  if (diagnostic.hint) lines.push(`  ${paint('dim', 'hint:')} ${diagnostic.hint}`);
  const frame = diagnostic.location?.line ? codeFrame(path.resolve(options.cwd, diagnostic.location.file), diagnostic.location.line) : '';
  if (frame) lines.push(paint('dim', frame));
  return lines.join('\n');
}

function codeFrame(file: string, line: number): string {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return '';
  }
  const all = text.split(/\r?\n/);
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
