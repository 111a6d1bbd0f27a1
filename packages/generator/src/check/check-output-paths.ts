import { createDiagnostic, type Diagnostic, type OutputFile, type SourceLocation } from '@docs/shared';

/** Where an output file comes from, for messages. */
export interface FileOrigin {
  label: string;
  location?: SourceLocation;
}

/**
 * Reports output paths written by two sources (a static file and a page, a content asset and the
 * sitemap…), comparing without case as most file systems and hosts do: one would silently replace the other.
 */
export function checkOutputPaths(files: readonly OutputFile[], originOf: (file: OutputFile) => FileOrigin): Diagnostic[] {
  const seen = new Map<string, OutputFile>();
  const diagnostics: Diagnostic[] = [];
  for (const file of files) {
    const key = file.path.toLowerCase();
    const first = seen.get(key);
    if (!first) {
      seen.set(key, file);
      continue;
    }
    // A page is written twice (`x.html`, `x/index.html`) from one source, never to one path twice.
    const a = originOf(first);
    const b = originOf(file);
    diagnostics.push(createDiagnostic('DuplicateOutputFile', { path: file.path, first: a.label, second: b.label }, b.location ?? a.location));
  }
  return diagnostics;
}
