import { describe, expect, it } from 'vitest';
import { createResolver } from '../../src/openapi/resolve-ref.js';
import { sampleRequestBody } from '../../src/openapi/sample-request-body.js';

const document = {
  components: {
    schemas: {
      Address: {
        type: 'object',
        required: ['country'],
        properties: { country: { type: 'string', example: 'NL' }, city: { type: 'string' }, street: { type: 'string', example: 'Damrak 1' } },
      },
      Recipient: {
        type: 'object',
        required: ['email'],
        properties: {
          id: { type: 'string', readOnly: true, example: 'rcp_1' },
          email: { type: 'string', format: 'email', example: 'ada@example.com' },
          name: { type: 'string', example: 'Ada Lovelace' },
          phone: { type: 'string' },
          fax: { type: 'string', deprecated: true, example: '+31 20 000 0000' },
          address: { $ref: '#/components/schemas/Address' },
          manager: { $ref: '#/components/schemas/Recipient' },
        },
      },
      Signing: {
        allOf: [
          { type: 'object', required: ['title'], properties: { title: { type: 'string', example: 'NDA' }, notes: { type: 'string' } } },
          { type: 'object', required: ['recipients'], properties: { recipients: { type: 'array', items: { $ref: '#/components/schemas/Recipient' } } } },
        ],
      },
      Tree: { type: 'object', required: ['children'], properties: { children: { type: 'array', items: { $ref: '#/components/schemas/Tree' } } } },
      Settings: { type: 'object', properties: { locale: { type: 'string' }, timezone: { type: 'string' }, theme: { type: 'string' }, beta: { type: 'boolean' } } },
      Party: {
        oneOf: [{ $ref: '#/components/schemas/Person' }, { $ref: '#/components/schemas/Company' }],
        discriminator: { propertyName: 'kind' },
      },
      Person: { type: 'object', properties: { kind: { type: 'string', enum: ['person'] }, name: { type: 'string' } } },
      Company: { type: 'object', properties: { kind: { type: 'string', enum: ['company'] } } },
      Pet: {
        type: 'object',
        required: ['kind', 'name'],
        discriminator: { propertyName: 'kind', mapping: { kitty: '#/components/schemas/Cat' } },
        properties: { kind: { type: 'string' }, name: { type: 'string' } },
      },
      Cat: { allOf: [{ $ref: '#/components/schemas/Pet' }, { type: 'object', required: ['lives'], properties: { lives: { type: 'integer' } } }] },
      Dog: { allOf: [{ $ref: '#/components/schemas/Pet' }, { type: 'object', required: ['bark'], properties: { bark: { type: 'string', enum: ['loud', 'soft'] } } }] },
      Animal: { oneOf: [{ $ref: '#/components/schemas/Dog' }, { $ref: '#/components/schemas/Cat' }], discriminator: { propertyName: 'kind' } },
      // The alternatives name no discriminator here: the one they inherit from Pet names them.
      Embedded: { oneOf: [{ $ref: '#/components/schemas/Cat' }, { $ref: '#/components/schemas/Dog' }] },
      Hamster: { allOf: [{ $ref: '#/components/schemas/Pet' }] },
      Cage: { oneOf: [{ $ref: '#/components/schemas/Hamster' }] },
    },
  },
};
const resolve = createResolver(document);
const sampleOf = (name: string) => sampleRequestBody({ $ref: `#/components/schemas/${name}` }, resolve, document);

describe('sampleRequestBody', () => {
  it('sends the required fields and the fields with examples, never read-only or deprecated ones', () => {
    expect(sampleOf('Recipient')).toEqual({ email: 'ada@example.com', name: 'Ada Lovelace' });
  });

  it('keeps the rule at every level, through allOf, arrays and references', () => {
    expect(sampleOf('Signing')).toEqual({ title: 'NDA', recipients: [{ email: 'ada@example.com', name: 'Ada Lovelace' }] });
  });

  it('ends a schema that contains itself in an empty value instead of recursing', () => {
    expect(sampleOf('Tree')).toEqual({ children: [] });
  });

  it('shows a few fields of a body that has no required or exemplified one, so the sample has a shape', () => {
    expect(Object.keys(sampleOf('Settings') as object)).toEqual(['locale', 'timezone', 'theme']);
  });

  it('samples the first alternative of a oneOf with its discriminator', () => {
    expect(sampleOf('Party')).toEqual({ kind: 'person' });
  });

  it('sends a base schema as its first subtype, named by the value its discriminator maps to it', () => {
    expect(sampleOf('Pet')).toEqual({ kind: 'kitty', name: 'string', lives: 0 });
  });

  it("names a discriminated alternative by its schema's name when the mapping leaves it out", () => {
    expect(sampleOf('Animal')).toEqual({ kind: 'Dog', name: 'string', bark: 'loud' });
  });

  it('names an alternative by the discriminator it inherits through allOf when the oneOf names none', () => {
    expect(sampleOf('Embedded')).toEqual({ kind: 'kitty', name: 'string', lives: 0 });
    expect(sampleOf('Cage')).toEqual({ kind: 'Hamster', name: 'string' });
  });

  it('sends the required fields a schema does not declare, as its additional properties say or as a stand-in', () => {
    const field = { type: 'object', required: ['field', 'datatype'], properties: { field: { type: 'string', example: 'id' } } };
    expect(sampleRequestBody(field, resolve, document)).toEqual({ field: 'id', datatype: 'DATATYPE' });
    const counts = { type: 'object', required: ['total'], additionalProperties: { type: 'integer', example: 3 } };
    expect(sampleRequestBody(counts, resolve, document)).toMatchObject({ total: 3 });
    const typed = { type: 'object', required: ['a'], patternProperties: { '^a$': { type: 'integer', example: 7 } } };
    expect(sampleRequestBody(typed, resolve, document)).toMatchObject({ a: 7 });
  });

  it('samples alternatives that only describe values as of the type beside them, not as null', () => {
    const schema = { type: 'object', required: ['event'], properties: { event: { type: 'string', oneOf: [{ description: 'A push' }, { description: 'A tag' }] } } };
    expect(sampleRequestBody(schema, resolve, document)).toEqual({ event: 'string' });
  });

  it('takes an exemplified object as its example says, whatever its schema lists', () => {
    const schema = { type: 'object', example: { a: 1 }, required: ['b'], properties: { b: { type: 'string' } } };
    expect(sampleRequestBody(schema, resolve, document)).toEqual({ a: 1 });
  });
});
