import { parseTree, type Node as JsonNode } from 'jsonc-parser';
import { pointerTokens } from './find-refs.js';
import { lineColumnAt, type LineColumn } from '../text/line-column-at.js';

/** Finds where a JSON pointer's member is written, as an offset: JSON alone, so that its readers need no YAML parser. */
export type OffsetFinder = (tokens: string[]) => number | undefined;

/** `createPointerLocator` for JSON text (the versions file), without loading the YAML parser. */
export function createJsonPointerLocator(text: string): (pointer: string) => LineColumn | undefined {
  return locatorOf(text, () => jsonFinder(text));
}

/** A locator over an offset finder made on the first question. */
export function locatorOf(text: string, makeFinder: () => OffsetFinder): (pointer: string) => LineColumn | undefined {
  let find: OffsetFinder | undefined;
  return (pointer) => {
    find ??= makeFinder();
    const offset = find(pointerTokens(pointer));
    return offset === undefined ? undefined : lineColumnAt(text, offset);
  };
}

export function jsonFinder(text: string): OffsetFinder {
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
