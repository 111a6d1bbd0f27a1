import type { Processor } from 'unified';
import type { Root, RootContent } from 'mdast';
import { VFile } from 'vfile';
import { createDiagnostic, type Diagnostic, type Heading } from '@docs/shared';
import { normalizeContainerTitles } from './normalize-container-titles.js';
import { pageData, type PageLink } from './page-data.js';
import type { PageSection } from '../text/create-section-collector.js';
import { findDeepNesting } from './find-deep-nesting.js';
import { findCostlyMarkdown } from './find-costly-markdown.js';
import { escapeHtml } from '../text/escape-html.js';
import { findUnsafeAsBrowserReads } from './find-unsafe-as-browser-reads.js';
import { KNOWN_CONTAINERS } from './remark-admonitions.js';

export interface RenderedMarkdown {
  html: string;
  headings: Heading[];
  links: PageLink[];
  /** Every id of the body, which links may point at. */
  ids: string[];
  /** The body's text in sections, for search. */
  sections: PageSection[];
  /** Whether the body starts with its own level-1 heading. */
  hasOwnTitle: boolean;
  /** Its first paragraph of prose, as text: the page's description when its front matter gives none. */
  summary?: string;
  diagnostics: Diagnostic[];
}

/** Renders one Markdown file's body to HTML, with its headings and links. */
export function renderMarkdown(
  processor: Processor,
  source: string,
  file: string,
  resolveLink: (url: string) => string,
): RenderedMarkdown {
  const costly = findCostlyMarkdown(source);
  if (costly) return unparsed(source, createDiagnostic('MarkdownTooCostly', { what: costly.what, count: costly.count, limit: costly.limit }, { file, line: costly.line, column: 1 }));
  const deep = findDeepNesting(source);
  if (deep) {
    return unparsed(
      source,
      deep.what.includes('emphasis')
        ? createDiagnostic('EmphasisTooDense', { what: deep.what, count: deep.depth, limit: deep.limit }, { file, line: deep.line, column: 1 })
        : createDiagnostic('NestingTooDeep', { what: deep.what, depth: deep.depth, limit: deep.limit }, { file, line: deep.line, column: 1 }),
    );
  }
  const vfile = new VFile({ value: normalizeContainerTitles(source), path: file });
  pageData(vfile).resolveLink = resolveLink;
  try {
    const tree = processor.parse(vfile) as Root;
    const mdx = findMdx(tree, /\.mdx$/i.test(file));
    const first = tree.children.find((node) => node.type !== 'yaml' && node.type !== 'html' && !isHtmlOnly(node));
    const hasOwnTitle = first?.type === 'heading' && first.depth === 1;
    const hast = processor.runSync(tree, vfile);
    const html = String(processor.stringify(hast, vfile));
    const { headings, links, unsafe, ids, repeatedIds, unknownContainers, sections, readWhole, summary } = pageData(vfile);
    const diagnostics = unsafe.map((found) => {
      const location = { file, ...(found.line ? { line: found.line, column: found.column ?? 1 } : {}) };
      if (found.kind === 'removed-script') return createDiagnostic('ScriptRemoved', {}, location, 'warning');
      if (found.kind === 'ignored-style') return createDiagnostic('StyleIgnored', {}, location, 'warning');
      return createDiagnostic(found.kind === 'link' ? 'UnsafeLink' : 'UnsafeHtml', { what: found.what }, location);
    });
    // Each piece of HTML was found harmless where it was written: the body they make is read whole too.
    if (readWhole && !unsafe.some((found) => found.kind === 'html' || found.kind === 'link')) diagnostics.push(...diagnosticsOfWholeBody(html, file));
    if (mdx) diagnostics.push(createDiagnostic('MdxNotRead', { what: mdx.what }, { file, line: mdx.line, column: 1 }, 'warning'));
    for (const repeated of repeatedIds) diagnostics.push(createDiagnostic('IdRepeated', { id: repeated.id }, { file, ...(repeated.line ? { line: repeated.line, column: repeated.column ?? 1 } : {}) }, 'warning'));
    for (const unknown of unknownContainers) diagnostics.push(createDiagnostic('UnknownContainer', { name: unknown.name, known: KNOWN_CONTAINERS.map((name) => `:::${name}`).join(', ') }, { file, line: unknown.line, column: unknown.column }, 'warning'));
    return { html, headings, links, ids, sections, hasOwnTitle, ...(summary ? { summary } : {}), diagnostics };
  } catch (error) {
    const place = (error as { place?: { line?: number; column?: number } }).place;
    return {
      html: '',
      headings: [],
      links: [],
      ids: [],
      sections: [],
      hasOwnTitle: false,
      diagnostics: [
        createDiagnostic('MarkdownFailed', { reason: (error as Error).message }, { file, line: place?.line ?? 1, column: place?.column ?? 1 }),
      ],
    };
  }
}

