import { copyFile, mkdir, mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { docs, REPOSITORY } from './run-cli.js';

const SPECS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'specs');

async function buildSpec(spec: string, extra: string[] = []) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'api-'));
  await mkdir(path.join(dir, 'empty'));
  const out = path.join(dir, 'out');
  const result = await docs(['build', '--content', path.join(dir, 'empty'), '--spec', spec, '--out', out, ...extra], REPOSITORY);
  return { ...result, out, read: (file: string) => readFile(path.join(out, file), 'utf8') };
}

describe('a description whose schema contains itself', () => {
  let built: Awaited<ReturnType<typeof buildSpec>>;
  beforeAll(async () => {
    built = await buildSpec(path.join(SPECS, 'circular.yaml'));
  });

  it('builds, with the link check passing', () => {
    expect(built.err).not.toContain('error');
    expect(built.code).toBe(0);
  });

  it('shows the repetition as a link back to the type instead of recursing', async () => {
    const html = await built.read('docs/api/nodes/get-node.html');
    const links = [...html.matchAll(/Recursive: contains <a href="#([^"]+)">Node<\/a> again/g)].map((m) => m[1]);
    expect(links.length).toBeGreaterThanOrEqual(2);
    for (const anchor of links) expect(html).toContain(`id="${anchor}"`);
  });

  it('gives every element of the page an id of its own, a list of itself included', async () => {
    const html = await built.read('docs/api/nodes/get-node.html');
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });
});

describe('a description with alternatives, a long enum and a schema used twenty times', () => {
  let html: string;
  beforeAll(async () => {
    const { code, read } = await buildSpec(path.join(SPECS, 'composition.json'));
    expect(code).toBe(0);
    html = await read('docs/api/chat/create-chat.html');
  });

  /** The page without what collapsed sections hide. */
  const inView = () => html.replace(/<details class="schema-(nested|more)">[^]*?<\/details>/g, '');

  it('shows each alternative named by its discriminator value, with its type and description, without a click', () => {
    const shown = inView();
    expect(shown).toContain('role: developer<span class="schema-type" data-search-exclude="">DeveloperMessage</span>');
    expect(shown).toContain("Instructions the model follows above the user's.");
    expect(shown).toContain('role: user<span class="schema-type" data-search-exclude="">UserMessage</span>');
  });

  it('shows the first twelve values of a 200-value enum and the number of the others', () => {
    expect(inView()).toContain('&quot;model-011&quot;</code>');
    expect(inView()).not.toContain('model-012');
    expect(html).toContain('<summary data-search-exclude="">188 more</summary>');
    expect(html).toContain('model-199');
  });

  it('shows a schema used twenty times once, and links to it from the other nineteen', () => {
    expect(html.match(/Same fields as <a href="#body-slot_0">Item<\/a> above/g)).toHaveLength(19);
    expect(html.match(/<div class="field-head"><code>field_0<\/code>/g)).toHaveLength(1);
  });

  it('reads properties given as a reference as the fields they name, not a field named $ref', () => {
    expect(html).toContain('<div class="field-head"><code>created</code>');
    expect(html).not.toContain('<div class="field-head"><code>$ref</code>');
    // The sampled response example too: the fields named, not a `"$ref": null`.
    const start = html.indexOf('aria-labelledby="response-examples"');
    const example = html.slice(start, html.indexOf('</aside>', start));
    expect(example).toContain('<span class="a">"created"</span>');
    expect(example).not.toContain('$ref');
  });
});

describe('a site built from nothing but a third-party description', () => {
  it('is titled after the API, introduces it on /docs/, and indexes its operations on /docs/api/', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'api-only-'));
    await mkdir(path.join(dir, 'content'));
    // A config that names only the templates: title, tagline and footer come from the description.
    await writeFile(path.join(dir, 'docs.config.ts'), `export default { templates: ${JSON.stringify(path.join(REPOSITORY, 'templates'))}, spec: 'composition.json' };\n`);
    await copyFile(path.join(SPECS, 'composition.json'), path.join(dir, 'composition.json'));
    const { code, err } = await docs(['build', '--out', 'out'], dir);
    expect(err).not.toContain('error');
    expect(code).toBe(0);
    const read = (file: string) => readFile(path.join(dir, 'out', file), 'utf8');
    const home = await read('index.html');
    expect(home).toContain('<title>Composition');
    expect(home).toContain(`Copyright © ${new Date().getFullYear()} Composition`);
    const overview = await read('docs/index.html');
    expect(overview).toContain('<h2>Composition</h2>');
    expect(overview).toContain('<a href="/docs/api/#chat">Chat</a>');
    const index = await read('docs/api/index.html');
    expect(index).toContain('<h2 id="chat">Chat</h2>');
    expect(index).toContain('<a href="/docs/api/chat/create-chat"><span class="method-badge method-post">POST</span> Create a chat</a> <code>/chat</code>');
  });
});

