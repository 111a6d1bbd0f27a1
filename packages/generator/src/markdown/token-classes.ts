import type { Element, ElementContent } from 'hast';

/**
 * highlight.js names about forty scopes (`hljs-title function_ invoke__`), and the stylesheet gives them
 * eleven looks. A token's span carries the one-letter class of its look instead, as Pygments and Chroma
 * do, and scopes without a look of their own (punctuation, operators, parameters) get no span: an API page
 * shows ten highlighted samples, and the long names were a fifth of its HTML.
 *
 * | class | look | highlight.js scopes |
 * |---|---|---|
 * | `c` | comment | comment, quote |
 * | `k` | keyword | keyword, selector-tag, doctag, template-tag |
 * | `s` | string | string, regexp, template-variable, symbol, char.escape_ |
 * | `n` | number or constant | number, literal, link, variable.constant_ |
 * | `f` | name being defined or called | title (functions, classes), section |
 * | `t` | type or built-in | built_in, type, variable, title.class_.inherited__ |
 * | `a` | attribute or key | attr, attribute, property, selector-attr/-class/-id/-pseudo |
 * | `g` | markup tag | name, tag, bullet |
 * | `m` | meta (a keyword inside it looks like it) | meta |
 * | `d`, `i` | deleted, inserted line | deletion, addition |
 * | `e`, `b` | emphasis, strong | emphasis, strong |
 */
const LOOK_OF_SCOPE: Record<string, string> = {
  comment: 'c', quote: 'c',
  keyword: 'k', 'selector-tag': 'k', doctag: 'k', 'template-tag': 'k',
  string: 's', regexp: 's', 'template-variable': 's', symbol: 's',
  number: 'n', literal: 'n', link: 'n',
  title: 'f', section: 'f',
  built_in: 't', type: 't', variable: 't',
  attr: 'a', attribute: 'a', property: 'a', 'selector-attr': 'a', 'selector-class': 'a', 'selector-id': 'a', 'selector-pseudo': 'a',
  name: 'g', tag: 'g', bullet: 'g',
  meta: 'm',
  deletion: 'd', addition: 'i',
  emphasis: 'e', strong: 'b',
};

/** The look of a highlight.js span from its classes (`hljs-title`, `function_`), inside a span of `outer` look. */
export function lookOfScope(classes: readonly string[], outer: string | undefined): string | undefined {
  const scope = classes[0]?.startsWith('hljs-') ? classes[0].slice(5) : undefined;
  if (scope === undefined) return undefined;
  if (scope === 'variable' && classes.includes('constant_')) return 'n';
  if (scope === 'char' && classes.includes('escape_')) return 's';
  if (scope === 'title' && classes.includes('inherited__')) return 't';
  const look = LOOK_OF_SCOPE[scope];
  return look === 'k' && outer === 'm' ? 'm' : look;
}

/**
 * highlight.js's tree with one span a look: a span whose look is its parent's, or that has none, gives its
 * children to its parent, and so does a span that only wraps another (JSON's `null` is a keyword in a
 * literal: the keyword's look is the one a reader sees).
 */
export function toTokenSpans(nodes: readonly ElementContent[], outer?: string): ElementContent[] {
  const result: ElementContent[] = [];
  for (const node of nodes) {
    if (node.type !== 'element') {
      appendText(result, node);
      continue;
    }
    const classes = Array.isArray(node.properties['className']) ? node.properties['className'].map(String) : [];
    const look = lookOfScope(classes, outer);
    const children = toTokenSpans(node.children, look ?? outer);
    const only = children.length === 1 && children[0]!.type === 'element' ? children[0] : undefined;
    if (look === undefined || look === outer || only) for (const child of children) appendText(result, child);
    else result.push({ type: 'element', tagName: 'span', properties: { className: [look] }, children } satisfies Element);
  }
  return result;
}

/**
 * The HTML of token spans, as hast-util-to-html writes them (`<` and `&` in text as hexadecimal
 * references): written directly, since serialising a tree through the general writer took a fifth of the
 * time of highlighting an API page's samples.
 */
export function tokenSpansToHtml(nodes: readonly ElementContent[]): string {
  let html = '';
  for (const node of nodes) {
    if (node.type === 'text') html += escapeText(node.value);
    else if (node.type === 'element') html += `<span class="${(node.properties['className'] as string[]).join(' ')}">${tokenSpansToHtml(node.children)}</span>`;
  }
  return html;
}

/** Text as HTML writes it between tags: `<` and `&` as the hexadecimal references hast-util-to-html uses. */
export function escapeText(text: string): string {
  return /[<&]/.test(text) ? text.replace(/[<&]/g, (c) => (c === '<' ? '&#x3C;' : '&#x26;')) : text;
}

/** Appends a node, joining a text to the text before it. */
function appendText(result: ElementContent[], node: ElementContent): void {
  const last = result.at(-1);
  if (node.type === 'text' && last?.type === 'text') result[result.length - 1] = { type: 'text', value: last.value + node.value };
  else result.push(node);
}
