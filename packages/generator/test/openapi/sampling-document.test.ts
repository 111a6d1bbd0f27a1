import { describe, expect, it } from 'vitest';
import { samplingDocument } from '../../src/openapi/sampling-document.js';

describe('samplingDocument', () => {
  it('reads properties given as a reference as the properties named, leaving the description as written', () => {
    const fields = { properties: { id: { type: 'string' } } };
    const base = { type: 'object', properties: { $ref: '#/components/schemas/Fields/properties' } };
    const other = { type: 'string' };
    const document = { components: { schemas: { Fields: fields, Base: base, Other: other } } };
    const readable = samplingDocument(document);
    const schemas = (readable.document['components'] as { schemas: Record<string, unknown> }).schemas;
    expect(schemas['Base']).toEqual({ type: 'object', properties: { id: { type: 'string' } } });
    expect(readable.substitute(base)).toBe(schemas['Base']);
    // Nothing else is copied, and the published description keeps its reference.
    expect(schemas['Other']).toBe(other);
    expect(readable.substitute(other)).toBe(other);
    expect(base.properties).toEqual({ $ref: '#/components/schemas/Fields/properties' });
  });

  it('gives back the description itself when it has no such reference', () => {
    const document = { components: { schemas: { A: { properties: { a: { $ref: '#/components/schemas/A' } } } } } };
    expect(samplingDocument(document).document).toBe(document);
  });
});
