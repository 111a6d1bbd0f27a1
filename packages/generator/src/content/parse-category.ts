import { createDiagnostic, type Diagnostic } from '@docs/shared';
import { describeJsonSyntaxError } from '../text/describe-json-syntax-error.js';
import { lineColumnAt } from '../text/line-column-at.js';

/** A folder's `_category_.json`: the label and position of its sidebar category. */
export interface CategoryMeta {
  label?: string;
  position?: number;
}

const FIELDS: Record<string, { check: (value: unknown) => boolean; expected: string }> = {
  label: { check: (value) => typeof value === 'string' && value.trim() !== '', expected: 'a non-empty string, such as "Getting started"' },
  position: { check: (value) => typeof value === 'number' && Number.isFinite(value), expected: 'a number, such as 2' },
};

/**
 * Reads a `_category_.json`. A file that is not JSON, not an object, or has a field of the wrong type
 * is an error at its line (a category silently losing its label or order is a mistake nobody sees);
 * keys this generator does not use (Docusaurus's `collapsed`, `link`…) are a warning.
 */
export function parseCategory(text: string, file: string): { meta: CategoryMeta; diagnostics: Diagnostic[] } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const problem = describeJsonSyntaxError(text, error);
    return { meta: {}, diagnostics: [createDiagnostic('InvalidCategoryFile', { reason: problem.reason, fix: problem.fix }, { file, ...lineColumnAt(text, problem.offset) })] };
  }
  return categoryOf(data, file, 'Write an object: {"label": "Getting started", "position": 1}.', (key) => lineColumnAt(text, Math.max(0, text.indexOf(JSON.stringify(key)))));
}

/**
 * Reads a `_category_.yml` (or `.yaml`), which Docusaurus reads as well as the JSON one, with the same
 * fields and checks. The YAML parser is loaded only for a site that has one.
 */
export async function parseCategoryYaml(text: string, file: string): Promise<{ meta: CategoryMeta; diagnostics: Diagnostic[] }> {
  const [{ parseDocument }, { describeYamlError }] = await Promise.all([import('yaml'), import('../text/describe-yaml-error.js')]);
  const document = parseDocument(text);
  const error = document.errors[0];
  if (error) {
    const problem = describeYamlError(document, error);
    return { meta: {}, diagnostics: [createDiagnostic('InvalidCategoryFile', { reason: problem.reason, fix: problem.fix }, { file, ...lineColumnAt(text, problem.offset) })] };
  }
  const keyLine = (key: string) => {
    const at = new RegExp(`^[ \\t]*["']?${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["']?[ \\t]*:`, 'm').exec(text);
    return lineColumnAt(text, at?.index ?? 0);
  };
  return categoryOf(document.toJS() as unknown, file, 'Write a map: `label: Getting started` and `position: 1`, one a line.', keyLine);
}

/** The label and position a category file's value gives, and what is wrong with it, each at its key. */
function categoryOf(data: unknown, file: string, fix: string, placeOf: (key: string) => { line: number; column: number }): { meta: CategoryMeta; diagnostics: Diagnostic[] } {
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    return { meta: {}, diagnostics: [createDiagnostic('InvalidCategoryFile', { reason: 'it holds no object', fix }, { file, line: 1, column: 1 })] };
  }
  const meta: CategoryMeta = {};
  const diagnostics: Diagnostic[] = [];
  for (const [key, value] of Object.entries(data)) {
    const at = { file, ...placeOf(key) };
    // Own fields only: `constructor` or `toString` would otherwise find the object's inherited methods.
    const field = Object.hasOwn(FIELDS, key) ? FIELDS[key] : undefined;
    if (!field) diagnostics.push(createDiagnostic('UnusedCategoryKey', { key }, at, 'warning'));
    else if (!field.check(value)) diagnostics.push(createDiagnostic('InvalidCategoryFile', { reason: `"${key}" must be ${field.expected}`, fix: `Change "${key}" to ${field.expected}, or remove it.` }, at));
    else Object.assign(meta, { [key]: value });
  }
  return { meta, diagnostics };
}
