import { createDiagnostic, type Diagnostic, type SourceLocation } from '@docs/shared';

/** Where an output file comes from, for messages. */
export interface FileOrigin {
  label: string;
  location?: SourceLocation;
}

/** An output file and where it comes from, said only when it is needed (`docs dev` checks every save's tens of thousands). */
export interface WrittenFile {
  path: string;
  origin: () => FileOrigin;
}

/**
 * Reports output paths written by two sources (a static file and a page, a content asset and the
 * sitemap…), comparing without case as most file systems and hosts do: one would silently replace the other.
 */
export function checkOutputPaths(files: Iterable<WrittenFile>): Diagnostic[] {
  const seen = new Map<string, WrittenFile>();
  const diagnostics: Diagnostic[] = [];
  for (const file of files) {
    const key = file.path.toLowerCase();
    const first = seen.get(key);
    if (!first) {
      seen.set(key, file);
      continue;
    }
    const [before, after] = [first.origin(), file.origin()];
    diagnostics.push(createDiagnostic('DuplicateOutputFile', { path: file.path, first: before.label, second: after.label }, after.location ?? before.location));
  }
  return diagnostics;
}
