import { createDiagnostic, type Diagnostic } from '@docs/shared';
import { checkRefs } from './check-refs.js';
import { createPointerLocator } from './create-pointer-locator.js';
import { loadSpecFiles } from './load-spec-files.js';
import type { SpecFormat } from './parse-spec-text.js';
import { replaceBrokenRefs } from './replace-broken-refs.js';
import { isValuePlace } from './description-places.js';
import { pointerTokens } from './find-refs.js';
import type { BrokenRef } from './check-refs.js';

export interface SpecProblems {
  diagnostics: Diagnostic[];
  /**
   * When broken references were all that was wrong, and each is in a value (kept as written) or the build
   * is lenient (replaced by a stand-in): the files to bundle instead, by absolute path.
   */
  replaced?: Map<string, unknown>;
  /** Whether every reference replaced is in a value and names what no change of another file can bring: a URL, a file outside the folder, or nothing in the root file. */
  replacedForGood?: boolean;
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
  // A `$ref` written in an example, a default or an extension of the root file is part of that value
  // when it names nothing (a JSON Schema shown as an example, a URL): shown as written, with a warning.
  const rootValue = files.get(root)?.value as Record<string, unknown> | undefined;
  const swagger = typeof rootValue?.['swagger'] === 'string';
  const literal = new Set(broken.filter((item) => item.file === root && isValuePlace(pointerTokens(item.pointer), swagger)));
  const locators = new Map<string, ReturnType<typeof createPointerLocator>>();
  for (const item of broken) {
    const file = files.get(item.file)!;
    let locate = locators.get(item.file);
    if (!locate) locators.set(item.file, (locate = createPointerLocator(file.text ?? '', file.format === 'JSON' ? 'JSON' : 'YAML')));
    const place = { file: options.display(item.file), ...locate(`${item.pointer}/$ref`), pointer: item.pointer || '/' };
    diagnostics.push(literal.has(item) ? literalRefDiagnostic(item, place, options) : brokenRefDiagnostic(item, place, options));
  }
  const onlyBrokenRefs = broken.length > 0 && diagnostics.length === broken.length;
  const replaceable = options.lenient ? broken : broken.filter((item) => literal.has(item));
  if (!onlyBrokenRefs || replaceable.length < broken.length) return { diagnostics };
  // A URL or a file outside the folder is never read, and the root file is what the cache already follows.
  const replacedForGood = broken.every((item) => literal.has(item) && (item.reason === 'url' || item.reason === 'outside' || (item.reason === 'no-pointer' && item.target === root)));
  return { diagnostics, replaced: replaceBrokenRefs(files, broken, literal), replacedForGood };
}

type Place = NonNullable<Diagnostic['location']>;

function brokenRefDiagnostic(item: BrokenRef, place: Place, options: { lenient: boolean; display: (file: string) => string; folder: string }): Diagnostic {
  const hash = item.ref.indexOf('#');
  return createDiagnostic(
    'UnresolvedRef',
    {
      ref: item.ref,
      target: item.reason === 'url' ? item.target : options.display(item.target),
      pointer: hash === -1 ? '/' : item.ref.slice(hash + 1),
      reason: item.reason,
      folder: options.display(options.folder) || '.',
      lenient: options.lenient,
    },
    place,
    options.lenient ? 'warning' : 'error',
  );
}

function literalRefDiagnostic(item: BrokenRef, place: Place, options: { display: (file: string) => string }): Diagnostic {
  const target = item.reason === 'url' ? item.target : options.display(item.target);
  return createDiagnostic('LiteralRefInValue', { ref: item.ref, reason: item.reason, target }, place, 'warning');
}
