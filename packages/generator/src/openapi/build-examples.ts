import { sample } from 'openapi-sampler';
import type { ApiExample } from '@docs/shared';
import { highlightCode } from '../markdown/highlight-code.js';
import { UNRESOLVED_REF_KEY } from '../spec/replace-broken-refs.js';
import type { NormalMediaType } from './normalize-operation.js';
import { samplingDocument } from './sampling-document.js';
import { boundSchema } from './bound-schema.js';
import { hasOwnExample } from './sample-request-body.js';
import { EXAMPLE_CHARACTERS, shortenJsonValue, shortenText, type ExampleSource } from './shorten-example.js';

/**
 * Schemas an example is sampled from at most (a response that nests large shared schemas unfolds into a
 * few hundred); past them, what is left shows as its type's empty value.
 */
const EXAMPLE_SCHEMAS = 2_000;

/**
 * The examples of a request or response body: the description's own, else one sampled from the schema
 * (read-only fields left out of requests, write-only ones out of responses). Binary bodies have none.
 */
export function buildExamples(media: NormalMediaType, document: Record<string, unknown>, direction: 'request' | 'response'): ApiExample[] {
  const json = /json/i.test(media.mediaType);
  const form = /x-www-form-urlencoded/i.test(media.mediaType);
  const language = json ? 'json' : /xml/i.test(media.mediaType) ? 'xml' : 'plaintext';
  if (media.examples.length) {
    return media.examples.map((example) => ({ ...(example.label ? { label: example.label } : {}), ...shownExample(example.value, language, json, form, 'given') }));
  }
  if (!media.schema || !(json || /x-www-form-urlencoded|multipart/.test(media.mediaType))) return [];
  // A schema that a lenient build could not resolve has nothing to sample: an example would only say `null`.
  if (typeof (media.schema as Record<string, unknown>)[UNRESOLVED_REF_KEY] === 'string') return [];
  const sampled = sampledExamplesOf(document);
  const schemaKey = sampleKeyOf(media.schema);
  const variant = `${direction} ${json}`;
  const known = sampled.get(schemaKey)?.get(variant);
  if (known) return [...known];
  const examples = sampleExamples(media.schema, document, direction, json, form);
  let variants = sampled.get(schemaKey);
  if (!variants) sampled.set(schemaKey, (variants = new Map()));
  variants.set(variant, examples);
  return [...examples];
}

/** An example sampled from `schema`, highlighted; none when the sampler gives nothing worth showing. */
function sampleExamples(schema: unknown, document: Record<string, unknown>, direction: 'request' | 'response', json: boolean, form: boolean): ApiExample[] {
  try {
    const readable = samplingDocument(document);
    const options = { skipReadOnly: direction === 'request', skipWriteOnly: direction === 'response', quiet: true };
    const value = sample(boundSchema(readable.substitute(schema), readable.resolve, EXAMPLE_SCHEMAS) as never, options, readable.document as never);
    // The sampler's null stands for a schema it could make nothing of (one without a type): no example.
    if (value === undefined || value === null || (typeof value === 'string' && !json)) return [];
    // A schema's own `example` is the description's: the sampler gives it as it is.
    return [shownExample(value, 'json', json, form, hasOwnExample(readable.resolve<Record<string, unknown>>(schema).value) ? 'given' : 'sampled')];
  } catch {
    return [];
  }
}

/**
 * An example as the page shows it, highlighted: a text as it is, a form as the `name=value&…` the code
 * samples send, anything else as indented JSON; shortened, with a note saying how, when it is too long
 * to read on a page (a schema's example may be a whole search result of 400 KB).
 */
function shownExample(value: unknown, language: string, json: boolean, form: boolean, source: ExampleSource): ApiExample {
  if ((typeof value === 'string' && !json) || (form && isFields(value))) {
    const { text, note } = shortenText(typeof value === 'string' ? value : formEncoded(value as Record<string, unknown>), undefined, source);
    return { html: highlightCode(text, form ? 'plaintext' : language), ...(note ? { note } : {}) };
  }
  // Written once: nearly every example fits, and shortening one measures it again.
  const text = JSON.stringify(value, null, 2);
  if (text === undefined || text.length <= EXAMPLE_CHARACTERS) return { html: highlightCode(text, language) };
  const { value: shown, note } = shortenJsonValue(value, EXAMPLE_CHARACTERS, undefined, source);
  return { html: highlightCode(JSON.stringify(shown, null, 2), language), ...(note ? { note } : {}) };
}

/**
 * The examples sampled from a description's schemas, by schema and then by direction and kind: a
 * large description's operations use the same few schemas again and again (183 distinct bodies among
 * 1,020 uses in a 300-operation one), and sampling and highlighting each use was a third of sampling.
 */
const sampledByDocument = new WeakMap<object, Map<unknown, Map<string, ApiExample[]>>>();

function sampledExamplesOf(document: Record<string, unknown>): Map<unknown, Map<string, ApiExample[]>> {
  let sampled = sampledByDocument.get(document);
  if (!sampled) sampledByDocument.set(document, (sampled = new Map()));
  return sampled;
}

/** A schema's key among them: what a bare `$ref` names (each use is an object of its own), else the schema object itself. */
function sampleKeyOf(schema: unknown): unknown {
  if (schema && typeof schema === 'object' && !Array.isArray(schema)) {
    const ref = (schema as Record<string, unknown>)['$ref'];
    if (typeof ref === 'string' && Object.keys(schema).length === 1) return `$ref ${ref}`;
  }
  return schema;
}

function isFields(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Fields as a form body: a list as the same name once for each item, an object as its JSON. */
function formEncoded(fields: Record<string, unknown>): string {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item));
  }
  return form.toString();
}
