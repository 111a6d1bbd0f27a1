import type { Root, RootContent } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { startsWithBlank, trimBlanks } from '../text/blank-ends.js';
import { KNOWN_CONTAINERS } from './remark-admonitions.js';
/** The containers other tools write with a title after a space (`:::tip Note`, `::: warning`), by name: those the site has. */
const CONTAINERS = new Set(KNOWN_CONTAINERS);

/**
 * `:::tip Title`, `::: tip`, `::: details Title`: a container opened as VitePress and Docusaurus write it,
 * with more colons around one it holds (`::::danger Child`).
 */
const SPACED_OPENING = /^([ \t]*)(:{3,})[ \t]*([A-Za-z][A-Za-z-]*)/;
const FENCE = /^[ \t]*(`{3,}|~{3,})/;
/** HTML whose lines are shown as written (CommonMark's HTML blocks of raw text, and comments), by what ends it. */
const RAW_HTML: [opening: RegExp, closing: RegExp][] = [
  [/^ {0,3}<(?:pre|script|style|textarea)(?=[\s>]|$)/i, /<\/(?:pre|script|style|textarea)>/i],
  [/^ {0,3}<!--/, /-->/],
];
/** Indented by four columns or more: code, unless a list item holds the line. */
const INDENTED = /^(?: {4}| {0,3}\t)/;

/**
 * Containers written as other tools write them, `:::tip Note` (a title after a space) or `::: tip`, in
 * the directive syntax this generator reads, `:::tip[Note]`: otherwise the page showed ":::tip Note"
 * and the box's text as one paragraph. Lines of code (fenced or indented) and of raw HTML (`<pre>`, a
 * comment) are left as they are, and every line stays where it was, so that places in messages are the
 * file's.
 */
export function normalizeContainerTitles(source: string): string {
  if (!source.includes(':::')) return source;
  let fence: string | undefined;
  let rawHtmlEnd: RegExp | undefined;
  let codeLines: Set<number> | undefined;
  let changed = false;
  const lines = source.split('\n');
  for (let at = 0; at < lines.length; at++) {
    const line = lines[at]!;
    if (rawHtmlEnd) {
      if (rawHtmlEnd.test(line)) rawHtmlEnd = undefined;
      continue;
    }
    const opening = FENCE.exec(line)?.[1];
    if (fence) {
      if (opening && opening[0] === fence[0] && opening.length >= fence.length && line.trim() === opening) fence = undefined;
      continue;
    }
    if (opening) {
      fence = opening;
      continue;
    }
    const rawHtml = RAW_HTML.find(([start]) => start.test(line));
    if (rawHtml) {
      if (!rawHtml[1].test(line)) rawHtmlEnd = rawHtml[1];
      continue;
    }
    const text = line.replace(/\r$/, '');
    const container = SPACED_OPENING.exec(text);
    if (!container || !CONTAINERS.has(container[3]!.toLowerCase())) continue;
    const [, indent, colons, name] = container;
    // A title stands after a blank (`:::tip[Title]` is the directive syntax, left as it is).
    const rest = text.slice(container[0].length);
    if (rest && !startsWithBlank(rest)) continue;
    const title = trimBlanks(rest) || undefined;
    // Already the directive syntax (`:::tip` alone, or `:::tip[Title]`): nothing to do.
    if (!title && !/^[ \t]*:{3,}[ \t]/.test(line)) continue;
    // An indented line is a code block's, which a page that teaches the syntax shows, unless a list
    // item holds it: only the Markdown's own reading tells, made for the pages that have such a line.
    if (INDENTED.test(text) && (codeLines ??= linesOfCode(source)).has(at + 1)) continue;
    lines[at] = `${indent}${colons}${name!.toLowerCase()}${title ? `[${asLabel(title)}]` : ''}${line.endsWith('\r') ? '\r' : ''}`;
    changed = true;
  }
  return changed ? lines.join('\n') : source;
}

/**
 * A title as a directive's label: as written when its brackets pair up (`Read [the guide](/x) first`
 * keeps its link), each bracket escaped when they do not (`Step [1`).
 */
function asLabel(title: string): string {
  let depth = 0;
  for (const [bracket] of title.replace(/\\./g, '').matchAll(/[[\]]/g)) {
    depth += bracket === '[' ? 1 : -1;
    if (depth < 0) break;
  }
  return depth === 0 ? title : title.replace(/[[\]\\]/g, '\\$&');
}

/** The lines (from 1) of the source's indented code blocks and HTML, as Markdown reads it. */
function linesOfCode(source: string): Set<number> {
  const lines = new Set<number>();
  const walk = (nodes: RootContent[]) => {
    for (const node of nodes) {
      if ((node.type === 'code' || node.type === 'html') && node.position) {
        for (let line = node.position.start.line; line <= node.position.end.line; line++) lines.add(line);
      } else if ('children' in node) walk(node.children as RootContent[]);
    }
  };
  walk((unified().use(remarkParse).parse(source) as Root).children);
  return lines;
}
