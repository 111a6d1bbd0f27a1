import { isFilePart, type SampleRequest } from './sample-request.js';
import { writeLiteral, type LiteralSyntax } from './write-literal.js';

/** A single-quoted JavaScript string. */
export function jsString(text: string): string {
  return `'${text.replace(/[\\'\n\r\t\u2028\u2029\0-\x1f]/g, (c) => ESCAPES[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)}'`;
}
const ESCAPES: Record<string, string> = { '\\': '\\\\', "'": "\\'", '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/**
 * A property name as JavaScript writes it: bare when it can be. `__proto__`, bare or quoted, would set
 * the object's prototype and be left out of the JSON: computed, it is a property like the others.
 */
function jsKey(key: string): string {
  if (key === '__proto__') return `[${jsString(key)}]`;
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(key) ? key : jsString(key);
}

const JS_SYNTAX: LiteralSyntax = {
  indent: '  ',
  string: jsString,
  true: 'true',
  false: 'false',
  null: 'null',
  list: { open: '[', close: ']', empty: '[]' },
  object: () => ({ open: '{', close: '}', empty: '{}' }),
  entry: (key, value) => `${jsKey(key)}: ${value}`,
  separator: ',',
  trailing: true,
  inlineSeparator: ', ',
};

/** A JSON value as a JavaScript literal. */
export function jsLiteral(value: unknown, depth = 0): string {
  return writeLiteral(value, JS_SYNTAX, depth);
}

type Environment = 'browser' | 'node';

/** In a browser, a file the reader picked in the page's file input; in Node.js, one read from disk. */
function fileExpression(file: string, contentType: string | undefined, index: number, environment: Environment): string {
  if (environment === 'browser') return `files[${index}]`;
  return `await openAsBlob(${jsString(file)}${contentType ? `, { type: ${jsString(contentType)} }` : ''})`;
}

/** `fetch` as a browser script or module runs it (top-level `await`): the Fetch API makes multipart boundaries itself. */
export function writeBrowserFetch(request: SampleRequest): string {
  return writeFetch(request, 'browser');
}

/** `fetch` in Node.js 20 or later, as an ES module; files are read with `openAsBlob`. */
export function writeNodeFetch(request: SampleRequest): string {
  return writeFetch(request, 'node');
}

function writeFetch(request: SampleRequest, environment: Environment): string {
  const lines: string[] = [];
  const imports: string[] = [];
  // A browser never lets a script set Cookie (fetch drops it without a word): it sends the cookies it
  // holds for the API's site when asked to (`credentials: 'include'`).
  const cookies = environment === 'browser' && request.headers.some((h) => h.name.toLowerCase() === 'cookie');
  const headers: [string, string][] = request.headers.filter((h) => !cookies || h.name.toLowerCase() !== 'cookie').map((h) => [h.name, h.value]);
  // Browser code is what a reader is most likely to paste into a web app, where a key is anyone's to read.
  if (environment === 'browser' && request.sendsSecret) lines.push(`// In a browser, these credentials are visible to anyone using the page: unless they are meant for browsers, send this request from your back end (the Node.js sample).`);
  if (cookies) lines.push(`// The browser sends the API's cookies it holds (a script cannot set the Cookie header).`);
  // The Fetch API refuses a body on GET and HEAD (a TypeError): the sample makes none, and says why.
  const requestBody = request.method === 'GET' || request.method === 'HEAD' ? undefined : request.body;
  if (request.body && !requestBody) lines.push(`// fetch cannot send a body with ${request.method}, which this operation takes: use another HTTP client to send one.`);
  let body: string | undefined;
  const fileParts = requestBody?.kind === 'multipart' ? requestBody.parts.filter(isFilePart) : [];
  if (environment === 'browser' && (fileParts.length || requestBody?.kind === 'file')) {
    lines.push(`// The files picked in the page's <input type="file">.`, `const files = document.querySelector('input[type="file"]').files;`, '');
  }
  if (environment === 'node' && (fileParts.length || requestBody?.kind === 'file')) imports.push(`import { openAsBlob } from 'node:fs';`);
  if (requestBody?.kind === 'json') {
    headers.push(['Content-Type', requestBody.mediaType]);
    body = `JSON.stringify(${jsLiteral(requestBody.value, 1)})`;
  } else if (requestBody?.kind === 'form') {
    body = `new URLSearchParams(${jsLiteral(requestBody.fields.map((f) => [f.name, f.value]), 1)})`;
  } else if (requestBody?.kind === 'multipart') {
    lines.push('const form = new FormData();');
    let fileIndex = 0;
    for (const part of requestBody.parts) {
      if (isFilePart(part)) lines.push(`form.append(${jsString(part.name)}, ${fileExpression(part.file, part.contentType, fileIndex++, environment)}, ${jsString(part.file)});`);
      else lines.push(`form.append(${jsString(part.name)}, ${jsString(part.value)});`);
    }
    lines.push('');
    body = 'form';
  } else if (requestBody?.kind === 'file') {
    headers.push(['Content-Type', requestBody.mediaType]);
    body = fileExpression(requestBody.file, requestBody.mediaType, 0, environment);
  } else if (requestBody?.kind === 'text') {
    headers.push(['Content-Type', requestBody.mediaType]);
    body = jsString(requestBody.text);
  }
  const options: string[] = [];
  if (request.method !== 'GET') options.push(`method: ${jsString(request.method)}`);
  if (headers.length) options.push(`headers: ${jsLiteral(Object.fromEntries(headers), 1)}`);
  if (cookies) options.push(`credentials: 'include'`);
  if (body) options.push(`body: ${body}`);
  const call = options.length ? `fetch(${jsString(request.url)}, {\n${options.map((o) => `  ${o},`).join('\n')}\n})` : `fetch(${jsString(request.url)})`;
  lines.push(`const response = await ${call};`);
  lines.push(...handleResponse(request, environment, imports));
  return [...(imports.length ? [...imports, ''] : []), ...lines].join('\n');
}

function handleResponse(request: SampleRequest, environment: Environment, imports: string[]): string[] {
  const response = request.response;
  if (response.kind === 'json') return ['console.log(response.status, await response.json());'];
  if (response.kind === 'text') return ['console.log(response.status, await response.text());'];
  // An error's body is no file: it is shown, and nothing is saved or opened.
  const failed = "if (!response.ok) throw new Error(response.status + ': ' + (await response.text()));";
  if (environment === 'browser') return [failed, '// Opens the file the API sent.', 'window.open(URL.createObjectURL(await response.blob()));'];
  imports.push(`import { writeFile } from 'node:fs/promises';`);
  return [failed, `await writeFile(${jsString(response.file)}, Buffer.from(await response.arrayBuffer()));`];
}
