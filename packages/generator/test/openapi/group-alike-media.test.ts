import { describe, expect, it } from 'vitest';
import { buildExamples } from '../../src/openapi/build-examples.js';
import { groupAlikeMedia } from '../../src/openapi/group-alike-media.js';
import type { NormalMediaType } from '../../src/openapi/normalize-operation.js';
import { createResolver } from '../../src/openapi/resolve-ref.js';

const document = {
  openapi: '3.0.3',
  info: { title: 'Rate cards', version: '1' },
  paths: {},
  components: { schemas: { RateCard: { type: 'object', properties: { currency: { type: 'string', example: 'EUR' } } }, Error: { type: 'object', properties: { code: { type: 'string' } } } } },
};
const resolve = createResolver(document);
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const examplesOf = (media: NormalMediaType) => buildExamples(media, document, 'response');
const media = (mediaType: string, schema: unknown, examples: NormalMediaType['examples'] = []): NormalMediaType => ({ mediaType, schema, examples });

describe('groupAlikeMedia', () => {
  it('shows media types with the same schema and examples as one, in the order of their first', () => {
    const grouped = groupAlikeMedia([media('application/json', ref('RateCard')), media('application/xml', ref('RateCard')), media('text/json', ref('RateCard')), media('application/problem+json', ref('Error'))], resolve, examplesOf);
    expect(grouped.map(({ media: first, index, alsoAs }) => [first.mediaType, index, alsoAs])).toEqual([
      ['application/json', 0, ['text/json']],
      // XML has no example sampled from the schema, JSON has: they show different things.
      ['application/xml', 1, []],
      ['application/problem+json', 3, []],
    ]);
    expect(grouped[0]!.examples).toEqual(examplesOf(media('application/json', ref('RateCard'))));
  });

  it('keeps apart media types whose own examples differ, and bodies without a schema from those with one', () => {
    const grouped = groupAlikeMedia(
      [media('application/json', ref('RateCard'), [{ value: { currency: 'EUR' } }]), media('text/json', ref('RateCard'), [{ value: { currency: 'USD' } }]), media('application/octet-stream', undefined), media('application/pdf', undefined)],
      resolve,
      examplesOf,
    );
    expect(grouped.map(({ media: first, alsoAs }) => [first.mediaType, alsoAs])).toEqual([
      ['application/json', []],
      ['text/json', []],
      ['application/octet-stream', ['application/pdf']],
    ]);
  });
});
