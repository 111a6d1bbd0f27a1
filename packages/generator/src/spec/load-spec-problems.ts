import { createDiagnostic, type Diagnostic } from '@docs/shared';
import { loadSpecFiles } from './load-spec-files.js';
import type { SpecFormat } from './parse-spec-text.js';

export interface SpecProblems {
  diagnostics: Diagnostic[];
}

/**
 * Explains why the bundler rejected a description: syntax errors in any of its files, by line and column.
 * Runs only after a failure. Syntax errors are errors even with `lenient` (nothing can be rendered from a
 * file that cannot be read).
 */
export async function loadSpecProblems(
  root: string,
  rootText: string,
  rootFormat: SpecFormat,
  options: { lenient: boolean; display: (file: string) => string },
): Promise<SpecProblems> {
  const files = await loadSpecFiles(root, rootText, rootFormat);
  const diagnostics: Diagnostic[] = [];
  for (const file of files.values()) {
    if (!file.syntax) continue;
    const { format, line, column, reason, fix } = file.syntax;
    diagnostics.push(createDiagnostic('SpecSyntaxError', { format, reason, fix }, { file: options.display(file.file), line, column }));
  }
  return { diagnostics };
}