describe('the description of the whole API', () => {
  /** Builds a description whose info.description is `markdown`, with a group of operations named Webhooks. */
  async function buildDescribed(markdown: string) {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'api-described-'));
    const spec = path.join(dir, 'openapi.json');
    const operation = { summary: 'List webhooks', tags: ['Webhooks'], responses: { '200': { description: 'OK' } } };
    await writeFile(spec, JSON.stringify({ openapi: '3.1.0', info: { title: 'Described', version: '1', description: markdown }, tags: [{ name: 'Webhooks' }], paths: { '/webhooks': { get: operation } } }));
    return buildSpec(spec);
  }

  it('is on the API index whole, its sections first in the table of contents, a heading named like a group told apart from it', async () => {
    const { code, read } = await buildDescribed('Send **signed** requests.\n\n## Authentication\n\n| Key | Where |\n| --- | --- |\n| `sk_test_` | Sandbox |\n\n## Webhooks\n\nSee [the list](./webhooks/get-webhooks).\n');
    expect(code).toBe(0);
    const index = await read('docs/api/index.html');
    expect(index).toContain('<p>Send <strong>signed</strong> requests.</p>');
    expect(index).toMatch(/<h2 id="authentication">Authentication/);
    expect(index).toContain('<code>sk_test_</code>');
    // The description's Webhooks heading gets a number; the group's section keeps the id its links use.
    expect(index).toMatch(/<h2 id="webhooks-1">Webhooks/);
    expect(index).toContain('<h2 id="webhooks">Webhooks</h2>');
    expect(index).toContain('href="/docs/api/webhooks/get-webhooks"');
    const toc = index.slice(index.indexOf('aria-label="On this page"'), index.indexOf('</nav>', index.indexOf('aria-label="On this page"')));
    expect([...toc.matchAll(/href="#([^"]+)"/g)].map((match) => match[1])).toEqual(['authentication', 'webhooks-1', 'webhooks']);
    // It names no server: the operation's page says what its samples call instead.
    expect(await read('docs/api/webhooks/get-webhooks.html')).toContain('The API description names no server: the samples call <code>https://api.example.com</code> in its place.');
  });

  it('has its links checked, a broken one reported at its place in the description', async () => {
    const { code, err } = await buildDescribed('Read [the guide](/docs/nowhere) first.\n');
    expect(code).toBe(1);
    expect(err).toMatch(/openapi\.json#\/info\/description {2}error {2}Link to \/docs\/nowhere/);
  });
});

describe("a description written for its vendor's site and for Redoc", () => {
  /** Builds the description in a site whose config says `specLinks` (as JSON), and reads its first operation's page. */
  async function buildWith(specLinks: Record<string, string> | undefined) {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'vendor-links-'));
    await mkdir(path.join(dir, 'content'));
    const links = specLinks ? `, specLinks: ${JSON.stringify(specLinks)}` : '';
    await writeFile(path.join(dir, 'docs.config.ts'), `export default { url: 'https://docs.example.com', templates: ${JSON.stringify(path.join(REPOSITORY, 'templates'))}, spec: 'vendor-links.yaml'${links} };\n`);
    await copyFile(path.join(SPECS, 'vendor-links.yaml'), path.join(dir, 'vendor-links.yaml'));
    const result = await docs(['build', '--out', 'out'], dir);
    const page = path.join(dir, 'out', 'docs/api/payment-intents/post-payment-intents.html');
    return { ...result, html: existsSync(page) ? await readFile(page, 'utf8') : '' };
  }
  const hrefs = (html: string) => [...html.slice(html.indexOf('<main')).matchAll(/<a href="([^"]*)"/g)].map((match) => match[1]).filter((href) => !href!.startsWith('#') || href!.length > 12);

  it("fails at first on the vendor's links, saying where each is written and what to do", async () => {
    const { code, err } = await buildWith(undefined);
    expect(code).toBe(1);
    // At the text that holds the link: the operation's description.
    expect(err).toContain('vendor-links.yaml#/paths/~1v1~1payment_intents/post/description  error  Link to /docs/currencies#minimum-and-maximum-charge-amounts does not match any page or file of the site');
    expect(err).toContain("set specLinks.base in the config to that site's URL");
    // Redoc's links to its sections are this site's pages.
    expect(err).not.toContain('#operation/');
    expect(err).not.toContain('#tag/');
  });

  it("leads Redoc's links to the pages that show the same, the vendor's to its site, and builds with its own anchors as warnings", async () => {
    const { code, err, html } = await buildWith({ base: 'https://stripe.example', onBroken: 'warn' });
    expect(code).toBe(0);
    expect(err).toContain('warning  Link to #payment_intent_object-client_secret has no anchor');
    expect(err).toContain('Built 8 pages into out');
    expect(err).toContain('(1 warning)');
    expect(hrefs(html)).toEqual(expect.arrayContaining([
      '/docs/api/payment-intents/post-payment-intents-confirm',
      '/docs/api/#refunds',
      '/docs/api/refunds/post-refunds',
      'https://stripe.example/docs/currencies#minimum-and-maximum-charge-amounts',
      'https://stripe.example/guides/strong-customer-authentication',
    ]));
  });
});

