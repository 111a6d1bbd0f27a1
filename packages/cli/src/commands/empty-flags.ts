import { createDiagnostic, type Diagnostic } from '@docs/shared';

/**
 * The flags given an empty value (or blanks only): most often a CI variable that is not set, which
 * taken for no flag builds into, or publishes to (and with --delete prunes), the default place.
 */
export function emptyFlags(flags: Record<string, string | undefined>): Diagnostic[] {
  return Object.entries(flags)
    .filter(([, value]) => value !== undefined && value.trim() === '')
    .map(([flag]) => createDiagnostic('FlagWithoutValue', { flag }));
}
