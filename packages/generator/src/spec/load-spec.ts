import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import SwaggerParser from '@apidevtools/swagger-parser';
import { createDiagnostic, type Diagnostic } from '@docs/shared';
import { prepareForValidation } from './prepare-for-validation.js';

export interface LoadedSpec {
  /** The description with external files bundled in (internal `$ref`s kept): what `/openapi.json` publishes. */
  bundled: Record<string, unknown>;
  /** The description file, as messages name it. */
  displayPath: string;
}

interface AjvError {
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** Versions the bundler knows; a 3.2 description is bundled as 3.1 and given its version back. */
const BUNDLER_VERSION_FOR_32 = '3.1.1';

/**
 * Reads an OpenAPI (3.0, 3.1, 3.2) or Swagger 2.0 description, JSON or YAML, in one file or several
 * joined by relative `$ref`s (Markdown files included as descriptions), and validates it. Problems are
 * reported by JSON pointer; with `lenient` they are warnings and the description is still returned.
 */
export async function loadSpec(file: string, options: { lenient?: boolean; cwd?: string } = {}): Promise<{ spec?: LoadedSpec; diagnostics: Diagnostic[] }> {
  const displayPath = path.relative(options.cwd ?? process.cwd(), file) || file;
  if (!existsSync(file)) return { diagnostics: [createDiagnostic('SpecNotFound', { file: displayPath }, { file: displayPath })] };
  let bundled: Record<string, unknown>;
  try {
    const text = await readFile(file, 'utf8');
    const parsed = (/\.json$/i.test(file) ? JSON.parse(text) : parseYaml(text)) as Record<string, unknown>;
    if (!parsed || typeof parsed !== 'object') throw new Error('the file holds no OpenAPI object');
    const version = String(parsed['openapi'] ?? '');
    const is32 = version.startsWith('3.2');
    const input = is32 ? { ...parsed, openapi: BUNDLER_VERSION_FOR_32 } : parsed;
    // With three arguments the parser bundles the object we give it (the path only anchors relative refs).
    bundled = (await SwaggerParser.bundle(file, input as never, {})) as unknown as Record<string, unknown>;
    if (is32) bundled['openapi'] = version;
  } catch (error) {
    return { diagnostics: [createDiagnostic('InvalidSpec', { reason: firstLine(error) }, { file: displayPath, pointer: '/' })] };
  }
  const severity = options.lenient ? 'warning' : 'error';
  const diagnostics: Diagnostic[] = [];
  try {
    await SwaggerParser.validate(prepareForValidation(bundled) as never);
  } catch (error) {
    const details = (error as { details?: AjvError[] }).details;
    if (details?.length) {
      for (const detail of dropNoise(details)) {
        diagnostics.push(createDiagnostic('InvalidSpec', { reason: describe(detail) }, { file: displayPath, pointer: detail.instancePath || '/' }, severity));
      }
    } else {
      diagnostics.push(createDiagnostic('InvalidSpec', { reason: firstLine(error) }, { file: displayPath, pointer: '/' }, severity));
    }
  }
  return { spec: { bundled, displayPath }, diagnostics };
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

function firstLine(error: unknown): string {
  return String((error as Error).message ?? error).split('\n')[0] ?? 'unknown error';
}