describe('a description whose objects hold one another, as Stripe\'s do', () => {
  it("keeps each page to a readable length, linking its largest objects to the pages that show them, and every link leads there", async () => {
    const fields = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, at) => [`field_${at}`, { type: 'string', description: `Field ${at}.` }]));
    const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
    const json = (schema: unknown) => ({ content: { 'application/json': { schema } } });
    const names = ['customer', 'invoice', 'charge', 'refund', 'dispute', 'payout'];
    const paths: Record<string, unknown> = {};
    const schemas: Record<string, unknown> = { error: { type: 'object', properties: { ...fields(350), charge: ref('charge') } } };
    for (const name of names) {
      // Each object holds every other one, as Stripe's expandable fields do.
      schemas[name] = { type: 'object', properties: { ...fields(120), ...Object.fromEntries(names.filter((other) => other !== name).map((other) => [other, ref(other)])) } };
      paths[`/v1/${name}s/{id}`] = { get: { operationId: `get-${name}`, summary: `Retrieve a ${name}`, responses: { '200': { description: 'OK', ...json(ref(name)) }, default: { description: 'Error', ...json(ref('error')) } } } };
    }
    const dir = await mkdtemp(path.join(os.tmpdir(), 'held-objects-'));
    const spec = path.join(dir, 'payments.json');
    await writeFile(spec, JSON.stringify({ openapi: '3.0.3', info: { title: 'Payments', version: '1' }, paths, components: { schemas } }));
    const { code, err, read } = await buildSpec(spec);
    expect(err).not.toContain('error  ');
    expect(code).toBe(0);
    const page = await read('docs/api/default/get-invoice.html');
    expect(page).toContain('Same fields as customer in <a href="/docs/api/default/get-customer#response-200-schema">Retrieve a customer</a>');
    expect(page).toContain('Same fields as error in <a href="/docs/api/default/get-customer#response-default-schema">Retrieve a customer</a>');
    // Each object in full would be 6 × 125 fields on every page.
    expect(page.match(/class="field-head"/g)!.length).toBeLessThan(400);
    const home = await read('docs/api/default/get-customer.html');
    expect(home).toContain('id="response-200-schema"');
    expect(home).toContain('id="response-default-schema"');
  });
});

describe('a description whose server URLs have variables', () => {
  it('shows the URL at its defaults, the variables with the values each may take, and sends the samples there', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'server-variables-'));
    const spec = path.join(dir, 'regional.json');
    const servers = [{ url: 'https://{region}.api.example.com/v1', variables: { region: { default: 'eu', enum: ['us', 'eu'], description: 'Where the account lives.' } } }];
    const paths = { '/accounts': { get: { operationId: 'list-accounts', summary: 'List accounts', responses: { '200': { description: 'OK' } } } } };
    await writeFile(spec, JSON.stringify({ openapi: '3.1.0', info: { title: 'Regional', version: '1' }, servers, paths }));
    const { code, read } = await buildSpec(spec);
    expect(code).toBe(0);
    const html = await read('docs/api/default/list-accounts.html');
    expect(html).toContain('Server: <span><code>https://eu.api.example.com/v1</code></span>');
    expect(html).toContain('<dt><code>{region}</code></dt><dd><span><code>us</code></span><span> | <code>eu</code> (default)</span><div class="api-server-variable-description"><p>Where the account lives.</p></div></dd>');
    expect(html).toContain('curl --request GET \\\n  --url https://eu.api.example.com/v1/accounts</code>');
  });
});

