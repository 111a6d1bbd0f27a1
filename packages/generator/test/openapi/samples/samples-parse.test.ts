import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { collectOperations } from '../../../src/openapi/collect-operations.js';
import { writeCodeSamples } from '../../../src/openapi/generate-code-samples.js';
import { normalizeOperation } from '../../../src/openapi/normalize-operation.js';
import { createResolver } from '../../../src/openapi/resolve-ref.js';
import { buildSampleRequest } from '../../../src/openapi/samples/build-sample-request.js';
import { loadSpec } from '../../../src/spec/load-spec.js';
import { CHECKED_LANGUAGES, createSyntaxChecker, type SyntaxProblem } from './syntax-checker.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const REPOSITORY = path.resolve(HERE, '../../../../..');
/** The OpenAPI Initiative's example descriptions, beside the repository (as in CI). */
const EXAMPLES = path.resolve(REPOSITORY, '../shared/specs/oai-examples');

async function descriptions(): Promise<string[]> {
  // This site's descriptions: the latest and each frozen docs version's.
  const own = [path.join(REPOSITORY, 'spec/openapi.json'), path.join(REPOSITORY, 'spec/versions/v1/openapi.json'), path.join(HERE, 'fixtures/awkward-requests.json')];
  if (!existsSync(EXAMPLES)) return own;
  // In petstore-separate only spec/swagger.* is a description; the other files are its parts.
  const examples = (await readdir(EXAMPLES, { recursive: true }))
    .filter((file) => /\.(json|ya?ml)$/.test(file) && (!file.includes('petstore-separate') || /spec\/swagger\./.test(file)))
    .sort()
    .map((file) => path.join(EXAMPLES, file));
  return [...own, ...examples];
}

/** Every sample of every operation of a description, in every language. */
async function samplesOf(file: string): Promise<{ operations: number; samples: { operation: string; language: string; code: string }[] }> {
  const { spec } = await loadSpec(file, { lenient: true });
  const document = spec!.bundled;
  const resolve = createResolver(document);
  const operations = collectOperations(document, resolve);
  const samples = operations.flatMap((collected) => {
    const request = buildSampleRequest(document, collected, normalizeOperation(document, collected, resolve), resolve);
    const operation = `${collected.method.toUpperCase()} ${collected.path}`;
    return writeCodeSamples(request, CHECKED_LANGUAGES).map((sample) => ({ operation, ...sample }));
  });
  return { operations: operations.length, samples };
}

const files = await descriptions();
let check: (language: string, source: string) => SyntaxProblem | undefined;
beforeAll(async () => {
  check = await createSyntaxChecker();
});

describe('every generated code sample parses in its language', () => {
  it('covers this site (both docs versions), the awkward fixture and, beside the repository, the OpenAPI Initiative examples', () => {
    expect(files.length).toBeGreaterThanOrEqual(3);
  });

  it.each(files.map((file) => [path.relative(REPOSITORY, file), file]))('%s', async (_name, file) => {
    const { operations, samples } = await samplesOf(file);
    expect(samples).toHaveLength(operations * CHECKED_LANGUAGES.length);
    const problems = samples.flatMap(({ operation, language, code }) => {
      const problem = check(language, code);
      return problem ? [`${operation} (${language}) line ${problem.line}:${problem.column}: ${problem.text}\n${code}`] : [];
    });
    expect(problems).toEqual([]);
  });

  it('finds a syntax error where there is one, in every language', () => {
    const broken: Record<string, string> = {
      curl: `curl --request GET \\\n  --url 'https://example.com`,
      javascript: `const response = await fetch('https://example.com', {`,
      nodejs: `console.log(response.status, await response.json();`,
      python: `payload = {\n    "a": 1,\n`,
      php: `<?php\ncurl_setopt_array($curl, [\n    CURLOPT_URL => 'x',\n);`,
      csharp: `request.Content = JsonContent.Create(new {\n    a = 1,\n);`,
      go: `package main\n\nfunc main() {\n\treq, err := http.NewRequest("GET", "x", nil\n}`,
      ruby: `request.body = JSON.generate({\n  "a" => 1,\n)`,
      java: `HttpResponse<String> response = Unirest.get("x")\n  .asString(;`,
      powershell: `$headers = @{\n    Authorization = 'x'\n`,
    };
    for (const language of CHECKED_LANGUAGES) expect(check(language, broken[language]!), language).toBeDefined();
  });
});
