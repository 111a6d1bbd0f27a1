import type { Diagnostic } from '@docs/shared';
import { createSourceLines, formatDiagnostic } from './format-diagnostic.js';
import { plural } from './report-diagnostics.js';

/** What tells two diagnostics apart for a reader: the same code, place and message read the same. */
const identity = (diagnostic: Diagnostic) =>
  JSON.stringify([diagnostic.code, diagnostic.severity, diagnostic.location?.file, diagnostic.location?.line, diagnostic.location?.column, diagnostic.message]);

/**
 * The diagnostics of `docs dev`'s builds, as the terminal shows them: every error of every build, but
 * a warning only when the build before did not have it (a large site has thousands; printing them all
 * again, with their code frames, after every save took longer than the rebuild), with a count of the rest.
 */
export function createDevDiagnosticsReporter(options: { cwd: string; color: boolean; quiet: boolean }) {
  let shownBefore = new Set<string>();
  return (diagnostics: readonly Diagnostic[]): string => {
    const now = new Set<string>();
    let unchanged = 0;
    let text = '';
    const sourceLines = createSourceLines();
    for (const diagnostic of diagnostics) {
      const key = identity(diagnostic);
      const isError = diagnostic.severity === 'error';
      if (!isError) now.add(key);
      if (!isError && (options.quiet || shownBefore.has(key))) {
        if (!options.quiet) unchanged++;
        continue;
      }
      text += `${formatDiagnostic(diagnostic, { cwd: options.cwd, color: options.color, sourceLines })}\n\n`;
    }
    shownBefore = now;
    if (unchanged) text += `${unchanged} ${plural(unchanged, 'warning')} as in the build before (shown then).\n`;
    return text;
  };
}
