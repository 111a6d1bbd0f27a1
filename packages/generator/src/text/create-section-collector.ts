import { ownValue } from './own-value.js';

/** A part of a page, from one h1–h3 heading to the next, as search indexes it. */
export interface PageSection {
  /** Id of the heading, empty for the top of the page (the h1 and anything before the first h2). */
  anchor: string;
  /** Heading texts below the page title: `[]` for the top, `[h2]`, or `[h2, h3]`. */
  headings: string[];
  text: string;
}

/**
 * Elements whose text is not content: page furniture, controls, code that is not prose, and the fallback
 * markup of frames and embeds (raw text, which browsers do not show).
 */
const SKIPPED_TAGS = new Set(['nav', 'script', 'style', 'template', 'noscript', 'button', 'svg', 'select', 'textarea', 'iframe', 'noembed', 'noframes']);
/**
 * Phrasing elements that may sit inside a word (`<em>un</em>signed`) join their text to the words
 * around them; every other tag is a word break, since templates put spans and codes side by side
 * (`<code>signing_id</code><span>string</span>`).
 */
const INLINE_TAGS = new Set(['a', 'abbr', 'b', 'del', 'em', 'i', 'ins', 'mark', 's', 'small', 'strong', 'sub', 'sup', 'u']);
const SECTION_HEADINGS: Record<string, number> = { h1: 1, h2: 2, h3: 3 };

/** What decides whether an element's text is searched, however the element was read (HTML or a syntax tree). */
export interface ElementTraits {
  ariaHidden?: boolean;
  hidden?: boolean;
  searchExclude?: boolean;
  id?: string;
}

/** Whether an element's text is left out of search: navigation, controls, hidden text, `data-search-exclude`. */
export function isSkippedElement(tag: string, traits: ElementTraits): boolean {
  return SKIPPED_TAGS.has(tag) || traits.ariaHidden === true || traits.hidden === true || traits.searchExclude === true;
}

export interface SectionCollector {
  open(tag: string, traits: ElementTraits): void;
  text(value: string): void;
  close(tag: string): void;
  /** Puts sections collected elsewhere (a page body) here: the first joins the current section. */
  insert(sections: readonly PageSection[]): void;
  /** The sections so far, the current one finished. */
  finish(): PageSection[];
}

/**
 * Whitespace runs as one space, trimmed. Single spaces, most of the whitespace of a text, are left
 * unmatched (`/\s+/` replaced each by itself): half the time on the large sections of API pages.
 */
const tidy = (text: string) => text.replace(/\s{2,}|[^\S ]/g, ' ').trim();

/** `(` and `[`, after which a tag puts no space: `(<code>sig_1</code>)` reads "(sig_1)". */
const OPENING = new Set([40, 91]);
/** `.` `,` `;` `:` `!` `?` `)` `]`, before which it takes back the space it put: "the status draft . Nobody…" read wrongly. */
const CLOSING = new Set([46, 44, 59, 58, 33, 63, 41, 93]);

/**
 * Splits a stream of elements and text into sections at its h1–h3 headings, as search indexes a
 * page. Fed by the walk over a page body's syntax tree and by the scan of the HTML the templates
 * render around it, so that neither is read twice. Tolerates unbalanced closes (HTML in Markdown).
 */
export function createSectionCollector(): SectionCollector {
  const sections: PageSection[] = [];
  let current = { anchor: '', headings: [] as string[], parts: [] as string[] };
  let h2 = '';
  let depth = 0;
  let skippedAt = -1;
  let heading: { level: number; id: string; parts: string[]; depth: number } | undefined;
  // The space a tag put last between words, while nothing came after it: where it is, in which parts.
  let breakIn: string[] | undefined;
  let breakAt = -1;
  const pushBreak = (parts: string[]) => {
    const last = parts[parts.length - 1];
    if (last && OPENING.has(last.charCodeAt(last.length - 1))) return;
    breakAt = parts.push(' ') - 1;
    breakIn = parts;
  };
  const startSection = (anchor: string, headings: string[], text = '') => {
    sections.push({ anchor: current.anchor, headings: current.headings, text: tidy(current.parts.join('')) });
    current = { anchor, headings, parts: [text] };
  };
  return {
    open(tag, traits) {
      depth++;
      if (skippedAt >= 0) return;
      if (isSkippedElement(tag, traits)) {
        skippedAt = depth;
        return;
      }
      const level = ownValue(SECTION_HEADINGS, tag);
      if (level && !heading) heading = { level, id: traits.id ?? '', parts: [], depth };
      else if (!INLINE_TAGS.has(tag)) pushBreak(heading?.parts ?? current.parts);
    },
    text(value) {
      if (skippedAt >= 0) return;
      const parts = heading?.parts ?? current.parts;
      if (breakIn === parts && breakAt === parts.length - 1 && CLOSING.has(value.charCodeAt(0))) parts[breakAt] = '';
      parts.push(value);
    },
    close(tag) {
      if (depth === 0) return;
      if (skippedAt === depth) skippedAt = -1;
      else if (heading && heading.depth === depth) {
        const title = tidy(heading.parts.join(''));
        // The h1 names the page: it opens the top section rather than a section of its own.
        if (heading.level === 1) current.parts.push(' ');
        else {
          if (heading.level === 2) h2 = title;
          startSection(heading.id, heading.level === 2 || !h2 ? [title] : [h2, title]);
        }
        heading = undefined;
      } else if (skippedAt < 0 && !INLINE_TAGS.has(tag)) pushBreak(current.parts);
      depth--;
    },
    insert(inserted) {
      const [top, ...rest] = inserted;
      if (top) current.parts.push(' ', top.text, ' ');
      for (const section of rest) startSection(section.anchor, section.headings, section.text);
    },
    finish() {
      return [...sections, { anchor: current.anchor, headings: current.headings, text: tidy(current.parts.join('')) }];
    },
  };
}
