import { BUILD_MARKER, createDiagnostic, type Diagnostic, type SourceLocation } from '@docs/shared';

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
 * sitemap…), comparing without case as most file systems and hosts do: one would silently replace the
 * other. And a file whose path is also a folder of others (a static file `about` beside the page
 * `about/index.html`): no folder can hold both, and writing them would fail. The build's own marker
 * (`.docs-build`, and the temporary files it is written through) is a source too.
 */
export function checkOutputPaths(files: Iterable<WrittenFile>): Diagnostic[] {
  const seen = new Map<string, WrittenFile>();
  const diagnostics: Diagnostic[] = [];
  const marker = BUILD_MARKER.toLowerCase();
  for (const file of files) {
    const key = file.path.toLowerCase();
    if (key === marker || key.startsWith(`${marker}/`) || (key.startsWith(`${marker}.`) && key.endsWith('.tmp'))) {
      const origin = file.origin();
      diagnostics.push(createDiagnostic('DuplicateOutputFile', { path: file.path, first: `the build's own marker ${BUILD_MARKER}`, second: origin.label }, origin.location));
      continue;
    }
    const first = seen.get(key);
    if (!first) {
      seen.set(key, file);
      continue;
    }
    const [before, after] = [first.origin(), file.origin()];
    diagnostics.push(createDiagnostic('DuplicateOutputFile', { path: file.path, first: before.label, second: after.label }, after.location ?? before.location));
  }
  // Each folder is reported once, with the first file found in it.
  const reported = new Set<string>();
  for (const [key, file] of seen) {
    for (let end = key.lastIndexOf('/'); end > 0; end = key.lastIndexOf('/', end - 1)) {
      const folder = key.slice(0, end);
      const asFile = seen.get(folder);
      if (!asFile || reported.has(folder)) continue;
      reported.add(folder);
      const [fileOrigin, inside] = [asFile.origin(), file.origin()];
      diagnostics.push(createDiagnostic('OutputFileAgainstFolder', { file: asFile.path, first: fileOrigin.label, path: file.path, second: inside.label }, fileOrigin.location ?? inside.location));
    }
  }
  return diagnostics;
}
