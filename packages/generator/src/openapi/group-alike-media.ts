import type { ApiExample } from '@docs/shared';
import type { NormalMediaType } from './normalize-operation.js';
import type { Resolver } from './resolve-ref.js';

/** Media types of one body that show the same thing: the first, where it stands, and the others' names. */
export interface AlikeMedia {
  media: NormalMediaType;
  /** Its place among the body's media types (the first's fields have the body's ids, the others' are told apart). */
  index: number;
  /** The other media types with the same schema and the same examples, in their order. */
  alsoAs: string[];
  examples: ApiExample[];
}

/**
 * The media types of a body, those with the same schema and the same examples as one: a description
 * written for Swagger 2.0 offers most bodies as `application/json` and `text/json` (or with
 * `application/problem+json`), which repeated each schema and example as many times. One that differs
 * in either stays on its own, as XML beside JSON does.
 */
export function groupAlikeMedia(content: readonly NormalMediaType[], resolve: Resolver, examplesOf: (media: NormalMediaType) => ApiExample[]): AlikeMedia[] {
  const groups: (AlikeMedia & { schema: unknown; shown: string })[] = [];
  content.forEach((media, index) => {
    const examples = examplesOf(media);
    const schema = media.schema === undefined ? undefined : resolve(media.schema).value;
    const shown = JSON.stringify(examples);
    const same = groups.find((group) => group.schema === schema && group.shown === shown);
    if (same) same.alsoAs.push(media.mediaType);
    else groups.push({ media, index, alsoAs: [], examples, schema, shown });
  });
  return groups.map(({ media, index, alsoAs, examples }) => ({ media, index, alsoAs, examples }));
}