describe('a description whose list and object parameters have styles', () => {
  it('says beside each how it goes into the request, as its samples send it', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'parameter-styles-'));
    const spec = path.join(dir, 'styles.json');
    const parameters = [
      { name: 'ids', in: 'query', explode: false, schema: { type: 'array', items: { type: 'string' } }, example: ['a1', 'b2'] },
      { name: 'where', in: 'query', style: 'deepObject', schema: { type: 'object', properties: { title: { type: 'string' } } }, example: { title: 'Lease' } },
      { name: 'limit', in: 'query', schema: { type: 'integer' } },
    ];
    await writeFile(spec, JSON.stringify({ openapi: '3.1.0', info: { title: 'Styles', version: '1' }, servers: [{ url: 'https://api.example.com' }], paths: { '/things': { get: { operationId: 'list-things', summary: 'List things', parameters, responses: { '200': { description: 'OK' } } } } } }));
    const { code, read } = await buildSpec(spec);
    expect(code).toBe(0);
    const html = await read('docs/api/default/list-things.html');
    const sentAs = [...html.matchAll(/<dt>Sent as<\/dt><dd><code>([^<]*)<\/code> \(([^)]*)\)/g)].map(([, shape, how]) => `${decodeHtml(shape!)} (${how})`);
    expect(sentAs).toEqual(['ids=a,b (comma-separated)', 'where[field]=value (one parameter per field, named with the field in brackets)']);
    expect(html.replace(/<[^>]+>/g, '').replaceAll('&#x26;', '&')).toContain("--url 'https://api.example.com/things?ids=a1,b2&where%5Btitle%5D=Lease'");
  });
});

describe('a description whose operation has a callback', () => {
  it('gives the callback a page of what the API sends, linked from the operation and back, without samples', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'callbacks-'));
    const spec = path.join(dir, 'callbacks.json');
    const delivery = {
      post: {
        requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { timestamp: { type: 'string', format: 'date-time' }, reading: { type: 'number' } } } } } },
        responses: { '202': { description: 'Taken.' }, '410': { description: 'No more, thanks.' } },
      },
    };
    const streams = {
      post: {
        parameters: [{ name: 'callbackUrl', in: 'query', required: true, schema: { type: 'string', format: 'uri' }, example: 'https://example.com/hook' }],
        callbacks: { onReading: { '{$request.query.callbackUrl}/readings': delivery } },
        responses: { '201': { description: 'Subscribed.' } },
      },
    };
    await writeFile(spec, JSON.stringify({ openapi: '3.0.3', info: { title: 'Sensors', version: '1' }, servers: [{ url: 'https://api.example.com' }], paths: { '/streams': streams } }));
    const { code, err, read } = await buildSpec(spec);
    expect(err).not.toMatch(/BrokenLink|BrokenAnchor/);
    expect(code).toBe(0);
    const operation = await read('docs/api/default/post-streams.html');
    expect(operation).toContain('<h2 id="callbacks">Callbacks');
    expect(decodeHtml(operation)).toContain('<li><a href="/docs/api/default/post-streams-on-reading">onReading callback</a>: <code>POST {$request.query.callbackUrl}/readings</code></li>');
    const callback = await read('docs/api/default/post-streams-on-reading.html');
    expect(callback).toContain('<span class="api-webhook-badge">callback</span>');
    expect(callback).toContain('The API sends this request to the URL your call to <a href="/docs/api/default/post-streams">POST /streams</a> gives');
    expect(callback).toContain('id="body-timestamp"');
    expect(callback).toContain('id="response-410"');
    expect(callback).not.toContain('class="code-samples');
  });
});

describe("a description whose responses link to other operations", () => {
  it('lists each link under its response, leading to the page of the operation it names, with the values it passes', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'response-links-'));
    const spec = path.join(dir, 'links.json');
    const user = { type: 'object', properties: { username: { type: 'string' } } };
    const paths = {
      '/users/{username}': {
        get: {
          operationId: 'getUser',
          summary: 'Get a user',
          parameters: [{ name: 'username', in: 'path', required: true, schema: { type: 'string' } }],
          responses: {
            '200': {
              description: 'The user.',
              content: { 'application/json': { schema: user } },
              links: {
                userRepositories: { operationId: 'listRepositories', parameters: { username: '$response.body#/username' }, description: 'The *repositories* of the user.' },
                userByRef: { operationRef: '#/paths/~1users~1{username}/get', parameters: { username: '$request.path.username' } },
                elsewhere: { operationId: 'noSuchOperation' },
              },
            },
          },
        },
      },
      '/users/{username}/repositories': { get: { operationId: 'listRepositories', summary: 'List repositories', parameters: [{ name: 'username', in: 'path', required: true, schema: { type: 'string' } }], responses: { '200': { description: 'OK' } } } },
    };
    await writeFile(spec, JSON.stringify({ openapi: '3.0.3', info: { title: 'Links', version: '1' }, paths }));
    const { code, read } = await buildSpec(spec);
    expect(code).toBe(0);
    const html = decodeHtml(await read('docs/api/users/get-user.html'));
    const links = html.slice(html.indexOf('<h4>Links</h4>'), html.indexOf('</ul>', html.indexOf('<h4>Links</h4>')));
    expect(links).toContain('<li><code>userRepositories</code>: <a href="/docs/api/users/list-repositories">List repositories</a> with <code>username = $response.body#/username</code><div class="schema-description"><p>The <em>repositories</em> of the user.</p></div></li>');
    expect(links).toContain('<li><code>userByRef</code>: <a href="/docs/api/users/get-user">Get a user</a> with <code>username = $request.path.username</code></li>');
    expect(links).toContain('<li><code>elsewhere</code>: <code>noSuchOperation</code></li>');
  });
});

