import { isFilePart, type SampleRequest } from './sample-request.js';

/** A word the shell passes as it is: single-quoted, a quote inside written `'\''`. */
export function shellQuote(text: string): string {
  return /^[A-Za-z0-9_./:@%+=,-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}

/** A multipart text field cURL would read as a file (`@`, `<`), a quoted value or options (`;type=`) goes with `--form-string`. */
function formOption(value: string): string {
  return /^[@<"]|;/.test(value) ? '--form-string' : '--form';
}

/** cURL: one option a line; files with `@`, so cURL reads them and makes the multipart boundary itself. */
export function writeCurl(request: SampleRequest): string {
  const options = [`--request ${request.method}`, `--url ${shellQuote(request.url)}`];
  for (const header of request.headers) options.push(`--header ${shellQuote(`${header.name}: ${header.value}`)}`);
  const body = request.body;
  if (body?.kind === 'json') {
    options.push(`--header ${shellQuote(`Content-Type: ${body.mediaType}`)}`);
    options.push(`--data ${shellQuote(JSON.stringify(body.value, null, 2))}`);
  } else if (body?.kind === 'form') {
    for (const field of body.fields) options.push(`--data-urlencode ${shellQuote(`${field.name}=${field.value}`)}`);
  } else if (body?.kind === 'multipart') {
    for (const part of body.parts) {
      if (isFilePart(part)) options.push(`--form ${shellQuote(`${part.name}=@${part.file}${part.contentType ? `;type=${part.contentType}` : ''}`)}`);
      else options.push(`${formOption(part.value)} ${shellQuote(`${part.name}=${part.value}`)}`);
    }
  } else if (body?.kind === 'file') {
    options.push(`--header ${shellQuote(`Content-Type: ${body.mediaType}`)}`);
    options.push(`--data-binary ${shellQuote(`@${body.file}`)}`);
  } else if (body?.kind === 'text') {
    options.push(`--header ${shellQuote(`Content-Type: ${body.mediaType}`)}`);
    options.push(`--data-raw ${shellQuote(body.text)}`);
  }
  if (request.response.kind === 'file') options.push(`--output ${shellQuote(request.response.file)}`);
  return `curl ${options.join(' \\\n  ')}`;
}
