import { headerLine, isFilePart, sendsEmptyBody, type SampleRequest } from './sample-request.js';
import { CONTROL_CHARACTERS, ESCAPES, hex } from './write-literal.js';

/**
 * A word the shell passes as it is: single-quoted, a quote inside written `'\''`. Text with control
 * characters other than line feeds and tabs is ANSI-C quoted (`$'a\r\n'`, bash and zsh), which a page
 * keeps where a browser would drop the characters themselves.
 */
export function shellQuote(text: string): string {
  if (/^[A-Za-z0-9_./:@%+=,-]+$/.test(text)) return text;
  if (!CONTROL_CHARACTERS.test(text)) return `'${text.replace(/'/g, `'\\''`)}'`;
  // A quote is written `\x27`, not `\'`: read as plain single quotes, the word still ends where it does.
  return `$'${text.replace(/\\/g, '\\\\').replace(/'/g, '\\x27').replace(/[\u0000-\u001f\u007f]/g, (character) => ESCAPES[character] ?? `\\x${hex(character)}`)}'`;
}

/**
 * A file part's `;type=`: a plain media type only. cURL reads more options after a `;` of it (a
 * description's `"application/pdf;headers=@/etc/hostname"` would send a file of the reader's as
 * headers), so parameters are left out.
 */
function partType(contentType: string | undefined): string {
  const type = contentType?.split(';', 1)[0]?.trim();
  return type && /^[A-Za-z0-9!#$&^_.+-]+\/[A-Za-z0-9!#$&^_.+-]+$/.test(type) ? `;type=${type}` : '';
}

/** cURL: one option a line; files with `@`, so cURL reads them and makes the multipart boundary itself. */
export function writeCurl(request: SampleRequest): string {
  // With `--request HEAD`, cURL waits for the body the response's length announces, which never comes.
  const options = [request.method === 'HEAD' ? '--head' : `--request ${request.method}`, `--url ${shellQuote(request.url)}`];
  const notes: string[] = [];
  for (const header of request.headers) options.push(`--header ${shellQuote(headerLine(header))}`);
  const body = request.body;
  if (body?.kind === 'json') {
    options.push(`--header ${shellQuote(`Content-Type: ${body.mediaType}`)}`);
    options.push(`--data ${shellQuote(JSON.stringify(body.value, null, 2))}`);
  } else if (body?.kind === 'form') {
    // cURL encodes the value only, and reads `name@file` as a file to send: the name goes encoded.
    for (const field of body.fields) options.push(`--data-urlencode ${shellQuote(`${encodeURIComponent(field.name)}=${field.value}`)}`);
  } else if (body?.kind === 'multipart') {
    for (const part of body.parts) {
      // A part's name ends at its first `=`: with one in it, the rest would be read as the file to send,
      // or as the text, under another name.
      if (part.name.includes('=')) notes.push(`# curl cannot send the ${isFilePart(part) ? 'file ' : ''}part ${JSON.stringify(part.name)}: a part's name ends at its first "=".`);
      else if (isFilePart(part)) options.push(`--form ${shellQuote(`${part.name}=@${part.file}${partType(part.contentType)}`)}`);
      // Text as it is: `--form` would read a value starting with `@` or `<` as a file, and `;type=` in it as options.
      else options.push(`--form-string ${shellQuote(`${part.name}=${part.value}`)}`);
    }
  } else if (body?.kind === 'file') {
    options.push(`--header ${shellQuote(`Content-Type: ${body.mediaType}`)}`);
    options.push(`--data-binary ${shellQuote(`@${body.file}`)}`);
  } else if (body?.kind === 'text') {
    options.push(`--header ${shellQuote(`Content-Type: ${body.mediaType}`)}`);
    options.push(`--data-raw ${shellQuote(body.text)}`);
  }
  if (sendsEmptyBody(request)) options.push(`--header 'Content-Length: 0'`);
  if (request.followsRedirect) options.push('--location');
  if (request.response.kind === 'file') options.push(`--output ${shellQuote(request.response.file)}`);
  return `${notes.map((note) => `${note}\n`).join('')}curl ${options.join(' \\\n  ')}`;
}
