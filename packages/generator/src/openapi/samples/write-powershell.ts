import { isFilePart, type SampleRequest } from './sample-request.js';
import { CONTROL_CHARACTERS, depthOf, hex, repeatsAName, writeLiteral, type LiteralSyntax } from './write-literal.js';

/**
 * A single-quoted PowerShell string: nothing expands inside, a quote is written twice. Text with control
 * characters other than line feeds and tabs is double-quoted with backtick escapes (PowerShell 7's
 * `` `u{7f} ``), which a page keeps.
 */
export function psString(text: string): string {
  if (!CONTROL_CHARACTERS.test(text)) return `'${text.replace(/['\u2018\u2019\u201a\u201b]/g, '$&$&')}'`;
  // A `$` as its code, like the control characters: escaped with a backtick, it still reads as a variable to highlighters.
  const escaped = text
    .replace(/[`"\u201c\u201d\u201e]/g, '`$&')
    .replace(/[$\u0000-\u001f\u007f]/g, (character) => POWERSHELL_ESCAPES[character] ?? `\`u{${hex(character)}}`);
  return `"${escaped}"`;
}

const POWERSHELL_ESCAPES: Record<string, string> = { '\0': '`0', '\t': '`t', '\n': '`n', '\r': '`r', '\u001b': '`e' };

/** A hashtable key: bare when it is a plain word. */
function psKey(key: string): string {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(key) ? key : psString(key);
}

const POWERSHELL_SYNTAX: LiteralSyntax = {
  indent: '    ',
  string: psString,
  true: '$true',
  false: '$false',
  null: '$null',
  list: { open: '@(', close: ')', empty: '@()' },
  // Ordered, so that the JSON keeps the description's order of properties.
  object: () => ({ open: '[ordered]@{', close: '}', empty: '[ordered]@{}' }),
  entry: (key, value) => `${psKey(key)} = ${value}`,
  separator: '',
  trailing: false,
  inlineSeparator: ', ',
  // Each line of `@( … )` sends its value down the pipeline, which unrolls a list: `,` keeps one whole.
  listItem: (written, item) => (Array.isArray(item) ? `,${written}` : written),
};

/** Request headers that .NET reads into typed values, refusing what does not parse. */
const TYPED_HEADERS = /^(accept(-charset|-encoding|-language)?|cache-control|connection|content-[a-z-]+|date|expect|from|host|if-(match|modified-since|none-match|range|unmodified-since)|max-forwards|pragma|proxy-authorization|range|referer|te|trailer|transfer-encoding|upgrade|user-agent|via|warning)$/i;

/** PowerShell 7 with `Invoke-RestMethod`, its parameters splatted: `-Form` uploads files (it makes the boundary). */
export function writePowershell(request: SampleRequest): string {
  const lines: string[] = [];
  const parameters: [string, string][] = [['Uri', psString(request.url)]];
  const standard = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'TRACE'].includes(request.method);
  parameters.push(standard ? ['Method', psString(request.method.charAt(0) + request.method.slice(1).toLowerCase())] : ['CustomMethod', psString(request.method)]);
  if (request.headers.length) {
    lines.push(`$headers = @{\n${request.headers.map((h) => `    ${psKey(h.name)} = ${psString(h.value)}`).join('\n')}\n}`);
    parameters.push(['Headers', '$headers']);
    // .NET parses these headers and throws on a value it does not take (`If-None-Match: 1`) before
    // anything is sent; the API, not the client, is the judge of them.
    if (request.headers.some((h) => TYPED_HEADERS.test(h.name))) parameters.push(['SkipHeaderValidation', '$true']);
  }
  const body = request.body;
  if (body?.kind === 'json' && hasKeysAlikeButForCase(body.value)) {
    // A hashtable's keys ignore case: `id` and `ID` in one object fail to parse. Such JSON goes as its text.
    lines.push(`$body = ${psString(JSON.stringify(body.value, null, 2))}`);
    parameters.push(['ContentType', psString(body.mediaType)], ['Body', '$body']);
  } else if (body?.kind === 'json') {
    const value = writeLiteral(body.value, POWERSHELL_SYNTAX);
    const depth = Math.max(2, depthOf(body.value) + 1);
    // An array piped to ConvertTo-Json would be sent one item at a time.
    lines.push(Array.isArray(body.value) ? `$body = ConvertTo-Json -Depth ${depth} -InputObject ${value}` : `$body = ${value} | ConvertTo-Json -Depth ${depth}`);
    parameters.push(['ContentType', psString(body.mediaType)], ['Body', '$body']);
  } else if (body?.kind === 'form') {
    // A hash table holds a name once: a form that sends one twice goes as the encoded text it is.
    if (repeatsAName(body.fields)) lines.push(`$form = ${psString(body.fields.map((f) => `${encodeURIComponent(f.name)}=${encodeURIComponent(f.value)}`).join('&'))}`);
    else lines.push(`$form = [ordered]@{\n${body.fields.map((f) => `    ${psKey(f.name)} = ${psString(f.value)}`).join('\n')}\n}`);
    parameters.push(['ContentType', psString('application/x-www-form-urlencoded')], ['Body', '$form']);
  } else if (body?.kind === 'multipart') {
    const names = [...new Set(body.parts.map((p) => p.name))];
    const entries = names.map((name) => {
      const parts = body.parts.filter((p) => p.name === name);
      const files = parts.filter(isFilePart);
      if (files.length) return `    ${psKey(name)} = Get-Item -Path ${files.map((f) => psString(f.file)).join(', ')}`;
      const values = parts.map((p) => psString('value' in p ? p.value : ''));
      return `    ${psKey(name)} = ${values.length > 1 ? `@(${values.join(', ')})` : values[0]}`;
    });
    // Ordered: an API may want its parts in the order it lists them (Box: the attributes before the file).
    lines.push(`$form = [ordered]@{\n${entries.join('\n')}\n}`);
    parameters.push(['Form', '$form']);
  } else if (body?.kind === 'file') {
    parameters.push(['ContentType', psString(body.mediaType)], ['InFile', psString(body.file)]);
  } else if (body?.kind === 'text') {
    parameters.push(['ContentType', psString(body.mediaType)], ['Body', psString(body.text)]);
  }
  const handled = request.response;
  if (handled.kind === 'file') parameters.push(['OutFile', psString(handled.file)]);
  const width = Math.max(...parameters.map(([name]) => name.length));
  lines.push(`$request = @{\n${parameters.map(([name, value]) => `    ${name.padEnd(width)} = ${value}`).join('\n')}\n}`);
  lines.push(handled.kind === 'file' ? 'Invoke-RestMethod @request' : '$response = Invoke-RestMethod @request');
  if (handled.kind === 'json') lines.push('$response | ConvertTo-Json -Depth 10');
  else if (handled.kind === 'text') lines.push('$response');
  return lines.join('\n');
}

/** Whether an object in `value` has two keys that differ only by case. */
function hasKeysAlikeButForCase(value: unknown): boolean {
  if (!value || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some(hasKeysAlikeButForCase);
  const keys = Object.keys(value);
  return new Set(keys.map((key) => key.toLowerCase())).size < keys.length || Object.values(value).some(hasKeysAlikeButForCase);
}
