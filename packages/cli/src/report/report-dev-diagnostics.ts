import type { Diagnostic } from '@docs/shared';
import { createSourceLines, formatDiagnostic } from './format-diagnostic.js';
import { plural } from './report-diagnostics.js';

const identities = new WeakMap<Diagnostic, string>();

/**
 * What tells two diagnostics apart for a reader: the same code, place and message read the same. Made
 * once per diagnostic: a rebuild hands back the same objects for the problems of unchanged pages.
 */
function identity(diagnostic: Diagnostic): string {
  let made = identities.get(diagnostic);
  if (made === undefined) {
    made = JSON.stringify([diagnostic.code, diagnostic.severity, diagnostic.location?.file, diagnostic.location?.line, diagnostic.location?.column, diagnostic.message]);
    identities.set(diagnostic, made);
  }
  return made;
}

/**
 * New warnings a build shows with their code frames; the rest are counted. A large site starts with
 * thousands (43,000 on the 10,000-page corpus): printing them took a second and a half before the
 * first page was served, and scrolled the server's address out of sight. `docs check` lists them all.
 */
export const NEW_WARNINGS_SHOWN = 100;

/**
 * The diagnostics of `docs dev`'s builds, as the terminal shows them: every error of every build, but
 * a warning only when the build before did not have it (a large site has thousands; printing them all
 * again, with their code frames, after every save took longer than the rebuild), with a count of the
 * rest, and at most `NEW_WARNINGS_SHOWN` of them per build.
 */
export function createDevDiagnosticsReporter(options: { cwd: string; color: boolean; quiet: boolean }) {
  let shownBefore = new Set<string>();
  return (diagnostics: readonly Diagnostic[]): string => {
    const now = new Set<string>();
    let unchanged = 0;
    let shown = 0;
    let unshown = 0;
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
      if (!isError && shown++ >= NEW_WARNINGS_SHOWN) {
        unshown++;
        continue;
      }
      text += `${formatDiagnostic(diagnostic, { cwd: options.cwd, color: options.color, sourceLines })}\n\n`;
    }
    shownBefore = now;
    if (unshown) text += `${unshown} more new ${plural(unshown, 'warning')} not shown (\`docs check\` lists every one).\n`;
    if (unchanged) text += `${unchanged} ${plural(unchanged, 'warning')} as in the build before.\n`;
    return text;
  };
}
