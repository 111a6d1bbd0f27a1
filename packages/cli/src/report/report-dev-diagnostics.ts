import type { Diagnostic } from '@docs/shared';
import { createSourceLines, formatDiagnostic } from './format-diagnostic.js';
import { plural } from './report-diagnostics.js';

/** What the report knows of a warning it was given: its identity once made, and the last build that had it. */
interface WarningSeen {
  identity?: string;
  build: number;
}

/**
 * What tells two diagnostics apart for a reader: the same code, place and message read the same.
 */
function identityOf(diagnostic: Diagnostic): string {
  return JSON.stringify([diagnostic.code, diagnostic.severity, diagnostic.location?.file, diagnostic.location?.line, diagnostic.location?.column, diagnostic.message]);
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
 *
 * A rebuild hands back the same objects for the problems of the pages it did not touch, so a warning
 * is known to be as before by the object alone; only the warnings of touched pages are compared, by
 * identity, with those the build dropped. Making the identity of every warning and a set of them on
 * every save cost a tenth of a 10,000-page site's rebuild.
 */
export function createDevDiagnosticsReporter(options: { cwd: string; color: boolean; quiet: boolean }) {
  const seen = new WeakMap<Diagnostic, WarningSeen>();
  let build = 0;
  let warningsBefore: readonly Diagnostic[] = [];
  /** Marks which of a build's warnings the build before had too; returns the rest, and the identities of those it dropped. */
  const compare = (warnings: readonly Diagnostic[]) => {
    build++;
    const fresh = new Set<Diagnostic>();
    for (const warning of warnings) {
      const known = seen.get(warning);
      if (known && known.build >= build - 1) known.build = build;
      else {
        fresh.add(warning);
        seen.set(warning, { ...known, build });
      }
    }
    // A fresh warning with the identity of one the build before had and this one dropped is that one made again.
    const dropped = new Set<string>();
    if (fresh.size) {
      for (const warning of warningsBefore) {
        const known = seen.get(warning)!;
        if (known.build !== build) dropped.add((known.identity ??= identityOf(warning)));
      }
    }
    warningsBefore = warnings;
    return { fresh, dropped };
  };
  return (diagnostics: readonly Diagnostic[]): string => {
    // Quiet, no warning is shown, and none need be compared.
    const { fresh, dropped } = options.quiet ? { fresh: new Set<Diagnostic>(), dropped: new Set<string>() } : compare(diagnostics.filter((diagnostic) => diagnostic.severity !== 'error'));
    let unchanged = 0;
    let shown = 0;
    let unshown = 0;
    let text = '';
    const sourceLines = createSourceLines();
    for (const diagnostic of diagnostics) {
      if (diagnostic.severity !== 'error') {
        if (options.quiet) continue;
        if (!fresh.has(diagnostic) || dropped.has((seen.get(diagnostic)!.identity ??= identityOf(diagnostic)))) {
          unchanged++;
          continue;
        }
        if (shown++ >= NEW_WARNINGS_SHOWN) {
          unshown++;
          continue;
        }
      }
      text += `${formatDiagnostic(diagnostic, { cwd: options.cwd, color: options.color, sourceLines })}\n\n`;
    }
    if (unshown) text += `${unshown} more new ${plural(unshown, 'warning')} not shown (\`docs check\` lists every one).\n`;
    if (unchanged) text += `${unchanged} ${plural(unchanged, 'warning')} as in the build before.\n`;
    return text;
  };
}
