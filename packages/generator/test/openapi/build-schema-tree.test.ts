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
      Team: {
        type: 'object',
        properties: {
          name: { type: 'string' },
          lead: { $ref: '#/components/schemas/Profile' },
          members: { type: 'array', items: { $ref: '#/components/schemas/Profile' } },
          tiny: { $ref: '#/components/schemas/Tiny' },
        },
      },
      Profile: { type: 'object', properties: Object.fromEntries(['email', 'phone', 'title', 'team', 'city', 'country'].map((key) => [key, { type: 'string' }])) },
      Tiny: { type: 'object', properties: { a: { type: 'string' }, b: { type: 'string' } } },
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
    expect(manager?.shownAt).toEqual({ typeName: 'Person', anchor: tree.anchor, recursive: true });
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
    // Named by the discriminator's value: a schema's name stands for it when nothing maps it.
    expect(party.variants?.options.map((o) => o.label)).toEqual(['kind: Person', 'Email address']);
    expect(party.type).toBe('Party');
    // Unnamed, alternatives read as their types.
    expect(buildSchemaTree({ oneOf: [{ $ref: '#/components/schemas/Person' }, { type: 'string' }] }, context).type).toBe('Person | string');
    expect(party.discriminator?.propertyName).toBe('kind');
  });

  it('names alternatives by the discriminator value a mapping or the option itself gives', () => {
    const messages = {
      components: {
        schemas: {
          Message: {
            oneOf: [{ $ref: '#/components/schemas/DeveloperMessage' }, { $ref: '#/components/schemas/UserMessage' }, { type: 'string', description: 'Plain text.' }],
            discriminator: { propertyName: 'role', mapping: { developer: '#/components/schemas/DeveloperMessage' } },
          },
          DeveloperMessage: { type: 'object', description: 'Instructions from the developer.', properties: { role: { type: 'string' }, content: { type: 'string' } } },
          UserMessage: { type: 'object', properties: { role: { type: 'string', enum: ['user'] }, content: { type: 'string' } } },
        },
      },
    };
    const tree = buildSchemaTree({ $ref: '#/components/schemas/Message' }, { ...context, resolve: createResolver(messages) });
    expect(tree.variants?.options.map((o) => [o.label, o.node.type, o.node.description])).toEqual([
      ['role: developer', 'DeveloperMessage', '<p>Instructions from the developer.</p>'],
      ['role: user', 'UserMessage', undefined],
      ['string', 'string', '<p>Plain text.</p>'],
    ]);
    expect(tree.type).toBe('Message');
  });

  it('names an alternative that only adds a condition by it, and says what it requires', () => {
    // GitHub's "create a Pages site" (send one of the two) and "update a check run" (a conclusion once completed).
    const site = { type: 'object', properties: { source: { type: 'object' }, build_type: { type: 'string' } }, anyOf: [{ required: ['source'] }, { required: ['build_type'] }] };
    const run = {
      type: 'object',
      properties: { status: { type: 'string' }, conclusion: { type: 'string' } },
      anyOf: [{ properties: { status: { enum: ['completed'] } }, required: ['conclusion'] }, { properties: { status: { enum: ['queued', 'in_progress'] } } }],
    };
    const options = (schema: object) => buildSchemaTree(schema, { ...context, resolve: createResolver({}) }).variants?.options.map((o) => [o.label, o.node.constraints, o.condition]);
    expect(options(site)).toEqual([
      ['with source', ['requires source'], true],
      ['with build_type', ['requires build_type'], true],
    ]);
    expect(options(run)).toEqual([
      ['status: completed', ['requires conclusion'], true],
      ['status: queued or in_progress', [], true],
    ]);
    // An alternative of a type of its own is no condition.
    expect(options({ anyOf: [{ type: 'string' }, { type: 'object', required: ['a'], properties: { a: { type: 'string' } } }] })).toEqual([
      ['string', [], undefined],
      ['object', [], undefined],
    ]);
    // A value alone is of its values' type, not "any".
    const status = buildSchemaTree(run, { ...context, resolve: createResolver({}) }).variants!.options[0]!.node.children[0]!;
    expect([status.name, status.type]).toEqual(['status', 'string']);
  });

  it('reads `properties` that are a reference to another schema\'s properties as fields', () => {
    const shared = { components: { schemas: { Base: { type: 'object', properties: { id: { type: 'string' } } }, Item: { allOf: [{ properties: { $ref: '#/components/schemas/Base/properties' } }] } } } };
    const tree = buildSchemaTree({ $ref: '#/components/schemas/Item' }, { ...context, resolve: createResolver(shared) });
    expect(tree.children.map((child) => child.name)).toEqual(['id']);
  });

  it('shows a large schema in full once per page and links to it where the page meets it again', () => {
    const shown = new Map();
    const request = buildSchemaTree({ $ref: '#/components/schemas/Team' }, { ...context, idPrefix: 'request', shown });
    const response = buildSchemaTree({ $ref: '#/components/schemas/Team' }, { ...context, idPrefix: 'response-200', shown });
    expect(request.children.map((c) => c.name)).toEqual(['name', 'lead', 'members', 'tiny']);
    expect(response.children).toEqual([]);
    expect(response.shownAt).toEqual({ typeName: 'Team', anchor: request.anchor, recursive: false });
    // Within one tree too: the members list links to the lead's Profile, shown in full just before.
    const [, lead, members, tiny] = request.children;
    expect(lead?.children.length).toBeGreaterThan(0);
    expect(members).toMatchObject({ type: 'array of Profile', children: [], shownAt: { anchor: lead?.anchor, recursive: false } });
    // A schema of a few fields reads better repeated than linked.
    const again = buildSchemaTree({ type: 'object', properties: { tiny: { $ref: '#/components/schemas/Tiny' } } }, { ...context, idPrefix: 'other', shown });
    expect(again.children[0]?.children.map((c) => c.name)).toEqual(tiny?.children.map((c) => c.name));
    expect(again.children[0]?.shownAt).toBeUndefined();
  });

  it('marks no read-only field required in a request, nor a write-only one in a response, and links the other way saying which differ', () => {
    const accounts = {
      components: {
        schemas: {
          Account: {
            type: 'object',
            required: ['id', 'email', 'password'],
            properties: {
              id: { type: 'string', readOnly: true },
              email: { type: 'string' },
              password: { type: 'string', writeOnly: true },
              created_at: { allOf: [{ $ref: '#/components/schemas/Stamp' }], readOnly: true },
              ...Object.fromEntries(['name', 'phone', 'city', 'country'].map((key) => [key, { type: 'string' }])),
            },
          },
          Stamp: { type: 'string', format: 'date-time' },
        },
      },
    };
    const shown = new Map();
    const resolve = createResolver(accounts);
    const request = buildSchemaTree({ $ref: '#/components/schemas/Account' }, { ...context, resolve, idPrefix: 'body', shown, direction: 'request' });
    const flags = (node: typeof request) => node.children.slice(0, 4).map((child) => [child.name, child.required ?? false, child.readOnly ?? false, child.writeOnly ?? false]);
    // Sent: email and password are required; id and created_at are the server's, shown as read-only.
    expect(flags(request)).toEqual([['id', false, true, false], ['email', true, false, false], ['password', true, false, true], ['created_at', false, true, false]]);
    // The response reads otherwise: it links to the request's display, saying which fields are required
    // there and not here (the required read-only id is always returned; the password never is).
    const response = buildSchemaTree({ $ref: '#/components/schemas/Account' }, { ...context, resolve, idPrefix: 'response-200', shown, direction: 'response' });
    expect(response.shownAt).toEqual({ typeName: 'Account', anchor: request.anchor, recursive: false, differs: { direction: 'response', requiredHere: ['id'], absentHere: ['password'] } });
    // Shown on its own, a response marks the read-only fields required and not the write-only one.
    const alone = buildSchemaTree({ $ref: '#/components/schemas/Account' }, { ...context, resolve, direction: 'response' });
    expect(flags(alone)).toEqual([['id', true, true, false], ['email', true, false, false], ['password', false, false, true], ['created_at', false, true, false]]);
  });

  it('repeats schemas in full for trees that share no page', () => {
    const first = buildSchemaTree({ $ref: '#/components/schemas/Team' }, context);
    const second = buildSchemaTree({ $ref: '#/components/schemas/Team' }, context);
    expect(second).toEqual(first);
    expect(second.shownAt).toBeUndefined();
  });

  it('names arrays by their items', () => {
    expect(buildSchemaTree({ type: 'array', items: { $ref: '#/components/schemas/Person' } }, context).type).toBe('array of Person');
  });

  it('gives every field an id made of its place in the description, the same on every build', () => {
    const usedIds = new Set<string>();
    const team = buildSchemaTree({ $ref: '#/components/schemas/Team' }, { ...context, idPrefix: 'body', usedIds });
    expect(team.anchor).toBe('body-schema');
    const [name, lead, members] = team.children;
    expect([name?.anchor, lead?.anchor, lead?.children[0]?.anchor]).toEqual(['body-name', 'body-lead', 'body-lead-email']);
    // A list and its items are one field: the list's id, and the items' fields below it.
    expect(members?.anchor).toBe('body-members');
    const list = buildSchemaTree({ type: 'object', properties: { recipients: { type: 'array', items: { type: 'object', properties: { email: { type: 'string' } } } } } }, { ...context, idPrefix: 'body', usedIds });
    expect(list.children[0]?.children[0]?.anchor).toBe('body-recipients-email');
    // Names that read alike in an id are told apart by a number; the page's ids are never repeated.
    const alike = buildSchemaTree({ type: 'object', properties: { 'Sent At': { type: 'string' }, sent_at: { type: 'string' }, 'sent-at': { type: 'string' } } }, { ...context, idPrefix: 'response-200', usedIds });
    expect(alike.children.map((child) => child.anchor)).toEqual(['response-200-sent-at', 'response-200-sent_at', 'response-200-sent-at-2']);
    expect(buildSchemaTree({ type: 'object', properties: { name: { type: 'string' } } }, { ...context, idPrefix: 'body', usedIds }).children[0]?.anchor).toBe('body-name-2');
    // Alternatives of one label (Stripe's `string` or `""`, written as two strings) are two places, with two ids.
    const either = buildSchemaTree({ type: 'object', properties: { ip: { anyOf: [{ type: 'string' }, { type: 'string', enum: [''] }] } } }, { ...context, idPrefix: 'query', usedIds });
    expect(either.children[0]?.variants?.options.map((option) => option.node.anchor)).toEqual(['query-ip-string', 'query-ip-string-2']);
  });

  it('gives a nullable type its format once, on the type that has it', () => {
    expect(buildSchemaTree({ type: ['string', 'null'], format: 'uri' }, context).type).toBe('string<uri> | null');
    expect(buildSchemaTree({ type: 'string', format: 'date-time', nullable: true }, context).type).toBe('string<date-time> | null');
  });

  it('reads a nullable schema without a type of its own as what its alternatives, fields or items are, or null', () => {
    expect(buildSchemaTree({ nullable: true, anyOf: [{ type: 'number' }, { type: 'string' }] }, context).type).toBe('number | string | null');
    expect(buildSchemaTree({ nullable: true, oneOf: [{ type: 'integer' }, { type: 'null' }] }, context).type).toBe('integer | null');
    expect(buildSchemaTree({ nullable: true, properties: { id: { type: 'string' } } }, context).type).toBe('object | null');
    expect(buildSchemaTree({ nullable: true, items: { type: 'string' } }, context).type).toBe('array of string | null');
    // Anything, null included.
    expect(buildSchemaTree({ nullable: true }, context).type).toBe('any');
  });

  it('says unique items of a list only, not of a text or a flag that a description marks so', () => {
    expect(buildSchemaTree({ type: 'array', items: { type: 'string' }, uniqueItems: true }, context).constraints).toEqual(['unique items']);
    expect(buildSchemaTree({ type: 'string', uniqueItems: true }, context).constraints).toEqual([]);
    expect(buildSchemaTree({ type: 'boolean', uniqueItems: true }, context).constraints).toEqual([]);
  });

  it("reads Swagger 2's x-nullable as OpenAPI 3's nullable", () => {
    expect(buildSchemaTree({ type: 'integer', 'x-nullable': true }, context).type).toBe('integer | null');
  });

  it('reads exclusive bounds in the forms of OpenAPI 3.0 (a flag) and 3.1 (a number)', () => {
    expect(buildSchemaTree({ type: 'integer', minimum: 0, exclusiveMinimum: true, maximum: 100, exclusiveMaximum: true }, context).constraints).toEqual(['> 0', '< 100']);
    expect(buildSchemaTree({ type: 'integer', minimum: 0, exclusiveMinimum: false, maximum: 100 }, context).constraints).toEqual(['≥ 0', '≤ 100']);
    expect(buildSchemaTree({ type: 'integer', exclusiveMinimum: 0, exclusiveMaximum: 100 }, context).constraints).toEqual(['> 0', '< 100']);
  });

  it('shows the subtypes a base schema names by its discriminator as its alternatives, once', () => {
    const pets = {
      components: {
        schemas: {
          Pet: { type: 'object', required: ['petType'], properties: { petType: { type: 'string' }, name: { type: 'string' } }, discriminator: { propertyName: 'petType', mapping: { cat: '#/components/schemas/Cat', dog: 'Dog' } } },
          Cat: { allOf: [{ $ref: '#/components/schemas/Pet' }, { type: 'object', properties: { huntingSkill: { type: 'string' } } }] },
          Dog: { allOf: [{ $ref: '#/components/schemas/Pet' }, { type: 'object', properties: { packSize: { type: 'integer' } } }] },
        },
      },
    };
    const tree = buildSchemaTree({ $ref: '#/components/schemas/Pet' }, { ...context, resolve: createResolver(pets) });
    expect(tree.variants?.options.map((option) => option.label)).toEqual(['petType: cat', 'petType: dog']);
    const [cat, dog] = tree.variants!.options;
    expect(cat!.node.children.map((child) => child.name)).toEqual(['petType', 'name', 'huntingSkill']);
    expect(dog!.node.children.map((child) => child.name)).toEqual(['petType', 'name', 'packSize']);
    // A subtype does not list the others again, nor carry the base's discriminator it takes in: it is said
    // where the alternatives are (Microsoft Graph's base maps 653 subtypes, each node of each labelled them all).
    expect(cat!.node.variants).toBeUndefined();
    expect(cat!.node.discriminator).toBeUndefined();
    expect(tree.discriminator).toEqual({ propertyName: 'petType', mapping: [{ value: 'cat', label: 'Cat' }, { value: 'dog', label: 'Dog' }] });
  });

  it('labels each alternative by the value its own discriminator field allows, where the base defines the field too', () => {
    const kinds = {
      components: {
        schemas: {
          Base: { type: 'object', required: ['kind'], properties: { kind: { type: 'string' } } },
          Card: { allOf: [{ $ref: '#/components/schemas/Base' }, { properties: { kind: { enum: ['card'] }, last4: { type: 'string' } } }] },
          Bank: { allOf: [{ $ref: '#/components/schemas/Base' }, { properties: { kind: { enum: ['bank'] }, iban: { type: 'string' } } }] },
        },
      },
    };
    const method = { oneOf: [{ $ref: '#/components/schemas/Card' }, { $ref: '#/components/schemas/Bank' }], discriminator: { propertyName: 'kind' } };
    const tree = buildSchemaTree(method, { ...context, resolve: createResolver(kinds) });
    expect(tree.variants?.options.map((option) => option.label)).toEqual(['kind: card', 'kind: bank']);
  });

  it('finds the subtypes of a base whose discriminator names no mapping: the schemas that are all of it', () => {
    const pets = {
      components: {
        schemas: {
          Pet: { type: 'object', required: ['petType'], properties: { petType: { type: 'string' } }, discriminator: { propertyName: 'petType' } },
          Cat: { allOf: [{ $ref: '#/components/schemas/Pet' }, { type: 'object', properties: { huntingSkill: { type: 'string' } } }] },
          Dog: { allOf: [{ $ref: '#/components/schemas/Pet' }, { type: 'object', properties: { packSize: { type: 'integer' } } }] },
          Owner: { type: 'object', properties: { pet: { $ref: '#/components/schemas/Pet' } } },
        },
      },
    };
    const tree = buildSchemaTree({ $ref: '#/components/schemas/Pet' }, { ...context, resolve: createResolver(pets) });
    expect(tree.variants?.options.map((option) => [option.label, option.node.children.map((child) => child.name)])).toEqual([
      ['petType: Cat', ['petType', 'huntingSkill']],
      ['petType: Dog', ['petType', 'packSize']],
    ]);
  });

  it('lists the subtypes a partial mapping leaves out after the ones it names, by their names', () => {
    const pets = {
      components: {
        schemas: {
          Pet: { type: 'object', properties: { kind: { type: 'string' } }, discriminator: { propertyName: 'kind', mapping: { kitty: '#/components/schemas/Cat' } } },
          Cat: { allOf: [{ $ref: '#/components/schemas/Pet' }, { type: 'object', properties: { lives: { type: 'integer' } } }] },
          Dog: { allOf: [{ $ref: '#/components/schemas/Pet' }, { type: 'object', properties: { bark: { type: 'string' } } }] },
        },
      },
    };
    const tree = buildSchemaTree({ $ref: '#/components/schemas/Pet' }, { ...context, resolve: createResolver(pets) });
    expect(tree.variants?.options.map((option) => [option.label, option.node.children.map((child) => child.name)])).toEqual([
      ['kind: kitty', ['kind', 'lives']],
      ['kind: Dog', ['kind', 'bark']],
    ]);
  });

  it('reads a type written as something other than a name as no type, not as "[object Object]"', () => {
    const odd = buildSchemaTree({ type: 'object', properties: { kind: { type: { type: 'string' } }, mixed: { type: ['string', 7, 'null'] } } }, context);
    expect(odd.children.map((child) => child.type)).toEqual(['any', 'string | null']);
  });

  it('says that an object takes no fields but those it names', () => {
    expect(buildSchemaTree({ type: 'object', additionalProperties: false, properties: { a: { type: 'string' } } }, context).constraints).toEqual(['no other fields']);
    expect(buildSchemaTree({ type: 'object', properties: { a: { type: 'string' } } }, context).constraints).toEqual([]);
  });

  it('says what each item of a list may be: its allowed values and its constraints', () => {
    const list = buildSchemaTree({ type: 'array', maxItems: 3, items: { type: 'string', enum: ['active', 'archived'], maxLength: 8 } }, context);
    expect(list).toMatchObject({ type: 'array of string', enum: ['"active"', '"archived"'], constraints: ['at most 3 items', 'each at most 8 characters'] });
  });

  it('counts in words with the right plural', () => {
    expect(buildSchemaTree({ type: 'string', minLength: 1, maxLength: 40 }, context).constraints).toEqual(['at least 1 character', 'at most 40 characters']);
    expect(buildSchemaTree({ type: 'array', minItems: 1, maxItems: 1 }, context).constraints).toEqual(['at least 1 item', 'at most 1 item']);
  });
});

