import { headerLine, isFilePart, sendsEmptyBody, type SamplePart, type SampleRequest } from './sample-request.js';
import { CONTROL_CHARACTERS, ESCAPES, groupFields, hex, repeatsAName, writeLiteral, type LiteralSyntax } from './write-literal.js';

/**
 * A single-quoted PHP string: only `\` and `'` are escaped there. Text with control characters other
 * than line feeds and tabs (a CSV's `\r\n`) is double-quoted with escapes instead: written as they are,
 * a browser drops them from the page or from what a reader copies.
 */
export function phpString(text: string): string {
  if (!CONTROL_CHARACTERS.test(text)) return `'${text.replace(/[\\']/g, '\\$&')}'`;
  return `"${text.replace(/[\\"$]/g, '\\$&').replace(/[\u0000-\u001f\u007f]/g, (character) => ESCAPES[character] ?? `\\x${hex(character)}`)}"`;
}

const PHP_SYNTAX: LiteralSyntax = {
  indent: '    ',
  string: phpString,
  true: 'true',
  false: 'false',
  null: 'null',
  list: { open: '[', close: ']', empty: '[]' },
  // An array with keys 0, 1, … would become a JSON list, and an empty one too: those objects are written as objects.
  object: (entries) => (entries.every(([key], index) => key === String(index)) ? { open: '(object) [', close: ']', empty: 'new stdClass()' } : { open: '[', close: ']', empty: 'new stdClass()' }),
  entry: (key, value) => `${phpString(key)} => ${value}`,
  separator: ',',
  trailing: true,
  inlineSeparator: ', ',
};

/** PHP with its cURL extension: `json_encode` of an array, uploads as `CURLFile` (cURL makes the boundary). */
export function writePhp(request: SampleRequest): string {
  const options: string[] = [`CURLOPT_URL => ${phpString(request.url)}`, 'CURLOPT_RETURNTRANSFER => true'];
  // A HEAD request has no body to send; a GET with one is said to be a GET, which fields would make a POST.
  const body = request.method === 'HEAD' ? undefined : request.body;
  if (request.method === 'HEAD') options.push('CURLOPT_NOBODY => true');
  else if (request.method !== 'GET' || body) options.push(`CURLOPT_CUSTOMREQUEST => ${phpString(request.method)}`);
  // PHP expressions, each a header line.
  const headers = request.headers.map((h) => phpString(headerLine(h)));
  // Statements before the request is made.
  const preamble: string[] = [];
  let fields: string | undefined;
  if (body?.kind === 'json') {
    headers.push(phpString(`Content-Type: ${body.mediaType}`));
    fields = `json_encode(${writeLiteral(body.value, PHP_SYNTAX, 1)})`;
  } else if (body?.kind === 'form') {
    fields = `http_build_query(${writeLiteral(groupFields(body.fields), PHP_SYNTAX, 1)})`;
    // http_build_query writes a list as `ids[0]=1&ids[1]=2`: the field repeated is `ids=1&ids=2`.
    if (repeatsAName(body.fields)) fields = `preg_replace('/%5B[0-9]+%5D=/', '=', ${fields})`;
  } else if (body?.kind === 'multipart' && repeatsAName(body.parts)) {
    // An array of fields holds one part a name: the body with a name repeated is written out whole.
    preamble.push(...multipartBody(body.parts), '');
    headers.push(`'Content-Type: multipart/form-data; boundary=' . $boundary`);
    fields = '$body';
  } else if (body?.kind === 'multipart') {
    const parts = body.parts.map((part) =>
      isFilePart(part)
        ? `        ${phpString(part.name)} => new CURLFile(${phpString(part.file)}${part.contentType ? `, ${phpString(part.contentType)}` : ', null'}, ${phpString(part.file)}),`
        : `        ${phpString(part.name)} => ${phpString(part.value)},`,
    );
    fields = `[\n${parts.join('\n')}\n    ]`;
  } else if (body?.kind === 'file') {
    headers.push(phpString(`Content-Type: ${body.mediaType}`));
    fields = `file_get_contents(${phpString(body.file)})`;
  } else if (body?.kind === 'text') {
    headers.push(phpString(`Content-Type: ${body.mediaType}`));
    fields = phpString(body.text);
  }
  if (sendsEmptyBody(request)) headers.push(`'Content-Length: 0'`);
  if (headers.length) options.push(`CURLOPT_HTTPHEADER => [\n${headers.map((h) => `        ${h},`).join('\n')}\n    ]`);
  if (fields) options.push(`CURLOPT_POSTFIELDS => ${fields}`);
  if (request.followsRedirect) options.push('CURLOPT_FOLLOWLOCATION => true');
  const handled = request.response;
  const output =
    handled.kind === 'file'
      ? [`    file_put_contents(${phpString(handled.file)}, $response);`]
      : handled.kind === 'json'
        ? ['    print_r(json_decode($response, true));']
        : ['    echo $response . PHP_EOL;'];
  return [
    '<?php',
    '',
    ...preamble,
    '$curl = curl_init();',
    'curl_setopt_array($curl, [',
    ...options.map((option) => `    ${option},`),
    ']);',
    '',
    '$response = curl_exec($curl);',
    'if ($response === false) {',
    "    echo 'cURL error: ' . curl_error($curl) . PHP_EOL;",
    '} else {',
    '    echo curl_getinfo($curl, CURLINFO_RESPONSE_CODE) . PHP_EOL;',
    ...output,
    '}',
    'curl_close($curl);',
  ].join('\n');
}

/**
 * Statements that write a multipart body into `$body`, its parts separated by `$boundary`: each file
 * read as it is sent (one that cannot be read stops the sample), a file part without a stated type sent
 * as `application/octet-stream` (as `CURLFile` sends it). A quote or line break in a name is written as
 * browsers write it (`%22`).
 */
function multipartBody(parts: readonly SamplePart[]): string[] {
  const quoted = (text: string) => `"${text.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A')}"`;
  const lines = ['$boundary = bin2hex(random_bytes(16));', "$body = '';"];
  // file_get_contents gives false for a file it cannot read, which would go out as an empty part.
  if (parts.some(isFilePart)) {
    lines.unshift(
      '$read = function (string $file): string {',
      '    $contents = file_get_contents($file);',
      '    if ($contents === false) {',
      '        throw new RuntimeException("Cannot read $file");',
      '    }',
      '    return $contents;',
      '};',
    );
  }
  for (const part of parts) {
    if (isFilePart(part)) {
      const head = `Content-Disposition: form-data; name=${quoted(part.name)}; filename=${quoted(part.file)}\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`;
      lines.push(`$body .= "--$boundary\\r\\n" . ${phpString(head)} . $read(${phpString(part.file)}) . "\\r\\n";`);
    } else {
      lines.push(`$body .= "--$boundary\\r\\n" . ${phpString(`Content-Disposition: form-data; name=${quoted(part.name)}\r\n\r\n${part.value}\r\n`)};`);
    }
  }
  lines.push('$body .= "--$boundary--\\r\\n";');
  return lines;
}
