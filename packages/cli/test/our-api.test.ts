import { mkdtemp, readFile, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { Ajv2020 } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';
import SwaggerParser from '@apidevtools/swagger-parser';
import { docs, REPOSITORY } from './run-cli.js';

const SPEC = path.join(REPOSITORY, 'spec/openapi.json');

/** The operation pages the customer's site description lists. */
const OPERATION_PAGES = [
  ...['create-signing', 'get-signing', 'get-signings', 'update-signing', 'delete-signing', 'cancel-signing', 'send-signing'],
  ...['create-document', 'get-document', 'get-documents', 'delete-document', 'download-original-document', 'download-signed-document'],
  ...['create-recipient', 'get-recipient', 'get-recipients', 'update-recipient', 'delete-recipient', 'remind-recipient', 'remind-unsigned'],
]
  .map((slug) => `/docs/api/signings/${slug}`)
  .concat('/docs/api/users/get-current-user', ...['create-webhook', 'get-webhook', 'get-webhooks', 'delete-webhook'].map((s) => `/docs/api/webhooks/${s}`));

/** A page for each event the description's `webhooks` define: what Inkwell sends to a registered URL. */
const WEBHOOK_EVENT_PAGES = ['signing-sent', 'signing-completed', 'signing-cancelled', 'signing-expired', 'recipient-viewed', 'recipient-signed', 'recipient-declined'].map(
  (event) => `/docs/api/webhook-events/${event}`,
);

// cURL first, the default tab; then the configured order.
const LANGUAGES = ['cURL', 'JavaScript', 'PHP', 'C#', 'Python', 'Go', 'Node.js', 'Ruby', 'Java', 'PowerShell'];

describe('the API reference of this repository', () => {
  let out: string;
  const read = (file: string) => readFile(path.join(out, file), 'utf8');

  beforeAll(async () => {
    out = path.join(await mkdtemp(path.join(os.tmpdir(), 'our-api-')), 'build');
    const { code, err } = await docs(['build', '--out', out, '--cache-dir', `${out}-cache`], REPOSITORY);
    expect(err).not.toMatch(/error|warning/);
    expect(code).toBe(0);
  }, 60_000);

  it('has exactly the 25 operation pages of the site description, and a page per webhook event', async () => {
    const pages = (await readdir(path.join(out, 'docs/api'), { recursive: true }))
      .filter((file) => file.endsWith('/index.html'))
      .map((file) => `/docs/api/${file.slice(0, -'/index.html'.length)}`);
    expect(pages.sort()).toEqual([...OPERATION_PAGES, ...WEBHOOK_EVENT_PAGES].sort());
  });

  it('shows the description of the whole API on its index: base URLs, authentication, errors, limits, pagination', async () => {
    const index = await read('docs/api/index.html');
    for (const id of ['base-urls', 'authentication', 'errors', 'rate-limits', 'pagination']) expect(index, id).toMatch(new RegExp(`<h2 id="${id}">`));
    // In a table's cell, the URL may break after its slashes and dots.
    expect(index.replaceAll('<wbr>', '')).toContain('<code>https://sandbox.api.inkwell.example/v2</code>');
    const toc = index.slice(index.indexOf('aria-label="On this page"'), index.indexOf('</nav>', index.indexOf('aria-label="On this page"')));
    expect([...toc.matchAll(/href="#([^"]+)"/g)].map((match) => match[1])).toEqual(['base-urls', 'authentication', 'errors', 'rate-limits', 'pagination', 'signings', 'documents', 'recipients', 'users', 'webhooks', 'webhook-events']);
  });

  it('shows each webhook event as what Inkwell sends: its signature header and payload, no code to call it with', async () => {
    const html = await read('docs/api/webhook-events/signing-completed.html');
    const text = html.replace(/<[^>]*>/g, ' ').replace(/&quot;/g, '"').replace(/\s+/g, ' ');
    expect(text).toContain('POST signing.completed webhook');
    expect(text).toContain('The API sends this request to the URL you registered for it.');
    expect(html).toContain('id="param-header-inkwell-signature"');
    // The payload as it arrives, read-only fields and all: the signing's id and its status.
    expect(text).toMatch(/"type" : "signing\.completed"/);
    expect(text).toMatch(/"status" : "completed"/);
    expect(html).not.toContain('class="code-tabs code-samples"');
    expect(html).not.toContain('api-servers');
    expect(html).not.toMatch(/id="authorization"/);
    // The guide's table of event types leads to each event's page, and the sidebar lists them apart.
    const guide = await read('docs/webhooks.html');
    for (const page of WEBHOOK_EVENT_PAGES) expect(guide).toContain(`href="${page}"`);
    expect(html).toMatch(/Webhook events<\/[a-z]+>/);
  });

  it.each(OPERATION_PAGES)('%s shows code samples in all ten languages with real example values', async (page) => {
    const html = await read(`${page.slice(1)}.html`);
    const tabs = [...html.matchAll(/<label class="code-tab" for="[^"]+">([^<]+)<\/label>/g)].map((m) => m[1]);
    expect(tabs).toEqual(LANGUAGES);
    const start = html.indexOf('class="code-tabs code-samples"');
    expect(start).toBeGreaterThan(0);
    const samples = html.slice(start, html.indexOf('</section>', start));
    expect(samples).toContain('YOUR_API_KEY');
    expect(samples).not.toMatch(/%7B|\{signing_id\}|\{document_id\}|\{recipient_id\}|\{webhook_id\}/);
    expect(samples).not.toContain('&quot;string&quot;');
    expect(samples).not.toContain('REPLACE_');
    expect(html).toContain('href="/openapi.json"');
    expect(html).toMatch(/<script type="module" src="\/assets\/code-samples-[\w]+\.js">/);
  });

  it('shows the method, path, parameters, request body, responses with headers, and deprecations', async () => {
    const html = await read('docs/api/signings/create-recipient.html');
    expect(html).toContain('<span class="method-badge method-post">POST</span><code class="api-path">/signings/{signing_id}/recipients</code>');
    expect(html).toContain('id="path-parameters"');
    expect(html).toContain('id="request-body"');
    expect(html).toContain('id="response-201"');
    expect(html).toContain('id="response-429"');
    expect(html).toContain('Retry-After');
    expect(await read('docs/api/signings/get-signing.html')).toContain('<small class="deprecated">deprecated</small>');
  });

  it('keeps the create-signing page under 60 KB of HTML, with no control that needs the script to work', async () => {
    const html = await read('docs/api/signings/create-signing.html');
    expect(Buffer.byteLength(html)).toBeLessThan(60 * 1024);
    // Copy buttons, "Expand all" and the `#` links beside responses are the page script's.
    expect(html).not.toMatch(/<button[^>]*(data-copy|data-expand-all)/);
    expect(html).not.toContain('class="heading-link"');
    // Highlighted code carries one short class a token (see token-classes.ts), never highlight.js's names.
    expect(html).not.toContain('hljs-');
    expect(html).toContain('<span class="a">"title"</span>');
  });

  it('tells the production server from the sandbox, which test keys need', async () => {
    const html = await read('docs/api/signings/create-signing.html');
    expect(html).toContain('<code>https://api.inkwell.example/v2</code> (Production)</span><span>, <code>https://sandbox.api.inkwell.example/v2</code> (Sandbox)');
  });

  it('shows the first two levels of a body\'s fields, and folds deeper ones', async () => {
    const html = await read('docs/api/signings/create-signing.html');
    const foldAfter = (id: string) => html.slice(html.indexOf(`id="${id}"`)).match(/<details class="schema-nested"( open="")?>/)![0];
    // `error` (level 1) shows its fields (level 2); `error.details` folds its items' fields (level 3).
    expect(foldAfter('response-400-error')).toBe('<details class="schema-nested" open="">');
    expect(foldAfter('response-400-error-details')).toBe('<details class="schema-nested">');
  });

  it('shows each error response with examples of that operation, not of every other one', async () => {
    const examplesOf = async (page: string) => {
      const html = await read(`docs/api/${page}.html`);
      const panel = html.slice(html.indexOf('aria-labelledby="response-examples"'), html.indexOf('</aside>', html.indexOf('aria-labelledby="response-examples"')));
      return [...panel.matchAll(/<p class="example-label">([^<]+)<\/p>/g)].map((match) => match[1]);
    };
    const createSigning = await examplesOf('signings/create-signing');
    expect(createSigning).toContain('Invalid fields');
    expect(createSigning).not.toContain('Unknown cursor');
    expect(createSigning).not.toContain('File is not an acceptable PDF');
    expect(await examplesOf('signings/get-signings')).toContain('Unknown cursor');
    expect(await examplesOf('signings/create-document')).toContain('File is not an acceptable PDF');
    const deleteDocument = await examplesOf('signings/delete-document');
    expect(deleteDocument).toContain('Signing is no longer a draft');
    expect(deleteDocument).not.toContain('Reminded less than an hour ago');
    expect(await examplesOf('webhooks/get-webhook')).toContain('Unknown webhook');
  });

  it('states the headers every response sends once, and under a response only its own', async () => {
    const html = await read('docs/api/signings/create-signing.html');
    const responses = html.slice(html.indexOf('id="responses"'));
    expect(responses.match(/<div class="field-head"><code>X-RateLimit-Limit<\/code>/g)).toHaveLength(1);
    expect(responses.indexOf('Headers of every response')).toBeLessThan(responses.indexOf('id="response-201"'));
    const tooMany = responses.slice(responses.indexOf('id="response-429"'));
    expect(tooMany).toContain('<div class="field-head"><code>Retry-After</code>');
  });

  it('links the breadcrumbs of an operation to the API index and its group there', async () => {
    const html = await read('docs/api/signings/create-signing.html');
    expect(html).toContain('<li><a href="/docs/api/">API reference</a></li><li><a href="/docs/api/#signings">Signings</a></li>');
    expect(await read('docs/api/index.html')).toContain('<h2 id="signings">Signings</h2>');
  });

  it('lists the operations in the sidebar by resource with method badges', async () => {
    const html = await read('docs/index.html');
    const sidebar = html.slice(html.indexOf('<nav class="sidebar"'));
    expect(sidebar).toMatch(/API reference[^]*Signings[^]*Documents[^]*Recipients[^]*Users[^]*Webhooks/);
    expect(sidebar).toMatch(/<span class="method-badge method-delete">DELETE<\/span>Delete a webhook<\/a>/);
  });

  it('links every operation from the signings API reference overview', async () => {
    const html = await read('docs/signings/api-reference.html');
    for (const page of OPERATION_PAGES) expect(html).toContain(`href="${page}"`);
  });

  it('loads the code-sample script where there is code to copy only', async () => {
    expect(await read('docs/getting-started/quickstart-signing.html')).toContain('code-samples-');
    expect(await read('docs/api/index.html')).not.toContain('code-samples-');
  });

  it('gives every code block of a guide its language (its copy button is the page script\'s)', async () => {
    const html = await read('docs/getting-started/quickstart-signing.html');
    const blocks = html.match(/<div class="code-block">[^]*?<\/pre><\/div>/g) ?? [];
    expect(blocks).toHaveLength(html.match(/<pre/g)!.length);
    expect(blocks.length).toBeGreaterThanOrEqual(20);
    for (const block of blocks) {
      expect(block).toMatch(/<span class="code-block-language">(Shell|JSON|JavaScript|Python|Text|HTTP)<\/span>/);
      // A button that works only with the script is not in the HTML.
      expect(block).not.toContain('<button');
    }
  });
});

// The latest docs' description and the frozen v1's.
describe.each([SPEC, path.join(REPOSITORY, 'spec/versions/v1/openapi.json')].map((file) => [path.relative(REPOSITORY, file), file]))('%s', (_name, file) => {
  it('is a valid OpenAPI 3.1 description', async () => {
    const api = (await SwaggerParser.validate(file)) as unknown as Record<string, unknown>;
    expect(api['openapi']).toMatch(/^3\.1\./);
  });

  it('has an example for every parameter, request body and response, each valid against its schema', async () => {
    const document = JSON.parse(await readFile(file, 'utf8'));
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    // ajv-formats is CommonJS: its default export arrives wrapped when imported from ESM.
    type AddFormats = (ajv: Ajv2020) => void;
    const addFormats = ((formats as unknown as { default?: AddFormats }).default ?? formats) as unknown as AddFormats;
    addFormats(ajv);
    ajv.addSchema(document, 'openapi.json');
    const problems: string[] = [];
    let checked = 0;
    const check = (value: unknown, schemaPointer: string, where: string) => {
      checked++;
      const validate = ajv.compile({ $ref: `openapi.json#${schemaPointer}` });
      if (!validate(value)) problems.push(`${where}: ${ajv.errorsText(validate.errors)}`);
    };
    const escape = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');
    const resolve = (pointer: string): any => pointer.split('/').slice(1).reduce((node: any, key) => node?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], document);
    const deref = (pointer: string): string => {
      const target = resolve(pointer);
      return target?.$ref ? deref(target.$ref.slice(1)) : pointer;
    };
    const checkMedia = (pointer: string, required: boolean) => {
      for (const [type, media] of Object.entries<any>(resolve(pointer) ?? {})) {
        const at = `${pointer}/${escape(type)}`;
        if (media.schema?.format === 'binary') continue;
        const examples = media.example !== undefined ? [media.example] : Object.values<any>(media.examples ?? {}).map((e) => (e.$ref ? resolve(deref(e.$ref.slice(1))) : e).value);
        if (!examples.length && media.schema?.format !== 'binary') problems.push(`${at}: no example`);
        if (!required) continue;
        for (const example of examples) check(example, `${at}/schema`, at);
      }
    };
    for (const [p, item] of Object.entries<any>(document.paths)) {
      for (const [method, operation] of Object.entries<any>(item)) {
        const base = `/paths/${escape(p)}/${method}`;
        (operation.parameters ?? []).forEach((parameter: any, index: number) => {
          const pointer = deref(`${base}/parameters/${index}`);
          const resolved = resolve(pointer);
          if (resolved.example === undefined) problems.push(`${pointer}: no example`);
          else check(resolved.example, `${pointer}/schema`, pointer);
        });
        if (operation.requestBody) checkMedia(`${deref(`${base}/requestBody`)}/content`, true);
        for (const status of Object.keys(operation.responses)) {
          const response = deref(`${base}/responses/${status}`);
          if (resolve(response).content) checkMedia(`${response}/content`, true);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(60);
  });
});
