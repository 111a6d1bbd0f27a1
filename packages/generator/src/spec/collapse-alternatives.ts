import { pointerTokens, valueAt } from './find-refs.js';

/** What the description's validator says of one problem (Ajv's error object, the fields read here). */
export interface ValidationError {
  instancePath?: string;
  schemaPath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** `#/definitions/QueryParameter/properties/in/enum`: a branch of alternatives, told apart by the value of one field. */
const BRANCH_TEST = /^(.*\/)properties\/[^/]+\/(?:enum|const)$/;

/**
 * The errors of a value that may be one of several alternatives told apart by one field (OpenAPI 3.0's
 * parameter is a path, query, header or cookie parameter by its `in`), as one problem: the validator
 * says how the value fails every alternative, so `in: path` without `required: true` read as four errors,
 * three of them that `in` must be `query`, `header`, `cookie`. When the field names an alternative, only
 * that alternative's errors are kept; when it names none, one error says which values it may take.
 */
export function collapseAlternatives(errors: readonly ValidationError[], document: unknown): ValidationError[] {
  // The tests of the field, by where the field is: the alternatives it failed, and the values they allow.
  const tests = new Map<string, { branches: string[]; allowed: unknown[] }>();
  for (const error of errors) {
    const branch = error.schemaPath?.match(BRANCH_TEST)?.[1];
    const allowed = error.params?.['allowedValues'] ?? (error.params && 'allowedValue' in error.params ? [error.params['allowedValue']] : undefined);
    if (!branch || !Array.isArray(allowed)) continue;
    const test = tests.get(error.instancePath ?? '') ?? { branches: [], allowed: [] };
    test.branches.push(branch);
    test.allowed.push(...allowed);
    tests.set(error.instancePath ?? '', test);
  }
  const dropped = new Set<ValidationError>();
  // The one error that stands for a test no alternative passed, in the place of the test's first error.
  const merged = new Map<ValidationError, ValidationError>();
  for (const [path, test] of tests) {
    if (test.branches.length < 2) continue;
    const owner = path.slice(0, path.lastIndexOf('/'));
    const value = valueAt(document, pointerTokens(path));
    // The errors of the alternatives the field's value rules out, the test itself included, say nothing
    // more: below the value, and found by those alternatives' schemas.
    let named = false;
    for (const error of errors) {
      const below = (error.instancePath ?? '') === owner || (error.instancePath ?? '').startsWith(`${owner}/`);
      if (!below) continue;
      if (test.branches.some((branch) => error.schemaPath?.startsWith(branch))) dropped.add(error);
      // An error of another alternative, not about the alternatives themselves: the one the value names.
      else if (!/must match/.test(error.message ?? '') && error.params?.['missingProperty'] !== '$ref') named = true;
    }
    const first = errors.find((error) => (error.instancePath ?? '') === path && dropped.has(error));
    if (first && !named && !test.allowed.includes(value)) merged.set(first, { instancePath: path, message: 'must be equal to one of the allowed values', params: { allowedValues: [...new Set(test.allowed)] } });
  }
  return errors.flatMap((error) => merged.get(error) ?? (dropped.has(error) ? [] : [error]));
}
