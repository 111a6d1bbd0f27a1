import { tokenizeHtml } from './tokenize-html.js';
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
const NO_TRAITS: ElementTraits = {};

/** The attributes the scan reads. */
const WANTED_ATTRIBUTES = new Set(['id', 'name', 'href', 'src', 'poster', 'aria-hidden', 'hidden', 'data-search-exclude']);

/**
 * Reads the HTML the templates rendered for a page, once: ids, links and the search sections of its
 * `<main>`. A Markdown page's body is not in it but stands there as the `bodyMarker` comment, and
 * its records (`bodySections`) come from the walk that rendered it, so no page body is parsed twice.
 *
 * It keeps only the element stack it needs (void elements, self-closing SVG, end tags that close what
 * they match), since React and our Markdown stringifier write every end tag, and reads only the
 * attributes it needs.
 */
export function scanPageShell(html: string, body: { marker?: string; sections?: readonly PageSection[] } = {}): ScannedShell {
  const ids: string[] = [];
  const links: string[] = [];
  const sections = createSectionCollector();
  /** Open elements, innermost last; `main` is the index of `<main>` in it, -1 before and -2 after. */
  const open: string[] = [];
  let main = -1;
  // The tag being opened and what the collector needs of it.
  let tag = '';
  let traits: ElementTraits | undefined;
  const inside = () => main >= 0;

  const close = (name: string) => {
    if (inside()) {
      if (open.length - 1 === main) main = -2;
      else sections.close(name);
    }
    open.pop();
  };

  tokenizeHtml(html, {
    attributes: WANTED_ATTRIBUTES,
    wantsText: inside,
    startTag(name) {
      tag = name;
    },
    attribute(name, value) {
      // A `name` is an anchor only on `<a>`, and `<base href>` is no link.
      if (name === 'id' || (name === 'name' && tag === 'a')) ids.push(value);
      else if ((name === 'href' && tag !== 'base') || name === 'src' || name === 'poster') links.push(value);
      if (!inside() || name === 'name' || name === 'href' || name === 'src' || name === 'poster') return;
      traits ??= {};
      // The collector wants the id of an element inside `<main>`: a heading's anchor.
      if (name === 'id') traits.id ??= value || undefined;
      else if (name === 'aria-hidden') traits.ariaHidden ??= value === 'true';
      else if (name === 'hidden') traits.hidden = true;
      else traits.searchExclude = true;
    },
    endOfStartTag(closesItself) {
      const name = tag;
      if (main === -1 && name === 'main') main = open.length;
      else if (inside()) sections.open(name, traits ?? NO_TRAITS);
      traits = undefined;
      open.push(name);
      if (VOID_ELEMENTS.has(name) || closesItself) close(name);
    },
    endTag(name) {
      // Nearly always the end tag of the innermost element.
      if (open[open.length - 1] === name) return close(name);
      if (VOID_ELEMENTS.has(name)) return;
      const at = open.lastIndexOf(name);
      // An end tag closes the elements left open inside its own; one that matches nothing is ignored.
      if (at >= 0) while (open.length > at) close(open[open.length - 1]!);
    },
    text(value) {
      sections.text(value);
    },
    comment(value) {
      if (inside() && body.marker !== undefined && value === body.marker) sections.insert(body.sections ?? []);
    },
  });
  return { ids, links, sections: main === -1 ? [] : sections.finish() };
}
