import { readFileSync } from 'node:fs';
import path from 'node:path';
import { formatLocation, type Diagnostic } from '@docs/shared';

const COLORS = { red: '\x1b[31m', yellow: '\x1b[33m', dim: '\x1b[2m', cyan: '\x1b[36m', reset: '\x1b[0m' };

/**
 * One diagnostic as a person reads it:
 * `content/auth.md:12:5  error  Link to /x#y has no anchor  BrokenAnchor`, the hint, and a short code frame.
 */
export function formatDiagnostic(diagnostic: Diagnostic, options: { cwd: string; color: boolean; sourceLines?: SourceLines; /** Default true: the lines around it, from its file. */ frame?: boolean }): string {
  const paint = (color: keyof typeof COLORS, text: string) => (options.color ? `${COLORS[color]}${text}${COLORS.reset}` : text);
  const severity = diagnostic.severity === 'error' ? paint('red', 'error') : paint('yellow', 'warning');
  const where = diagnostic.location ? `${paint('cyan', visible(formatLocation(diagnostic.location)))}  ` : '';
  const lines = [`${where}${severity}  ${visible(diagnostic.message)}  ${paint('dim', diagnostic.code)}`];
  if (diagnostic.hint) lines.push(`  ${paint('dim', 'hint:')} ${visible(diagnostic.hint)}`);
  const frame = diagnostic.location?.line && options.frame !== false ? codeFrame((options.sourceLines ?? createSourceLines())(path.resolve(options.cwd, diagnostic.location.file)), diagnostic.location.line) : '';
  if (frame) lines.push(paint('dim', frame));
  return lines.join('\n');
}

/** The lines of a file: how many, and each by its number from 1. */
export interface FileLines {
  count: number;
  line: (number: number) => string;
}

/** A file's lines by its path, or `undefined` when it cannot be read. */
export type SourceLines = (file: string) => FileLines | undefined;

/**
 * Reads files for code frames, keeping the last one: a report lists a page's problems together, and a
 * large site's build can report tens of thousands, which read each page once per problem. Only where
 * lines start is found, not every line made a string: a frame shows three.
 */
export function createSourceLines(): SourceLines {
  let last: { file: string; lines: FileLines | undefined } | undefined;
  return (file) => {
    if (last?.file !== file) last = { file, lines: readLines(file) };
    return last.lines;
  };
}

function readLines(file: string): FileLines | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const starts = [0];
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) starts.push(at + 1);
  return {
    count: starts.length,
    line: (number) => {
      const start = starts[number - 1];
      if (start === undefined) return '';
      const end = number < starts.length ? starts[number]! - 1 : text.length;
      // A line ended by CRLF shows without its CR.
      return text.slice(start, end > start && text.charCodeAt(end - 1) === 13 ? end - 1 : end);
    },
  };
}

function codeFrame(lines: FileLines | undefined, line: number): string {
  if (!lines) return '';
  const first = Math.max(1, line - 1);
  const last = Math.min(lines.count, line + 1);
  const width = String(last).length;
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    const content = visible(lines.line(n).slice(0, 160), CONTROL_IN_LINE);
    out.push(`  ${n === line ? '>' : ' '} ${String(n).padStart(width)} | ${content}`);
  }
  return out.join('\n');
}

/** Control characters but tab (C0, DEL, C1); in a line of a file, but tab and line feed. */
const CONTROL = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f]/g;
const CONTROL_IN_LINE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/**
 * Text of the site's sources (a description's names, a page's lines) as the terminal shows it, not as it
 * obeys it: an escape sequence in a description cleared the screen, printed a green "✔ Built" and hid the
 * errors after it, and a line feed in a `$ref` could start a line of the report's own. Each control
 * character is written as its code (`\x1b`, `\x0a`); a frame's lines keep their line feeds.
 */
function visible(text: string, control = CONTROL): string {
  return text.replace(control, (character) => `\\x${character.charCodeAt(0).toString(16).padStart(2, '0')}`);
}
