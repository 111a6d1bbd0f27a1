import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { collectOperations } from '../../../src/openapi/collect-operations.js';
import { writeCodeSamples } from '../../../src/openapi/generate-code-samples.js';
import { normalizeOperation } from '../../../src/openapi/normalize-operation.js';
import { createResolver } from '../../../src/openapi/resolve-ref.js';
import { buildSampleRequest } from '../../../src/openapi/samples/build-sample-request.js';
import { javaText } from '../../../src/openapi/samples/write-java.js';
import { jsLiteral } from '../../../src/openapi/samples/write-javascript.js';
import { doubleQuoted } from '../../../src/openapi/samples/write-literal.js';
import type { SampleRequest } from '../../../src/openapi/samples/sample-request.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const LANGUAGES = ['javascript', 'php', 'csharp', 'curl', 'python', 'go', 'nodejs', 'ruby', 'java', 'powershell'];

async function samplesOf(file: string) {
  const document = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  const resolve = createResolver(document);
  const byOperation = new Map<string, { request: ReturnType<typeof buildSampleRequest>; code: Record<string, string> }>();
  for (const collected of collectOperations(document, resolve)) {
    const request = buildSampleRequest(document, collected, normalizeOperation(document, collected, resolve), resolve);
    const code = Object.fromEntries(writeCodeSamples(request, LANGUAGES).map((sample) => [sample.language, sample.code]));
    byOperation.set(String(collected.operation['operationId']), { request, code });
  }
  return byOperation;
}

/** An urlencoded body of these fields, in this order. */
const formOf = (...fields: [name: string, value: string][]) => ({ kind: 'form', fields: fields.map(([name, value]) => ({ name, value })) });

const ours = await samplesOf(path.resolve(HERE, '../../../../../spec/openapi.json'));
const awkward = await samplesOf(path.join(HERE, 'fixtures/awkward-requests.json'));

describe('the samples of a POST without a body', () => {
  const send = ours.get('sendSigning')!.code;

  it('say the body is empty where the client does not, and send no form type from Ruby', () => {
    expect(send['curl']).toContain(`--header 'Content-Length: 0'`);
    expect(send['php']).toContain(`'Content-Length: 0',`);
    expect(send['ruby']).toContain('request = Net::HTTPGenericRequest.new("POST", false, true, uri)');
    expect(send['ruby']).toContain('request["Content-Length"] = "0"');
    // fetch, requests, Go and the rest send the length of an empty body themselves.
    expect(send['python']).not.toContain('Content-Length');
    expect(send['nodejs']).not.toContain('Content-Length');
  });
});

