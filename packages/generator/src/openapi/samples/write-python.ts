import { isFilePart, type SampleFilePart, type SampleRequest } from './sample-request.js';
import { doubleQuoted, groupFields, writeLiteral, type LiteralSyntax } from './write-literal.js';

const PYTHON_SYNTAX: LiteralSyntax = {
  indent: '    ',
  string: doubleQuoted,
  true: 'True',
  false: 'False',
  null: 'None',
  list: { open: '[', close: ']', empty: '[]' },
  object: () => ({ open: '{', close: '}', empty: '{}' }),
  entry: (key, value) => `${doubleQuoted(key)}: ${value}`,
  separator: ',',
  trailing: true,
  inlineSeparator: ', ',
};

/** Methods `requests` has a function of their own for. */
const SHORTHANDS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']);

function pyLiteral(value: unknown): string {
  return writeLiteral(value, PYTHON_SYNTAX);
}

function fileTuple(part: SampleFilePart): string {
  return `(${doubleQuoted(part.file)}, open(${doubleQuoted(part.file)}, "rb")${part.contentType ? `, ${doubleQuoted(part.contentType)}` : ''})`;
}

/** Python with `requests`: `json=` for JSON bodies, `files=` for uploads (requests makes the boundary). */
export function writePython(request: SampleRequest): string {
  const lines = ['import requests', '', `url = ${doubleQuoted(request.url)}`];
  const headers = request.headers.map((h): [string, string] => [h.name, h.value]);
  const keywords: string[] = [];
  const body = request.body;
  if (body?.kind === 'json') {
    if (body.mediaType !== 'application/json') headers.push(['Content-Type', body.mediaType]);
    lines.push(`payload = ${pyLiteral(body.value)}`);
    keywords.push('json=payload');
  } else if (body?.kind === 'form') {
    // A name sent twice takes the list of its values, which requests sends as the field repeated.
    lines.push(`payload = ${pyLiteral(groupFields(body.fields))}`);
    keywords.push('data=payload');
  } else if (body?.kind === 'multipart') {
    const files = body.parts.filter(isFilePart);
    const fields = body.parts.filter((part) => !isFilePart(part)) as { name: string; value: string }[];
    // A name used twice needs the list form; otherwise a dict reads better.
    const repeated = new Set(body.parts.map((p) => p.name)).size < body.parts.length;
    const collection = (entries: [string, string][]) =>
      !entries.length ? '{}' : repeated ? `[\n${entries.map(([name, value]) => `    (${doubleQuoted(name)}, ${value}),`).join('\n')}\n]` : `{\n${entries.map(([name, value]) => `    ${doubleQuoted(name)}: ${value},`).join('\n')}\n}`;
    // Text fields go in `data` beside the files; without a file, requests sends multipart only for `files`, as `(None, text)`.
    if (files.length && fields.length) {
      lines.push(`data = ${collection(fields.map((f) => [f.name, doubleQuoted(f.value)]))}`);
      keywords.push('data=data');
    }
    const parts: [string, string][] = files.length ? files.map((part) => [part.name, fileTuple(part)]) : fields.map((f) => [f.name, `(None, ${doubleQuoted(f.value)})`]);
    lines.push(`files = ${collection(parts)}`);
    keywords.push('files=files');
  } else if (body?.kind === 'file') {
    headers.push(['Content-Type', body.mediaType]);
    keywords.push(`data=open(${doubleQuoted(body.file)}, "rb")`);
  } else if (body?.kind === 'text') {
    headers.push(['Content-Type', body.mediaType]);
    lines.push(`payload = ${doubleQuoted(body.text)}`);
    keywords.push('data=payload');
  }
  if (headers.length) {
    lines.splice(3, 0, `headers = ${pyLiteral(Object.fromEntries(headers))}`);
    keywords.unshift('headers=headers');
  }
  const method = request.method;
  const call = SHORTHANDS.has(method) ? `requests.${method.toLowerCase()}(url` : `requests.request(${doubleQuoted(method)}, url`;
  lines.push('', `response = ${call}${keywords.map((k) => `, ${k}`).join('')})`, 'response.raise_for_status()');
  const response = request.response;
  if (response.kind === 'json') lines.push('print(response.json())');
  else if (response.kind === 'text') lines.push('print(response.status_code, response.text)');
  else lines.push(`with open(${doubleQuoted(response.file)}, "wb") as file:`, '    file.write(response.content)');
  return lines.join('\n');
}
