import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { createDiagnostic, type Diagnostic, type SourceLocation } from '@docs/shared';
import { bundleSpec, type BundledSpec } from './bundle-spec.js';
import { createPointerLocator } from './create-pointer-locator.js';
import { findDuplicateJsonKeys } from './find-duplicate-json-keys.js';
import { findDuplicateOperationIds } from './find-duplicate-operation-ids.js';
import { findPathParameterMismatches } from './find-path-parameter-mismatches.js';
import { inlineTextRefs } from './inline-text-refs.js';
import { deepestBranch, MAX_DESCRIPTION_DEPTH, nestsDeeperThan } from './description-depth.js';
import { hasUnsafeIntegers } from './find-unsafe-integers.js';
import { restoreLiteralRefs } from './replace-broken-refs.js';
import { findRefs } from './find-refs.js';
import { findValueRefs } from './resolve-value-refs.js';
import { placeRefs } from './description-places.js';
import { loadSpecProblems } from './load-spec-problems.js';
import { parseSpecText, specFormatOf } from './parse-spec-text.js';
import { specFolderOf } from './ref-reach.js';
import { firstLine, validateSpec } from './validate-spec.js';
import { lineColumnAt } from '../text/line-column-at.js';

export interface LoadedSpec {
  /** The description with external files bundled in (internal `$ref`s kept): what `/openapi.json` publishes. */
  bundled: Record<string, unknown>;
  /** The description file, as messages name it. */
  displayPath: string;
  /**
   * The file's own text, published as `/openapi.json` in place of the description written out again: a
   * JSON file that is the whole description and writes integers past 2^53, which reading would round.
   */
  publishedText?: string;
  /**
   * The files it was joined from, itself first, relative to its own folder (so that a copy kept in the
   * build cache holds true in another checkout), when every one was there: what a watcher must watch.
   */
  files?: string[];
  /** The `$ref`s inside examples and defaults that name a value of the description (`findValueRefs`): the pages show what they name. */
  valueRefs?: string[];
}

/**
 * Reads an OpenAPI (3.0, 3.1, 3.2) or Swagger 2.0 description, JSON or YAML, in one file or several
 * joined by relative `$ref`s (Markdown files included as descriptions) to files of the site's folder
 * (`root`; of its own without one), and validates it. Syntax errors
 * are reported by line and column, broken `$ref`s where they are written, other problems by JSON pointer.
 * With `lenient`, problems that still leave something to render are warnings and the description is returned,
 * with every file it was joined from (`files`, when none was missing), by which a cache knows when it is out of date.
 */
