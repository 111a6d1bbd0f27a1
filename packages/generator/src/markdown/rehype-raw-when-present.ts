import type { Root } from 'hast';
import type { VFile } from 'vfile';
import { raw } from 'hast-util-raw';

/**
 * Parses HTML written inside Markdown into elements, so the sanitiser can judge it tag by tag. Most
 * descriptions have none, and parsing costs a full HTML parse of the tree, so a tree without raw HTML
 * is left as it is.
 */
export function rehypeRawWhenPresent() {
  return (tree: Root, file: VFile): Root => (hasRaw(tree) ? (raw(tree, { file }) as Root) : tree);
}

function hasRaw(node: { type: string; children?: unknown[] }): boolean {
  if (node.type === 'raw') return true;
  return (node.children ?? []).some((child) => hasRaw(child as { type: string; children?: unknown[] }));
}
