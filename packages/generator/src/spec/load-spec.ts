import path from 'node:path';
import { existsSync } from 'node:fs';
import SwaggerParser from '@apidevtools/swagger-parser';
import { createDiagnostic, type Diagnostic } from '@docs/shared';

export interface LoadedSpec {
  /** The description with external files bundled in: what `/openapi.json` publishes. */
  bundled: Record<string, unknown>;
}

interface AjvError {
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/**
 * Reads an OpenAPI or Swagger description (JSON or YAML, one file or several joined by `$ref`) and
 * validates it. Problems are reported by JSON pointer; with `lenient` they are warnings.
 */
export async function loadSpec(file: string, options: { lenient?: boolean; cwd?: string } = {}): Promise<{ spec?: LoadedSpec; diagnostics: Diagnostic[] }> {
  const display = path.relative(options.cwd ?? process.cwd(), file) || file;
  if (!existsSync(file)) return { diagnostics: [createDiagnostic('SpecNotFound', { file: display }, { file: display })] };
  let bundled: Record<string, unknown>;
  try {
    bundled = (await SwaggerParser.bundle(file)) as unknown as Record<string, unknown>;
  } catch (error) {
    return { diagnostics: [createDiagnostic('InvalidSpec', { reason: firstLine(error) }, { file: display })] };
  }
  const severity = options.lenient ? 'warning' : 'error';
  const diagnostics: Diagnostic[] = [];
  try {
    await SwaggerParser.validate(structuredClone(bundled) as never);
  } catch (error) {
    const details = (error as { details?: AjvError[] }).details;
    if (details?.length) {
      for (const detail of details) {
        diagnostics.push(
          createDiagnostic('InvalidSpec', { reason: describe(detail) }, { file: display, pointer: detail.instancePath || '/' }, severity),
        );
      }
    } else {
      diagnostics.push(createDiagnostic('InvalidSpec', { reason: firstLine(error) }, { file: display, pointer: '/' }, severity));
    }
  }
  return { spec: { bundled }, diagnostics };
}

function describe(detail: AjvError): string {
  const extra = detail.params?.['additionalProperty'] ?? detail.params?.['missingProperty'];
  return `${detail.message ?? 'is invalid'}${extra ? ` (${String(extra)})` : ''}`;
}

function firstLine(error: unknown): string {
  return String((error as Error).message ?? error).split('\n')[0] ?? 'unknown error';
}