/** A page too costly to parse: its text kept readable (a description is shown as it is), and the page fails. */
function unparsed(source: string, diagnostic: Diagnostic): RenderedMarkdown {
  return { html: `<pre class="unparsed">${escapeHtml(source)}</pre>`, headings: [], links: [], ids: [], sections: [], hasOwnTitle: false, diagnostics: [diagnostic] };
}

/** What reading a body whole as a browser does finds, once per kind of thing (the page fails on the first). */
function diagnosticsOfWholeBody(html: string, file: string): Diagnostic[] {
  const seen = new Set<string>();
  return findUnsafeAsBrowserReads(html).flatMap((found) => {
    const what = found.kind === 'open' ? 'open' : found.what;
    if (seen.has(what)) return [];
    seen.add(what);
    if (found.kind === 'open') return [createDiagnostic('HtmlLeftOpen', { where: 'this page' }, { file })];
    return [createDiagnostic(found.kind === 'link' ? 'UnsafeLink' : 'UnsafeHtml', { what: `${found.what} once its HTML is read together as a browser reads it` }, { file })];
  });
}

/** `import Tabs from '@theme/Tabs'`, `export const meta = …`: MDX's module lines, as a paragraph's start. */
const MDX_MODULE_LINE = /^(?:import\s+(?:[\w*{][^\n]*\sfrom\s+)?['"]|export\s+(?:const|default|function|let)\s)/;
/** `{/* a comment *\/}`, `{frontMatter.title}`: an MDX expression, a paragraph of its own (not Vue's `{{ count }}`). */
const MDX_EXPRESSION = /^\{(?!\{)[\s\S]*\}$/;
/** `<Tabs>`, `<TabItem value="npm">`, `<Admonition.Title>`: a component, which HTML names in small letters only. */
const MDX_COMPONENT = /^<([A-Z][\w.]*)(?=[\s/>])/;

/**
 * The first thing of the body, at its top level, that only MDX reads: a module line (`import …`,
 * `export …`) or a comment in braces (`{/* … *\/}`) on any page; on an `.mdx` page an expression in
 * braces or a component too (in a Markdown file, `<Listing>` is HTML of a name the author chose).
 * Markdown shows it as it is written (a component's contents, without what it does): the page builds,
 * with a warning where it is.
 */
function findMdx(tree: Root, isMdx: boolean): { what: string; line: number } | undefined {
  for (const node of tree.children) {
    const line = node.position?.start.line ?? 1;
    const first = node.type === 'paragraph' ? node.children[0] : undefined;
    if (first?.type === 'text' && MDX_MODULE_LINE.test(first.value)) return { what: `\`${first.value.split(/\s/, 1)[0]}\` lines`, line };
    const text = node.type === 'paragraph' && node.children.length === 1 && first?.type === 'text' ? first.value.trim() : undefined;
    if (text?.startsWith('{/*') && text.endsWith('*/}')) return { what: 'a comment in braces, `{/* … */}`', line };
    if (!isMdx) continue;
    if (text && MDX_EXPRESSION.test(text)) return { what: `an expression in braces, \`${text.slice(0, 40)}\``, line };
    const component = node.type === 'html' ? MDX_COMPONENT.exec(node.value)?.[1] : undefined;
    if (component) return { what: `the component \`<${component}>\``, line };
  }
  return undefined;
}

/**
 * Whether a block holds nothing a reader sees but HTML: a paragraph of anchors (`<a id="old-name"></a>`)
 * that keeps an old link working above the page's `# Title`, which is still the page's own title.
 */
function isHtmlOnly(node: RootContent): boolean {
  return node.type === 'paragraph' && node.children.every((child) => child.type === 'html' || (child.type === 'text' && child.value.trim() === ''));
}
