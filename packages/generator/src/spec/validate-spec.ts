import SwaggerParser from '@apidevtools/swagger-parser';
import { createDiagnostic, type Diagnostic } from '@docs/shared';
import { prepareForValidation } from './prepare-for-validation.js';

interface AjvError {
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/**
 * Checks a bundled description against the OpenAPI schema of its version; one diagnostic per problem, by
 * JSON pointer. With `lenient` they are warnings: the pages are rendered from the description as it is.
 */
export async function validateSpec(bundled: Record<string, unknown>, displayPath: string, lenient: boolean): Promise<Diagnostic[]> {
  const severity = lenient ? 'warning' : 'error';
  const diagnostics: Diagnostic[] = [];
  try {
    await SwaggerParser.validate(prepareForValidation(bundled) as never);
  } catch (error) {
    const details = (error as { details?: AjvError[] }).details;
    if (details?.length) {
      for (const detail of dropNoise(details)) {
        diagnostics.push(createDiagnostic('InvalidSpec', { reason: describe(detail), lenient }, { file: displayPath, pointer: detail.instancePath || '/' }, severity));
      }
    } else {
      diagnostics.push(createDiagnostic('InvalidSpec', { reason: firstLine(error), lenient }, { file: displayPath, pointer: '/' }, severity));
    }
  }
  return diagnostics;
}

/** Ajv reports an `if`/`else` failure beside the real error at the same place; keep the real one. */
function dropNoise(details: AjvError[]): AjvError[] {
  const seen = new Set<string>();
  return details.filter((detail) => {
    const key = `${detail.instancePath}|${describe(detail)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    const wrapper = /must match "(then|else)" schema|must match a schema in anyOf|must match exactly one schema in oneOf/.test(detail.message ?? '');
    return !(wrapper && details.some((other) => other !== detail && other.instancePath === detail.instancePath));
  });
}

function describe(detail: AjvError): string {
  const params = detail.params ?? {};
  const extra = params['additionalProperty'] ?? params['unevaluatedProperty'] ?? params['missingProperty'] ?? params['allowedValues'];
  return `${detail.message ?? 'is invalid'}${extra !== undefined ? ` (${Array.isArray(extra) ? extra.join(', ') : String(extra)})` : ''}`;
}

export function firstLine(error: unknown): string {
  return String((error as Error)?.message ?? error).split('\n')[0] ?? 'unknown error';
}
