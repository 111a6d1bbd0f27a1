import type { PlacedRef } from './description-places.js';
import { localRefTokens, pointerTokens, valueAt } from './find-refs.js';
import { setOwn } from './own-keys.js';

/**
 * Puts in place of each `$ref` that names a text of the same description (outside examples' data) the
 * text it names, and says whether it found one. The bundler joins a file used twice, such as a Markdown
 * description shared by two fields, once, and writes its second use as a `$ref` to the first: a `$ref`
 * where a description must be a text, which the validator refused ("must be string"). Redoc and Swagger
 * UI read such a `$ref` as the text, as the author meant.
 */
export function inlineTextRefs(document: Record<string, unknown>, refs: readonly PlacedRef[]): boolean {
  let found = false;
  for (const { pointer, ref, place } of refs) {
    if (place === 'data' || place === 'extension' || pointer === '') continue;
    const target = localRefTokens(ref);
    const text = target ? valueAt(document, target) : undefined;
    if (typeof text !== 'string') continue;
    const tokens = pointerTokens(pointer);
    const holder = valueAt(document, tokens.slice(0, -1));
    if (!holder || typeof holder !== 'object') continue;
    if (Array.isArray(holder)) holder[Number(tokens.at(-1))] = text;
    else setOwn(holder as Record<string, unknown>, tokens.at(-1)!, text);
    found = true;
  }
  return found;
}
