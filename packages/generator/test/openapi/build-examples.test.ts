import { describe, expect, it } from 'vitest';
import { buildExamples } from '../../src/openapi/build-examples.js';

const text = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&(amp|#x26);/g, '&');
const document = { openapi: '3.0.3', info: { title: 'T', version: '1' }, paths: {} };

describe('buildExamples', () => {
  it('writes the example of a form body as the form a caller sends, given or sampled', () => {
    const given = buildExamples({ mediaType: 'application/x-www-form-urlencoded', examples: [{ value: { email: 'ada@example.com', tags: ['a', 'b'] } }] }, document, 'request');
    expect(text(given[0]!.html)).toBe('email=ada%40example.com&tags=a&tags=b');
    const schema = { type: 'object', properties: { name: { type: 'string', example: 'Ada' }, count: { type: 'integer', example: 2 } } };
    const sampled = buildExamples({ mediaType: 'application/x-www-form-urlencoded', schema, examples: [] }, document, 'request');
    expect(text(sampled[0]!.html)).toBe('name=Ada&count=2');
    // JSON stays JSON.
    expect(text(buildExamples({ mediaType: 'application/json', schema, examples: [] }, document, 'request')[0]!.html)).toContain('"name": "Ada"');
  });
});
