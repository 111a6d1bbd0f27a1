import { mergedSchemaOf } from '../merge-all-of.js';
import type { NormalMediaType } from '../normalize-operation.js';
import type { Resolver } from '../resolve-ref.js';
import type { SampleBody, SampleField, SamplePart } from './sample-request.js';
import { isXmlMediaType, writeXmlBody } from './write-xml-body.js';
import { ownValue } from '../../text/own-value.js';

type Obj = Record<string, any>;

/** File name extensions of the media types files are usually sent as; others take their subtype. */
const EXTENSIONS: Record<string, string> = {
  'application/pdf': '.pdf',
  'application/octet-stream': '.bin',
  'application/zip': '.zip',
  'application/gzip': '.gz',
  'application/json': '.json',
  'application/xml': '.xml',
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/gif': '.gif',
  'image/webp': '.webp',
  'image/svg+xml': '.svg',
  'text/plain': '.txt',
  'text/csv': '.csv',
  'audio/mpeg': '.mp3',
  'video/mp4': '.mp4',
};

/** Media types whose bodies are files, not text a sample could write out. */
export function isBinaryMediaType(mediaType: string): boolean {
  const type = mediaType.split(';')[0]!.trim().toLowerCase();
  if (/json|xml|^text\/|x-www-form-urlencoded|^multipart\//.test(type)) return false;
  // Text under `application/`: YAML, GraphQL, JavaScript, SQL, TOML, shell scripts, JSON Web Tokens, and
  // Directus's `application/text`.
  if (/^application\/(x-)?(text|yaml|graphql|javascript|ecmascript|sql|toml|sh|jwt)$|\+yaml$/.test(type)) return false;
  return /^(application|image|audio|video|font)\//.test(type);
}

/** A media type of each kind that a request may name where the description allows a range (`image/*`). */
const RANGE_EXAMPLES: Record<string, string> = { image: 'image/png', audio: 'audio/mpeg', video: 'video/mp4', text: 'text/plain', multipart: 'multipart/form-data', font: 'font/woff2' };

/**
 * The media type a request sends where the description names a range (`*\/*`, `image/*`,
 * `application/*+json`): a request's Content-Type is one type, and a server refuses `*\/*`. Any other is
 * sent as written.
 */
export function sendableMediaType(mediaType: string, schema: Record<string, unknown>, value: unknown): string {
  const type = mediaType.split(';')[0]!.trim().toLowerCase();
  if (!type.includes('*')) return mediaType;
  const suffix = /^[a-z]+\/\*\+([a-z0-9.-]+)$/.exec(type)?.[1];
  if (suffix) return `${type.split('/')[0]}/${suffix}`;
  const range = ownValue(RANGE_EXAMPLES, type.split('/')[0]!);
  if (range) return range;
  if (isBinarySchema(schema, undefined)) return 'application/octet-stream';
  return value !== null && typeof value === 'object' ? 'application/json' : 'text/plain';
}

/** The media type of a file's extension (`.pdf`: `application/pdf`), for the types above. */
const TYPES_BY_EXTENSION: Record<string, string> = {
  ...Object.fromEntries(Object.entries(EXTENSIONS).flatMap(([type, extension]) => (type === 'application/octet-stream' ? [] : [[extension, type]]))),
  '.jpeg': 'image/jpeg',
};

/**
 * The type a file part is sent as: the one the description allows; of a list or a range, the type its
 * file's name says when that is allowed, else the first it names; none said, the type its file's name
 * says, as cURL and browsers send it (PHP, Ruby and Go would send application/octet-stream, Python none:
 * each language that reads the file by its name now sends the same; the browser's sends the file a
 * reader picks, with that file's own type), and application/octet-stream for a name that says none
 * (`file.bin`), which Python would send without a type. A type with a line break or other control character in it
 * would add a header to the part: it counts as none.
 */
function partTypeOf(allowed: string | undefined, file: string): string | undefined {
  const guessed = typeOfFile(file);
  const types = (allowed ?? '').split(',').map((type) => type.trim()).filter((type) => type && /^[\x20-\x7e]+$/.test(type));
  if (!types.length) return guessed ?? 'application/octet-stream';
  const concrete = types.filter((type) => !type.includes('*'));
  if (types.length === 1 && concrete.length === 1) return concrete[0];
  const allows = (type: string) => types.some((range) => range === '*/*' || range.toLowerCase() === type || (range.endsWith('/*') && type.startsWith(range.slice(0, -1).toLowerCase())));
  if (guessed && allows(guessed)) return guessed;
  return concrete[0];
}

const stringOf = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function typeOfFile(file: string): string | undefined {
  const extension = /\.[A-Za-z0-9]+$/.exec(file)?.[0].toLowerCase();
  return extension ? ownValue(TYPES_BY_EXTENSION, extension) : undefined;
}

/** `.pdf` for `application/pdf`, `.bin` for a type without a usual extension. */
export function extensionOf(mediaType: string): string {
  const type = mediaType.split(';')[0]!.trim().toLowerCase();
  const subtype = /^[a-z]+\/([a-z0-9]+)$/.exec(type)?.[1];
  return ownValue(EXTENSIONS, type) ?? (subtype ? `.${subtype}` : '.bin');
}

/**
 * The body a sample sends for `value` in this media type. A multipart field whose schema is binary (or
 * whose `encoding` names a non-text type) is a file read from disk, named after the file its example
 * mentions (`(binary contents of consulting-agreement.pdf)`), else after the field.
 */
export function buildSampleBody(media: NormalMediaType, value: unknown, resolve: Resolver): SampleBody | undefined {
  const schema = mergedSchemaOf(media.schema, resolve);
  const mediaType = sendableMediaType(media.mediaType, schema, value);
  // An example of `null` (GitHub's, where a body may be left out) is no body: C# cannot even type it.
  // Newline-delimited JSON is written as its lines: a string of them sent as a JSON value would be one quoted string.
  if (/json/i.test(mediaType) && !(/ndjson|json-seq|jsonl/i.test(mediaType) && typeof value === 'string')) return value === undefined || value === null ? undefined : { kind: 'json', mediaType, value };
  if (/^multipart\//i.test(mediaType)) {
    // A file field is sent whatever its value: one sampled from a binary schema without an example is `null`.
    const parts = entriesOf(value, true).flatMap(([name, fieldValue]): SamplePart[] => {
      const contentType = media.encoding?.[name]?.contentType;
      const property = mergedSchemaOf(schema['properties']?.[name], resolve);
      const items = property['type'] === 'array' ? mergedSchemaOf(property['items'], resolve) : undefined;
      if (isBinarySchema(items ?? property, contentType)) {
        const values = Array.isArray(fieldValue) ? fieldValue : [fieldValue];
        // The types the description allows the part: its encoding's, else its schema's `contentMediaType`.
        const allowed = contentType ?? stringOf(items?.['contentMediaType']) ?? stringOf(property['contentMediaType']);
        return values.map((each, index) => {
          const file = fileName(each, allowed, name, values.length > 1 ? index + 1 : undefined);
          const partType = partTypeOf(allowed, file);
          return { name, file, ...(partType ? { contentType: partType } : {}) };
        });
      }
      // A list of text is a part per item, as a form sends it (an object goes as JSON, its default type).
      return fieldValue === null ? [] : formFields(name, fieldValue, media.encoding?.[name] ?? {});
    });
    return parts.length ? { kind: 'multipart', parts } : undefined;
  }
  // A form without a field sends no body (Stripe's searches take one on GET).
  if (/x-www-form-urlencoded/i.test(mediaType)) {
    // An example may be the form as sent (`a=hello&b=2`): its fields, in its order.
    if (typeof value === 'string') {
      const sent = [...new URLSearchParams(value)].map(([name, text]) => ({ name, value: text }));
      return sent.length ? { kind: 'form', fields: sent } : undefined;
    }
    const fields: SampleField[] = entriesOf(value).flatMap(([name, fieldValue]) => formFields(name, fieldValue, media.encoding?.[name] ?? {}));
    return fields.length ? { kind: 'form', fields } : undefined;
  }
  if (isBinaryMediaType(mediaType) || isBinarySchema(schema, undefined)) return { kind: 'file', mediaType, file: fileName(value, mediaType, 'body') };
  if (value === undefined || value === null) return undefined;
  // An XML body sampled from its schema is written as the XML it describes; an example written as text is sent as it is.
  if (isXmlMediaType(mediaType) && typeof value === 'object') return { kind: 'text', mediaType, text: writeXmlBody(value, media.schema, resolve) };
  return { kind: 'text', mediaType, text: textOf(value) };
}

/** What joins a list's items in one field when it is not exploded, by style. */
const DELIMITERS: Record<string, string> = { form: ',', spaceDelimited: ' ', pipeDelimited: '|', tabDelimited: '\t' };

/** The character a list sent whole by this style has between its items (a comma unless it says otherwise). */
export function delimiterOf(style: string): string {
  return ownValue(DELIMITERS, style) ?? ',';
}

/**
 * The fields a form sends for one property, by its encoding (OpenAPI's form style, exploded, unless
 * said): a list as the field repeated (`ids=1&ids=2`), or joined when not exploded (`ids=1,2`); an
 * object or a list with `deepObject` as a field a key or an index, all the way down
 * (`billing[address][city]=Paris`, `line_items[0][price]=p`, as Stripe reads its forms); anything else
 * as its text.
 */
function formFields(name: string, value: unknown, encoding: { style?: string; explode?: boolean }): SampleField[] {
  const style = encoding.style ?? 'form';
  if (style === 'deepObject' && value && typeof value === 'object') return deepFields(name, value);
  if (Array.isArray(value)) {
    if (encoding.explode ?? style === 'form') return value.map((item) => ({ name, value: textOf(item) }));
    return [{ name, value: value.map(textOf).join(delimiterOf(style)) }];
  }
  return [{ name, value: textOf(value) }];
}

/**
 * The fields of an object or a list all the way down, each named by its keys and indexes in brackets
 * (`created[range][gte]`), as deepObject forms and queries send them; a `null` leaf sends nothing.
 */
export function deepFields(name: string, value: unknown): SampleField[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => (item === null || item === undefined ? [] : deepFields(`${name}[${index}]`, item)));
  if (value && typeof value === 'object') return entriesOf(value).flatMap(([key, item]) => deepFields(`${name}[${key}]`, item));
  return [{ name, value: textOf(value) }];
}