describe('a description whose summaries are Markdown', () => {
  it('titles the page, its tab, sidebar entry and breadcrumb in one line of plain text, and shows the summary in full on the page', async () => {
    const { code, read } = await buildSpec(path.join(SPECS, 'markdown-summary.yaml'));
    expect(code).toBe(0);
    const html = await read('docs/api/responses/create-response.html');
    const title = 'Starting a new project? We recommend trying Responses to take advantage of the…';
    expect(html).toContain(`<title>${title}`);
    expect(html).toContain(`<h1>${title}</h1>`);
    // The sidebar entry: the method badge, then the title.
    expect(html).toContain(`</span>${title}</a>`);
    expect(html).not.toMatch(/<title>[^<]*\*\*/);
    expect(html).toContain('<div class="api-summary"><p><strong>Starting a new project?</strong> We recommend trying <a href="https://platform.example.com/docs/responses"');
    expect(html).toContain('A second paragraph that no title should carry.');
  });
});

describe('a description that reuses large schemas', () => {
  let built: Awaited<ReturnType<typeof buildSpec>>;
  beforeAll(async () => {
    built = await buildSpec(path.join(SPECS, 'shared-schemas.yaml'));
  });

  it('builds, with every link to a schema shown earlier resolving on the page', async () => {
    expect(built.err).not.toContain('error');
    expect(built.code).toBe(0);
    for (const page of ['create-team', 'list-teams']) {
      const html = await built.read(`docs/api/teams/${page}.html`);
      const anchors = [...html.matchAll(/Same fields as <a href="#([^"]+)">/g)].map((m) => m[1]);
      expect(anchors.length).toBeGreaterThan(0);
      for (const anchor of anchors) expect(html).toContain(`id="${anchor}"`);
    }
  });

  it('shows the fields of each large schema once on a page and links to them where it recurs', async () => {
    const html = await built.read('docs/api/teams/create-team.html');
    // Profile (members, lead, contact, and all of them again in the response) and Error (409, 422) are listed once each.
    expect(html.match(/<div class="field-head"><code>display_name<\/code>/g)).toHaveLength(1);
    expect(html.match(/<div class="field-head"><code>documentation_url<\/code>/g)).toHaveLength(1);
    expect(html).toMatch(/Same fields as <a href="#[^"]+">Profile<\/a> above/);
    expect(html).toMatch(/Same fields as <a href="#[^"]+">Error<\/a> above/);
  });

  it('sends the required and exemplified fields in its samples, without read-only or deprecated ones', async () => {
    const html = await built.read('docs/api/teams/create-team.html');
    const curl = html.slice(html.indexOf('curl --request POST'), html.indexOf('</pre>', html.indexOf('curl --request POST')));
    const body = JSON.parse(decodeHtml(curl.replace(/<[^>]+>/g, '')).match(/--data '([\s\S]*)'/)![1]!);
    expect(body).toEqual({ name: 'Platform', lead: { email: 'lead@example.com', display_name: 'Ada' } });
  });
});

