import { parseTree, type Node as JsonNode } from 'jsonc-parser';
import { isAlias, isMap, isScalar, isSeq, parseDocument, type Document } from 'yaml';
import { pointerTokens } from './find-refs.js';
import { lineColumnAt, type LineColumn } from '../text/line-column-at.js';
import type { SpecFormat } from './parse-spec-text.js';

/**
 * A function from a JSON pointer to the line and column where that member is written (its key, or the
 * item itself in an array). The text is parsed again with positions, once, on the first question: only
 * messages need positions, so a valid description never pays for this.
 */
export function createPointerLocator(text: string, format: SpecFormat): (pointer: string) => LineColumn | undefined {
  let find: ((tokens: string[]) => number | undefined) | undefined;
  return (pointer) => {
    find ??= format === 'JSON' ? jsonFinder(text) : yamlFinder(text);
    const offset = find(pointerTokens(pointer));
    return offset === undefined ? undefined : lineColumnAt(text, offset);
  };
}

function jsonFinder(text: string): (tokens: string[]) => number | undefined {
  const root = parseTree(text);
  return (tokens) => {
    let node: JsonNode | undefined = root;
    let offset = root?.offset;
    for (const token of tokens) {
      if (node?.type === 'object') {
        const property: JsonNode | undefined = node.children?.find((child) => child.children?.[0]?.value === token);
        offset = property?.offset;
        node = property?.children?.[1];
      } else if (node?.type === 'array') {
        node = node.children?.[Number(token)];
        offset = node?.offset;
      } else return undefined;
      if (!node) return undefined;
    }
    return offset;
  };
}

function yamlFinder(text: string): (tokens: string[]) => number | undefined {
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
