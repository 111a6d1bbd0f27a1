import { Parser } from 'htmlparser2';
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

const LINK_ATTRIBUTES = new Set(['href', 'src', 'poster']);
/** Attributes that decide whether an element's text is searched; most elements have none of them. */
const TRAIT_ATTRIBUTES = new Set(['aria-hidden', 'hidden', 'data-search-exclude', 'id']);
const NO_TRAITS: ElementTraits = {};

function traitsOf(attributes: Record<string, string>): ElementTraits {
  return { ariaHidden: attributes['aria-hidden'] === 'true', hidden: 'hidden' in attributes, searchExclude: 'data-search-exclude' in attributes, ...(attributes['id'] ? { id: attributes['id'] } : {}) };
}

/**
 * Reads the HTML the templates rendered for a page, once: ids, links and the search sections of its
 * `<main>`. A Markdown page's body is not in it but stands there as the `bodyMarker` comment, and
 * its records (`bodySections`) come from the walk that rendered it, so no page body is parsed twice.
 */
export function scanPageShell(html: string, body: { marker?: string; sections?: readonly PageSection[] } = {}): ScannedShell {
  const ids: string[] = [];
  const links: string[] = [];
  const sections = createSectionCollector();
  let main: 'before' | 'inside' | 'after' = 'before';
  let depth = 0;
  let mainDepth = 0;
  const parser = new Parser(
    {
      onopentag(tag, attributes) {
        depth++;
        // A loop over the keys, not their entries: a page's shell has thousands of tags.
        let traits: ElementTraits = NO_TRAITS;
        for (const name in attributes) {
          const value = attributes[name]!;
          if (name === 'id' || (name === 'name' && tag === 'a')) ids.push(value);
          else if (LINK_ATTRIBUTES.has(name) && tag !== 'base') links.push(value);
          if (main === 'inside' && TRAIT_ATTRIBUTES.has(name)) traits = traitsOf(attributes);
        }
        if (main === 'before' && tag === 'main') [main, mainDepth] = ['inside', depth];
        else if (main === 'inside') sections.open(tag, traits);
      },
      ontext(text) {
        if (main === 'inside') sections.text(text);
      },
      oncomment(comment) {
        if (main === 'inside' && comment === body.marker) sections.insert(body.sections ?? []);
      },
      onclosetag(tag) {
        if (main === 'inside') {
          if (depth === mainDepth) main = 'after';
          else sections.close(tag);
        }
        depth--;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return { ids, links, sections: main === 'before' ? [] : sections.finish() };
}