function decodeHtml(text: string): string {
  return text.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

describe('an invalid description', () => {
  it('fails the build with every problem listed by JSON pointer', async () => {
    const { code, err } = await buildSpec(path.join(SPECS, 'invalid.json'));
    expect(code).toBe(1);
    // Each where it is written, by line and column as well.
    expect(err).toMatch(/invalid\.json:\d+:\d+#\/info {2}error {2}The API description is invalid: must have required property 'version'/);
    expect(err).toMatch(/invalid\.json:\d+:\d+#\/paths\/~1things\/get\/responses\/200 {2}error {2}.*description/);
    expect(err).toContain('InvalidSpec');
    expect(err).toContain('or build with --lenient to render it anyway');
  });

  it('renders what it can with --lenient, reporting the problems as warnings', async () => {
    const { code, err, read } = await buildSpec(path.join(SPECS, 'invalid.json'), ['--lenient']);
    expect(err).toMatch(/invalid\.json:\d+:\d+#\/info {2}warning/);
    // The build is already lenient: the hint must not suggest the flag again.
    expect(err).not.toContain('--lenient');
    expect(code).toBe(0);
    expect(await read('docs/api/default/list-things.html')).toContain('/things');
  });
});

describe('a description in several files', () => {
  it('follows relative $refs, including Markdown files used as descriptions, and uses x-codeSamples', async () => {
    const { code, err, read } = await buildSpec(path.join(SPECS, 'multi-file/openapi.yaml'));
    expect(err).not.toContain('error');
    expect(code).toBe(0);
    const html = await read('docs/api/default/post-things.html');
    expect(html).toContain('Names must be <strong>unique</strong> within your account.');
    expect(html).toContain('at most 80 characters');
    expect(html).toContain('cURL (hand-written)');
    expect(html).not.toContain('REPLACE_');
    expect(html).toMatch(/&quot;name&quot;:|"name":/);
    const published = JSON.parse(await read('openapi.json'));
    expect(published.info.description).toContain('keeps its descriptions in Markdown files');
  });
});

describe('a description whose examples hold $refs, as descriptions written for Swagger UI do', () => {
  const description = {
    openapi: '3.0.3',
    info: { title: 'Tracks', version: '1' },
    servers: [{ url: 'https://api.example.com' }],
    paths: {
      '/tracks': {
        post: {
          operationId: 'createTrack',
          requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Track' }, examples: { reused: { value: { $ref: '#/components/examples/NewTrack/value' } } } } } },
          responses: { '201': { description: 'Created', content: { 'application/json': { schema: { $ref: '#/components/schemas/Track' }, example: { $ref: '#/components/schemas/Track/example' } } } } },
        },
      },
      '/schemas': {
        post: {
          operationId: 'createSchema',
          requestBody: { content: { 'application/json': { schema: { type: 'object' }, example: { $ref: 'https://json-schema.org/draft/2020-12/schema', title: 'Person' } } } },
          responses: { '204': { description: 'Saved' } },
        },
      },
    },
    components: {
      schemas: { Track: { type: 'object', properties: { title: { type: 'string' } }, example: { title: 'Blue in Green', id: 'trk_0042' } } },
      examples: { NewTrack: { value: { title: 'So What' } } },
    },
  };
  let built: Awaited<ReturnType<typeof buildSpec>>;
  beforeAll(async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'value-refs-'));
    await writeFile(path.join(dir, 'openapi.json'), JSON.stringify(description));
    built = await buildSpec(path.join(dir, 'openapi.json'));
  });

  it('builds, with a warning for the $ref that names a URL, which it does not fetch', () => {
    expect(built.code).toBe(0);
    expect(built.err).toContain('LiteralRefInValue');
    expect(built.err).not.toMatch(/ error /);
  });

  it('shows and sends the values the $refs name', async () => {
    const html = await built.read('docs/api/default/create-track.html');
    expect(html).toContain('trk_0042');
    expect(html).not.toContain('#/components/schemas/Track/example');
    // The request samples send the named example, not an object with a $ref in it.
    expect(html).toMatch(/So What/);
    expect(html).not.toContain('#/components/examples/NewTrack/value');
  });

  it('shows a $ref it cannot follow as part of the value, and publishes the description as written', async () => {
    expect(await built.read('docs/api/default/create-schema.html')).toContain('https://json-schema.org/draft/2020-12/schema');
    const published = JSON.parse(await built.read('openapi.json'));
    expect(published.paths['/tracks'].post.responses['201'].content['application/json'].example).toEqual({ $ref: '#/components/schemas/Track/example' });
  });
});

/** Descriptions of the bad-input cases, which the `bad-inputs` test runs for their messages. */
const BAD_INPUTS = fileURLToPath(new URL('../../generator/test/fixtures/bad-inputs/', import.meta.url));

describe('a description with $refs that name nothing, built with --lenient', () => {
  let built: Awaited<ReturnType<typeof buildSpec>>;
  beforeAll(async () => {
    built = await buildSpec(path.join(BAD_INPUTS, 'spec-ref-broken-lenient/openapi.yaml'), ['--lenient']);
  });

  it('builds, with a warning for each', () => {
    expect(built.code).toBe(0);
    expect(built.err.match(/warning {2}\$ref/g)).toHaveLength(3);
  });

  it('shows each broken reference as unresolved, naming it, and renders the rest', async () => {
    const get = await built.read('docs/api/things/get-thing.html');
    expect(get).toContain('<span class="schema-type">unresolved reference</span>');
    expect(get).toContain('Unresolved reference: <code>#/components/schemas/Thing</code>');
    const create = await built.read('docs/api/things/create-thing.html');
    expect(create).toContain('Unresolved reference: <code>./owner.yaml</code>');
    expect(create).toContain('Unresolved reference: <code>./responses/bad-request.yaml</code>');
    expect(create).toContain('Lamp');
  });
});

describe('two operations with one operationId, built with --lenient', () => {
  it('gives each its own page, both in the sidebar', async () => {
    const { code, read } = await buildSpec(path.join(BAD_INPUTS, 'spec-duplicate-operation-id-lenient/openapi.json'), ['--lenient']);
    expect(code).toBe(0);
    const first = await read('docs/api/things/get-thing.html');
    const second = await read('docs/api/things/get-thing-2.html');
    expect(first).toContain('<title>Get a thing');
    expect(second).toContain('<title>Make a thing');
    for (const page of [first, second]) {
      expect(page).toContain('href="/docs/api/things/get-thing"');
      expect(page).toContain('href="/docs/api/things/get-thing-2"');
    }
  });
});

/** The OpenAPI Initiative's example descriptions, beside the repository. */
const EXAMPLES = path.resolve(REPOSITORY, '../shared/specs/oai-examples');

async function exampleFiles(): Promise<string[]> {
  const files = (await readdir(EXAMPLES, { recursive: true })).filter((file) => /\.(json|ya?ml)$/.test(file));
  // In petstore-separate only spec/swagger.* is a description; the other files are its parts.
  return files.filter((file) => !file.includes('petstore-separate') || /spec\/swagger\./.test(file)).sort();
}

/** The operations of a description: those of its paths and of their callbacks, and from OpenAPI 3.1 on those of its webhooks. */
function operationCount(document: Record<string, any>): number {
  const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace', 'query'];
  const count = (items: Record<string, Record<string, unknown>> | undefined) => Object.values(items ?? {}).reduce((sum, item) => sum + methods.filter((m) => item?.[m]).length, 0);
  const operations = (Object.values(document.paths ?? {}) as Record<string, any>[]).flatMap((item) => methods.flatMap((m) => (item?.[m] ? [item[m]] : [])));
  const callbacks = operations.reduce((sum, operation) => sum + Object.values(operation.callbacks ?? {}).reduce((inner: number, callback) => inner + count(callback as Record<string, Record<string, unknown>>), 0), 0);
  return count(document.paths) + callbacks + (/^3\.0/.test(String(document.openapi)) ? 0 : count(document.webhooks));
}

const examples = existsSync(EXAMPLES) ? await exampleFiles() : [];

// The examples live in the shared folder beside the repository (as in CI); without it there is nothing to build.
describe.runIf(examples.length > 0)('the OpenAPI Initiative examples', () => {
  const files = examples;
  it('are all found', () => expect(files.length).toBeGreaterThanOrEqual(30));
  it.each(files)('%s builds from an empty content folder with one page per operation', async (file) => {
    const { code, err, out, read } = await buildSpec(path.join(EXAMPLES, file));
    expect(err).not.toMatch(/ error /);
    expect(code).toBe(0);
    // One page per operation, beside the index of them all.
    const pages = (await readdir(path.join(out, 'docs/api'), { recursive: true }).catch(() => [])).filter((f) => f.endsWith('index.html') && f !== 'index.html');
    expect(pages).toHaveLength(operationCount(JSON.parse(await read('openapi.json'))));
    expect(await read('docs/api/index.html')).toContain('<h1>API reference</h1>');
  }, 30_000);
});

describe('a description whose parameters are objects and alternatives', () => {
  it('shows each parameter\'s own fields and alternatives, and that credentials are optional when they are', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'api-params-'));
    const spec = path.join(dir, 'openapi.json');
    await writeFile(
      spec,
      JSON.stringify({
        openapi: '3.0.3',
        info: { title: 'Params', version: '1' },
        components: { securitySchemes: { apiKeyHeader: { type: 'apiKey', in: 'header', name: 'X-API-Key' } } },
        paths: {
          '/charges': {
            get: {
              operationId: 'listCharges',
              summary: 'List charges',
              security: [{}, { apiKeyHeader: [] }],
              parameters: [
                { name: 'created', in: 'query', style: 'deepObject', explode: true, schema: { type: 'object', properties: { gt: { type: 'integer', description: 'Created after.' }, lt: { type: 'integer' } } } },
                { name: 'limit', in: 'query', schema: { anyOf: [{ type: 'integer' }, { type: 'string', enum: ['all'] }] } },
              ],
              responses: { '200': { description: 'OK' } },
            },
            delete: { operationId: 'dropCharges', summary: 'Drop charges', deprecated: true, responses: { '204': { description: 'Dropped' } } },
          },
        },
      }),
    );
    const { code, read } = await buildSpec(spec);
    expect(code).toBe(0);
    const page = await read('docs/api/charges/list-charges.html');
    const created = page.slice(page.indexOf('id="param-query-created"'), page.indexOf('id="param-query-limit"'));
    expect(created).toContain('<code>gt</code>');
    expect(created).toContain('Created after.');
    expect(created).toContain('<code>lt</code>');
    expect(page.slice(page.indexOf('id="param-query-limit"'))).toMatch(/schema-variant/);
    expect(page).toContain('Optional: the operation can also be called without credentials.');
    // A deprecated operation is marked where a reader chooses one: the sidebar.
    expect(page).toContain('<s>Drop charges</s><span class="visually-hidden"> (deprecated)</span>');
  });
});

