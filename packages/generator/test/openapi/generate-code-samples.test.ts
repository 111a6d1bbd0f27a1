import { describe, expect, it } from 'vitest';
import { collectOperations } from '../../src/openapi/collect-operations.js';
import { generateCodeSamples } from '../../src/openapi/generate-code-samples.js';
import { normalizeOperation } from '../../src/openapi/normalize-operation.js';
import { createResolver } from '../../src/openapi/resolve-ref.js';

function samplesOf(codeSamples: unknown[], languages: string[]) {
  const document = {
    openapi: '3.0.3',
    info: { title: 'T', version: '1' },
    paths: { '/a': { get: { responses: { '200': { description: 'OK' } }, 'x-codeSamples': codeSamples } } },
  };
  const resolve = createResolver(document);
  const [collected] = collectOperations(document, resolve);
  return generateCodeSamples(document, collected!, normalizeOperation(document, collected!, resolve), resolve, languages).samples;
}

describe('generateCodeSamples with the description\'s own samples', () => {
  it('shows every sample the description brings, each tab with a value of its own', () => {
    const samples = samplesOf(
      [
        { lang: 'JavaScript', label: 'fetch', source: 'fetch(url)' },
        { lang: 'JavaScript', label: 'axios', source: 'axios.get(url)' },
        { lang: 'Kotlin', label: 'Kotlin (ktor)', source: 'val a = 1' },
        { lang: 'Kotlin', label: 'Kotlin (okhttp)', source: 'val b = 2' },
      ],
      ['curl', 'javascript'],
    );
    expect(samples.map((sample) => [sample.language, sample.label])).toEqual([
      ['curl', 'cURL'],
      ['javascript', 'fetch'],
      ['javascript-2', 'axios'],
      ['kotlin', 'Kotlin (ktor)'],
      ['kotlin-2', 'Kotlin (okhttp)'],
    ]);
    expect(samples[2]!.html).toContain('axios');
    expect(samples[4]!.html).toContain('b');
  });
});