describe('buildSchemaTree on schemas that are all of each other', () => {
  it('merges each part once instead of recursing forever', () => {
    const looping = {
      components: {
        schemas: {
          A: { allOf: [{ $ref: '#/components/schemas/B' }, { type: 'object', properties: { name: { type: 'string' } } }] },
          B: { allOf: [{ $ref: '#/components/schemas/A' }, { type: 'object', required: ['id'], properties: { id: { type: 'string' } } }] },
        },
      },
    };
    const tree = buildSchemaTree({ $ref: '#/components/schemas/A' }, { resolve: createResolver(looping), describe: (md: string) => md, idPrefix: 'loop' });
    // B's fields first, as A lists B first.
    expect(tree.children.map((child) => [child.name, child.required ?? false])).toEqual([
      ['id', true],
      ['name', false],
    ]);
  });
});

describe('buildSchemaTree on a named schema wrapped in allOf to describe a use of it', () => {
  const wrap = (name: string, description: string) => ({ allOf: [{ $ref: `#/components/schemas/${name}` }], description });
  const count = (node: { children: unknown[]; variants?: { options: { node: unknown }[] } }): number =>
    1 + node.children.reduce<number>((sum, child) => sum + count(child as typeof node), 0) + (node.variants?.options.reduce((sum, option) => sum + count(option.node as typeof node), 0) ?? 0);

  it('links a schema that contains itself through such fields back to it, as a plain $ref is', () => {
    // The wrapper's words beside the $ref, or in a part of their own.
    const properties = Object.fromEntries(['a', 'b', 'c', 'd'].map((key, at) => [key, at % 2 ? { allOf: [{ $ref: '#/components/schemas/Node' }, { description: `Branch ${key}.` }] } : wrap('Node', `Branch ${key}.`)]));
    const recursive = { components: { schemas: { Node: { type: 'object', properties: { id: { type: 'string' }, ...properties } } } } };
    const tree = buildSchemaTree({ $ref: '#/components/schemas/Node' }, { resolve: createResolver(recursive), describe: (md: string) => md, idPrefix: 'node', shown: new Map() });
    // Four branches, each shown twelve levels deep, made millions of nodes and ran the build out of memory.
    expect(count(tree)).toBe(6);
    expect(tree.children.slice(1).map((child) => [child.name, child.type, child.description, child.shownAt?.recursive])).toEqual([
      ['a', 'Node', 'Branch a.', true],
      ['b', 'Node', 'Branch b.', true],
      ['c', 'Node', 'Branch c.', true],
      ['d', 'Node', 'Branch d.', true],
    ]);
  });

  it("shows what the wrapped schema says of its values: constraints, example, default, nullable, read-only, its name", () => {
    const schemas = {
      Code: { type: 'string', pattern: '^[A-Z]{3}$', minLength: 3, maxLength: 3, example: 'ABC', default: 'XYZ' },
      When: { type: 'string', format: 'date-time', nullable: true, readOnly: true },
      Owner: { type: 'object', minProperties: 1, properties: { id: { type: 'string' } } },
    };
    const order = { type: 'object', properties: { code: wrap('Code', 'The order code.'), when: wrap('When', 'When.'), owner: wrap('Owner', 'Who.') } };
    const tree = buildSchemaTree(order, { resolve: createResolver({ components: { schemas } }), describe: (md: string) => md, idPrefix: 'order' });
    const [code, when, owner] = tree.children;
    expect([code!.type, code!.description, code!.constraints, code!.example, code!.defaultValue]).toEqual(['string', 'The order code.', ['at least 3 characters', 'at most 3 characters', 'matches ^[A-Z]{3}$'], '"ABC"', '"XYZ"']);
    expect([when!.type, when!.readOnly]).toEqual(['string<date-time> | null', true]);
    expect([owner!.type, owner!.constraints, owner!.children.map((child) => child.name)]).toEqual(['Owner', ['at least 1 key'], ['id']]);
  });

  it('takes a wrapper that adds a constraint (required fields) for a schema of its own, shown in full', () => {
    const schemas = { Project: { type: 'object', properties: { name: { type: 'string' }, purpose: { type: 'string' } } } };
    const update = { allOf: [{ $ref: '#/components/schemas/Project' }], required: ['name'] };
    const tree = buildSchemaTree(update, { resolve: createResolver({ components: { schemas } }), describe: (md: string) => md, idPrefix: 'body', shown: new Map() });
    expect([tree.type, tree.shownAt, tree.children.map((child) => [child.name, child.required ?? false])]).toEqual(['object', undefined, [['name', true], ['purpose', false]]]);
  });

  it("fills a list envelope's open items with the items the other part names, keeping the envelope's description", () => {
    const schemas = {
      Envelope: { type: 'object', properties: { data: { type: 'array', description: 'The items on this page.', items: {} } } },
      Signing: { type: 'object', properties: { id: { type: 'string' } } },
    };
    const list = { allOf: [{ $ref: '#/components/schemas/Envelope' }, { type: 'object', properties: { data: { type: 'array', items: { $ref: '#/components/schemas/Signing' } } } }] };
    const [data] = buildSchemaTree(list, { resolve: createResolver({ components: { schemas } }), describe: (md: string) => md, idPrefix: 'list' }).children;
    expect([data!.type, data!.description, data!.children.map((child) => child.name)]).toEqual(['array of Signing', 'The items on this page.', ['id']]);
  });

  it('holds a field that two parts define to both, and keeps a field named __proto__', () => {
    const both = { allOf: [{ properties: { a: { type: 'string', maxLength: 5 } } }, { properties: { a: { type: 'string', minLength: 2 }, ['__proto__']: { type: 'string' } }, required: ['__proto__'] }] };
    const parsed = JSON.parse(JSON.stringify(both).replace('"__proto__":{"type"', '"__proto__":{"type"')) as object;
    const tree = buildSchemaTree(parsed, { resolve: createResolver({}), describe: (md: string) => md, idPrefix: 'both' });
    expect(tree.children.map((child) => [child.name, child.constraints, child.required ?? false])).toEqual([
      ['a', ['at least 2 characters', 'at most 5 characters'], false],
      ['__proto__', [], true],
    ]);
  });
});

