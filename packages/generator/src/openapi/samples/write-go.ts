import { isFilePart, type SampleRequest } from './sample-request.js';
import { doubleQuoted } from './write-literal.js';

/** Text as a Go string: a raw string between backquotes when it can be one, which keeps JSON readable. */
function goText(text: string): string {
  return RAW_STRING_SAFE.test(text) ? `\`${text}\`` : doubleQuoted(text);
}

/**
 * What a Go raw string can hold as it is written: not its own back quote, nor a carriage return (which
 * the compiler drops), nor NUL, a byte-order mark or half a surrogate pair, which Go refuses in source.
 */
const RAW_STRING_SAFE = /^(?:[^`\r\0\ufeff\ud800-\udfff]|[\ud800-\udbff][\udc00-\udfff])*$/;

const CHECK = ['\tif err != nil {', '\t\tpanic(err)', '\t}'];

/** Go with `net/http` and, for uploads, `mime/multipart`, which makes the boundary. */
export function writeGo(request: SampleRequest): string {
  const imports = new Set(['fmt', 'net/http']);
  const body: string[] = [];
  let reader = 'nil';
  const headers = request.headers.map((h) => `\treq.Header.Set(${doubleQuoted(h.name)}, ${doubleQuoted(h.value)})`);
  const sent = request.body;
  if (sent?.kind === 'json' || sent?.kind === 'text') {
    imports.add('strings');
    const text = sent.kind === 'json' ? JSON.stringify(sent.value, null, 2) : sent.text;
    body.push(`\tpayload := strings.NewReader(${goText(text)})`, '');
    reader = 'payload';
    headers.push(`\treq.Header.Set("Content-Type", ${doubleQuoted(sent.mediaType)})`);
  } else if (sent?.kind === 'form') {
    imports.add('net/url').add('strings');
    body.push('\tform := url.Values{}', ...sent.fields.map((f) => `\tform.Add(${doubleQuoted(f.name)}, ${doubleQuoted(f.value)})`), '');
    reader = 'strings.NewReader(form.Encode())';
    headers.push('\treq.Header.Set("Content-Type", "application/x-www-form-urlencoded")');
  } else if (sent?.kind === 'multipart') {
    imports.add('bytes').add('mime/multipart');
    body.push('\tpayload := &bytes.Buffer{}', '\tform := multipart.NewWriter(payload)');
    let files = 0;
    for (const part of sent.parts) {
      if (!isFilePart(part)) {
        body.push(`\tif err := form.WriteField(${doubleQuoted(part.name)}, ${doubleQuoted(part.value)}); err != nil {`, '\t\tpanic(err)', '\t}');
        continue;
      }
      imports.add('io').add('os');
      const suffix = files++ ? String(files) : '';
      body.push(`\tfile${suffix}, err := os.Open(${doubleQuoted(part.file)})`, ...CHECK, `\tdefer file${suffix}.Close()`);
      if (part.contentType) {
        imports.add('net/textproto');
        const disposition = `form-data; name="${part.name.replace(/["\\]/g, '\\$&')}"; filename="${part.file}"`;
        body.push(
          `\tpart${suffix}, err := form.CreatePart(textproto.MIMEHeader{`,
          `\t\t"Content-Disposition": {${goText(disposition)}},`,
          `\t\t"Content-Type":        {${doubleQuoted(part.contentType)}},`,
          '\t})',
        );
      } else body.push(`\tpart${suffix}, err := form.CreateFormFile(${doubleQuoted(part.name)}, ${doubleQuoted(part.file)})`);
      body.push(...CHECK, `\tif _, err := io.Copy(part${suffix}, file${suffix}); err != nil {`, '\t\tpanic(err)', '\t}');
    }
    body.push('\tif err := form.Close(); err != nil {', '\t\tpanic(err)', '\t}', '');
    reader = 'payload';
    headers.push('\treq.Header.Set("Content-Type", form.FormDataContentType())');
  } else if (sent?.kind === 'file') {
    imports.add('os');
    // Its size is said: from a file, the client would send it chunked, which many upload endpoints refuse.
    body.push(`\tpayload, err := os.Open(${doubleQuoted(sent.file)})`, ...CHECK, '\tdefer payload.Close()', '\tinfo, err := payload.Stat()', ...CHECK, '');
    reader = 'payload';
    headers.push('\treq.ContentLength = info.Size()', `\treq.Header.Set("Content-Type", ${doubleQuoted(sent.mediaType)})`);
  }
  body.push(`\treq, err := http.NewRequest(${doubleQuoted(request.method)}, ${doubleQuoted(request.url)}, ${reader})`, ...CHECK);
  body.push(...headers, '', '\tres, err := http.DefaultClient.Do(req)', ...CHECK, '\tdefer res.Body.Close()', '', '\tfmt.Println(res.Status)');
  if (request.response.kind === 'file') {
    imports.add('io').add('os');
    body.push(`\tout, err := os.Create(${doubleQuoted(request.response.file)})`, ...CHECK, '\tdefer out.Close()', '\tif _, err := io.Copy(out, res.Body); err != nil {', '\t\tpanic(err)', '\t}');
  } else {
    imports.add('io');
    body.push('\tdata, err := io.ReadAll(res.Body)', ...CHECK, '\tfmt.Println(string(data))');
  }
  const importBlock = [...imports].sort().map((name) => `\t${doubleQuoted(name)}`);
  return ['package main', '', 'import (', ...importBlock, ')', '', 'func main() {', ...body, '}'].join('\n');
}
