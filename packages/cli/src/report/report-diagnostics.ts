import type { Diagnostic } from '@docs/shared';
import type { CliIo } from '../io.js';
import { createSourceLines, formatDiagnostic } from './format-diagnostic.js';

export interface ReportOptions {
  json?: boolean;
  quiet?: boolean;
}

/**
 * How many errors, and how many warnings, show the lines of the file they are on. A large site under
 * construction has tens of thousands of warnings (43,000 on the 10,000-page corpus): with a frame each,
 * the report was 17 MB and reading every page again for it took a tenth of a build with one page edited.
 * The rest still show their file, line, column, message and hint. Errors are counted apart, so that they
 * keep their lines whatever number of warnings comes first, and capped too: a site that makes broken
 * links errors has as many.
 */
export const FRAMED_PER_SEVERITY = 100;

/** Prints diagnostics (errors always, warnings unless quiet) and returns the process exit code. */
export function reportDiagnostics(diagnostics: readonly Diagnostic[], io: CliIo, options: ReportOptions): number {
  const errors = diagnostics.filter((d) => d.severity === 'error');
  if (options.json) {
    io.out(`${JSON.stringify(diagnostics, null, 2)}\n`);
    return errors.length ? 1 : 0;
  }
  const shown = options.quiet ? errors : diagnostics;
  const sourceLines = createSourceLines();
  const framed = { error: 0, warning: 0 };
  // Written a few hundred at a time: a large site reports tens of thousands, and a write each cost more than formatting them.
  let text = '';
  for (const diagnostic of shown) {
    // Only a problem at a line of a file has lines to show, and counts.
    const frame = diagnostic.location?.line !== undefined && framed[diagnostic.severity]++ < FRAMED_PER_SEVERITY;
    text += `${formatDiagnostic(diagnostic, { cwd: io.cwd, color: io.color, sourceLines, frame })}\n\n`;
    if (text.length > 65_536) {
      io.err(text);
      text = '';
    }
  }
  for (const severity of ['error', 'warning'] as const) {
    const unframed = framed[severity] - FRAMED_PER_SEVERITY;
    if (unframed > 0) text += `The first ${FRAMED_PER_SEVERITY} ${severity}s are shown with the lines they are on; the other ${unframed.toLocaleString('en-US')} with their place only.\n`;
  }
  if (text) io.err(text);
  if (errors.length) {
    const warnings = diagnostics.length - errors.length;
    io.err(`✖ ${errors.length} ${plural(errors.length, 'error')}${warnings ? `, ${warnings} ${plural(warnings, 'warning')}` : ''}\n`);
  }
  return errors.length ? 1 : 0;
}

export function plural(count: number, word: string): string {
  return count === 1 ? word : `${word}s`;
}
