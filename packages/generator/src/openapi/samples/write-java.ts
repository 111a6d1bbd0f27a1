import { isFilePart, type SampleRequest } from './sample-request.js';
import { doubleQuoted } from './write-literal.js';

/** Unirest's own method for each HTTP method; others go through `Unirest.request`. */
const METHODS: Record<string, string> = { GET: 'get', POST: 'post', PUT: 'put', PATCH: 'patch', DELETE: 'delete', HEAD: 'head', OPTIONS: 'options' };

/**
 * A multi-line text as a Java text block (Java 15+), which keeps JSON readable; one line stays a string.
 * The close stands on a line of its own at the block's indentation, so that no line of the text loses
 * its own; the last line ends with `\`, so that the string does not gain a line break there.
 */
export function javaText(text: string, indent: string): string {
  if (!text.includes('\n')) return doubleQuoted(text);
  // In a text block `\` escapes, and three quotes in a row would close it: every third quote of a run is
  // escaped. Spaces and tabs that end a line would be stripped: the last of them is written as an escape.
  const body = text
    .replace(/\\/g, '\\\\')
    .replace(/"""/g, '""\\"')
    .replace(/\r/g, '\\r')
    .split('\n')
    .map(keepTrailingBlank)
    .join('\n');
  return `"""\n${body
    .split('\n')
    .map((line) => `${indent}${line}`)
    .join('\n')}\\\n${indent}"""`;
}

/** Java with Unirest: files as `File` fields (Unirest makes the multipart boundary). */
export function writeJava(request: SampleRequest): string {
  const imports = new Set(['kong.unirest.HttpResponse', 'kong.unirest.Unirest']);
  // `Unirest.get`, `head` and `options` make requests that have no `.body`: with a body they go through `Unirest.request`.
  const method = request.body && ['GET', 'HEAD', 'OPTIONS'].includes(request.method) ? undefined : METHODS[request.method];
  const start = method ? `Unirest.${method}(${doubleQuoted(request.url)})` : `Unirest.request(${doubleQuoted(request.method)}, ${doubleQuoted(request.url)})`;
  const calls: string[] = request.headers.map((h) => `.header(${doubleQuoted(h.name)}, ${doubleQuoted(h.value)})`);
  const body = request.body;
  if (body?.kind === 'json') calls.push(`.header("Content-Type", ${doubleQuoted(body.mediaType)})`, `.body(${javaText(JSON.stringify(body.value, null, 2), '      ')})`);
  else if (body?.kind === 'form') calls.push(...body.fields.map((f) => `.field(${doubleQuoted(f.name)}, ${doubleQuoted(f.value)})`));
  else if (body?.kind === 'multipart') {
    if (body.parts.some(isFilePart)) imports.add('java.io.File');
    // Unirest sends fields urlencoded unless told otherwise or a file is among them; told on the request,
    // before its first field makes it a body that has no such call.
    else calls.push('.multiPartContent()');
    for (const part of body.parts) {
      if (isFilePart(part)) calls.push(`.field(${doubleQuoted(part.name)}, new File(${doubleQuoted(part.file)})${part.contentType ? `, ${doubleQuoted(part.contentType)}` : ''})`);
      else calls.push(`.field(${doubleQuoted(part.name)}, ${doubleQuoted(part.value)})`);
    }
  } else if (body?.kind === 'file') {
    imports.add('java.nio.file.Files').add('java.nio.file.Path');
    calls.push(`.header("Content-Type", ${doubleQuoted(body.mediaType)})`, `.body(Files.readAllBytes(Path.of(${doubleQuoted(body.file)})))`);
  } else if (body?.kind === 'text') calls.push(`.header("Content-Type", ${doubleQuoted(body.mediaType)})`, `.body(${javaText(body.text, '      ')})`);
  const handled = request.response;
  const type = handled.kind === 'file' ? 'File' : 'String';
  if (handled.kind === 'file') imports.add('java.io.File');
  calls.push(handled.kind === 'file' ? `.asFile(${doubleQuoted(handled.file)})` : '.asString()');
  const lines = [`HttpResponse<${type}> response = ${start}`, ...calls.map((call) => `  ${call}`)];
  lines[lines.length - 1] += ';';
  lines.push('System.out.println(response.getStatus());');
  if (handled.kind !== 'file') lines.push('System.out.println(response.getBody());');
  return [...[...imports].sort().map((name) => `import ${name};`), '', ...lines].join('\n');
}

/**
 * A line whose last character is a blank, that blank escaped (`\s`, `\t`): a text block drops the
 * blanks at the end of its lines. By hand, since `/[ \t]+$/m` reads on from every blank of a long run
 * of them, in time that grows with the square of its length.
 */
function keepTrailingBlank(line: string): string {
  const last = line.charCodeAt(line.length - 1);
  if (last !== 0x20 && last !== 0x09) return line;
  return `${line.slice(0, -1)}${last === 0x09 ? '\\t' : '\\s'}`;
}
