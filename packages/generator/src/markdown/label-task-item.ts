import type { Element, ElementContent } from 'hast';

/** Elements that end the first line of a list item (a nested list, the next paragraph). */
const BLOCKS = new Set(['ul', 'ol', 'p', 'pre', 'blockquote', 'table', 'div', 'details']);

const isBlock = (node: ElementContent) => node.type === 'element' && BLOCKS.has(node.tagName);

/**
 * GitHub-flavoured task lists render a bare checkbox, which screen readers announce as "checkbox, not
 * checked" with nothing to say what is to be done. Wrapping the checkbox and the item's first line in a
 * `<label>` names it by that text.
 */
export function labelTaskItem(item: Element): void {
  const first = item.children.find((child): child is Element => child.type === 'element');
  // A loose list puts the checkbox inside the item's first paragraph.
  const line = first?.tagName === 'p' ? first : item;
  const start = line.children.findIndex((child) => child.type === 'element' && child.tagName === 'input');
  if (start === -1) return;
  let end = start + 1;
  while (end < line.children.length && !isBlock(line.children[end]!)) end++;
  const label: Element = { type: 'element', tagName: 'label', properties: {}, children: line.children.slice(start, end) };
  line.children.splice(start, end - start, label);
}
