import { describe, expect, it } from 'vitest';
import { buildSchemaTree } from '../../src/openapi/build-schema-tree.js';
import { createResolver } from '../../src/openapi/resolve-ref.js';

const document = {
  components: {
    schemas: {
      Person: {
        type: 'object',
        required: ['name'],
        properties: {
          name: { type: 'string', maxLength: 80, description: 'Full *name*.' },
          nickname: { type: ['string', 'null'] },
          manager: { $ref: '#/components/schemas/Person' },
          role: { type: 'string', enum: ['signer', 'cc'], default: 'signer' },
        },
      },
      Signer: { allOf: [{ $ref: '#/components/schemas/Person' }, { type: 'object', required: ['email'], properties: { email: { type: 'string', format: 'email' } } }] },
      Party: { oneOf: [{ $ref: '#/components/schemas/Person' }, { type: 'string', title: 'Email address' }], discriminator: { propertyName: 'kind' } },
    },
  },
};
const context = { resolve: createResolver(document), describe: (md: string) => `<p>${md}</p>`, idPrefix: 't' };

describe('buildSchemaTree', () => {
  it('lists properties with types, required markers, constraints, enums, defaults and descriptions', () => {
    const tree = buildSchemaTree({ $ref: '#/components/schemas/Person' }, context);
    expect(tree.type).toBe('Person');
    const [name, nickname, , role] = tree.children;
    expect(name).toMatchObject({ name: 'name', type: 'string', required: true, constraints: ['at most 80 characters'], description: '<p>Full *name*.</p>' });
    expect(nickname).toMatchObject({ type: 'string | null' });
    expect(nickname?.required).toBeUndefined();
    expect(role).toMatchObject({ enum: ['"signer"', '"cc"'], defaultValue: '"signer"' });
  });

  it('links a schema that contains itself back to its first appearance instead of recursing', () => {
    const tree = buildSchemaTree({ $ref: '#/components/schemas/Person' }, context);
    const manager = tree.children.find((child) => child.name === 'manager');
    expect(manager?.circular).toEqual({ typeName: 'Person', anchor: tree.anchor });
    expect(manager?.children).toEqual([]);
  });

  it('merges allOf parts, and shows oneOf alternatives with their discriminator', () => {
    const signer = buildSchemaTree({ $ref: '#/components/schemas/Signer' }, context);
    expect(signer.children.map((c) => [c.name, c.required ?? false])).toEqual([
      ['name', true],
      ['nickname', false],
      ['manager', false],
      ['role', false],
      ['email', true],
    ]);
    const party = buildSchemaTree({ $ref: '#/components/schemas/Party' }, context);
    expect(party.variants?.kind).toBe('oneOf');
    expect(party.variants?.options.map((o) => o.label)).toEqual(['Person', 'Email address']);
    expect(party.discriminator?.propertyName).toBe('kind');
  });

  it('names arrays by their items', () => {
    expect(buildSchemaTree({ type: 'array', items: { $ref: '#/components/schemas/Person' } }, context).type).toBe('array of Person');
  });
});