describe('buildSchemaTree on a $ref with a description beside it (OpenAPI 3.1)', () => {
  it('shows the description written in place of the shared schema\'s own', () => {
    const schemas = { Money: { type: 'integer', description: 'An amount in cents.' } };
    const tree = buildSchemaTree(
      { type: 'object', properties: { fee: { $ref: '#/components/schemas/Money', description: 'What the platform keeps.' }, total: { $ref: '#/components/schemas/Money' } } },
      { resolve: createResolver({ components: { schemas } }), describe: (md: string) => md, idPrefix: 'price' },
    );
    expect(tree.children.map((child) => [child.name, child.description])).toEqual([
      ['fee', 'What the platform keeps.'],
      ['total', 'An amount in cents.'],
    ]);
  });
});

describe('buildSchemaTree on JSON Schema keywords of OpenAPI 3.1', () => {
  it('shows tuple items, fields named by a pattern, unevaluatedProperties: false and dependent requirements', () => {
    const schema = {
      type: 'object',
      properties: { point: { type: 'array', prefixItems: [{ type: 'number', description: 'Longitude.' }, { type: 'number', description: 'Latitude.' }] }, card: { type: 'string' }, cvc: { type: 'string' } },
      patternProperties: { '^x-': { type: 'string' } },
      unevaluatedProperties: false,
      dependentRequired: { card: ['cvc'] },
    };
    const tree = buildSchemaTree(schema, { resolve: createResolver({}), describe: (md: string) => md, idPrefix: 'body' });
    expect(tree.constraints).toEqual(['no other fields', 'with card, also cvc']);
    expect(tree.children.map((child) => child.name)).toEqual(['point', 'card', 'cvc', '[key matching ^x-]']);
    expect(tree.children[0]!.children.map((child) => [child.name, child.type, child.description])).toEqual([
      ['[0]', 'number', 'Longitude.'],
      ['[1]', 'number', 'Latitude.'],
    ]);
  });
});
