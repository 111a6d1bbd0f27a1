import { Tokenizer } from 'htmlparser2';
import { createSectionCollector, type ElementTraits, type PageSection } from '../text/create-section-collector.js';

/** What the HTML the templates rendered around a page body holds. */
export interface ScannedShell {
  /** Ids of its elements (and names of its anchors). */
  ids: string[];
  /** Every linked URL (`href`, `src`, `poster`), in order. */
  links: string[];
  /** The search sections of its `<main>`, the body's own put where the body goes. */
  sections: PageSection[];
}

/** Elements that have no end tag. */
const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
/** Elements whose content is SVG or MathML, where `<x/>` closes the element it opens. */
const FOREIGN_ELEMENTS = new Set(['svg', 'math']);
const NO_TRAITS: ElementTraits = {};

/** What is read of one attribute: the few whose value the scan needs, and nothing of the rest. */
const enum Wanted {
  Nothing,
  Id,
  AnchorName,
  Link,
  AriaHidden,
  Hidden,
  SearchExclude,
}

/** The attributes the scan reads, by name. */
const WANTED = new Map<string, Wanted>([
  ['id', Wanted.Id],
  ['name', Wanted.AnchorName],
  ['href', Wanted.Link],
  ['src', Wanted.Link],
  ['poster', Wanted.Link],
  ['aria-hidden', Wanted.AriaHidden],
  ['hidden', Wanted.Hidden],
  ['data-search-exclude', Wanted.SearchExclude],
]);
/** The lengths of those names: most attributes (class, style, aria-label, data-*) are told apart by length alone. */
const WANTED_LENGTHS = new Set([...WANTED.keys()].map((name) => name.length));

function wantedAttribute(name: string, tag: string): Wanted {
  const wanted = WANTED.get(name) ?? Wanted.Nothing;
  // A `name` is an anchor only on `<a>`, and `<base href>` is no link.
  if ((wanted === Wanted.AnchorName && tag !== 'a') || (wanted === Wanted.Link && tag === 'base')) return Wanted.Nothing;
  return wanted;
}

/**
 * Reads the HTML the templates rendered for a page, once: ids, links and the search sections of its
 * `<main>`. A Markdown page's body is not in it but stands there as the `bodyMarker` comment, and
 * its records (`bodySections`) come from the walk that rendered it, so no page body is parsed twice.
 *
 * It runs on htmlparser2's tokenizer, which reads any HTML as a browser would tokenize it, and keeps
 * only the element stack it needs (void elements, self-closing SVG, end tags that close what they
 * match): React and our Markdown stringifier write every end tag, and building each tag's attribute
 * object and the parser's full tree rules cost more than half the scan, a sixth of an API page.
 */
export function scanPageShell(html: string, body: { marker?: string; sections?: readonly PageSection[] } = {}): ScannedShell {
  const ids: string[] = [];
  const links: string[] = [];
  const sections = createSectionCollector();
  /** Open elements, innermost last; `main` is the index of `<main>` in it, -1 before and -2 after. */
  const open: string[] = [];
  let main = -1;
  let foreignDepth = 0;
  // The tag being opened and its attributes so far.
  let tag = '';
  let wanted = Wanted.Nothing;
  let value = '';
  let traits: ElementTraits | undefined;
  const inside = () => main >= 0;

  const close = (name: string) => {
    if (FOREIGN_ELEMENTS.has(name)) foreignDepth--;
    if (inside()) {
      if (open.length - 1 === main) main = -2;
      else sections.close(name);
    }
    open.pop();
  };
  const endOpenTag = (selfClosing: boolean) => {
    const name = tag;
    tag = '';
    if (main === -1 && name === 'main') main = open.length;
    else if (inside()) sections.open(name, traits ?? NO_TRAITS);
    traits = undefined;
    open.push(name);
    if (FOREIGN_ELEMENTS.has(name)) foreignDepth++;
    if (VOID_ELEMENTS.has(name) || (selfClosing && foreignDepth > 0)) close(name);
  };

  const tokenizer = new Tokenizer(
    { decodeEntities: true },
    {
      onopentagname(start, end) {
        tag = html.slice(start, end).toLowerCase();
      },
      onattribname(start, end) {
        wanted = WANTED_LENGTHS.has(end - start) ? wantedAttribute(html.slice(start, end).toLowerCase(), tag) : Wanted.Nothing;
      },
      onattribdata(start, end) {
        if (wanted !== Wanted.Nothing) value += html.slice(start, end);
      },
      onattribentity(codePoint) {
        if (wanted !== Wanted.Nothing) value += String.fromCodePoint(codePoint);
      },
      onattribend() {
        if (wanted === Wanted.Id || wanted === Wanted.AnchorName) ids.push(value);
        else if (wanted === Wanted.Link) links.push(value);
        if (inside() && wanted !== Wanted.Link && wanted !== Wanted.AnchorName && wanted !== Wanted.Nothing) {
          traits ??= {};
          // The collector wants the id of an element inside `<main>`: a heading's anchor.
          if (wanted === Wanted.Id) traits.id ??= value || undefined;
          else if (wanted === Wanted.AriaHidden) traits.ariaHidden ??= value === 'true';
          else if (wanted === Wanted.Hidden) traits.hidden = true;
          else traits.searchExclude = true;
        }
        wanted = Wanted.Nothing;
        value = '';
      },
      onopentagend() {
        endOpenTag(false);
      },
      onselfclosingtag() {
        endOpenTag(true);
      },
      onclosetag(start, end) {
        // Nearly always the end tag of the innermost element, as written: matched without a copy.
        const innermost = open[open.length - 1];
        if (innermost !== undefined && end - start === innermost.length && html.startsWith(innermost, start)) {
          close(innermost);
          return;
        }
        const name = html.slice(start, end).toLowerCase();
        if (VOID_ELEMENTS.has(name)) return;
        const at = open.lastIndexOf(name);
        // An end tag closes the elements left open inside its own; one that matches nothing is ignored.
        if (at >= 0) while (open.length > at) close(open[open.length - 1]!);
      },
      ontext(start, end) {
        if (inside()) sections.text(html.slice(start, end));
      },
      ontextentity(codePoint) {
        if (inside()) sections.text(String.fromCodePoint(codePoint));
      },
      oncomment(start, end, offset) {
        if (inside() && body.marker !== undefined && html.slice(start, end - offset) === body.marker) sections.insert(body.sections ?? []);
      },
      oncdata() {},
      ondeclaration() {},
      onprocessinginstruction() {},
      onend() {},
    },
  );
  tokenizer.write(html);
  tokenizer.end();
  return { ids, links, sections: main === -1 ? [] : sections.finish() };
}
