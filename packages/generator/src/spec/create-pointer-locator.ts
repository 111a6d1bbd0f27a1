import { isAlias, isMap, isScalar, isSeq, parseDocument, type Document } from 'yaml';
import type { LineColumn } from '../text/line-column-at.js';
import { jsonFinder, locatorOf, type OffsetFinder } from './json-pointer-locator.js';
import type { SpecFormat } from './parse-spec-text.js';

/**
 * A function from a JSON pointer to the line and column where that member is written (its key, or the
 * item itself in an array). The text is parsed again with positions, once, on the first question: only
 * messages need positions, so a valid description never pays for this.
 */
export function createPointerLocator(text: string, format: SpecFormat): (pointer: string) => LineColumn | undefined {
  return locatorOf(text, () => (format === 'JSON' ? jsonFinder(text) : yamlFinder(text)));
}

function yamlFinder(text: string): OffsetFinder {
  const document: Document = parseDocument(text);
  return (tokens) => {
    let node: unknown = document.contents;
    let offset = rangeStart(node);
    for (const token of tokens) {
      if (isAlias(node)) node = node.resolve(document);
      if (isMap(node)) {
        // Keys are compared as text: `200:` is a number in YAML and "200" in the parsed description.
        const pair = node.items.find((item) => String(isScalar(item.key) ? item.key.value : item.key) === token);
        offset = rangeStart(pair?.key);
        node = pair?.value;
      } else if (isSeq(node)) {
        node = node.items[Number(token)];
        offset = rangeStart(node);
      } else return undefined;
      if (node === undefined || offset === undefined) return undefined;
    }
    return offset;
  };
}

function rangeStart(node: unknown): number | undefined {
  const range = (node as { range?: [number, number, number] } | null | undefined)?.range;
  return range?.[0];
}