describe('a description whose operation needs OAuth scopes', () => {
  it('lists the scopes separated by commas, each as code', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'api-scopes-'));
    const spec = path.join(dir, 'openapi.json');
    const flows = { clientCredentials: { tokenUrl: 'https://auth.example.com/token', scopes: { 'read:things': 'Read', 'write:things': 'Write' } } };
    await writeFile(
      spec,
      JSON.stringify({
        openapi: '3.0.3',
        info: { title: 'Scopes', version: '1' },
        components: { securitySchemes: { oauth: { type: 'oauth2', flows } } },
        paths: { '/things': { post: { operationId: 'createThing', summary: 'Create a thing', security: [{ oauth: ['read:things', 'write:things'] }], responses: { '201': { description: 'Created' } } } } },
      }),
    );
    const { code, read } = await buildSpec(spec);
    expect(code).toBe(0);
    expect(await read('docs/api/default/create-thing.html')).toContain('(scopes: <code>read:things</code>, <code>write:things</code>)');
  });
});

describe('a description whose operation takes and returns one schema with read-only and write-only fields', () => {
  it("links the response to the request's fields, saying which are always and never returned", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'api-directions-'));
    const spec = path.join(dir, 'openapi.json');
    const order = {
      type: 'object',
      required: ['id', 'token', 'note'],
      properties: { id: { type: 'string', readOnly: true }, token: { type: 'string', writeOnly: true }, note: { type: 'string' }, a: { type: 'string' }, b: { type: 'string' }, c: { type: 'string' } },
    };
    const json = { 'application/json': { schema: { $ref: '#/components/schemas/Order' } } };
    await writeFile(
      spec,
      JSON.stringify({
        openapi: '3.0.3',
        info: { title: 'Orders', version: '1' },
        components: { schemas: { Order: order } },
        paths: { '/orders': { post: { operationId: 'createOrder', summary: 'Create an order', tags: ['orders'], requestBody: { content: json }, responses: { '201': { description: 'Created', content: json } } } } },
      }),
    );
    const { code, read } = await buildSpec(spec);
    expect(code).toBe(0);
    const html = await read('docs/api/orders/create-order.html');
    const said = html.match(/Same fields as .*?<\/span>/)![0].replace(/<!-- -->/g, '');
    expect(said).toBe('Same fields as <a href="#body-schema">Order</a> above. Here, always returned: <code>id</code>; never returned: <code>token</code>.</span>');
  });
});

