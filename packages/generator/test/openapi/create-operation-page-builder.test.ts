import { describe, expect, it } from 'vitest';
import type { ApiSchemaNode } from '@docs/shared';
import { createDescriptionProcessor } from '../../src/markdown/create-markdown-processor.js';
import { createOperationPageBuilder, type OperationPage } from '../../src/openapi/create-operation-page-builder.js';

const signing = {
  type: 'object',
  description: 'A signing. See [the guide](/docs/signings/).',
  required: ['id'],
  properties: {
    id: { type: 'string', minLength: 3, example: 'sig_1' },
    status: { type: 'string', enum: ['draft', 'sent'], description: 'Where it stands. See [statuses](/docs/signings/#statuses).' },
    signer: { allOf: [{ $ref: '#/components/schemas/Person' }, { description: 'Who signs.' }] },
  },
};
const document = {
  openapi: '3.1.0',
  info: { title: 'Signing API', version: '1' },
  paths: {
    '/signings': {
      post: { operationId: 'create-signing', summary: 'Create a signing', requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Signing' } } } }, responses: { '201': { description: 'Created', content: { 'application/json': { schema: { $ref: '#/components/schemas/Signing' } } } } } },
    },
    '/signings/{id}': {
      get: { operationId: 'get-signing', summary: 'Get a signing', parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }], responses: { '200': { description: 'The signing', content: { 'application/json': { schema: { $ref: '#/components/schemas/Signing' } } } } } },
    },
  },
  components: { schemas: { Signing: signing, Person: { type: 'object', properties: { email: { type: 'string', format: 'email' } } } } },
};
const options = { specFile: 'spec/openapi.json', processor: createDescriptionProcessor(), codeSampleLanguages: ['curl', 'python'] };
const getSigning = '/paths/~1signings~1{id}/get';
const createSigning = '/paths/~1signings/post';

