import { createDiagnostic, type Diagnostic } from '@docs/shared';
import { checkRefs } from './check-refs.js';
import { createPointerLocator } from './create-pointer-locator.js';
import { loadSpecFiles } from './load-spec-files.js';
import type { SpecFormat } from './parse-spec-text.js';
import { replaceBrokenRefs } from './replace-broken-refs.js';

export interface SpecProblems {
  diagnostics: Diagnostic[];
  /** With `lenient`, when broken references were all that was wrong: the files to bundle instead, by absolute path. */
  replaced?: Map<string, unknown>;
}

/**
 * Explains why the bundler rejected a description: syntax errors in any of its files, by line and column,
 * and `$ref`s that name nothing, where they are written. Runs only after a failure. With `lenient`, broken
 * references are warnings and come back replaced by stand-ins; syntax errors stay errors (nothing can be
 * rendered from a file that cannot be read).
 */
export async function loadSpecProblems(
  root: string,
  rootText: string,
  rootFormat: SpecFormat,
  options: { lenient: boolean; display: (file: string) => string; folder: string },
): Promise<SpecProblems> {
  const files = await loadSpecFiles(root, rootText, rootFormat, options.folder);
  const diagnostics: Diagnostic[] = [];
  for (const file of files.values()) {
    if (!file.syntax) continue;
    const { format, line, column, reason, fix } = file.syntax;
    diagnostics.push(createDiagnostic('SpecSyntaxError', { format, reason, fix }, { file: options.display(file.file), line, column }));
  }
  const broken = checkRefs(files, options.folder);
  const locators = new Map<string, ReturnType<typeof createPointerLocator>>();
  for (const item of broken) {
    const file = files.get(item.file)!;
    let locate = locators.get(item.file);
    if (!locate) locators.set(item.file, (locate = createPointerLocator(file.text ?? '', file.format === 'JSON' ? 'JSON' : 'YAML')));
    const place = locate(`${item.pointer}/$ref`);
    const hash = item.ref.indexOf('#');
    diagnostics.push(
      createDiagnostic(
        'UnresolvedRef',
        {
          ref: item.ref,
          target: item.reason === 'url' ? item.target : options.display(item.target),
          pointer: hash === -1 ? '/' : item.ref.slice(hash + 1),
          reason: item.reason,
          folder: options.display(options.folder) || '.',
          lenient: options.lenient,
        },
        { file: options.display(item.file), ...place, pointer: item.pointer || '/' },
        options.lenient ? 'warning' : 'error',
      ),
    );
  }
  const onlyBrokenRefs = broken.length > 0 && diagnostics.length === broken.length;
  return { diagnostics, ...(options.lenient && onlyBrokenRefs ? { replaced: replaceBrokenRefs(files, broken) } : {}) };
}
