import { isFilePart, type SampleRequest } from './sample-request.js';
import { doubleQuoted, writeLiteral, type LiteralSyntax } from './write-literal.js';

/** C#'s keywords: a property named like one is written `@class`. */
const KEYWORDS = new Set(
  'abstract as await base bool break byte case catch char checked class const continue decimal default delegate do double else enum event explicit extern false finally fixed float for foreach goto if implicit in int interface internal is lock long namespace new null object operator out override params private protected public readonly ref return sbyte sealed short sizeof stackalloc static string struct switch this throw true try typeof uint ulong unchecked unsafe ushort using virtual void volatile while'.split(' '),
);

/**
 * Whether an object's keys can be an anonymous type's properties. `JsonContent` names properties in camelCase,
 * which leaves a name that starts in lower case as it is; any other name needs a dictionary.
 */
function anonymousKeys(entries: readonly [string, unknown][]): boolean {
  return entries.every(([key]) => /^[a-z_][A-Za-z0-9_]*$/.test(key));
}

const CSHARP_SYNTAX: LiteralSyntax = {
  indent: '    ',
  string: doubleQuoted,
  true: 'true',
  false: 'false',
  null: 'null',
  list: { open: 'new object?[] { ', close: ' }', empty: 'Array.Empty<object?>()' },
  object: (entries) => (anonymousKeys(entries) ? { open: 'new {', close: '}', empty: 'new { }' } : { open: 'new Dictionary<string, object?> {', close: '}', empty: 'new Dictionary<string, object?>()' }),
  // A property of an anonymous type cannot be a bare `null`: it needs a type.
  entry: (key, value, entries) =>
    anonymousKeys(entries) ? `${KEYWORDS.has(key) ? '@' : ''}${key} = ${value === 'null' ? '(object?)null' : value}` : `[${doubleQuoted(key)}] = ${value}`,
  separator: ',',
  trailing: true,
  inlineSeparator: ', ',
  // An integer past `long` is no C# literal (CS1021): written as the double JSON reads it as.
  number: (value) => (Number.isInteger(value) && Math.abs(value) >= 2 ** 63 ? value.toExponential() : String(value)),
};

/** A JSON value as C#: anonymous objects (dictionaries for keys that cannot be properties), `object?[]` lists. */
function csharpLiteral(value: unknown): string {
  return writeLiteral(value, CSHARP_SYNTAX);
}

/** A media type as a header value: parsed, since the constructor refuses parameters (`application/json; charset=utf-8`). */
function mediaTypeValue(mediaType: string): string {
  return `MediaTypeHeaderValue.Parse(${doubleQuoted(mediaType)})`;
}

/** `HttpMethod`'s named methods; others are made from their name. */
const METHODS: Record<string, string> = { GET: 'Get', POST: 'Post', PUT: 'Put', PATCH: 'Patch', DELETE: 'Delete', HEAD: 'Head', OPTIONS: 'Options', TRACE: 'Trace' };

/** C# with `HttpClient` (top-level statements): JSON through `JsonContent`, uploads through `MultipartFormDataContent`. */
export function writeCsharp(request: SampleRequest): string {
  const usings = new Set<string>();
  const method = METHODS[request.method] ? `HttpMethod.${METHODS[request.method]}` : `new HttpMethod(${doubleQuoted(request.method)})`;
  const lines = ['using var client = new HttpClient();', `using var request = new HttpRequestMessage(${method}, ${doubleQuoted(request.url)});`];
  const body = request.body;
  // A header about the body (`Content-Range`) belongs to the content: the request's own headers refuse it
  // without a word. With no body there is no content to carry it.
  const ofContent = (name: string) => body !== undefined && /^content-/i.test(name);
  // `Add` checks a header's value by its name's rules, and throws on values a server takes (`If-Match: abc`).
  for (const header of request.headers.filter((h) => !ofContent(h.name))) lines.push(`request.Headers.TryAddWithoutValidation(${doubleQuoted(header.name)}, ${doubleQuoted(header.value)});`);
  if (body?.kind === 'json') {
    usings.add('System.Net.Http.Json');
    const mediaType = body.mediaType === 'application/json' ? '' : `, ${mediaTypeValue(body.mediaType)}`;
    if (mediaType) usings.add('System.Net.Http.Headers');
    lines.push(`request.Content = JsonContent.Create(${csharpLiteral(body.value)}${mediaType});`);
  } else if (body?.kind === 'form') {
    const fields = body.fields.map((f) => `    new(${doubleQuoted(f.name)}, ${doubleQuoted(f.value)}),`);
    lines.push(`request.Content = new FormUrlEncodedContent(new KeyValuePair<string, string>[]\n{\n${fields.join('\n')}\n});`);
  } else if (body?.kind === 'multipart') {
    lines.push('using var form = new MultipartFormDataContent();');
    let files = 0;
    for (const part of body.parts) {
      if (!isFilePart(part)) {
        lines.push(`form.Add(new StringContent(${doubleQuoted(part.value)}), ${doubleQuoted(part.name)});`);
        continue;
      }
      const name = `file${files++ ? files : ''}`;
      lines.push(`var ${name} = new StreamContent(File.OpenRead(${doubleQuoted(part.file)}));`);
      if (part.contentType) {
        usings.add('System.Net.Http.Headers');
        lines.push(`${name}.Headers.ContentType = ${mediaTypeValue(part.contentType)};`);
      }
      lines.push(`form.Add(${name}, ${doubleQuoted(part.name)}, ${doubleQuoted(part.file)});`);
    }
    lines.push('request.Content = form;');
  } else if (body?.kind === 'file') {
    usings.add('System.Net.Http.Headers');
    lines.push(`var content = new StreamContent(File.OpenRead(${doubleQuoted(body.file)}));`, `content.Headers.ContentType = ${mediaTypeValue(body.mediaType)};`, 'request.Content = content;');
  } else if (body?.kind === 'text') {
    usings.add('System.Text');
    // This constructor takes a bare media type; one with parameters (`; charset=utf-8`) is set after.
    if (body.mediaType.includes(';')) {
      usings.add('System.Net.Http.Headers');
      lines.push(`request.Content = new StringContent(${doubleQuoted(body.text)}, Encoding.UTF8);`, `request.Content.Headers.ContentType = ${mediaTypeValue(body.mediaType)};`);
    } else lines.push(`request.Content = new StringContent(${doubleQuoted(body.text)}, Encoding.UTF8, ${doubleQuoted(body.mediaType)});`);
  }
  for (const header of request.headers.filter((h) => ofContent(h.name))) lines.push(`request.Content.Headers.TryAddWithoutValidation(${doubleQuoted(header.name)}, ${doubleQuoted(header.value)});`);
  lines.push('', 'using var response = await client.SendAsync(request);', 'Console.WriteLine((int)response.StatusCode);');
  const handled = request.response;
  if (handled.kind === 'file') lines.push(`await File.WriteAllBytesAsync(${doubleQuoted(handled.file)}, await response.Content.ReadAsByteArrayAsync());`);
  else lines.push('Console.WriteLine(await response.Content.ReadAsStringAsync());');
  const head = [...usings].sort().map((name) => `using ${name};`);
  return [...(head.length ? [...head, ''] : []), ...lines].join('\n');
}
