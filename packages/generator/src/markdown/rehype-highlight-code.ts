import type { Element, Root } from 'hast';
import { toText } from 'hast-util-to-text';
import { asksNoHighlight, codeLanguageOf } from './code-language.js';
import { highlightTree } from './highlight-code.js';

/** Languages whose blocks are left as they are written. */
const PLAIN_TEXT = new Set(['text', 'txt', 'plain']);

/**
 * Highlights `<pre><code class="language-…">` blocks with the highlighter the API samples use. Each
 * thread registers its languages once: a highlighting plugin of its own per processor registered all
 * forty again, twice, a sixtieth of a small build.
 */
export function rehypeHighlightCode() {
  return (tree: Root) => walk(tree);
}

/** Highlights every `<code>` directly in a `<pre>` under `parent`. */
function walk(parent: Root | Element): void {
  for (const node of parent.children) {
    if (node.type !== 'element') continue;
    if (node.tagName === 'code' && parent.type === 'element' && parent.tagName === 'pre') highlightBlock(node);
    walk(node);
  }
}

function highlightBlock(node: Element): void {
  const language = languageOf(node);
  if (!language || PLAIN_TEXT.has(language)) return;
  const classes = Array.isArray(node.properties['className']) ? node.properties['className'] : (node.properties['className'] = []);
  if (!classes.includes('hljs')) classes.unshift('hljs');
  const written = toText(node, { whitespace: 'pre' });
  const code = withoutMagicComments(written);
  const children = highlightTree(language, code);
  if (children?.length) node.children = children;
  else if (code !== written) node.children = [{ type: 'text', value: code }];
}

/**
 * Docusaurus's line-highlight comments, each a line of its own in a block's language's comment
 * (`// highlight-next-line`, `# highlight-start`, `<!-- highlight-end -->`): it takes them out of the
 * code it shows, and a page moved here showed and copied them as code.
 */
const MAGIC_COMMENT = /^[ \t]*(?:\/\/|#|--|;|\/\*|<!--|\{\/\*)[ \t]*highlight-(?:next-line|start|end)[ \t]*(?:\*\/\}?|-->)?[ \t]*\r?$/;

function withoutMagicComments(code: string): string {
  if (!code.includes('highlight-')) return code;
  return code
    .split('\n')
    .filter((line) => !MAGIC_COMMENT.test(line))
    .join('\n');
}

/** The language a block names, or nothing when it asks not to be highlighted. */
function languageOf(node: Element): string | undefined {
  return asksNoHighlight(node) ? undefined : codeLanguageOf(node);
}