/** The fields of an object to send: one whose value is `null` is left out (sent, it would be the text `null`), unless kept. */
function entriesOf(value: unknown, keepNull = false): [string, unknown][] {
  return value && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value).filter(([, v]) => v !== undefined && (keepNull || v !== null)) : [];
}

/** A form field's text: strings as they are, anything else as JSON. */
function textOf(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

function isBinarySchema(schema: Obj, contentType: string | undefined): boolean {
  if (schema['type'] === 'file' || schema['format'] === 'binary') return true;
  // A file, or files, as alternatives (OpenAI's image edits: one image or a list of them).
  for (const key of ['anyOf', 'oneOf']) {
    const options = schema[key];
    if (Array.isArray(options) && options.some((option) => option && typeof option === 'object' && (isBinarySchema(option as Obj, undefined) || (isRecord((option as Obj)['items']) && isBinarySchema((option as Obj)['items'] as Obj, undefined))))) return true;
  }
  if (typeof schema['contentMediaType'] === 'string' && isBinaryMediaType(schema['contentMediaType']) && schema['contentEncoding'] !== 'base64') return true;
  return contentType !== undefined && isBinaryMediaType(contentType);
}

/** How much of an example is searched for a file's name. */
const FILE_NAME_SEARCHED = 256;

/** The file an example names (`(binary contents of consulting-agreement.pdf)`), else `<field><extension>`. */
function fileName(example: unknown, mediaType: string | undefined, field: string, number?: number): string {
  // Looked for in the example's first line of text only: a file's name is short, and the search reads on
  // from every letter, which over a long example string took seconds.
  const named = typeof example === 'string' ? /[A-Za-z0-9_-][A-Za-z0-9_.-]*\.[A-Za-z0-9]{1,8}\b/.exec(example.slice(0, FILE_NAME_SEARCHED))?.[0] : undefined;
  if (named && !/^\d+(\.\d+)+$/.test(named)) return named;
  const base = field.replace(/[^A-Za-z0-9_-]+/g, '') || 'file';
  return `${base}${number ? `-${number}` : ''}${extensionOf(mediaType ?? 'application/octet-stream')}`;
}

function isRecord(value: unknown): value is Obj {
  return Boolean(value) && typeof value === 'object';
}