export async function loadSpec(file: string, options: { lenient?: boolean; cwd?: string; root?: string } = {}): Promise<{ spec?: LoadedSpec; diagnostics: Diagnostic[]; files?: string[] }> {
  const cwd = options.cwd ?? process.cwd();
  // The files its `$ref`s may name: those of the site (`root`) when it is in it, else of its own folder.
  const folder = specFolderOf(file, options.root);
  const display = (absolute: string) => path.relative(cwd, absolute) || absolute;
  const displayPath = display(file);
  const lenient = options.lenient ?? false;
  if (!existsSync(file)) return { diagnostics: [createDiagnostic('SpecNotFound', { file: displayPath }, { file: displayPath })] };
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    // A folder (EISDIR), or a file this user may not read (EACCES): a mistake in the path, said as one.
    const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    const reason = code === 'EISDIR' ? 'it is a folder: give the description file itself (openapi.json, openapi.yaml)' : `it cannot be read (${code})`;
    return { diagnostics: [createDiagnostic('SpecLoadFailed', { reason }, { file: displayPath })] };
  }
  const format = specFormatOf(file);
  const parsed = parseSpecText(text, format);
  if (parsed.syntax) {
    const { line, column, reason, fix } = parsed.syntax;
    return { diagnostics: [createDiagnostic('SpecSyntaxError', { format, reason, fix }, { file: displayPath, line, column })] };
  }
  if (!parsed.value || typeof parsed.value !== 'object' || Array.isArray(parsed.value)) {
    return { diagnostics: [createDiagnostic('SpecLoadFailed', { reason: 'the file holds no OpenAPI object' }, { file: displayPath })] };
  }
  if (nestsDeeperThan(parsed.value)) {
    const deep = deepestBranch(parsed.value);
    const reason = `it nests ${deep.depth} levels deep below here; descriptions stay within ${MAX_DESCRIPTION_DEPTH.toLocaleString('en-US')}`;
    return { diagnostics: [createDiagnostic('InvalidSpec', { reason, lenient }, { file: displayPath, pointer: deep.pointer }, 'error')] };
  }
  const diagnostics: Diagnostic[] = format === 'JSON' ? duplicateKeys(text, displayPath) : [];
  let bundled: BundledSpec;
  // Whether every file the description names was there: one bundled with stand-ins for missing files
  // lists no files, since creating a missing one changes it, and so is never taken from a cache.
  let whole = true;
  try {
    bundled = await bundleSpec(file, parsed.value as Record<string, unknown>, new Map(), folder);
  } catch (error) {
    whole = false;
    // The slow path: find out where and why, then (lenient, broken references only) bundle stand-ins instead.
    const problems = await loadSpecProblems(file, text, format, { lenient, display, folder });
    if (!problems.diagnostics.length) return { diagnostics: [createDiagnostic('SpecLoadFailed', { reason: firstLine(error) }, { file: displayPath })] };
    diagnostics.push(...problems.diagnostics);
    if (!problems.replaced) return { diagnostics };
    try {
      const root = problems.replaced.get(file) ?? (parseSpecText(text, format) as { value: Record<string, unknown> }).value;
      bundled = await bundleSpec(file, root as Record<string, unknown>, problems.replaced, folder);
      restoreLiteralRefs(bundled.bundled);
      // References kept as written that no new file can resolve: the files read are all it depends on.
      whole = problems.replacedForGood ?? false;
    } catch (again) {
      return { diagnostics: [...diagnostics, createDiagnostic('SpecLoadFailed', { reason: firstLine(again) }, { file: displayPath })] };
    }
  }
  const written = placeRefs(bundled.bundled, findRefs(bundled.bundled));
  const refs = inlineTextRefs(bundled.bundled, written) ? placeRefs(bundled.bundled, findRefs(bundled.bundled)) : written;
  // Where the root file writes a pointer: its text is parsed again for positions on the first question only.
  const root = { displayPath, locate: createPointerLocator(text, format), lenient };
  diagnostics.push(...withLines(await validateSpec(bundled.bundled, displayPath, lenient, refs), root));
  const valueRefs = findValueRefs(refs);
  diagnostics.push(...duplicateOperationIds(bundled.bundled, root));
  diagnostics.push(...pathParameterMismatches(bundled.bundled, root));
  // Files only: a `$ref` to a URL is not watched.
  const joined = whole ? { files: bundled.files.filter((joinedFile) => path.isAbsolute(joinedFile)).map((joinedFile) => path.relative(path.dirname(file), joinedFile)) } : {};
  const ownText = format === 'JSON' && bundled.bundled === parsed.value && hasUnsafeIntegers(text) ? { publishedText: text.replace(/^\ufeff/, '') } : {};
  return { spec: { bundled: bundled.bundled, displayPath, ...joined, ...ownText, ...(valueRefs.length ? { valueRefs } : {}) }, diagnostics, ...(whole ? { files: bundled.files } : {}) };
}

/** The root file of a description as messages name it and place pointers in it. */
interface RootFile {
  displayPath: string;
  locate: ReturnType<typeof createPointerLocator>;
  lenient: boolean;
}

/** The diagnostics, each with the line and column its pointer is written at, where the root file writes it. */
function withLines(diagnostics: Diagnostic[], root: RootFile): Diagnostic[] {
  return diagnostics.map((diagnostic) => {
    const { pointer, line } = diagnostic.location ?? {};
    const found = pointer && pointer !== '/' && line === undefined ? root.locate(pointer) : undefined;
    return found ? { ...diagnostic, location: { ...diagnostic.location!, ...found } } : diagnostic;
  });
}

/** A warning for each key a JSON object repeats, on the second, which is the one kept. */
function duplicateKeys(text: string, displayPath: string): Diagnostic[] {
  return findDuplicateJsonKeys(text).map(({ key, pointer, offset, firstOffset }) => {
    const location: SourceLocation = { file: displayPath, ...lineColumnAt(text, offset), pointer };
    return createDiagnostic('DuplicateKey', { key, firstLine: lineColumnAt(text, firstOffset).line }, location, 'warning');
  });
}

/**
 * A warning for each path parameter that does not match its path's template: the build goes on (the
 * samples fill a name no parameter declares), but the page would mislead.
 */
function pathParameterMismatches(bundled: Record<string, unknown>, root: RootFile): Diagnostic[] {
  return findPathParameterMismatches(bundled).map(({ kind, name, path, named, pointer }) => {
    const location: SourceLocation = { file: root.displayPath, ...root.locate(pointer), pointer };
    if (kind === 'undeclared') return createDiagnostic('PathParameterUndeclared', { name, path }, location, 'warning');
    return createDiagnostic('PathParameterNotInPath', { name, path, named: named.map((one) => `{${one}}`).join(', ') }, location, 'warning');
  });
}

/** One diagnostic per reused operationId, on the later operation, with its line when the root file has it. */
function duplicateOperationIds(bundled: Record<string, unknown>, root: RootFile): Diagnostic[] {
  return findDuplicateOperationIds(bundled).map(({ operationId, first, second }) => {
    const location: SourceLocation = { file: root.displayPath, ...root.locate(second), pointer: second };
    return createDiagnostic('DuplicateOperationId', { operationId, first: `#${first}`, second: `#${second}`, lenient: root.lenient }, location, root.lenient ? 'warning' : 'error');
  });
}
