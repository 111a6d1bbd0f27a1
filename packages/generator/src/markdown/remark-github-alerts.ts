import type { Blockquote, Paragraph, Root, RootContent } from 'mdast';

/** GitHub's alerts (`> [!NOTE]`), each as the admonition of the same meaning: its class and its title. */
const ALERTS: Record<string, { kind: string; title: string }> = {
  note: { kind: 'note', title: 'Note' },
  tip: { kind: 'tip', title: 'Tip' },
  important: { kind: 'info', title: 'Important' },
  warning: { kind: 'warning', title: 'Warning' },
  caution: { kind: 'danger', title: 'Caution' },
};

/** The marker that opens an alert: the first line of a quote, alone on it. */
const MARKER = /^\[!(note|tip|important|warning|caution)\][ \t]*(?:\n|$)/i;

/**
 * Turns GitHub's alerts into admonitions, as `:::note` makes them: a quote whose first line is `[!NOTE]`,
 * `[!TIP]`, `[!IMPORTANT]`, `[!WARNING]` or `[!CAUTION]`. Guides moved from a README and descriptions
 * written for GitHub use them (GitHub's own API description, on 166 pages), which read `[!NOTE]` as text.
 * The pages' pipeline does this in the walk of its admonitions (`remarkAdmonitions`), one walk for both.
 */
export function remarkGithubAlerts() {
  return (tree: Root) => {
    const walk = (nodes: RootContent[]) => {
      for (const node of nodes) {
        if (node.type === 'blockquote') toAlert(node);
        if ('children' in node) walk(node.children as RootContent[]);
      }
    };
    walk(tree.children);
  };
}

/** Makes a quote that opens with an alert's marker that admonition; leaves any other quote as it is. */
export function toAlert(quote: Blockquote): void {
  const first = quote.children[0];
  const text = first?.type === 'paragraph' ? first.children[0] : undefined;
  const found = text?.type === 'text' ? MARKER.exec(text.value) : null;
  if (!found || !text || text.type !== 'text') return;
  const { kind, title } = ALERTS[found[1]!.toLowerCase()]!;
  text.value = text.value.slice(found[0].length);
  const opening = first as Paragraph;
  // The marker alone on its line, with a soft break after it in the text or as a node of its own.
  if (text.value === '') opening.children.shift();
  if (opening.children[0]?.type === 'break') opening.children.shift();
  const body = opening.children.length ? quote.children : quote.children.slice(1);
  const heading: Paragraph = { type: 'paragraph', children: [{ type: 'text', value: title }], data: { hProperties: { className: ['admonition-title'] } } };
  quote.children = [heading, ...body];
  // A note in the text, not a landmark, named by its kind (as `:::note` admonitions are).
  quote.data = { hName: 'div', hProperties: { className: ['admonition', `admonition-${kind}`], role: 'note', ariaLabel: title } };
}
