import type { Diagnostic } from '@docs/shared';
import type { CliIo } from '../io.js';
import { createSourceLines, formatDiagnostic } from './format-diagnostic.js';

export interface ReportOptions {
  json?: boolean;
  quiet?: boolean;
}

/** Prints diagnostics (errors always, warnings unless quiet) and returns the process exit code. */
export function reportDiagnostics(diagnostics: readonly Diagnostic[], io: CliIo, options: ReportOptions): number {
  const errors = diagnostics.filter((d) => d.severity === 'error');
  if (options.json) {
    io.out(`${JSON.stringify(diagnostics, null, 2)}\n`);
    return errors.length ? 1 : 0;
  }
  const shown = options.quiet ? errors : diagnostics;
  const sourceLines = createSourceLines();
  // Written a few hundred at a time: a large site reports tens of thousands, and a write each cost more than formatting them.
  let text = '';
  for (const diagnostic of shown) {
    text += `${formatDiagnostic(diagnostic, { cwd: io.cwd, color: io.isTTY, sourceLines })}\n\n`;
    if (text.length > 65_536) {
      io.err(text);
      text = '';
    }
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
