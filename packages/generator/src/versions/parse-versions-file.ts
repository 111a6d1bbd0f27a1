import { createDiagnostic, VERSION_STATUSES, versionNameProblem, type Diagnostic, type DocsVersion, type DocsVersionStatus } from '@docs/shared';
import { createJsonPointerLocator } from '../spec/json-pointer-locator.js';
import { describeJsonSyntaxError } from '../text/describe-json-syntax-error.js';
import { lineColumnAt } from '../text/line-column-at.js';

/**
 * Reads the versions file: a JSON list, newest first, of `{ name, label, status }`, whose first and only
 * `current` entry is the docs in `docs/`. Each problem is an error at its line: a version silently left
 * out, or a menu naming a version that is not built, is a mistake nobody would see.
 */
export function parseVersionsFile(text: string, file: string): { versions: DocsVersion[]; diagnostics: Diagnostic[] } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const problem = describeJsonSyntaxError(text, error);
    return { versions: [], diagnostics: [problemAt(`${problem.reason}. ${problem.fix}`, { file, ...lineColumnAt(text, problem.offset) })] };
  }
  const locate = createJsonPointerLocator(text);
  const at = (pointer: string) => ({ file, ...(locate(pointer) ?? { line: 1, column: 1 }) });
  if (!Array.isArray(data) || data.length === 0) return { versions: [], diagnostics: [problemAt('it must be a list with at least the current version', at(''))] };
  const versions: DocsVersion[] = [];
  const diagnostics: Diagnostic[] = [];
  const seen = new Set<string>();
  data.forEach((item: unknown, index) => {
    // Positions are looked up for a message only: a versions file without mistakes is not parsed twice.
    if (!item || typeof item !== 'object' || Array.isArray(item)) return diagnostics.push(problemAt(`entry ${index + 1} must be an object with "name", "label" and "status"`, at(`/${index}`)));
    const { name, label, status } = item as Record<string, unknown>;
    const nameProblem = typeof name === 'string' ? versionNameProblem(name) : 'is not a string';
    if (typeof name !== 'string' || nameProblem) return diagnostics.push(problemAt(`entry ${index + 1} has the name ${JSON.stringify(name)}, which ${nameProblem}`, at(`/${index}/name`)));
    // Names that differ in case only are one set of URLs on the hosts that ignore case.
    if (seen.has(name.toLowerCase())) return diagnostics.push(problemAt(`the name "${name}" is listed twice (names are compared whatever their case)`, at(`/${index}/name`)));
    seen.add(name.toLowerCase());
    if (label !== undefined && (typeof label !== 'string' || !label.trim())) return diagnostics.push(problemAt(`"${name}" has a label that is not a non-empty string`, at(`/${index}/label`)));
    if (!VERSION_STATUSES.includes(status as DocsVersionStatus)) return diagnostics.push(problemAt(`"${name}" has the status ${JSON.stringify(status)}; it must be one of ${VERSION_STATUSES.map((s) => `"${s}"`).join(', ')}`, at(`/${index}/status`)));
    if ((status === 'current') !== (index === 0)) {
      const reason = index === 0 ? `the first entry ("${name}") must be the "current" version, the docs in docs/` : `"${name}" is "current", but only the first entry is: the others are frozen versions`;
      return diagnostics.push(problemAt(reason, at(`/${index}/status`)));
    }
    versions.push({ name, label: typeof label === 'string' ? label.trim() : name, status: status as DocsVersionStatus });
    return undefined;
  });
  return { versions: diagnostics.length ? [] : versions, diagnostics };
}

function problemAt(reason: string, location: { file: string; line?: number; column?: number }): Diagnostic {
  return createDiagnostic('InvalidVersionsFile', { reason }, location);
}
