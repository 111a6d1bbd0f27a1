import type { Element, ElementContent, Root, RootContent } from 'hast';
import type { VFile } from 'vfile';
import GithubSlugger from 'github-slugger';
import { toString } from 'hast-util-to-string';
import { unsafeUrlScheme, type Heading } from '@docs/shared';
import { findUnsafeHtml, type UnsafeMarkup } from './find-unsafe-html.js';
import { labelTaskItem } from './label-task-item.js';

/** A link found in a page body, with where it was written. */
export interface PageLink {
  url: string;
  /** The link as the author wrote it, when it was rewritten. */
  written: string;
  line?: number;
  column?: number;
}

/** Markup that would run script in a reader's browser, and where it was written. */
export interface UnsafeFinding {
  /** As found, or `removed-script`: a whole `<script>` block, left out of the page. */
  kind: UnsafeMarkup['kind'] | 'removed-script';
  what: string;
  line?: number;
  column?: number;
}

export interface PageData {
  headings: Heading[];
  links: PageLink[];
  unsafe: UnsafeFinding[];
  /** Resolves a link as written in the file to the URL the page will use. */
  resolveLink?: (url: string) => string;
}

/** HTML written inside Markdown, passed through as it is. */
interface RawHtml {
  type: 'raw';
  value: string;
  position?: { start: { line: number; column: number } };
}

const HEADING = /^h([1-6])$/;
const LINK_ATTRIBUTES: Record<string, string> = { a: 'href', img: 'src', source: 'src', video: 'src', audio: 'src' };
/** An HTML block that is one `<script>` element and nothing else. */
const SCRIPT_BLOCK = /^\s*<script\b[^>]*>(?:(?!<script\b)[\s\S])*<\/script\s*>\s*$/i;
/** `href="…"` and `src='…'` in HTML written inside Markdown. */
const RAW_LINK = /(\s(?:href|src)\s*=\s*)(["'])(.*?)\2/gi;

/**
 * One pass over the page: gives headings GitHub-style ids and a "#" anchor link, collects them for the
 * table of contents, rewrites links to the URLs the site uses (`../auth.md` → `/docs/auth`) and records
 * where each was written for the link check, makes the boxes that scroll (code, tables) reachable by
 * keyboard, and labels task-list checkboxes. One walk instead of one plugin per job keeps large sites fast.
 */
export function rehypePageStructure() {
  return (tree: Root, file: VFile) => {
    const data = pageData(file);
    const slugger = new GithubSlugger();
    const resolve = data.resolveLink ?? ((url: string) => url);
    const headings: Heading[] = [];
    const links: PageLink[] = [];
    const unsafe: UnsafeFinding[] = [];

    const record = (url: string, written: string, start?: { line: number; column: number }) =>
      links.push({ url, written, ...(start ? { line: start.line, column: start.column } : {}) });

    const walk = (nodes: (RootContent | ElementContent)[]) => {
      for (let index = 0; index < nodes.length; index++) {
        const node = nodes[index]!;
        if (node.type === 'raw') {
          const raw = node as unknown as RawHtml;
          const found = findUnsafeHtml(raw.value);
          if (SCRIPT_BLOCK.test(raw.value) && found.every((item) => item.what === 'a <script> element')) {
            // Pages from other tools carry component scripts (`<script setup>`): left out, with a warning.
            unsafe.push({ kind: 'removed-script', what: 'a <script> element', ...positionIn(raw.value, 0, raw.position?.start) });
            nodes.splice(index--, 1);
            continue;
          }
          for (const item of found) unsafe.push({ kind: item.kind, what: item.what, ...positionIn(raw.value, item.offset, raw.position?.start) });
          raw.value = raw.value.replace(RAW_LINK, (_whole: string, before: string, quote: string, value: string) => {
            const url = resolve(value);
            record(url, value, raw.position?.start);
            return `${before}${quote}${url}${quote}`;
          });
          continue;
        }
        if (node.type !== 'element') continue;
        if (node.tagName === 'table') {
          // Wide tables scroll inside their own box instead of widening the page; keyboard users scroll
          // a box only once it can take the focus.
          nodes[index] = { type: 'element', tagName: 'div', properties: { className: ['table-scroll'], tabIndex: 0 }, children: [node] };
        } else if (node.tagName === 'pre') {
          // Long lines of code scroll too.
          node.properties['tabIndex'] = 0;
        } else if (node.tagName === 'li' && hasClass(node, 'task-list-item')) {
          labelTaskItem(node);
        }
        const depth = HEADING.exec(node.tagName)?.[1];
        if (depth) {
          addAnchor(node, slugger, headings, Number(depth));
          walk(node.children);
          continue;
        }
        const attribute = LINK_ATTRIBUTES[node.tagName];
        const value = attribute ? node.properties[attribute] : undefined;
        if (attribute && typeof value === 'string') {
          const scheme = unsafeUrlScheme(value, { image: node.tagName !== 'a' });
          if (scheme) unsafe.push({ kind: 'link', what: `a ${scheme}: URL in ${attribute}`, ...(node.position ? { line: node.position.start.line, column: node.position.start.column } : {}) });
          const url = resolve(value);
          node.properties[attribute] = url;
          record(url, value, node.position?.start);
        }
        walk(node.children);
      }
    };
    walk(tree.children);
    data.headings = headings;
    data.links = links;
    data.unsafe = unsafe;
  };
}

/** The line and column of an offset inside raw HTML that starts at `start` in the file. */
function positionIn(text: string, offset: number, start: { line: number; column: number } | undefined): { line?: number; column?: number } {
  if (!start) return {};
  const before = text.slice(0, offset);
  const newlines = before.split('\n').length - 1;
  return newlines === 0 ? { line: start.line, column: start.column + offset } : { line: start.line + newlines, column: offset - before.lastIndexOf('\n') };
}

/** `## Title {#custom-id}`: an id chosen by the author, written after the heading's text. */
const EXPLICIT_ID = /[ \t]*\{#([^\s{}]+)\}[ \t]*$/;

/** Takes an explicit `{#id}` off the end of a heading's text, and returns it. */
function takeExplicitId(heading: Element): string | undefined {
  const last = heading.children.at(-1);
  if (last?.type !== 'text') return undefined;
  const match = EXPLICIT_ID.exec(last.value);
  if (!match) return undefined;
  last.value = last.value.slice(0, match.index);
  if (last.value === '') heading.children.pop();
  return match[1];
}

function hasClass(node: Element, name: string): boolean {
  const className = node.properties['className'];
  return Array.isArray(className) && className.includes(name);
}

function addAnchor(heading: Element, slugger: GithubSlugger, headings: Heading[], depth: number): void {
  const explicit = takeExplicitId(heading);
  const text = toString(heading).trim();
  const existing = heading.properties['id'];
  const id = explicit ?? (typeof existing === 'string' && existing ? existing : slugger.slug(text));
  heading.properties['id'] = id;
  headings.push({ depth, id, text });
  heading.children.push({
    type: 'element',
    tagName: 'a',
    properties: { className: ['heading-anchor'], href: `#${id}`, ariaLabel: `Direct link to ${text}` },
    children: [{ type: 'element', tagName: 'span', properties: { ariaHidden: 'true' }, children: [{ type: 'text', value: '#' }] }],
  });
}

export function pageData(file: VFile): PageData {
  const data = file.data as { page?: PageData };
  data.page ??= { headings: [], links: [], unsafe: [] };
  return data.page;
}
