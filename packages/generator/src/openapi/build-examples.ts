import { sample } from 'openapi-sampler';
import type { ApiExample } from '@docs/shared';
import { highlightCode } from '../markdown/highlight-code.js';
import { UNRESOLVED_REF_KEY } from '../spec/replace-broken-refs.js';
import type { NormalMediaType } from './normalize-operation.js';
import { samplingDocument } from './sampling-document.js';

/**
 * The examples of a request or response body: the description's own, else one sampled from the schema
 * (read-only fields left out of requests, write-only ones out of responses). Binary bodies have none.
 */
export function buildExamples(media: NormalMediaType, document: Record<string, unknown>, direction: 'request' | 'response'): ApiExample[] {
  const json = /json/i.test(media.mediaType);
  const format = (value: unknown) => (typeof value === 'string' && !json ? value : JSON.stringify(value, null, 2));
  const language = json ? 'json' : /xml/i.test(media.mediaType) ? 'xml' : 'plaintext';
  if (media.examples.length) {
    return media.examples.map((example) => ({ ...(example.label ? { label: example.label } : {}), html: highlightCode(format(example.value), language) }));
  }
  if (!media.schema || !(json || /x-www-form-urlencoded|multipart/.test(media.mediaType))) return [];
  // A schema that a lenient build could not resolve has nothing to sample: an example would only say `null`.
  if (typeof (media.schema as Record<string, unknown>)[UNRESOLVED_REF_KEY] === 'string') return [];
  try {
    const readable = samplingDocument(document);
    const options = { skipReadOnly: direction === 'request', skipWriteOnly: direction === 'response', quiet: true };
    const value = sample(readable.substitute(media.schema) as never, options, readable.document as never);
    if (value === undefined || (typeof value === 'string' && !json)) return [];
    return [{ html: highlightCode(JSON.stringify(value, null, 2), 'json') }];
  } catch {
    return [];
  }
}
