import { createDiagnostic, type Diagnostic, type SourceLocation } from '@docs/shared';

/** Where an output file comes from, for messages. */
export interface FileOrigin {
  label: string;
  location?: SourceLocation;
}

/**
 * Reports output paths written by two sources (a static file and a page, a content asset and the
 * sitemap…), comparing without case as most file systems and hosts do: one would silently replace the other.
 */
export function checkOutputPaths(files: readonly { path: string; origin: FileOrigin }[]): Diagnostic[] {
  const seen = new Map<string, FileOrigin>();
  const diagnostics: Diagnostic[] = [];
  for (const { path, origin } of files) {
    const key = path.toLowerCase();
    const first = seen.get(key);
    if (!first) seen.set(key, origin);
    else diagnostics.push(createDiagnostic('DuplicateOutputFile', { path, first: first.label, second: origin.label }, origin.location ?? first.location));
  }
  return diagnostics;
}
