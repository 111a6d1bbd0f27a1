import { isFilePart, sendsEmptyBody, type SampleRequest } from './sample-request.js';
import { groupFields, writeLiteral, type LiteralSyntax } from './write-literal.js';
import { ownValue } from '../../text/own-value.js';

/** A double-quoted Ruby string: `#{` would interpolate, so `#` before `{`, `$` or `@` is escaped. */
export function rubyString(text: string): string {
  const escaped = text.replace(/[\\"\n\r\t\0-\x1f\x7f]|#(?=[{$@])/g, (c) => RUBY_ESCAPES[c] ?? `\\u{${c.charCodeAt(0).toString(16)}}`);
  return `"${escaped}"`;
}
const RUBY_ESCAPES: Record<string, string> = { '\\': '\\\\', '"': '\\"', '\n': '\\n', '\r': '\\r', '\t': '\\t', '#': '\\#' };

const RUBY_SYNTAX: LiteralSyntax = {
  indent: '  ',
  string: rubyString,
  true: 'true',
  false: 'false',
  null: 'nil',
  list: { open: '[', close: ']', empty: '[]' },
  object: () => ({ open: '{', close: '}', empty: '{}' }),
  entry: (key, value) => `${rubyString(key)} => ${value}`,
  separator: ',',
  trailing: true,
  inlineSeparator: ', ',
};

/** `Net::HTTP`'s request class for each method; others are generic requests. */
const REQUEST_CLASSES: Record<string, string> = { GET: 'Get', POST: 'Post', PUT: 'Put', PATCH: 'Patch', DELETE: 'Delete', HEAD: 'Head', OPTIONS: 'Options', TRACE: 'Trace' };

/** Ruby with `Net::HTTP` and TLS verified (its default); uploads with `set_form`, which makes the boundary. */
export function writeRuby(request: SampleRequest): string {
  const body = request.body;
  const requires = new Set(['net/http']);
  const lines = [`uri = URI(${rubyString(request.url)})`];
  // A POST, PUT or PATCH class given no body sends a form's type: a request without one says it has none.
  const empty = sendsEmptyBody(request);
  const requestClass = empty ? undefined : ownValue(REQUEST_CLASSES, request.method);
  lines.push(
    requestClass
      ? `request = Net::HTTP::${requestClass}.new(uri)`
      : `request = Net::HTTPGenericRequest.new(${rubyString(request.method)}, ${body ? 'true' : 'false'}, true, uri)`,
  );
  for (const header of request.headers) lines.push(`request[${rubyString(header.name)}] = ${rubyString(header.value)}`);
  if (empty) lines.push('request["Content-Length"] = "0"');
  if (body?.kind === 'json') {
    requires.add('json');
    lines.push(`request["Content-Type"] = ${rubyString(body.mediaType)}`, `request.body = JSON.generate(${writeLiteral(body.value, RUBY_SYNTAX)})`);
  } else if (body?.kind === 'form') {
    // A name sent twice takes the list of its values, which `set_form_data` sends as the field repeated.
    lines.push(`request.set_form_data(${writeLiteral(groupFields(body.fields), RUBY_SYNTAX)})`);
  } else if (body?.kind === 'multipart') {
    const parts = body.parts.map((part) =>
      isFilePart(part)
        ? `  [${rubyString(part.name)}, File.open(${rubyString(part.file)}), { filename: ${rubyString(part.file)}${part.contentType ? `, content_type: ${rubyString(part.contentType)}` : ''} }],`
        : `  [${rubyString(part.name)}, ${rubyString(part.value)}],`,
    );
    lines.push(`request.set_form([\n${parts.join('\n')}\n], "multipart/form-data")`);
  } else if (body?.kind === 'file') {
    lines.push(`request["Content-Type"] = ${rubyString(body.mediaType)}`, `request.body = File.binread(${rubyString(body.file)})`);
  } else if (body?.kind === 'text') {
    lines.push(`request["Content-Type"] = ${rubyString(body.mediaType)}`, `request.body = ${rubyString(body.text)}`);
  }
  lines.push('', 'response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == "https") do |http|', '  http.request(request)', 'end');
  // Net::HTTP follows no redirect: where the answer is one, the file is at its Location.
  if (request.followsRedirect) lines.push('response = Net::HTTP.get_response(uri + response["location"]) if response.is_a?(Net::HTTPRedirection)');
  lines.push('puts response.code');
  const handled = request.response;
  if (handled.kind === 'json') {
    requires.add('json');
    lines.push('puts JSON.pretty_generate(JSON.parse(response.body))');
  } else if (handled.kind === 'text') lines.push('puts response.body');
  else lines.push(`File.binwrite(${rubyString(handled.file)}, response.body)`);
  return [...[...requires].sort().map((name) => `require ${rubyString(name)}`), '', ...lines].join('\n');
}
