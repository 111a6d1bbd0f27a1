import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { bundleWithParser } from '../../src/spec/bundle-spec.js';
import { isSelfContained } from '../../src/spec/is-self-contained.js';
import { exampleDescriptions } from '../fixtures/example-descriptions.js';

const document = (extra: Record<string, unknown>) => ({
  openapi: '3.1.0',
  info: { title: 't', version: '1' },
  paths: { '/a': { get: { responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/A' } } } } } } } },
  components: { schemas: { A: { type: 'object', properties: { self: { $ref: '#/components/schemas/A' } } }, ...extra } },
});

describe('isSelfContained', () => {
  it('takes a description whose references all name values inside it, circular ones included', () => {
    expect(isSelfContained(document({ 'B~C/D': { type: 'string' }, E: { $ref: '#/components/schemas/B~0C~1D' } }))).toBe(true);
  });

  it('leaves to the bundler a reference to another file, a missing value, a path through another reference, and a base URI', () => {
    expect(isSelfContained(document({ B: { $ref: 'schemas/b.yaml' } }))).toBe(false);
    expect(isSelfContained(document({ B: { $ref: '#/components/schemas/Missing' } }))).toBe(false);
    expect(isSelfContained(document({ Alias: { $ref: '#/components/schemas/A' }, B: { $ref: '#/components/schemas/Alias/properties/self' } }))).toBe(false);
    expect(isSelfContained(document({ B: { $id: 'https://example.com/b', type: 'string' } }))).toBe(false);
    expect(isSelfContained(document({ B: { $ref: '#anchor' } }))).toBe(false);
  });

  it('takes only descriptions that the bundler gives back as they are', async () => {
    let taken = 0;
    for (const example of exampleDescriptions()) {
      if (!isSelfContained(example.parse())) continue;
      taken++;
      const { bundled } = await bundleWithParser(example.file, example.parse(), new Map(), path.dirname(example.file));
      expect(JSON.stringify(bundled), example.file).toBe(JSON.stringify(example.parse()));
    }
    expect(taken).toBeGreaterThan(0);
  });
});