describe('createOperationPageBuilder', () => {
  it('builds a page the same after other pages that showed its schemas as on its own', () => {
    const alone = createOperationPageBuilder(document, options)(getSigning);
    const shared = createOperationPageBuilder(document, options);
    shared(createSigning);
    const after = shared(getSigning);
    expect(after).toEqual(alone);
    // Each page has its own ids, and records the links of the descriptions it shows for the link check.
    expect(after!.view.responses[0]!.content[0]!.schema!.children.map((field) => field.anchor)).toEqual(['response-200-id', 'response-200-status', 'response-200-signer']);
    expect([...after!.origins.keys()].sort()).toEqual(['/docs/signings/', '/docs/signings/#statuses']);
    // Each at the place of the description that holds it: the schema's, the field's.
    expect(after!.origins.get('/docs/signings/')).toMatchObject({ pointer: '/components/schemas/Signing/description' });
    expect(after!.origins.get('/docs/signings/#statuses')).toMatchObject({ pointer: '/components/schemas/Signing/properties/status/description' });
  });

  it("places a link of an operation's own text at that text, and one of a text written twice at the operation's", () => {
    const texts = structuredClone(document) as typeof document;
    const get = texts.paths['/signings/{id}'].get as Record<string, unknown>;
    const post = texts.paths['/signings'].post as Record<string, unknown>;
    get['description'] = 'See [the guide](/docs/guide).';
    post['description'] = 'Read [the errors](/docs/errors).';
    (get['responses'] as Record<string, Record<string, unknown>>)['200']!['description'] = 'Read [the errors](/docs/errors).';
    const page = createOperationPageBuilder(texts, options)(getSigning)!;
    expect(page.origins.get('/docs/guide')).toMatchObject({ pointer: `${getSigning}/description` });
    expect(page.origins.get('/docs/errors')).toMatchObject({ pointer: `${getSigning}/responses/200/description` });
  });

  it('shows a shared schema with its own facts wherever it is used', () => {
    const build = createOperationPageBuilder(document, options);
    const body = build(createSigning)!.view.requestBody!.content[0]!.schema!;
    const [id, status, signer] = body.children;
    expect(id).toMatchObject({ name: 'id', required: true, type: 'string', constraints: ['at least 3 characters'], example: '"sig_1"', anchor: 'body-id' });
    expect(status).toMatchObject({ name: 'status', enum: ['"draft"', '"sent"'], anchor: 'body-status' });
    expect(signer).toMatchObject({ name: 'signer', type: 'Person', description: '<p>Who signs.</p>' });
    expect(signer!.children.map((field) => [field.name, field.type, field.anchor])).toEqual([['email', 'string<email>', 'body-signer-email']]);
  });

  it('makes a relative link of a description absolute, read from the folder of the page that shows it', () => {
    const linked = structuredClone(document);
    const text = 'Then [get it](./get-signing#responses) or read [the guide](../../guides/signings?tab=1), [the top](#overview) and [the site](https://example.com/x).';
    (linked.paths['/signings'].post as Record<string, unknown>).description = text;
    (linked.paths['/signings/{id}'].get as Record<string, unknown>).description = text;
    const build = createOperationPageBuilder(linked, options);
    const hrefs = (page: ReturnType<typeof build>) => [...page!.view.description!.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
    const signings = build(createSigning, '/docs/api/signings/create-signing');
    expect(hrefs(signings)).toEqual(['/docs/api/signings/get-signing#responses', '/docs/guides/signings?tab=1', '#overview', 'https://example.com/x']);
    expect([...signings!.origins.keys()]).toContain('/docs/api/signings/get-signing#responses');
    // The same text on a page of another folder leads from there.
    expect(hrefs(build(getSigning, '/docs/api/reading/get-signing'))).toEqual(['/docs/api/reading/get-signing#responses', '/docs/guides/signings?tab=1', '#overview', 'https://example.com/x']);
  });

  it("leads Redoc's links to a tag or an operation to this site's pages for them, in the docs version of the page", () => {
    const linked = structuredClone(document) as typeof document & { tags?: unknown[] };
    linked.tags = [{ name: 'Signing Flows', 'x-displayName': 'Signings' }];
    const post = linked.paths['/signings'].post as Record<string, unknown>;
    post['tags'] = ['Signing Flows'];
    post['description'] =
      'See [the group](#tag/Signing-Flows), [reading one](#operation/get-signing), [Redoc 2](#tag/Signing-Flows/operation/get-signing), ' +
      '[Redocly](#tag/default/GET/signings/{id}), [spaces](#tag/Signing%20Flows), [no such tag](#tag/Refunds), [no such operation](#operation/refund), ' +
      '[no such path](#tag/default/DELETE/signings/{id}) and [a field](#body-id).';
    const hrefs = (page: OperationPage | undefined) => [...page!.view.description!.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
    const groupOfGet = '/docs/api/default/get-signing';
    expect(hrefs(createOperationPageBuilder(linked, options)(createSigning, '/docs/api/signing-flows/create-signing'))).toEqual([
      '/docs/api/#signings',
      groupOfGet,
      groupOfGet,
      // Redocly's, by method and path.
      groupOfGet,
      '/docs/api/#signings',
      '#tag/Refunds',
      '#operation/refund',
      '#tag/default/DELETE/signings/%7Bid%7D',
      '#body-id',
    ]);
    const frozen = createOperationPageBuilder(linked, { ...options, docsBase: '/docs/v1/' })(createSigning, '/docs/v1/api/signing-flows/create-signing');
    expect(hrefs(frozen).slice(0, 2)).toEqual(['/docs/v1/api/#signings', '/docs/v1/api/default/get-signing']);
  });

  it('reads tag names with signs, accents and slashes in them as Redoc slugs them', () => {
    const tagged = structuredClone(document) as typeof document & { tags?: unknown[] };
    const post = tagged.paths['/signings'].post as Record<string, unknown>;
    const get = tagged.paths['/signings/{id}'].get as Record<string, unknown>;
    post['tags'] = ['Billing & Payments'];
    get['tags'] = ['Café/Admin'];
    post['description'] = '[a](#tag/Billing-and-Payments) [b](#tag/CafeAdmin) [c](#tag/Caf%C3%A9-Admin) [d](#tag/R-and-D)';
    const page = createOperationPageBuilder(tagged, options)(createSigning, '/docs/api/billing-payments/create-signing');
    expect([...page!.view.description!.matchAll(/href="([^"]*)"/g)].map((match) => match[1])).toEqual(['/docs/api/#billing-payments', '/docs/api/#cafe-admin', '/docs/api/#cafe-admin', '#tag/R-and-D']);
  });

  it("leads a description's relative links to the site it was written for, when the config names it", () => {
    const linked = structuredClone(document);
    (linked.paths['/signings'].post as Record<string, unknown>).description =
      'Read [the guide](/docs/guides/signing), [a sibling](../errors#codes), [this page](#overview), [elsewhere](https://example.com/x) and [a tag](#operation/get-signing).';
    const page = createOperationPageBuilder(linked, { ...options, linkBase: 'https://vendor.example/docs/api/' })(createSigning, '/docs/api/signings/create-signing');
    const hrefs = [...page!.view.description!.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
    expect(hrefs).toEqual([
      'https://vendor.example/docs/guides/signing',
      'https://vendor.example/docs/errors#codes',
      '#overview',
      'https://example.com/x',
      '/docs/api/signings/get-signing',
    ]);
    // The link check meets only these two in this site; the others are the vendor's.
    expect([...page!.origins.keys()].filter((url) => /^[/#]/.test(url)).sort()).toEqual(['#overview', '/docs/api/signings/get-signing']);
  });

  it('gives parameters whose names read alike as ids an id each', () => {
    const filtered = structuredClone(document);
    const query = (name: string) => ({ name, in: 'query', schema: { type: 'string' } });
    (filtered.paths['/signings/{id}'].get.parameters as unknown[]).push(query('filter[name]'), query('filter.name'));
    const view = createOperationPageBuilder(filtered, options)(getSigning)!.view;
    expect(view.parameters.map((p) => [p.name, p.anchor])).toEqual([
      ['id', 'param-path-id'],
      ['filter[name]', 'param-query-filter-name'],
      ['filter.name', 'param-query-filter-name-2'],
    ]);
  });

  it("shows the servers with each URL variable at its default, and says what each variable may be", () => {
    const regional = structuredClone(document) as typeof document & { servers?: unknown[] };
    regional.servers = [
      { url: 'https://{region}.api.example.com/{version}', variables: { region: { default: 'us', enum: ['us', 'eu'], description: 'Where your *account* lives.' }, version: { default: 'v2' } } },
      { url: 'https://sandbox.example.com/{version}', variables: { version: { default: 'v1' } } },
    ];
    const view = createOperationPageBuilder(regional, options)(getSigning)!.view;
    expect(view.servers).toEqual(['https://us.api.example.com/v2', 'https://sandbox.example.com/v1']);
    expect(view.serverVariables).toEqual([
      { name: 'region', defaultValue: 'us', values: ['us', 'eu'], description: '<p>Where your <em>account</em> lives.</p>' },
      { name: 'version', defaultValue: 'v2' },
    ]);
    expect(createOperationPageBuilder(document, options)(getSigning)!.view.serverVariables).toBeUndefined();
  });

  it('tells the servers apart by their names, else the first sentence of their descriptions', () => {
    const described = structuredClone(document) as typeof document & { servers?: unknown[] };
    described.servers = [
      { url: 'https://api.example.com', description: 'Production. Use with *live* keys; requests move money.' },
      { url: 'https://sandbox.example.com', name: 'Sandbox', description: 'For tests.' },
      { url: 'https://eu.example.com' },
    ];
    expect(createOperationPageBuilder(described, options)(getSigning)!.view.serverLabels).toEqual(['Production', 'Sandbox', '']);
    expect(createOperationPageBuilder(document, options)(getSigning)!.view.serverLabels).toBeUndefined();
  });

  it('marks no read-only field of a request body required, whatever the schema says', () => {
    const withStamps = structuredClone(document);
    withStamps.components.schemas.Signing.properties = { ...signing.properties, id: { ...signing.properties.id, readOnly: true } } as typeof signing.properties;
    const page = createOperationPageBuilder(withStamps, options)(createSigning)!;
    const [id] = page.view.requestBody!.content[0]!.schema!.children;
    expect(id).toMatchObject({ name: 'id', readOnly: true });
    expect(id!.required).toBeUndefined();
  });

  it("links a response to the request's display of its schema saying which fields differ, or shows its own when many do", () => {
    const withStamps = structuredClone(document);
    const schemas = withStamps.components.schemas as Record<string, unknown>;
    schemas['Signing'] = {
      ...signing,
      required: ['id', 'token', 'status', 'signer', 'notes', 'tags'],
      properties: { ...signing.properties, id: { ...signing.properties.id, readOnly: true }, token: { type: 'string', writeOnly: true }, notes: { type: 'string' }, tags: { type: 'array', items: { type: 'string' } } },
    };
    const page = createOperationPageBuilder(withStamps, options)(createSigning)!;
    const request = page.view.requestBody!.content[0]!.schema!;
    const response = page.view.responses[0]!.content[0]!.schema!;
    const requiredOf = (tree: ApiSchemaNode) => Object.fromEntries(tree.children.map((field) => [field.name, field.required ?? false]));
    expect(requiredOf(request)).toMatchObject({ id: false, token: true });
    // The response links to the request's fields, saying which are required there and not here.
    expect(response.shownAt).toMatchObject({ anchor: 'body-schema', differs: { direction: 'response', requiredHere: ['id'], absentHere: ['token'] } });
    // Past a few such fields, the response shows its own, each marked as it is here.
    const many = structuredClone(withStamps);
    const stamped = Object.fromEntries(Array.from({ length: 9 }, (_, at) => [`stamp_${at}`, { type: 'string', readOnly: true }]));
    (many.components.schemas as Record<string, unknown>)['Signing'] = { ...signing, required: ['id', ...Object.keys(stamped)], properties: { ...signing.properties, ...stamped } };
    const own = createOperationPageBuilder(many, options)(createSigning)!.view.responses[0]!.content[0]!.schema!;
    expect(own.shownAt).toBeUndefined();
    expect(requiredOf(own)).toMatchObject({ id: true, stamp_0: true });
    expect(own.children[0]!.anchor).toBe('response-201-id');
    // A schema that reads the same both ways is still shown once and linked.
    const plain = structuredClone(document);
    (plain.components.schemas as Record<string, unknown>)['Signing'] = { ...signing, properties: { ...signing.properties, notes: { type: 'string' }, tags: { type: 'array', items: { type: 'string' } }, owner: { type: 'string' } } };
    expect(createOperationPageBuilder(plain, options)(createSigning)!.view.responses[0]!.content[0]!.schema!.shownAt).toMatchObject({ anchor: 'body-schema' });
  });
});

describe('createOperationPageBuilder on a description whose objects hold one another', () => {
  /** An object of `count` string fields and the given others. */
  const object = (count: number, more: Record<string, unknown> = {}) => ({
    type: 'object',
    properties: { ...Object.fromEntries(Array.from({ length: count }, (_, at) => [`field_${at}`, { type: 'string' }])), ...more },
  });
  const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
  const json = (schema: unknown) => ({ content: { 'application/json': { schema } } });
  const operation = (operationId: string, summary: string, body: unknown) => ({ operationId, summary, responses: { '200': { description: 'OK', ...json(body) }, default: { description: 'Error', ...json(ref('Error')) } } });
  const described = (customerFields: number) => ({
    openapi: '3.0.3',
    info: { title: 'Shop', version: '1' },
    paths: {
      '/orders/{id}': { get: operation('get-order', 'Retrieve an order', ref('Order')) },
      '/customers/{id}': { get: operation('get-customer', 'Retrieve a customer', ref('Customer')) },
      '/invoices': { post: operation('create-invoice', 'Create an invoice', ref('Invoice')) },
      // Takes what it returns: its page shows the body in full in its request.
      '/shipments': { post: { ...operation('create-shipment', 'Create a shipment', ref('Shipment')), requestBody: json(ref('Shipment')) } },
    },
    components: {
      schemas: {
        Order: object(5, { customer: ref('Customer'), invoice: ref('Invoice'), shipment: ref('Shipment') }),
        Shipment: object(30),
        Customer: object(customerFields),
        Invoice: object(4),
        // An error that unfolds much of the description, as Stripe's does: the default response of every operation.
        Error: object(3, { customer: ref('Customer'), details: object(150) }),
      },
    },
  });
  const build = (document: ReturnType<typeof described>) => createOperationPageBuilder(document, options);
  const order = '/paths/~1orders~1{id}/get';

  it('shows every object in full on a page short enough to read', () => {
    const page = build(described(40))(order, '/docs/api/default/get-order')!;
    const [customer] = page.view.responses[0]!.content[0]!.schema!.children.filter((field) => field.name === 'customer');
    expect(customer!.children).toHaveLength(40);
    expect(customer!.shownAt).toBeUndefined();
  });

  it("links a long page's largest objects, and an error response the operations share, to the pages that show them as their own", () => {
    const document = described(500);
    const builder = build(document);
    const page = builder(order, '/docs/api/default/get-order')!;
    const fields = page.view.responses[0]!.content[0]!.schema!.children;
    const customer = fields.find((field) => field.name === 'customer')!;
    expect(customer.children).toEqual([]);
    expect(customer.shownAt).toEqual({ typeName: 'Customer', anchor: '/docs/api/default/get-customer#response-200-schema', recursive: false, page: 'Retrieve a customer' });
    // A small object stays in place.
    expect(fields.find((field) => field.name === 'invoice')!.children).toHaveLength(4);
    // The error response is shown in full once, on the first page that has it, and linked from the others.
    const error = page.view.responses.find((response) => response.status === 'default')!.content[0]!.schema!;
    expect(error.shownAt).toBeUndefined();
    expect(error.children.length).toBeGreaterThan(3);
    const other = builder('/paths/~1customers~1{id}/get', '/docs/api/default/get-customer')!;
    expect(other.view.responses[0]!.content[0]!.schema!.children).toHaveLength(500);
    const linkedError = other.view.responses.find((response) => response.status === 'default')!.content[0]!.schema!;
    expect(linkedError).toMatchObject({ children: [], shownAt: { typeName: 'Error', anchor: '/docs/api/default/get-order#response-default-schema', page: 'Retrieve an order' } });
  });

  it('links to the request that shows an object first, and takes no home from an operation too broken to read', () => {
    const document = described(500) as ReturnType<typeof described> & { paths: Record<string, unknown> };
    document.components.schemas.Shipment = object(600);
    // Listed first, and unreadable: a lenient build renders it as a warning, and every other page as ever.
    document.paths = { '/broken': { get: { operationId: 'broken', parameters: { oops: 1 }, responses: { '200': { description: 'OK', ...json(ref('Customer')) } } } }, ...document.paths };
    const page = build(document)(order, '/docs/api/default/get-order')!;
    const fields = page.view.responses[0]!.content[0]!.schema!.children;
    expect(fields.find((field) => field.name === 'shipment')!.shownAt).toMatchObject({ anchor: '/docs/api/default/create-shipment#body-schema', page: 'Create a shipment' });
    expect(fields.find((field) => field.name === 'customer')!.shownAt).toMatchObject({ anchor: '/docs/api/default/get-customer#response-200-schema' });
  });
});

describe('createOperationPageBuilder on a long page whose largest objects are no body of their own', () => {
  const object = (count: number) => ({ type: 'object', properties: Object.fromEntries(Array.from({ length: count }, (_, at) => [`field_${at}`, { type: 'string' }])) });
  const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
  const json = (schema: unknown) => ({ content: { 'application/json': { schema } } });
  const kinds = ['SignHere', 'DateSigned', 'Approve'];
  // As DocuSign's tabs: a list of each kind of tab, every kind an object of 250 fields that no operation takes or gives alone.
  const document = {
    openapi: '3.0.3',
    info: { title: 'Tabs', version: '1' },
    paths: {
      '/tabs': {
        get: { operationId: 'get-tabs', summary: 'List the tabs', responses: { '200': { description: 'OK', ...json(ref('Tabs')) } } },
        put: { operationId: 'update-tabs', summary: 'Update the tabs', requestBody: json(ref('Tabs')), responses: { '204': { description: 'Updated' } } },
      },
    },
    components: { schemas: { Tabs: { type: 'object', properties: Object.fromEntries(kinds.map((kind) => [`${kind}Tabs`, { type: 'array', items: ref(kind) }])) }, ...Object.fromEntries(kinds.map((kind) => [kind, object(250)])) } },
  };
  const get = '/paths/~1tabs/get';
  const put = '/paths/~1tabs/put';
  const anchorsOf = (node: ApiSchemaNode): string[] => [node.anchor ?? '', ...node.children.flatMap(anchorsOf)];

  it('links them to where the page that gives their whole object shows them, which shows every one in full', () => {
    const builder = createOperationPageBuilder(document, options);
    const update = builder(put, '/docs/api/tabs/update-tabs')!.view.requestBody!.content[0]!.schema!;
    const linked = update.children.filter((field) => field.shownAt);
    expect(linked.length).toBeGreaterThan(0);
    const home = builder(get, '/docs/api/tabs/get-tabs')!.view.responses[0]!.content[0]!.schema!;
    expect(home.children.map((field) => field.children.length)).toEqual([250, 250, 250]);
    for (const field of linked) {
      expect(field.children).toEqual([]);
      expect(field.shownAt).toMatchObject({ typeName: kinds[update.children.indexOf(field)], recursive: false, page: 'List the tabs' });
      const [page, fragment] = field.shownAt!.anchor.split('#');
      expect(page).toBe('/docs/api/tabs/get-tabs');
      // The field of the same name on that page, with its 250 fields.
      const there = home.children.find((shown) => shown.anchor === fragment)!;
      expect(there.name).toBe(field.name);
      expect(there.children).toHaveLength(250);
    }
    // Linked until the page is short enough to read: the rest stays in place.
    const shownHere = update.children.filter((field) => !field.shownAt);
    expect(shownHere.length).toBeGreaterThan(0);
    expect(shownHere.every((field) => field.children.length === 250)).toBe(true);
    expect(anchorsOf(home)).toContain(linked[0]!.shownAt!.anchor.split('#')[1]);
  });

  it("links them from a home page to an earlier operation's home page that shows them, never the other way", () => {
    // As DocuSign's envelope and template tab lists: two objects, each some operation's body, holding the same tab kinds.
    const twoLists = structuredClone(document) as typeof document & { paths: Record<string, unknown> };
    (twoLists.components.schemas as Record<string, unknown>)['TemplateTabs'] = structuredClone(twoLists.components.schemas.Tabs);
    twoLists.paths['/templates/tabs'] = { get: { operationId: 'get-template-tabs', summary: 'List the tabs of a template', responses: { '200': { description: 'OK', ...json(ref('TemplateTabs')) } } } };
    const templates = '/paths/~1templates~1tabs/get';
    const builder = createOperationPageBuilder(twoLists, options);
    const later = builder(templates, '/docs/api/tabs/get-template-tabs')!.view.responses[0]!.content[0]!.schema!;
    const linked = later.children.filter((field) => field.shownAt);
    expect(linked.length).toBeGreaterThan(0);
    const earlier = builder(get, '/docs/api/tabs/get-tabs')!.view.responses[0]!.content[0]!.schema!;
    // The earlier home page shows every kind in full, where the later one's links lead.
    expect(earlier.children.map((field) => [field.shownAt, field.children.length])).toEqual(kinds.map(() => [undefined, 250]));
    for (const field of linked) {
      const [page, fragment] = field.shownAt!.anchor.split('#');
      expect([page, field.shownAt!.page]).toEqual(['/docs/api/default/get-tabs', 'List the tabs']);
      expect(earlier.children.find((shown) => shown.anchor === fragment)!.name).toBe(field.name);
    }
    // The same whichever page its thread built first.
    const alone = createOperationPageBuilder(twoLists, options)(templates, '/docs/api/tabs/get-template-tabs')!;
    expect(JSON.stringify(alone.view.responses)).toBe(JSON.stringify(builder(templates, '/docs/api/tabs/get-template-tabs')!.view.responses));
  });

  it('builds a home page another links to first when that one links on in turn, the same in any order', () => {
    // Three operations' bodies: A holds X; B holds X and Y; C holds Y and W. Each kind is 250 fields and no body of its own.
    const holding = (...names: string[]) => ({ type: 'object', properties: Object.fromEntries(names.map((name) => [name.toLowerCase(), ref(name)])) });
    const chained = {
      openapi: '3.0.3',
      info: { title: 'Chain', version: '1' },
      paths: Object.fromEntries(['A', 'B', 'C'].map((name) => [`/${name.toLowerCase()}`, { get: { operationId: `get-${name}`, summary: `Get ${name}`, responses: { '200': { description: 'OK', ...json(ref(name)) } } } }])),
      components: { schemas: { A: holding('X'), B: holding('X', 'Y'), C: holding('Y', 'W'), X: object(250), Y: object(250), W: object(250) } },
    };
    const pointer = (name: string) => `/paths/~1${name.toLowerCase()}/get`;
    const fields = (page: OperationPage | undefined) => page!.view.responses[0]!.content[0]!.schema!.children;
    const inOrder = createOperationPageBuilder(chained, options);
    const [a, b, c] = ['A', 'B', 'C'].map((name) => fields(inOrder(pointer(name), `/docs/api/default/get-${name.toLowerCase()}`)));
    expect(a!.map((field) => field.shownAt)).toEqual([undefined]);
    expect(b!.map((field) => field.shownAt?.page)).toEqual(['Get A', undefined]);
    expect(c!.map((field) => field.shownAt?.page)).toEqual(['Get B', undefined]);
    // C built first: B is built for its anchors, and A before it.
    const cFirst = fields(createOperationPageBuilder(chained, options)(pointer('C'), '/docs/api/default/get-c'));
    expect(JSON.stringify(cFirst)).toBe(JSON.stringify(c));
  });

  it('leaves in place the small objects a long home page holds, which read better there than on another page', () => {
    // Two operations' bodies hold the same 80 objects of six fields, no body of their own: the later page stays long, as it must.
    const smalls = Array.from({ length: 80 }, (_, at) => `Small${at}`);
    const holding = { type: 'object', properties: Object.fromEntries(smalls.map((name) => [name.toLowerCase(), ref(name)])) };
    const described = {
      openapi: '3.0.3',
      info: { title: 'Smalls', version: '1' },
      paths: Object.fromEntries(['first', 'second'].map((name) => [`/${name}`, { get: { operationId: `get-${name}`, summary: `Get ${name}`, responses: { '200': { description: 'OK', ...json(ref(name)) } } } }])),
      components: { schemas: { first: holding, second: holding, ...Object.fromEntries(smalls.map((name) => [name, object(6)])) } },
    };
    const page = createOperationPageBuilder(described, options)('/paths/~1second/get', '/docs/api/default/get-second')!;
    const fields = page.view.responses[0]!.content[0]!.schema!.children;
    expect(fields).toHaveLength(80);
    expect(fields.filter((field) => field.shownAt)).toEqual([]);
    // One too small to be linked within the page is shown again at each use: linked to the earlier page, each use is one line.
    const tiny = structuredClone(described);
    tiny.components.schemas = { ...tiny.components.schemas, ...Object.fromEntries(smalls.map((name) => [name, object(2)])) };
    (tiny.components.schemas as Record<string, unknown>)['first'] = { type: 'object', properties: { ...holding.properties, many: { type: 'array', items: holding } } };
    (tiny.components.schemas as Record<string, unknown>)['second'] = (tiny.components.schemas as Record<string, unknown>)['first'];
    const linked = createOperationPageBuilder(tiny, options)('/paths/~1second/get', '/docs/api/default/get-second')!.view.responses[0]!.content[0]!.schema!.children;
    expect(linked.filter((field) => field.shownAt?.page === 'Get first').length).toBeGreaterThan(0);
  });

  it('builds the linking page the same whether or not its thread built the page it links to first', () => {
    const alone = createOperationPageBuilder(document, options)(put, '/docs/api/tabs/update-tabs')!;
    const after = createOperationPageBuilder(document, options);
    after(get, '/docs/api/tabs/get-tabs');
    expect(JSON.stringify(after(put, '/docs/api/tabs/update-tabs')!.view)).toBe(JSON.stringify(alone.view));
  });
});

/** Schemas `S0` … `S{levels-1}`, each with `fan` required properties of the next: no recursion, fan^levels uses. */
function layeredDescription(levels: number, fan: number) {
  const schemas: Record<string, unknown> = {};
  for (let level = 0; level < levels; level++) {
    const next = level + 1 < levels ? { $ref: `#/components/schemas/S${level + 1}` } : { type: 'string', example: 'leaf' };
    const names = Array.from({ length: fan }, (_, at) => `p${at}`);
    schemas[`S${level}`] = { type: 'object', required: names, properties: Object.fromEntries(names.map((name) => [name, next])) };
  }
  const layered = { $ref: '#/components/schemas/S0' };
  return {
    openapi: '3.0.3',
    info: { title: 'Layers', version: '1' },
    paths: {
      '/layers': {
        post: {
          operationId: 'create-layers',
          parameters: [{ name: 'filter', in: 'query', style: 'deepObject', explode: true, schema: layered }],
          requestBody: { content: { 'application/json': { schema: layered } } },
          responses: { '200': { description: 'ok', content: { 'application/json': { schema: layered } } } },
        },
      },
    },
    components: { schemas },
  };
}

describe('createOperationPageBuilder with schemas that use one another many times', () => {
  it('builds a page of bounded size: fields shown once and linked, examples and sample bodies cut short', () => {
    // 4^10 (a million) uses of the last schema: unfolded in full, the page would never be built.
    const page = createOperationPageBuilder(layeredDescription(10, 4), { ...options, codeSampleLanguages: ['curl'] })('/paths/~1layers/post')!;
    const size = JSON.stringify(page.view).length;
    expect(size).toBeLessThan(1_000_000);
    // The first use of each level is shown in full, the next ones link back to it.
    const filter = page.view.parameters[0]!.schema;
    expect(filter.children[0]!.children).toHaveLength(4);
    expect(filter.children[1]).toMatchObject({ name: 'p1', shownAt: { typeName: 'S1', anchor: filter.children[0]!.anchor } });
    // The response still has a sampled example that begins as the schema does.
    const example = page.view.responses[0]!.content[0]!.examples[0]!.html;
    expect(example).toContain('p0');
    expect(page.view.codeSamples.find((sample) => sample.language === 'curl')?.html).toContain('p0');
  });

  it('shows the media types of a body that have the same schema and examples once, naming them all', () => {
    const rates = {
      openapi: '3.0.3',
      info: { title: 'Rates', version: '1' },
      paths: {
        '/rates': {
          get: {
            summary: 'Get the rates',
            responses: {
              '200': { description: 'OK', content: { 'application/json': { schema: { $ref: '#/components/schemas/Rates' } }, 'text/json': { schema: { $ref: '#/components/schemas/Rates' } }, 'application/xml': { schema: { $ref: '#/components/schemas/Rates' } } } },
            },
          },
        },
      },
      components: { schemas: { Rates: { type: 'object', properties: { currency: { type: 'string', example: 'EUR' } } } } },
    };
    const content = createOperationPageBuilder(rates, options)('/paths/~1rates/get')!.view.responses[0]!.content;
    expect(content.map((media) => [media.mediaType, media.alsoAs, media.examples.length])).toEqual([
      ['application/json', ['text/json'], 1],
      ['application/xml', undefined, 0],
    ]);
    // The XML body keeps the ids of its place, as before.
    expect(content[1]!.schema!.anchor).toBe('response-200-application-xml-schema');
  });

  it('shows an example too long for a page shortened, with a note, while its samples send the example whole', () => {
    const flights = Array.from({ length: 2000 }, (_, at) => ({ origin: 'MAD', destination: 'MUC', price: `${100 + at}.00` }));
    const search = {
      openapi: '3.0.3',
      info: { title: 'Flights', version: '1' },
      paths: {
        '/searches': {
          post: {
            summary: 'Search flights',
            requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Search' }, example: { watch: flights } } } },
            responses: { '200': { description: 'Found', content: { 'application/json': { schema: { $ref: '#/components/schemas/Flights' } } } } },
          },
        },
      },
      components: {
        schemas: {
          Search: { type: 'object', properties: { watch: { type: 'array', items: { $ref: '#/components/schemas/Flight' } } } },
          Flight: { type: 'object', properties: { origin: { type: 'string' }, destination: { type: 'string' }, price: { type: 'string' } } },
          // The description's own example of the response, on its schema: 2,000 results.
          Flights: { type: 'object', properties: { data: { type: 'array', items: { $ref: '#/components/schemas/Flight' } } }, example: { data: flights } },
        },
      },
    };
    const text = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&quot;/g, '"');
    const page = createOperationPageBuilder(search, options)('/paths/~1searches/post')!;
    const response = page.view.responses[0]!.content[0]!.examples;
    expect(response).toHaveLength(1);
    expect(JSON.parse(text(response[0]!.html))).toEqual({ data: flights.slice(0, 10) });
    expect(response[0]!.note).toMatch(/^Shortened for this page from \d+ KB: lists show their first 10 items\. The full example is in the API description\.$/);
    // The samples send the request's example as the description gives it, all of it: a cut could break a
    // request (a list's `minItems`, a required field), and they show it, so it is not shown again beside the fields.
    expect(page.view.requestBody!.content[0]!.examples).toEqual([]);
    const curl = text(page.view.codeSamples.find((sample) => sample.language === 'curl')!.html);
    expect(curl).toContain('"price": "2099.00"');
  });

  it('shows a webhook as the request the API sends: no code samples, no server, only its own security, read-only fields in its payload', () => {
    const event = {
      type: 'object',
      required: ['id', 'signing'],
      properties: {
        id: { type: 'string', readOnly: true, example: 'evt_1' },
        secret: { type: 'string', writeOnly: true },
        signing: { type: 'object', properties: { status: { type: 'string', readOnly: true, example: 'completed' } } },
      },
    };
    const acknowledgement = { type: 'object', properties: { received: { type: 'boolean', writeOnly: true, example: true }, at: { type: 'string', readOnly: true } } };
    const withWebhooks = {
      openapi: '3.1.0',
      info: { title: 'Signing API', version: '1' },
      servers: [{ url: 'https://api.example.com/v2' }],
      security: [{ bearer: [] }],
      paths: {},
      webhooks: {
        'signing.completed': {
          post: {
            operationId: 'signingCompletedEvent',
            summary: 'Signing completed',
            requestBody: { required: true, content: { 'application/json': { schema: event } } },
            responses: { '200': { description: 'Acknowledged', content: { 'application/json': { schema: acknowledgement } } } },
          },
        },
        'signing.sent': { post: { summary: 'Signing sent', security: [{ hmac: [] }], responses: { '2XX': { description: 'Acknowledged' } } } },
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' }, hmac: { type: 'apiKey', in: 'header', name: 'X-Signature' } } },
    };
    const text = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&quot;/g, '"');
    const build = createOperationPageBuilder(withWebhooks, options);
    const completed = build('/webhooks/signing.completed/post')!;
    expect(completed.view).toMatchObject({ method: 'POST', path: 'signing.completed', webhook: true, servers: [], security: [], codeSamples: [] });
    // The API sends the payload: its read-only fields are in the example, a write-only one is not.
    const payload = JSON.parse(text(completed.view.requestBody!.content[0]!.examples[0]!.html));
    expect(payload).toEqual({ id: 'evt_1', signing: { status: 'completed' } });
    // The reader's endpoint sends the response: the other way round.
    expect(JSON.parse(text(completed.view.responses[0]!.content[0]!.examples[0]!.html))).toEqual({ received: true });
    expect(completed.headings.map((heading) => [heading.id, heading.text])).toEqual([['overview', 'Signing completed'], ['request-examples', 'Request'], ['response-examples', 'Response'], ['request-body', 'Request body'], ['responses', 'Responses'], ['response-200', '200']]);
    // A webhook that names its own security shows it, not the API's.
    expect(build('/webhooks/signing.sent/post')!.view.security.map((alternative) => alternative.map((scheme) => scheme.name))).toEqual([['hmac']]);
  });
});