describe("a description whose operations point to more about them elsewhere (externalDocs)", () => {
  it('links each to its page on another site, by its description, and never to a URL that is not http(s)', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'api-external-docs-'));
    const spec = path.join(dir, 'openapi.json');
    const operation = (operationId: string, externalDocs: unknown) => ({ operationId, summary: operationId, tags: ['things'], externalDocs, responses: { '200': { description: 'OK' } } });
    await writeFile(
      spec,
      JSON.stringify({
        openapi: '3.0.3',
        info: { title: 'Things', version: '1' },
        paths: {
          '/a': { get: operation('guided', { url: 'https://docs.example.com/guides/things', description: 'The **things** guide' }) },
          '/b': { get: operation('bare', { url: 'https://docs.example.com/b' }) },
          '/c': { get: operation('hostile', { url: 'javascript:alert(1)', description: 'Click' }) },
        },
      }),
    );
    const { code, read } = await buildSpec(spec);
    expect(code).toBe(0);
    expect(await read('docs/api/things/guided.html')).toContain('More: <a href="https://docs.example.com/guides/things" rel="noopener">The things guide</a>');
    expect(await read('docs/api/things/bare.html')).toContain('<a href="https://docs.example.com/b" rel="noopener">docs.example.com</a>');
    expect(await read('docs/api/things/hostile.html')).not.toContain('api-external-docs');
  });
});