describe('the document upload samples', () => {
  const upload = ours.get('createDocument')!.code;

  it('send the PDF as a file, with its content type, and let the library make the boundary', () => {
    expect(upload['curl']).toContain(`--form 'file=@consulting-agreement.pdf;type=application/pdf'`);
    expect(upload['python']).toContain(`"file": ("consulting-agreement.pdf", open("consulting-agreement.pdf", "rb"), "application/pdf")`);
    expect(upload['nodejs']).toContain(`await openAsBlob('consulting-agreement.pdf', { type: 'application/pdf' })`);
    expect(upload['javascript']).toContain(`form.append('file', files[0], 'consulting-agreement.pdf')`);
    expect(upload['php']).toContain(`new CURLFile('consulting-agreement.pdf', 'application/pdf', 'consulting-agreement.pdf')`);
    expect(upload['csharp']).toContain(`new StreamContent(File.OpenRead("consulting-agreement.pdf"))`);
    expect(upload['go']).toContain(`os.Open("consulting-agreement.pdf")`);
    expect(upload['go']).toContain('form.FormDataContentType()');
    expect(upload['ruby']).toContain(`File.open("consulting-agreement.pdf"), { filename: "consulting-agreement.pdf", content_type: "application/pdf" }`);
    expect(upload['java']).toContain(`.field("file", new File("consulting-agreement.pdf"), "application/pdf")`);
    expect(upload['powershell']).toContain(`file = Get-Item -Path 'consulting-agreement.pdf'`);
    for (const [language, code] of Object.entries(upload)) {
      expect(code, language).not.toMatch(/boundary|binary contents/i);
      expect(code, language).not.toMatch(/content-type'?"?\s*[:=,]\s*['"]?multipart/i);
    }
  });
});

describe('every sample of this site', () => {
  it('keeps TLS verification on', () => {
    for (const { code } of ours.values()) for (const source of Object.values(code)) expect(source).not.toMatch(/VERIFY_NONE|verify\s*=\s*False|-k\b|--insecure|InsecureSkipVerify/);
  });

  it('writes JSON bodies one property a line, in the language', () => {
    const create = ours.get('createSigning')!.code;
    expect(create['curl']).toContain(`--data '{\n  "title": "Consulting agreement - Alex Rivera",\n`);
    expect(create['javascript']).toContain(`body: JSON.stringify({\n    title: 'Consulting agreement - Alex Rivera',\n`);
    expect(create['python']).toContain(`payload = {\n    "title": "Consulting agreement - Alex Rivera",\n`);
    expect(create['php']).toContain(`json_encode([\n        'title' => 'Consulting agreement - Alex Rivera',\n`);
    expect(create['ruby']).toContain(`JSON.generate({\n  "title" => "Consulting agreement - Alex Rivera",\n`);
    expect(create['csharp']).toContain(`JsonContent.Create(new {\n    title = "Consulting agreement - Alex Rivera",\n`);
    expect(create['powershell']).toContain(`$body = [ordered]@{\n    title = 'Consulting agreement - Alex Rivera'\n`);
    expect(create['java']).toContain(`.body("""\n      {\n        "title": "Consulting agreement - Alex Rivera",\n`);
    expect(create['go']).toContain('strings.NewReader(`{\n  "title": "Consulting agreement - Alex Rivera",\n');
  });

  it('come with cURL first, whatever the configured order', () => {
    expect(Object.keys(ours.get('getSignings')!.code)[0]).toBe('curl');
  });
});

describe('requests the description makes awkward', () => {
  it('fill the server variables, serialize parameters by their style, and send only the optional ones with a value', () => {
    const search = awkward.get('search')!.request;
    expect(search.url).toBe('https://eu.api.example.com/v2/search/;kind=doc;lang=en?tags=a,b%20c&filter%5Bstatus%5D=open&filter%5Bowner%5D=me&ids=1|2'.replace('|', '%7C'));
    expect(search.headers).toEqual([
      { name: 'X-Trace', value: "t-'1'" },
      { name: 'Cookie', value: 'theme=dark; session=YOUR_API_KEY' },
    ]);
    expect(awkward.get('putBlob')!.request.url).toBe('https://eu.api.example.com/v2/blobs/.a,b?api_key=YOUR_API_KEY');
    expect(awkward.get('uploadFiles')!.request.url).toBe('https://eu.api.example.com/v2/uploads/up%201%2F2');
  });

  it('leave out the optional parameters whose value only an earlier response can give: a listing\'s cursor, a version to match', () => {
    const list = awkward.get('listEvents')!.request;
    expect(list.url).toBe('https://eu.api.example.com/v2/events?limit=2&api_key=YOUR_API_KEY');
    expect(list.headers).toEqual([{ name: 'X-Request-Tag', value: 'docs' }]);
    // This site's lists: the first page, of the size the example gives.
    expect(ours.get('getSignings')!.request.url).not.toContain('cursor=');
    expect(ours.get('getSignings')!.request.url).toContain('limit=');
  });

  it('in the browser\'s JavaScript, warn that a key or a password would be anyone\'s to read, but not an OAuth token or no credentials', () => {
    const warning = '// In a browser, these credentials are visible to anyone using the page';
    expect(ours.get('createSigning')!.code['javascript']!.startsWith(warning)).toBe(true);
    expect(ours.get('createSigning')!.code['nodejs']).not.toContain(warning);
    expect(awkward.get('headerClash')!.code['javascript']).toContain(warning);
    expect(awkward.get('twoOauthSchemes')!.code['javascript']).not.toContain(warning);
    expect(awkward.get('traceDiagnostics')!.code['javascript']).not.toContain(warning);
  });

  it('send each header once: the credentials\' own, the body\'s Content-Type, and a parameter named like either left out', () => {
    const clash = awkward.get('headerClash')!;
    expect(clash.request.headers).toEqual([
      { name: 'Authorization', value: 'Basic BASE64_OF_USERNAME_COLON_PASSWORD' },
      { name: 'If-Match', value: 'abc' },
    ]);
    // PowerShell refuses a hash table with a key twice; C# throws on a second Authorization.
    expect(clash.code['powershell']!.match(/Authorization/g)).toHaveLength(1);
    expect(clash.code['csharp']!.match(/Authorization/g)).toHaveLength(1);
  });

  it('write C# that runs: media types with parameters parsed, headers added without validation, integers past long as doubles', () => {
    const clash = awkward.get('headerClash')!.code['csharp']!;
    expect(clash).toContain('JsonContent.Create(');
    expect(clash).toContain(', MediaTypeHeaderValue.Parse("application/json; charset=utf-8"));');
    expect(clash).toContain('request.Headers.TryAddWithoutValidation("If-Match", "abc");');
    expect(clash).toContain('count = 1e+20,');
    expect(clash).toContain('small = 12,');
    expect(clash).not.toContain('new MediaTypeHeaderValue(');
    const text = awkward.get('textWithCharset')!.code['csharp']!;
    expect(text).toContain('request.Content = new StringContent("hello", Encoding.UTF8);\nrequest.Content.Headers.ContentType = MediaTypeHeaderValue.Parse("text/plain; charset=utf-8");');
  });

  it('write PowerShell lists of lists that stay lists of lists', () => {
    const clash = awkward.get('headerClash')!.code['powershell']!;
    // A line of `@( … )` that is a list sends its items one by one: the `,` sends it whole.
    expect(clash).toContain(`grid = @(\n        ,@(1, 2)\n        ,@(3, 4)\n    )`);
    expect(clash).toContain(`single = @(\n        ,@(5)\n    )`);
  });

  it('send OpenAPI 3.1 parameters their constant, their first example, or a value of the type that is not null', () => {
    expect(awkward.get('lookup31')!.request.url).toBe('https://eu.api.example.com/v2/v2/lookup?limit=1&sort=-created&api_key=YOUR_API_KEY');
  });

  it('ask cURL for a HEAD response\'s headers, and give Java a request that can carry a GET\'s body', () => {
    expect(awkward.get('headLookup')!.code['curl']).toContain('--head');
    expect(awkward.get('headLookup')!.code['curl']).not.toContain('--request HEAD');
    const java = awkward.get('getWithBody')!.code['java']!;
    expect(java).toContain('Unirest.request("GET", ');
    expect(java).toContain('.body(');
  });

  it('send a form\'s lists and objects as its encoding says, in every language', () => {
    const lists = awkward.get('formLists')!;
    expect(lists.request.body).toEqual(formOf(['ids', '1'], ['ids', '2'], ['tags', 'a,b'], ['meta[plan]', 'pro'], ['name', 'x']));
    // Languages whose forms are maps send a repeated name from a list of its values, not the last value alone.
    expect(lists.code['python']).toContain('"ids": ["1", "2"],');
    expect(lists.code['ruby']).toContain('"ids" => ["1", "2"],');
    expect(lists.code['php']).toContain("preg_replace('/%5B[0-9]+%5D=/', '=', http_build_query([");
    expect(lists.code['powershell']).toContain("$form = 'ids=1&ids=2&tags=a%2Cb&meta%5Bplan%5D=pro&name=x'");
    expect(lists.code['curl']!.match(/--data-urlencode ids=/g)).toHaveLength(2);
  });

  it('let the browser send the cookies it holds, which fetch would drop from a Cookie header, and Node send the header', () => {
    const search = awkward.get('search')!.code;
    expect(search['javascript']).toContain(`credentials: 'include'`);
    expect(search['javascript']).not.toMatch(/Cookie:/);
    expect(search['nodejs']).toContain(`Cookie: 'theme=dark; session=YOUR_API_KEY'`);
  });

  it('send each file of a list of files as its own part, and text a file reader would take as text', () => {
    const upload = awkward.get('uploadFiles')!;
    expect(upload.request.headers[0]).toEqual({ name: 'Authorization', value: 'Basic BASE64_OF_USERNAME_COLON_PASSWORD' });
    // A file name is taken from the example where it names one ("front page.png" names `page.png`, a shell-safe word).
    expect(upload.code['curl']).toContain(`--form 'images=@page.png;type=image/png'`);
    expect(upload.code['curl']).toContain(`--form 'images=@back-page.png;type=image/png'`);
    expect(upload.code['curl']).toContain(`--form-string 'note=a;type=text/evil "quoted" it'\\''s'`);
    expect(upload.code['curl']).toContain(`--form-string at=@/etc/passwd`);
    expect(upload.code['curl']).toContain(`--form-string 'meta={"pages":2}'`);
    // PHP's array of fields holds one part a name: with a name repeated, the body is written out, every part in it.
    const php = upload.code['php']!;
    expect(php.match(/name=\\"images\\"; filename=\\"(page|back-page)\.png\\"/g)).toHaveLength(2);
    expect(php).toContain(`'Content-Type: multipart/form-data; boundary=' . $boundary`);
    expect(php).not.toContain('new CURLFile(');
    // A file it cannot read stops it, rather than going out as an empty part.
    expect(php).toContain(`$read('page.png')`);
    expect(php).toContain('throw new RuntimeException("Cannot read $file");');
  });

  it('never make cURL send a file of the reader\'s that the description names in a field or a type', () => {
    const upload = awkward.get('uploadHostile')!.code['curl']!;
    // A file part's type has no options after it; a name with "=" cannot be a part's, text or file: cURL
    // would send the text under the name before it, and read the rest of a file part's as the file.
    expect(upload).toContain(`--form 'scan=@scan.pdf;type=application/pdf'`);
    expect(upload).not.toContain('headers=');
    expect(upload).not.toMatch(/^\s*--form(-string)? '(x|doc)=/m);
    expect(upload.split('\n').slice(0, 2)).toEqual([
      '# curl cannot send the part "x=@/etc/passwd;filename=a": a part\'s name ends at its first "=".',
      '# curl cannot send the file part "doc=@/etc/passwd;x": a part\'s name ends at its first "=".',
    ]);
    // A form field's name is sent encoded: `name@file` would read a file.
    const form = awkward.get('formHostile')!.code['curl']!;
    expect(form).toContain(`--data-urlencode x%40%2Fetc%2Fpasswd=v`);
    expect(form).toContain(`--data-urlencode 'a%26b%3Dc=d e'`);
  });

  it('send a binary body from a file, and save a binary response to one', () => {
    const blob = awkward.get('putBlob')!.code;
    expect(blob['curl']).toContain(`--data-binary @body.bin`);
    expect(blob['curl']).toContain('--output download.pdf');
    expect(blob['python']).toContain('with open("download.pdf", "wb") as file:');
    // Go says the file's size: read from a file, the body would otherwise go chunked, which upload endpoints often refuse.
    expect(blob['go']).toContain('req.ContentLength = info.Size()');
    // An error's body is not saved as the file, nor opened as one.
    for (const language of ['nodejs', 'javascript']) {
      const code = blob[language]!;
      expect(code.indexOf('if (!response.ok) throw')).toBeGreaterThan(-1);
      expect(code.indexOf('if (!response.ok) throw')).toBeLessThan(code.indexOf(language === 'nodejs' ? 'await writeFile(' : 'window.open('));
    }
  });

  it('write JSON literals that mean the same JSON', () => {
    const value = [{ 'Content-Type': 'x', class: 'y', '2fa': true, nothing: null, tricky: ['', "it's", 'a\nb', '\u2028', '`${x}`'], deep: { a: [{}, []] } }];
    expect(new Function(`return ${jsLiteral(value)}`)()).toEqual(value);
    // A key `__proto__` is a property of the JSON like any other, not the object's prototype.
    const named = JSON.parse('{"__proto__": {"a": 1}, "b": 2}') as unknown;
    expect(JSON.stringify(new Function(`return ${jsLiteral(named)}`)())).toBe(JSON.stringify(named));
  });

  it('write double-quoted strings C# and Go compile, whatever the characters', () => {
    // C# ends a line at NEL and the line separators; Go refuses half a surrogate pair.
    expect(doubleQuoted('a\u0085b\u2028c\u2029d')).toBe('"a\\u0085b\\u2028c\\u2029d"');
    expect(doubleQuoted('x\ud800y\udc00')).toBe('"x\ufffdy\ufffd"');
    expect(doubleQuoted('pair \ud83d\ude00')).toBe('"pair \ud83d\ude00"');
    expect(JSON.parse(doubleQuoted('a\u0085b'))).toBe('a\u0085b');
  });

  it('write Go bodies as raw strings only where Go takes them: no NUL, byte-order mark or half surrogate pair', () => {
    const go = (body: SampleRequest['body']) => writeCodeSamples({ method: 'POST', url: 'https://api.example.com/a', headers: [], ...(body ? { body } : {}), response: { kind: 'json' } }, ['go'])[0]!.code;
    expect(go({ kind: 'json', mediaType: 'application/json', value: { a: 'plain', b: 'nul\u0000 is escaped by JSON' } })).toContain('strings.NewReader(`{');
    const awkward = [
      go({ kind: 'json', mediaType: 'application/json', value: { a: 'bom\ufeff' } }),
      go({ kind: 'text', mediaType: 'text/plain', text: 'nul\u0000' }),
      go({ kind: 'text', mediaType: 'text/plain', text: 'half\ud800' }),
    ];
    for (const code of awkward) {
      expect(code).not.toContain('strings.NewReader(`');
      expect(code).not.toMatch(/[\u0000\ufeff\ud800]/);
    }
  });

  it('write a multi-line text as a Java text block that reads back as the same text', () => {
    const texts = ['{\n  "a": "b"\n}', 'say """"hi""""\nbye', 'ends in quotes\n""', 'ends in a backslash\n\\', 'trailing blanks  \nand a tab\t\n', '\tevery line\n\tindented', 'a\r\nb'];
    for (const text of texts) expect(readJavaTextBlock(javaText(text, '      ')), text).toBe(text);
  });
});

/** What Java reads from a text block (JLS §3.10.6): common indentation and trailing blanks stripped, then escapes. */
function readJavaTextBlock(source: string): string {
  expect(source.startsWith('"""\n')).toBe(true);
  let close = 4;
  while (!source.startsWith('"""', close)) close += source[close] === '\\' ? 2 : 1;
  expect(close + 3).toBe(source.length);
  const lines = source.slice(4, close).split('\n');
  const blank = (line: string) => /^[ \t]*$/.test(line);
  const last = lines.length - 1;
  const indent = Math.min(...lines.filter((line, n) => n === last || !blank(line)).map((line) => /^[ \t]*/.exec(line)![0].length));
  const content = lines.map((line, n) => (blank(line) && n !== last ? '' : line.slice(indent).replace(/[ \t]+$/, ''))).join('\n');
  const escapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', s: ' ', '"': '"', "'": "'", '\\': '\\', '\n': '' };
  return content.replace(/\\([\s\S])/g, (_, escaped: string) => escapes[escaped] ?? expect.fail(`no escape \\${escaped} in Java`));
}

describe('requests as real descriptions write them', () => {
  it('send the query of a path that names its operation with a fragment, and join the query a path holds already', () => {
    // Box's `/files/{file_id}#add_shared_link`: the fragment is never sent, so the query must not follow it.
    expect(awkward.get('shareFile')!.request.url).toBe('https://eu.api.example.com/v2/files/12345?fields=shared_link&api_key=YOUR_API_KEY');
    // Flickr's `/rest?method=…`; and a query parameter named like the API key is the key, sent once.
    expect(awkward.get('restMethod')!.request.url).toBe('https://eu.api.example.com/v2/rest?method=people.getInfo&user_id=u1&api_key=YOUR_API_KEY');
  });

  it('fill a path name no parameter declares, and call a server given without its scheme over HTTPS', () => {
    expect(awkward.get('xmlLabel')!.request.url).toBe('https://eu.api.example.com/v2/labels/1/UNDECLARED?api_key=YOUR_API_KEY');
    expect(awkward.get('twoOauthSchemes')!.request.url).toBe('https://uploads.example.org/base/watermarks');
  });

  it('send one Authorization header when the operation requires two OAuth schemes at once', () => {
    const { request, code } = awkward.get('twoOauthSchemes')!;
    expect(request.headers).toEqual([{ name: 'Authorization', value: 'Bearer YOUR_API_KEY' }]);
    expect(code['powershell']!.match(/Authorization/g)).toHaveLength(1);
  });

  it('send no body for an empty form or an example of null, and leave out a field whose example is null', () => {
    expect(awkward.get('emptyFormOnGet')!.request.body).toBeUndefined();
    expect(awkward.get('nullBody')!.request.body).toBeUndefined();
    expect(awkward.get('nullBody')!.code['csharp']).not.toContain('JsonContent');
    expect(awkward.get('twoOauthSchemes')!.request.body).toEqual({ kind: 'multipart', parts: [{ name: 'name', value: 'weather' }] });
  });

  it('write a GET body only where the client can send one', () => {
    const { code } = awkward.get('getWithBody')!;
    // fetch throws a TypeError on a GET with a body: the sample says why it sends none.
    for (const language of ['javascript', 'nodejs']) {
      expect(code[language]).not.toContain('body:');
      expect(code[language]).toContain('// fetch cannot send a body with GET');
    }
    // PHP's cURL turns a GET with fields into a POST unless told the method.
    expect(code['php']).toContain(`CURLOPT_CUSTOMREQUEST => 'GET'`);
    expect(code['php']).toContain('CURLOPT_POSTFIELDS');
    // Unirest's `options` has no body, as its `get` has none.
    expect(awkward.get('optionsWithBody')!.code['java']).toContain('Unirest.request("OPTIONS", ');
  });

  it('tell Unirest a form of text fields is multipart before its first field', () => {
    const java = awkward.get('twoOauthSchemes')!.code['java']!;
    expect(java.indexOf('.multiPartContent()')).toBeGreaterThan(0);
    expect(java.indexOf('.multiPartContent()')).toBeLessThan(java.indexOf('.field('));
  });

  it('write an XML body sampled from its schema as XML, with its names, attributes and wrapped lists', () => {
    const body = awkward.get('xmlLabel')!.request.body;
    expect(body).toEqual({
      kind: 'text',
      mediaType: 'application/xml',
      text: ['<?xml version="1.0" encoding="UTF-8"?>', '<label id="7">', '  <text>Fish &amp; &lt;chips&gt;</text>', '  <tags>', '    <tag>red</tag>', '  </tags>', '</label>'].join('\n'),
    });
  });
});

describe('requests of small descriptions as real ones write them', () => {
  /** The request and samples of the only operation of a description of these paths (and schemas). */
  const only = (paths: Record<string, unknown>, schemas: Record<string, unknown> = {}, servers: unknown[] = [{ url: 'https://api.example.com' }]) => {
    const document = { openapi: '3.0.3', info: { title: 'T', version: '1' }, servers, paths, components: { schemas } };
    const resolve = createResolver(document);
    const [collected] = collectOperations(document, resolve);
    const request = buildSampleRequest(document, collected!, normalizeOperation(document, collected!, resolve), resolve);
    return { request, code: Object.fromEntries(writeCodeSamples(request, LANGUAGES).map((sample) => [sample.language, sample.code])) };
  };
  const ok = { '200': { description: 'OK' } };
  /** A required text parameter with its example. */
  const text = (name: string, location: string, example: string) => ({ name, in: location, required: true, schema: { type: 'string' }, example });
  const xmlBody = (schema: unknown) => ({ requestBody: { required: true, content: { 'application/xml': { schema } } }, responses: ok });

  it("send a form's nested objects and lists all the way down, as Stripe reads them", () => {
    const example = { billing: { address: { city: 'Paris' } }, line_items: [{ price: 'p', quantity: 2 }], permissions: ['balances'] };
    const deep = { style: 'deepObject', explode: true };
    const { request } = only({
      '/checkout': { post: { requestBody: { required: true, content: { 'application/x-www-form-urlencoded': { schema: { type: 'object' }, example, encoding: { billing: deep, line_items: deep, permissions: deep } } } }, responses: ok } },
    });
    expect(request.body).toEqual(formOf(['billing[address][city]', 'Paris'], ['line_items[0][price]', 'p'], ['line_items[0][quantity]', '2'], ['permissions[0]', 'balances']));
  });

  it('send required parameters without an example as values their schema allows', () => {
    const required = (name: string, location: string, schema: unknown) => ({ name, in: location, required: true, schema });
    const { request } = only({
      '/contracts/{id}': {
        get: {
          parameters: [
            required('id', 'path', { type: 'integer', minimum: 100 }),
            required('offset', 'query', { type: 'integer', minimum: 5, exclusiveMinimum: true }),
            required('before', 'query', { type: 'integer', maximum: -1 }),
            required('ratio', 'query', { type: 'number', exclusiveMaximum: 1 }),
            required('owner', 'query', { type: 'string', format: 'email' }),
            required('since', 'query', { type: 'string', format: 'date-time' }),
            required('account', 'query', { type: 'string', format: 'uuid' }),
            required('code', 'query', { type: 'string', minLength: 8 }),
            required('region', 'query', { type: 'string', maxLength: 2 }),
            required('page', 'query', { type: 'integer' }),
          ],
          responses: ok,
        },
      },
    });
    const url = new URL(request.url);
    expect(url.pathname).toBe('/contracts/100');
    const query = Object.fromEntries(url.searchParams);
    expect(Number(query['offset'])).toBeGreaterThan(5);
    expect(Number(query['before'])).toBeLessThanOrEqual(-1);
    expect(Number(query['ratio'])).toBeLessThan(1);
    expect(query['owner']).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    expect(Number.isNaN(Date.parse(query['since']!))).toBe(false);
    expect(query['account']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    // Texts of no particular form stay placeholders a reader recognises, within the lengths allowed.
    expect(query['code']).toMatch(/^CODE.{4,}$/);
    expect(query['region']).toBe('RE');
    expect(query['page']).toBe('1');
  });

  it('send objects inside a query value as JSON, and a deepObject down to its leaves, never "[object Object]"', () => {
    const { request } = only({
      '/search': {
        get: {
          parameters: [
            { name: 'mdfilters', in: 'query', schema: { type: 'array', items: { type: 'object' } }, example: [{ scope: 'enterprise' }] },
            { name: 'created', in: 'query', style: 'deepObject', explode: true, schema: { type: 'object' }, example: { range: { gte: 1 } } },
          ],
          responses: ok,
        },
      },
    });
    expect(request.url).toBe(`https://api.example.com/search?mdfilters=${encodeURIComponent('[{"scope":"enterprise"}]').replace(/%3A/g, ':').replace(/%2C/g, ',')}&created%5Brange%5D%5Bgte%5D=1`);
  });

  it('print a JSON response under a type of its own, and a text one under application/text, rather than save a file', () => {
    const responding = (content: Record<string, unknown>) => only({ '/contents': { get: { responses: { '200': { description: 'OK', content } } } } });
    const objectOnly = only({ '/contents': { get: { responses: { '200': { description: 'OK', content: { 'application/vnd.github.object': { schema: { $ref: '#/components/schemas/Content' } } } } } } } }, { Content: { type: 'object' } });
    expect(objectOnly.request.response).toEqual({ kind: 'json' });
    expect(objectOnly.code['curl']).not.toContain('--output');
    expect(responding({ 'application/text': { schema: { type: 'string' } } }).request.response).toEqual({ kind: 'text' });
    expect(responding({ 'application/zip': { schema: { type: 'string', format: 'binary' } } }).request.response).toEqual({ kind: 'file', file: 'download.zip' });
    // XML and CSV of an object or a list are what they say, and a file offered first beside JSON is the file.
    expect(responding({ 'application/xml': { schema: { type: 'object' } } }).request.response).toEqual({ kind: 'text' });
    expect(responding({ 'text/csv': { schema: { type: 'array' } } }).request.response).toEqual({ kind: 'text' });
    expect(responding({ 'application/pdf': { schema: { type: 'string', format: 'binary' } }, 'application/json': { schema: { type: 'object' } } }).request.response).toEqual({ kind: 'file', file: 'download.pdf' });
    // ASP.NET (Swashbuckle) lists text/plain first beside JSON, and its servers answer JSON.
    expect(responding({ 'text/plain': { schema: { type: 'array' } }, 'application/json': { schema: { type: 'array' } }, 'text/json': { schema: { type: 'array' } } }).request.response).toEqual({ kind: 'json' });
  });

  it('follow a redirect in cURL, PHP and Ruby where the call succeeds by one, as the other languages do themselves', () => {
    const { request, code } = only({ '/repos/{owner}/{repo}/zipball': { get: { parameters: [text('owner', 'path', 'octocat'), text('repo', 'path', 'hello')], responses: { '302': { description: 'Found', headers: { Location: { schema: { type: 'string' } } } } } } } });
    expect(request.followsRedirect).toBe(true);
    expect(code['curl']).toContain('--location');
    expect(code['php']).toContain('CURLOPT_FOLLOWLOCATION => true');
    expect(code['ruby']).toContain('response = Net::HTTP.get_response(uri + response["location"]) if response.is_a?(Net::HTTPRedirection)');
    // Where it leads is the file the call is for: saved, not printed to the terminal.
    expect(request.response).toEqual({ kind: 'file', file: 'download.bin' });
    expect(code['curl']).toContain('--output download.bin');
    // A POST is not followed: cURL would send it again to where a 303 leads.
    expect(only({ '/jobs': { post: { responses: { '303': { description: 'See Other' } } } } }).code['curl']).not.toContain('--location');
    // A call that succeeds otherwise shows the redirect it may get.
    expect(only({ '/a': { get: { responses: { '200': { description: 'OK' }, '301': { description: 'Moved' } } } } }).code['curl']).not.toContain('--location');
  });

  it('send a multipart field that is a file or a list of files as a file', () => {
    const image = { anyOf: [{ type: 'string', format: 'binary' }, { type: 'array', items: { type: 'string', format: 'binary' } }] };
    const { request } = only({
      '/images/edits': { post: { requestBody: { required: true, content: { 'multipart/form-data': { schema: { type: 'object', required: ['image', 'prompt'], properties: { image, prompt: { type: 'string', example: 'A hat' } } } } } }, responses: ok } },
    });
    expect(request.body).toEqual({ kind: 'multipart', parts: [{ name: 'image', file: 'image.bin', contentType: 'application/octet-stream' }, { name: 'prompt', value: 'A hat' }] });
  });

  it("send a file part whose type the description leaves out as the type its file's name says, in every language", () => {
    const photo = { type: 'string', format: 'binary', example: 'profile-photo.JPEG' };
    const { request, code } = only({ '/avatars': { post: { requestBody: { required: true, content: { 'multipart/form-data': { schema: { type: 'object', required: ['photo'], properties: { photo } } } } }, responses: ok } } });
    expect(request.body).toEqual({ kind: 'multipart', parts: [{ name: 'photo', file: 'profile-photo.JPEG', contentType: 'image/jpeg' }] });
    // Without it, PHP, Ruby and Go sent application/octet-stream, where cURL guessed image/jpeg.
    for (const language of ['curl', 'php', 'ruby', 'go', 'python']) expect(code[language], language).toContain('image/jpeg');
  });

  it("send a file part as a type the description allows, and never a stated type that would add a header to the part", () => {
    const partType = (property: Record<string, unknown>, contentType?: string) => {
      const media = { schema: { type: 'object', required: ['f'], properties: { f: { type: 'string', format: 'binary', ...property } } }, ...(contentType ? { encoding: { f: { contentType } } } : {}) };
      const { request } = only({ '/up': { post: { requestBody: { required: true, content: { 'multipart/form-data': media } }, responses: ok } } });
      return (request.body as { parts: { contentType?: string }[] }).parts[0]!.contentType;
    };
    // The schema's own type wins over the file's name; of a list, the name's type when the list has it, else the first.
    expect(partType({ contentMediaType: 'image/png', example: 'photo.jpg' })).toBe('image/png');
    expect(partType({ example: 'avatar.gif' }, 'image/png, image/jpeg')).toBe('image/png');
    expect(partType({ example: 'avatar.jpg' }, 'image/png, image/jpeg')).toBe('image/jpeg');
    expect(partType({ example: 'avatar.jpg' }, 'image/*')).toBe('image/jpeg');
    expect(partType({ example: 'photo.png' }, 'image/png\r\nX-Injected: 1')).toBe('image/png');
    // A name that says no type is sent as bytes, which Python would otherwise send without a type.
    expect(partType({ example: 'notes.bin' }, 'text/plain\nX: 1')).toBe('application/octet-stream');
  });

  it('leave out an optional digest of the body and a second credential in the query; keep headers about the body on the content in C#', () => {
    const { request, code } = only({
      '/files/{id}/content': {
        put: {
          parameters: [
            { name: 'id', in: 'path', required: true, schema: { type: 'string' }, example: '12' },
            { name: 'content-md5', in: 'header', schema: { type: 'string' }, example: '134b65991ed521fcfe4724b7d814ab8ded5185dc' },
            { name: 'access_token', in: 'query', schema: { type: 'string' }, example: 'c3FIOG9vSGV4VHo4QzAyg5T1JvNnJoZ3ExaVNyQWw6WjRsanRKZG5lQk9qUE1BVQ' },
            { name: 'content-range', in: 'header', required: true, schema: { type: 'string' }, example: 'bytes 0-8388607/32000000' },
            { name: 'if-none-match', in: 'header', required: true, schema: { type: 'string' }, example: '1' },
          ],
          requestBody: { required: true, content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } },
          responses: ok,
        },
      },
    });
    expect(request.url).toBe('https://api.example.com/files/12/content');
    expect(request.headers.map((h) => h.name)).toEqual(['content-range', 'if-none-match']);
    expect(code['csharp']).toContain('request.Content.Headers.TryAddWithoutValidation("content-range", "bytes 0-8388607/32000000");');
    expect(code['csharp']).toContain('request.Headers.TryAddWithoutValidation("if-none-match", "1");');
    expect(code['csharp']!.indexOf('request.Content.Headers')).toBeGreaterThan(code['csharp']!.indexOf('request.Content = content;'));
    // PowerShell leaves the judging of `If-None-Match: 1` to the API instead of refusing to send it.
    expect(code['powershell']).toContain('SkipHeaderValidation = $true');
  });

  it('send YAML and newline-delimited JSON as the text they are, and read no body of a HEAD response', () => {
    const post = (mediaType: string, example: unknown) => only({ '/in': { post: { requestBody: { required: true, content: { [mediaType]: { schema: { type: 'string' }, example } } }, responses: ok } } }).request.body;
    expect(post('application/x-yaml', 'name: a\n')).toEqual({ kind: 'text', mediaType: 'application/x-yaml', text: 'name: a\n' });
    expect(post('application/x-ndjson', '{"index":{}}\n{"a":1}\n')).toEqual({ kind: 'text', mediaType: 'application/x-ndjson', text: '{"index":{}}\n{"a":1}\n' });
    const json = { '200': { description: 'OK', content: { 'application/json': { schema: { type: 'object' } } } } };
    const { code } = only({ '/items/{id}': { head: { parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }], responses: json } } });
    expect(code['nodejs']).not.toContain('.json()');
    expect(code['python']).not.toContain('.json()');
  });

  it('send the credentials\' cookie rather than a parameter of its name, and encode what a cookie cannot hold', () => {
    const document = {
      openapi: '3.0.3',
      info: { title: 'T', version: '1' },
      servers: [{ url: 'https://api.example.com' }],
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'session' } } },
      security: [{ session: [] }],
      paths: { '/me': { get: { parameters: [{ name: 'session', in: 'cookie', required: true, schema: { type: 'string' }, example: 'abc' }, { name: 'pref', in: 'cookie', required: true, schema: { type: 'string' }, example: 'dark mode;lang=fr' }], responses: ok } } },
    };
    const resolve = createResolver(document);
    const [collected] = collectOperations(document, resolve);
    const request = buildSampleRequest(document, collected!, normalizeOperation(document, collected!, resolve), resolve);
    expect(request.headers.find((h) => h.name === 'Cookie')?.value).toBe('pref=dark%20mode%3Blang=fr; session=YOUR_API_KEY');
  });

  it('write a text with carriage returns so that a copy from the page keeps them, in PHP, PowerShell and the shell', () => {
    const { code } = only({ '/import': { post: { requestBody: { required: true, content: { 'text/csv': { schema: { type: 'string' }, example: "id,name\r\n1,Ann's\r\n" } } }, responses: ok } } });
    expect(code['curl']).toContain("--data-raw $'id,name\\r\\n1,Ann\\x27s\\r\\n'");
    expect(code['php']).toContain('"id,name\\r\\n1,Ann\'s\\r\\n"');
    expect(code['powershell']).toContain('"id,name`r`n1,Ann\'s`r`n"');
    for (const sample of Object.values(code)) expect(sample).not.toContain('\r');
  });

  it('send a required Content-Type header of an operation without a body, and name a C# property await as @await', () => {
    const { request } = only({ '/messages': { get: { parameters: [{ name: 'Content-Type', in: 'header', required: true, schema: { type: 'string', example: 'application/json' } }], responses: ok } } });
    expect(request.headers).toEqual([{ name: 'Content-Type', value: 'application/json' }]);
    const { code } = only({ '/jobs': { post: { requestBody: { required: true, content: { 'application/json': { schema: { type: 'object' }, example: { await: true } } } }, responses: ok } } });
    expect(code['csharp']).toContain('@await = true');
  });

  it('send PowerShell a JSON body whose keys differ only by case as its text, which a hashtable cannot hold', () => {
    const { code } = only({ '/things': { post: { requestBody: { required: true, content: { 'application/json': { schema: { type: 'object' }, example: { item: { id: 1, ID: 'A-1' } } } } }, responses: ok } } });
    expect(code['powershell']).toContain(`$body = '{\n  "item": {\n    "id": 1,\n    "ID": "A-1"\n  }\n}'`);
    expect(code['powershell']).not.toContain('ConvertTo-Json');
  });

  it('encode every separator of a path value sent whole, and keep those of a list', () => {
    const path = (parameter: Record<string, unknown>) => only({ '/files/{id}': { get: { parameters: [{ name: 'id', in: 'path', required: true, ...parameter }], responses: ok } } }).request.url;
    expect(path({ schema: { type: 'string' }, example: 'x,y;v=2' })).toBe('https://api.example.com/files/x%2Cy%3Bv%3D2');
    expect(path({ schema: { type: 'array', items: { type: 'string' } }, example: ['x', 'y'] })).toBe('https://api.example.com/files/x,y');
    expect(path({ style: 'matrix', schema: { type: 'string' }, example: 'x' })).toBe('https://api.example.com/files/;id=x');
  });

  it('send a path value of dots, a path and a host outside ASCII, and a server\'s own query where every client takes them', () => {
    const path = (example: string) => only({ '/files/{id}': { get: { parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' }, example }], responses: ok } } }).request.url;
    expect(path('..')).toBe('https://api.example.com/files/%2E%2E');
    expect(path('.')).toBe('https://api.example.com/files/%2E');
    expect(only({ '/über': { get: { responses: ok } } }, {}, [{ url: 'https://bücher.example/v1' }]).request.url).toBe('https://xn--bcher-kva.example/v1/%C3%BCber');
    const withQuery = only({ '/items': { get: { parameters: [{ name: 'q', in: 'query', required: true, schema: { type: 'string' }, example: 'x' }], responses: ok } } }, {}, [{ url: 'https://api.example.com/v1?api-version=2024-01-01' }]);
    expect(withQuery.request.url).toBe('https://api.example.com/v1/items?api-version=2024-01-01&q=x');
  });

  it('send header values as every client can, alike: no line breaks, UTF-8 percent-encoded outside ASCII, and an empty one at all', () => {
    const { request, code } = only({ '/notes': { get: { parameters: [text('X-Name', 'header', 'Zoë 日本'), text('X-Note', 'header', 'one\r\nX-Injected: 1'), text('X-Empty', 'header', ''), text('who', 'cookie', 'Zoë')], responses: ok } } });
    expect(request.headers).toEqual([
      { name: 'X-Name', value: 'Zo%C3%AB %E6%97%A5%E6%9C%AC' },
      { name: 'X-Note', value: 'one X-Injected: 1' },
      { name: 'X-Empty', value: '' },
      { name: 'Cookie', value: 'who=Zo%C3%AB' },
    ]);
    // libcurl (cURL, PHP) leaves out a header written `Name: ` with nothing after it; `Name;` sends it empty.
    expect(code['curl']).toContain("--header 'X-Empty;'");
    expect(code['php']).toContain("'X-Empty;'");
  });

  it('send one Cookie header for a Cookie header parameter and cookie parameters, and a form whose example is the form as sent', () => {
    const { request, code } = only({
      '/prefs': {
        post: {
          parameters: [text('Cookie', 'header', 'session=abc'), text('theme', 'cookie', 'dark')],
          requestBody: { required: true, content: { 'application/x-www-form-urlencoded': { schema: { type: 'object' }, example: 'a=hello world&b=2&b=3' } } },
          responses: ok,
        },
      },
    });
    expect(request.headers).toEqual([{ name: 'Cookie', value: 'session=abc; theme=dark' }]);
    expect(request.body).toEqual(formOf(['a', 'hello world'], ['b', '2'], ['b', '3']));
    expect(code['powershell']!.match(/Cookie/g)).toHaveLength(1);
  });

  it('send a required JSON body of a schema without a type empty, as its media type holds it, rather than no body at all', () => {
    const patch = (mediaType: string, required = true) =>
      only({ '/things/{id}': { patch: { parameters: [text('id', 'path', '7')], requestBody: { required, content: { [mediaType]: { schema: { description: 'Patch is provided to give a concrete name and type to the patch body.' } } } }, responses: ok } } });
    expect(patch('application/merge-patch+json').request.body).toEqual({ kind: 'json', mediaType: 'application/merge-patch+json', value: {} });
    expect(patch('application/json-patch+json').request.body).toEqual({ kind: 'json', mediaType: 'application/json-patch+json', value: [] });
    expect(patch('application/merge-patch+json').code['curl']).toContain("--header 'Content-Type: application/merge-patch+json'");
    // An optional one is left out, as before.
    expect(patch('application/merge-patch+json', false).request.body).toBeUndefined();
  });

  it('send a JSON body whose example is written as the text of its JSON as that JSON, not as a string', () => {
    const body = (schema: unknown, example: unknown) => only({ '/orders': { post: { requestBody: { required: true, content: { 'application/json': { schema, example } } }, responses: ok } } });
    const { request, code } = body({ type: 'object' }, '{"id": 7, "tags": ["a"]}');
    expect(request.body).toMatchObject({ kind: 'json', value: { id: 7, tags: ['a'] } });
    expect(code['curl']).toContain('"id": 7');
    // A body that is a string stays one, as does a text that is no JSON.
    expect(body({ type: 'string' }, '{"id": 7}').request.body).toMatchObject({ value: '{"id": 7}' });
    expect(body({ type: 'object' }, '{not json').request.body).toMatchObject({ value: '{not json' });
  });

  it('send PowerShell multipart parts in the order the description lists them', () => {
    const { code } = only({
      '/files/content': {
        post: {
          requestBody: { required: true, content: { 'multipart/form-data': { schema: { type: 'object', required: ['attributes', 'file'], properties: { attributes: { type: 'string', example: '{"name":"a.pdf"}' }, file: { type: 'string', format: 'binary' } } } } } },
          responses: ok,
        },
      },
    });
    expect(code['powershell']).toMatch(/\$form = \[ordered\]@\{\n {4}attributes = [^\n]+\n {4}file = Get-Item/);
  });

  it('declare each namespace on the element that names it, and leave out a prefix that has none', () => {
    const { request } = only(
      { '/books': { post: xmlBody({ $ref: '#/components/schemas/Book' }) } },
      {
        Book: {
          type: 'object',
          required: ['id', 'title'],
          xml: { name: 'book', prefix: 'smp', namespace: 'http://example.com/schema' },
          properties: {
            id: { type: 'integer', example: 1, xml: { attribute: true, prefix: 'x' } },
            title: { type: 'string', example: 'T', xml: { prefix: 'dc', namespace: 'http://purl.org/dc/elements/1.1/' } },
          },
        },
      },
    );
    const text = (request.body as { text: string }).text;
    expect(text).toBe(['<?xml version="1.0" encoding="UTF-8"?>', '<smp:book xmlns:smp="http://example.com/schema" id="1">', '  <dc:title xmlns:dc="http://purl.org/dc/elements/1.1/">T</dc:title>', '</smp:book>'].join('\n'));
  });

  it('wrap a list at the root of an XML body in one element, its items named as their schema says', () => {
    const { request } = only(
      { '/pets': { put: xmlBody({ type: 'array', xml: { name: 'pets', wrapped: true }, items: { $ref: '#/components/schemas/Pet' }, example: [{ id: 1 }, { id: 2 }] }) } },
      { Pet: { type: 'object', xml: { name: 'pet' }, properties: { id: { type: 'integer' } } } },
    );
    expect((request.body as { text: string }).text).toBe(['<?xml version="1.0" encoding="UTF-8"?>', '<pets>', '  <pet>', '    <id>1</id>', '  </pet>', '  <pet>', '    <id>2</id>', '  </pet>', '</pets>'].join('\n'));
  });

  it('make no body at all for fetch on a GET: no Content-Type, no form, no file to pick', () => {
    const multipart = { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } };
    const { code } = only({ '/exports': { get: { requestBody: { required: true, content: { 'multipart/form-data': { schema: multipart } } }, responses: ok } } });
    for (const language of ['javascript', 'nodejs']) {
      expect(code[language]).toContain('// fetch cannot send a body with GET');
      expect(code[language]).not.toMatch(/FormData|openAsBlob|querySelector|Content-Type/);
    }
  });

  it('send a file field sampled without a value, and leave out a text field whose example is null', () => {
    const schema = { type: 'object', required: ['file', 'note'], properties: { file: { format: 'binary' }, note: { type: 'string', example: null } } };
    const { request } = only({ '/imports': { post: { requestBody: { required: true, content: { 'multipart/form-data': { schema } } }, responses: ok } } });
    expect(request.body).toEqual({ kind: 'multipart', parts: [{ name: 'file', file: 'file.bin', contentType: 'application/octet-stream' }] });
  });

  it('fill a server variable nothing defines, and join a path query without repeating its names', () => {
    const parameters = [{ name: 'method', in: 'query', required: true, schema: { type: 'string', example: 'other' } }, { name: 'q', in: 'query', required: true, schema: { type: 'string', example: 'x' } }];
    expect(only({ '/rest?method=search': { get: { parameters, responses: ok } } }, {}, [{ url: 'https://{tenant}.example.com' }]).request.url).toBe('https://TENANT.example.com/rest?method=search&q=x');
    expect(only({ '/find?': { get: { parameters: parameters.slice(1), responses: ok } } }).request.url).toBe('https://api.example.com/find?q=x');
  });
});

describe('a Swagger 2.0 form', () => {
  it('sends its fields\' x-example, and a list as its collectionFormat says', () => {
    const document = {
      swagger: '2.0',
      info: { title: 'T', version: '1' },
      host: 'api.example.com',
      consumes: ['application/x-www-form-urlencoded'],
      paths: {
        '/pets': {
          post: {
            operationId: 'addPet',
            parameters: [
              { name: 'names', in: 'formData', required: true, type: 'array', items: { type: 'string' }, collectionFormat: 'multi', 'x-example': ['rex', 'fido'] },
              { name: 'tags', in: 'formData', required: true, type: 'array', items: { type: 'string' }, 'x-example': ['a', 'b'] },
              { name: 'owner', in: 'formData', required: true, type: 'string', 'x-example': 'ada' },
            ],
            responses: { '200': { description: 'OK' } },
          },
        },
      },
    };
    const resolve = createResolver(document);
    const [collected] = collectOperations(document, resolve);
    const request = buildSampleRequest(document, collected!, normalizeOperation(document, collected!, resolve), resolve);
    expect(request.body).toEqual(formOf(['names', 'rex'], ['names', 'fido'], ['tags', 'a,b'], ['owner', 'ada']));
  });
});
