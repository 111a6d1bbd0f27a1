import { createRequire } from 'node:module';
import SwaggerParser from '@apidevtools/swagger-parser';
import { createDiagnostic, type Diagnostic } from '@docs/shared';
import { findMisplacedRefs, type Kind } from './find-misplaced-refs.js';
import type { PlacedRef } from './description-places.js';
import { collapseAlternatives, type ValidationError } from './collapse-alternatives.js';
import { pointerTokens, valueAt } from './find-refs.js';
import { deepestBranch } from './description-depth.js';

/** A schema validator compiled when the package was built (`scripts/compile-spec-validators.mjs`). */
type CompiledValidator = ((data: unknown) => boolean) & { errors?: AjvError[] | null };

// From the sources (tests) and from dist alike, the compiled validators are in the package's dist.
const requireValidator = createRequire(new URL('../../dist/spec/validators/', import.meta.url));

/** The validator of the description's version: Swagger 2.0, OpenAPI 3.0, 3.1 or 3.2 (a later 3.x is checked as 3.2). */
function validatorFor(api: Record<string, unknown>): CompiledValidator {
  const version = String(api['openapi']);
  const name = typeof api['swagger'] === 'string' ? 'swagger-2.0' : version.startsWith('3.0') ? 'openapi-3.0' : version.startsWith('3.1') ? 'openapi-3.1' : 'openapi-3.2';
  const loaded = requireValidator(`./${name}.cjs`) as CompiledValidator | { default: CompiledValidator };
  return 'default' in loaded ? loaded.default : loaded;
}

const KIND_NAMES: Record<Kind, string> = {
  pathItem: 'a path item',
  operation: 'an operation',
  parameter: 'a parameter',
  requestBody: 'a request body',
  response: 'a response',
  header: 'a header',
  mediaType: 'a media type',
  encoding: 'an encoding',
  example: 'an example',
  link: 'a link',
  callback: 'a callback',
  securityScheme: 'a security scheme',
  schema: 'a schema',
};

type AjvError = ValidationError;

/**
 * Checks a bundled description against the OpenAPI schema of its version; one diagnostic per problem, by
 * JSON pointer. With `lenient` they are warnings: the pages are rendered from the description as it is.
 */
export async function validateSpec(bundled: Record<string, unknown>, displayPath: string, lenient: boolean, refs?: readonly PlacedRef[]): Promise<Diagnostic[]> {
  const severity = lenient ? 'warning' : 'error';
  const diagnostics: Diagnostic[] = [];
  try {
    // Validated with its references as they are: each shared object is checked once, where it is
    // written, and each reference is checked to name the kind of object its place needs.
    if (typeof bundled['openapi'] !== 'string' && typeof bundled['swagger'] !== 'string') {
      const reason = 'it has no "openapi" field naming the OpenAPI version it follows (or "swagger": "2.0")';
      return [createDiagnostic('InvalidSpec', { reason, lenient }, { file: displayPath, pointer: '/' }, severity)];
    }
    const validate = validatorFor(bundled);
    if (!validate(bundled)) {
      for (const detail of dropNoise(collapseAlternatives(validate.errors ?? [], bundled))) {
        const reason = describe(detail) + (isSwagger2Body(detail, bundled) ? '; OpenAPI 3 has no body or formData parameters: describe the body with the operation\'s requestBody' : '');
        diagnostics.push(createDiagnostic('InvalidSpec', { reason, lenient }, { file: displayPath, pointer: detail.instancePath || '/' }, severity));
      }
    }
    for (const { pointer, ref, expected, found, meant } of findMisplacedRefs(bundled, refs)) {
      const reason = `its $ref "${ref}" names ${KIND_NAMES[found]}, where ${KIND_NAMES[expected]} belongs${meant ? ` (did you mean "${meant}"?)` : ''}`;
      diagnostics.push(createDiagnostic('InvalidSpec', { reason, lenient }, { file: displayPath, pointer: pointer || '/' }, severity));
    }
    if (diagnostics.length) return diagnostics;
    // Swagger 2.0 has rules its schema cannot say (path parameters declared, one body parameter…).
    // It dereferences what it is given in place: it gets a copy of its own.
    if (typeof bundled['swagger'] === 'string') await SwaggerParser.validate(structuredClone(bundled) as never, { validate: { schema: false, spec: true } });
  } catch (error) {
    // A description nested deeper than the validator's recursion can follow (a schema 1,000 levels deep)
    // is said as that, where its deepest branch starts going too deep, not as an overflow of the root.
    const deep = error instanceof RangeError ? deepestBranch(bundled) : undefined;
    const reason = deep ? `it nests ${deep.depth} levels deep below here, deeper than the validator can follow` : firstLine(error);
    diagnostics.push(createDiagnostic('InvalidSpec', { reason, lenient }, { file: displayPath, pointer: deep?.pointer ?? '/' }, severity));
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
    // A wrapper says that an error below it is there: the error itself says what.
    const wrapper = /must match "(then|else)" schema|must match a schema in anyOf|must match exactly one schema in oneOf/.test(detail.message ?? '');
    const path = detail.instancePath ?? '';
    if (wrapper && details.some((other) => other !== detail && !/must match/.test(other.message ?? '') && ((other.instancePath ?? '') === path || (other.instancePath ?? '').startsWith(`${path}/`)))) return false;
    // An object that may be a reference instead fails that alternative too ("must have required property
    // '$ref'") wherever a mistake lies inside it: only the mistake is news.
    const referenceAlternative = detail.params?.['missingProperty'] === '$ref';
    return !(referenceAlternative && details.some((other) => other.params?.['missingProperty'] !== '$ref' && ((other.instancePath ?? '') === path || (other.instancePath ?? '').startsWith(`${path}/`))));
  });
}

/** `in: body` (or `formData`) in an OpenAPI 3 description: a Swagger 2 habit, which the reader is told how to write now. */
function isSwagger2Body(detail: AjvError, bundled: Record<string, unknown>): boolean {
  if (typeof bundled['openapi'] !== 'string' || !detail.instancePath?.endsWith('/in')) return false;
  const value = valueAt(bundled, pointerTokens(detail.instancePath));
  return value === 'body' || value === 'formData';
}

function describe(detail: AjvError): string {
  const params = detail.params ?? {};
  const extra = params['additionalProperty'] ?? params['unevaluatedProperty'] ?? params['missingProperty'] ?? params['allowedValues'];
  return `${detail.message ?? 'is invalid'}${extra !== undefined ? ` (${Array.isArray(extra) ? extra.join(', ') : String(extra)})` : ''}`;
}

export function firstLine(error: unknown): string {
  return String((error as Error)?.message ?? error).split('\n')[0] ?? 'unknown error';
}
