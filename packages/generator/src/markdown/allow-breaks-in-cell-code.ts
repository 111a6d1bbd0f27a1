import type { Element, ElementContent } from 'hast';

/**
 * Lets code in a table's cells break after its slashes and dots (`/v2/signings/{signing_id}/send`,
 * `https://sandbox.api.example.com/v2`): as one word it
 * widened its column past the page's, and pushed the last column, the one that explains, out of view
 * (and off the paper). Breaking anywhere instead squeezed such a column to a few letters a line.
 */
export function allowBreaksInCellCode(table: Element): void {
  const visit = (node: Element, inCell: boolean) => {
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      const cell = inCell || child.tagName === 'td' || child.tagName === 'th';
      if (cell && child.tagName === 'code') child.children = child.children.flatMap(breakAfterSeparators);
      else visit(child, cell);
    }
  };
  visit(table, false);
}

/** After a run of slashes (`https://` whole) or a dot, before what follows it. */
const BREAK = /(?<=[/.])(?=[^/.])/;

function breakAfterSeparators(node: ElementContent): ElementContent[] {
  if (node.type !== 'text' || !/[/.]/.test(node.value)) return [node];
  return node.value.split(BREAK).flatMap((part, at): ElementContent[] => {
    const text: ElementContent = { type: 'text', value: part };
    return at === 0 ? [text] : [{ type: 'element', tagName: 'wbr', properties: {}, children: [] }, text];
  });
}
