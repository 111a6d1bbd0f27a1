import type { Element, ElementContent, Root, RootContent } from 'hast';
import type { VFile } from 'vfile';
import GithubSlugger from 'github-slugger';
import { toString } from 'hast-util-to-string';
import { decodeHTMLAttribute } from 'entities';
import { unsafeUrlScheme } from '@docs/shared';
import { createSectionCollector } from '../text/create-section-collector.js';
import { addHeadingAnchor, HEADING, reserveId, reserveWrittenIds } from './add-heading-anchor.js';
import { allowBreaksInCellCode } from './allow-breaks-in-cell-code.js';
import { labelTaskItem } from './label-task-item.js';
import { wrapCodeBlock } from './wrap-code-block.js';
import { pageData } from './page-data.js';
import { scanRawHtml } from './scan-raw-html.js';
import { closeSelfClosedTags } from './close-self-closed-tags.js';
import { needsWholeRead } from './find-unsafe-as-browser-reads.js';
import { ownValue } from '../text/own-value.js';
import { collapseSpace } from '../text/plain-text.js';

/** HTML written inside Markdown, passed through as it is. */
interface RawHtml {
  type: 'raw';
  value: string;
  position?: { start: { line: number; column: number } };
}

const LINK_ATTRIBUTES: Record<string, string> = { a: 'href', img: 'src', source: 'src', video: 'src', audio: 'src' };
/** An HTML block that is one `<script>` element and nothing else. */
const SCRIPT_BLOCK = /^\s*<script\b[^>]*>(?:(?!<script\b)[\s\S])*<\/script\s*>\s*$/i;
/** `href="…"`, `src='…'` and `href=…` in a start tag of HTML written inside Markdown. */
const RAW_LINK = /(\s(?:href|src)\s*=\s*)(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/gi;

/**
 * The one walk over a page body's tree. It gives headings GitHub-style ids and a "#" anchor link and
 * collects them for the table of contents; rewrites links to the URLs the site uses (`../auth.md` →
 * `/docs/auth`) and records where each was written; collects every id and the text of each section
 * for the link check and search, which never read the HTML again; makes the boxes that scroll (code,
 * tables) reachable by keyboard and labels task-list checkboxes; and finds what would run script.
 */
export function rehypePageStructure() {
  return (tree: Root, file: VFile) => {
    const data = pageData(file);
    const slugger = new GithubSlugger();
    const resolve = data.resolveLink ?? ((url: string) => url);
    const sections = createSectionCollector();
    const { headings, links, unsafe, ids, repeatedIds } = data;
    const seenIds = new Set<string>();
    const noteId = (id: string, start?: { line: number; column?: number }) => {
      if (seenIds.has(id)) repeatedIds.push({ id, ...(start ? { line: start.line, column: start.column ?? 1 } : {}) });
      seenIds.add(id);
      ids.push(id);
    };

    let lines: string[] | undefined;
    const sourceLine = (line: number) => (lines ??= String(file.value ?? '').split('\n'))[line - 1];
    const record = (url: string, written: string, start?: { line: number; column: number }) =>
      links.push({ url, written, ...(start ? { line: start.line, column: start.column } : {}) });

    const walk = (nodes: (RootContent | ElementContent)[]) => {
      for (let index = 0; index < nodes.length; index++) {
        const node = nodes[index]!;
        if (node.type === 'text') {
          sections.text(node.value);
          continue;
        }
        if (node.type === 'raw') {
          const raw = node as unknown as RawHtml;
          const scanned = scanRawHtml(raw.value, sections);
          if (SCRIPT_BLOCK.test(raw.value) && scanned.unsafe.every((item) => item.what === 'a <script> element')) {
            // Pages from other tools carry component scripts (`<script setup>`): left out, with a warning.
            unsafe.push({ kind: 'removed-script', what: 'a <script> element', ...positionIn(raw.value, 0, raw.position?.start, sourceLine) });
            nodes.splice(index--, 1);
            continue;
          }
          // A block left out is read by no browser; what stays may read otherwise together with the rest.
          if (!data.readWhole && needsWholeRead(raw.value)) data.readWhole = true;
          for (const id of scanned.ids) {
            noteId(id, raw.position?.start);
            reserveId(slugger, id);
          }
          for (const item of scanned.unsafe) unsafe.push({ kind: item.kind, what: item.what, ...positionIn(raw.value, item.offset, raw.position?.start, sourceLine) });
          for (const offset of scanned.styles) unsafe.push({ kind: 'ignored-style', what: 'a <style> element', ...positionIn(raw.value, offset, raw.position?.start, sourceLine) });
          raw.value = rewriteRawLinks(raw.value, scanned.linkTags, (value, offset) => {
            const url = resolve(value);
            const at = positionIn(raw.value, offset, raw.position?.start, sourceLine);
            record(url, value, at.line ? { line: at.line, column: at.column ?? 1 } : undefined);
            return url;
          });
          if (scanned.selfClosed) raw.value = closeSelfClosedTags(raw.value);
          continue;
        }
        if (node.type !== 'element') continue;
        if (node.tagName === 'table') {
          // Wide tables scroll inside their own box instead of widening the page; keyboard users scroll
          // a box only once it can take the focus, and a screen reader names what took it by the columns.
          nodes[index] = { type: 'element', tagName: 'div', properties: { className: ['table-scroll'], tabIndex: 0, role: 'region', ariaLabel: tableLabel(node) }, children: [node] };
          allowBreaksInCellCode(node);
        } else if (node.tagName === 'pre') {
          // Long lines of code scroll too; the block gets its language and a copy button above it.
          node.properties['tabIndex'] = 0;
          nodes[index] = wrapCodeBlock(node);
        } else if (node.tagName === 'li' && hasClass(node, 'task-list-item')) {
          labelTaskItem(node);
        }
        const depth = HEADING.exec(node.tagName)?.[1];
        // A heading only screen readers see (the footnotes' label) is no entry of the table of contents.
        if (depth && !hasClass(node, 'sr-only')) headings.push(addHeadingAnchor(node, slugger, Number(depth)));
        const attribute = ownValue(LINK_ATTRIBUTES, node.tagName);
        const value = attribute ? node.properties[attribute] : undefined;
        if (attribute && typeof value === 'string') {
          const scheme = unsafeUrlScheme(value, { image: node.tagName !== 'a' });
          if (scheme) unsafe.push({ kind: 'link', what: `a ${scheme}: URL in ${attribute}`, ...(node.position ? { line: node.position.start.line, column: node.position.start.column } : {}) });
          const url = resolve(value);
          node.properties[attribute] = url;
          record(url, value, node.position?.start);
        }
        const id = node.properties['id'];
        if (typeof id === 'string' && id) {
          noteId(id, node.position?.start);
          reserveId(slugger, id);
        }
        sections.open(node.tagName, traitsOf(node));
        walk(node.children);
        sections.close(node.tagName);
      }
    };
    reserveWrittenIds(tree.children, slugger);
    walk(tree.children);
    data.sections = sections.finish();
    const summary = firstParagraphText(tree.children);
    if (summary) data.summary = summary;
  };
}

/**
 * The links of HTML written inside Markdown, in the start tags its scan found (so none in a comment or
 * in text such as `&lt;a href=…&gt;`), each replaced by what `rewrite` makes of it (told where it is).
 * `rewrite` is given the URL a browser reads (character references decoded: `#my&#45;id` is `#my-id`),
 * and what it returns is written back escaped; a link it leaves as it is stays as the author wrote it.
 */
function rewriteRawLinks(html: string, tags: readonly { start: number; end: number }[], rewrite: (value: string, offset: number) => string): string {
  let rewritten = '';
  let done = 0;
  for (const { start, end } of tags) {
    const tag = html.slice(start, end + 1).replace(RAW_LINK, (whole: string, before: string, double?: string, single?: string, bare?: string, at = 0) => {
      const value = double ?? single ?? bare ?? '';
      const quoted = double !== undefined ? '"' : single !== undefined ? "'" : '';
      const url = value.includes('&') ? decodeHTMLAttribute(value) : value;
      const made = rewrite(url, start + at + before.length + quoted.length);
      if (made === url) return whole;
      const quote = quoted || '"';
      return `${before}${quote}${escapeAttributeValue(made)}${quote}`;
    });
    rewritten += html.slice(done, start) + tag;
    done = end + 1;
  }
  return rewritten + html.slice(done);
}

function traitsOf(node: Element): { ariaHidden: boolean; hidden: boolean; searchExclude: boolean; id?: string } {
  const { ariaHidden, hidden, dataSearchExclude, id } = node.properties;
  return { ariaHidden: String(ariaHidden) === 'true', hidden: Boolean(hidden), searchExclude: dataSearchExclude !== undefined, ...(typeof id === 'string' ? { id } : {}) };
}

/** The line and column of an offset inside raw HTML that starts at `start` in the file. */
/**
 * Where `offset` of a raw HTML node's text stands in the page. Its lines after the first are the page's
 * lines without what a blockquote (`> `) or a list item's indent put in front of them: `sourceLine`
 * gives the page's own line, by whose length the column is counted.
 */
function positionIn(text: string, offset: number, start: { line: number; column: number } | undefined, sourceLine?: (line: number) => string | undefined): { line?: number; column?: number } {
  if (!start) return {};
  const before = text.slice(0, offset);
  const newlines = before.split('\n').length - 1;
  if (newlines === 0) return { line: start.line, column: start.column + offset };
  const line = start.line + newlines;
  const lineStart = before.lastIndexOf('\n') + 1;
  const nextNewline = text.indexOf('\n', lineStart);
  const ownLine = text.slice(lineStart, nextNewline < 0 ? text.length : nextNewline);
  const source = sourceLine?.(line);
  const prefix = source !== undefined && source.endsWith(ownLine) ? source.length - ownLine.length : 0;
  return { line, column: prefix + offset - lineStart + 1 };
}

function hasClass(node: Element, name: string): boolean {
  const className = node.properties['className'];
  return Array.isArray(className) && className.includes(name);
}

/** A value made safe to write between quotes of either kind. */
function escapeAttributeValue(value: string): string {
  return value.replace(/[&"'<>]/g, (character) => ATTRIBUTE_ESCAPES[character]!);
}

const ATTRIBUTE_ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', "'": '&#39;', '<': '&lt;', '>': '&gt;' };

/** Characters of a table's column names that name its scrolling box. */
const TABLE_LABEL_LENGTH = 100;

/** What a table's scrolling box is called: `Table: Event, Sent when, data.object` (its header row's cells). */
function tableLabel(table: Element): string {
  const rows = (node: Element): Element[] => node.children.flatMap((child) => (child.type !== 'element' ? [] : child.tagName === 'tr' ? [child] : ['thead', 'tbody'].includes(child.tagName) ? rows(child) : []));
  const header = rows(table)[0]?.children.filter((cell): cell is Element => cell.type === 'element' && cell.tagName === 'th') ?? [];
  const names = header.map((cell) => toString(cell).replace(/\s+/g, ' ').trim()).filter(Boolean).join(', ');
  if (!names) return 'Table';
  return names.length > TABLE_LABEL_LENGTH ? `Table: ${names.slice(0, TABLE_LABEL_LENGTH - 1).trimEnd()}…` : `Table: ${names}`;
}

/**
 * The text of the first paragraph at the top of the body that has any: the page's opening prose, not
 * the code, boxes, lists or tables around it, whose text would make a poor description (or show a
 * sample's key in a search engine's snippet).
 */
function firstParagraphText(nodes: readonly RootContent[]): string | undefined {
  for (const node of nodes) {
    if (node.type !== 'element' || node.tagName !== 'p') continue;
    const text = collapseSpace(toString(node));
    if (text) return text;
  }
  return undefined;
}
