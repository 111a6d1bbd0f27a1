import type { Root, Paragraph, RootContent } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import type { VFile } from 'vfile';
import { toAlert } from './remark-github-alerts.js';
import { pageData } from './page-data.js';
import { ownValue } from '../text/own-value.js';

const ADMONITIONS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  caution: 'Caution',
  danger: 'Danger',
};

type Directive = ContainerDirective | LeafDirective | TextDirective;

/** The containers a page may write (`:::name`): the admonitions, `:::details`, and VitePress's `:::code-group`, shown as its code blocks. */
export const KNOWN_CONTAINERS: readonly string[] = [...Object.keys(ADMONITIONS), 'details', 'code-group'];

/**
 * Turns `:::note` … `:::` containers, and GitHub's alerts (`> [!NOTE]`), into admonition boxes. Any
 * other directive was not meant as one (`a:b` in prose, `::: details` from another tool), so it is put
 * back as the text it was written as.
 */
export function remarkAdmonitions() {
  return (tree: Root, file: VFile) => {
    const walk = (nodes: RootContent[]) => {
      for (let index = 0; index < nodes.length; index++) {
        const node = nodes[index]!;
        // GitHub's alerts (`> [!NOTE]`) are admonitions too.
        if (node.type === 'blockquote') toAlert(node);
        if (node.type === 'containerDirective' || node.type === 'leafDirective' || node.type === 'textDirective') {
          const replacement = handleDirective(node, file);
          if (replacement) {
            nodes[index] = replacement;
            continue;
          }
        }
        if ('children' in node) walk(node.children as RootContent[]);
      }
    };
    walk(tree.children);
  };
}

/** Returns what replaces a directive that is not an admonition, or nothing when it is kept. */
function handleDirective(directive: Directive, file: VFile): RootContent | undefined {
  const label = ownValue(ADMONITIONS, directive.name);
  if (directive.type === 'containerDirective') {
    if (label) toAdmonition(directive, label);
    else if (directive.name === 'details') toDetails(directive);
    else {
      if (!KNOWN_CONTAINERS.includes(directive.name)) pageData(file).unknownContainers.push({ name: directive.name, line: directive.position?.start.line ?? 1, column: directive.position?.start.column ?? 1 });
      directive.data = { hName: 'div', hProperties: { className: ['directive', `directive-${directive.name}`] } };
    }
    return undefined;
  }
  const source = sourceOf(directive, file);
  if (directive.type === 'textDirective') return { type: 'text', value: source };
  return { type: 'paragraph', children: [{ type: 'text', value: source }] };
}

function toAdmonition(directive: ContainerDirective, defaultTitle: string): void {
  const first = directive.children[0];
  const hasLabel = first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel;
  const titleChildren = hasLabel ? (first as Paragraph).children : [{ type: 'text' as const, value: defaultTitle }];
  const body = hasLabel ? directive.children.slice(1) : directive.children;
  const title: Paragraph = {
    type: 'paragraph',
    children: titleChildren,
    data: { hProperties: { className: ['admonition-title'] } },
  };
  directive.children = [title, ...body] as ContainerDirective['children'];
  // A note in the text, not a landmark: as `<aside>`, a page's tips were landmarks of one name, which
  // landmark navigation lists as many "Tip"s. Its kind is its name, whatever its title says.
  directive.data = {
    hName: 'div',
    hProperties: { className: ['admonition', `admonition-${directive.name}`], role: 'note', 'aria-label': defaultTitle },
  };
}

/** `:::details[Title]`: a part the reader opens, titled (else "Details"). */
function toDetails(directive: ContainerDirective): void {
  const first = directive.children[0];
  const hasLabel = first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel;
  const summary: Paragraph = { type: 'paragraph', children: hasLabel ? (first as Paragraph).children : [{ type: 'text', value: 'Details' }], data: { hName: 'summary' } };
  directive.children = [summary, ...(hasLabel ? directive.children.slice(1) : directive.children)] as ContainerDirective['children'];
  directive.data = { hName: 'details', hProperties: { className: ['details'] } };
}

function sourceOf(node: Directive, file: VFile): string {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start === undefined || end === undefined) return `:${node.name}`;
  return String(file.value).slice(start, end);
}
