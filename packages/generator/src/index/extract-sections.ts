import { Parser } from 'htmlparser2';

/** A part of a rendered page, from one h1–h3 heading to the next. */
export interface PageSection {
  /** Id of the heading, empty for the top of the page (the h1 and anything before the first h2). */
  anchor: string;
  /** Heading texts below the page title: `[]` for the top, `[h2]`, or `[h2, h3]`. */
  headings: string[];
  text: string;
}

/** Elements whose text is not content: page furniture, controls, code that is not prose. */
const SKIPPED_TAGS = new Set(['nav', 'script', 'style', 'template', 'noscript', 'button', 'svg', 'select', 'textarea']);
/**
 * Phrasing elements that may sit inside a word (`<em>un</em>signed`) join their text to the words
 * around them; every other tag is a word break, since templates put spans and codes side by side
 * (`<code>signing_id</code><span>string</span>`).
 */
const INLINE_TAGS = new Set(['a', 'abbr', 'b', 'del', 'em', 'i', 'ins', 'mark', 's', 'small', 'strong', 'sub', 'sup', 'u']);
const SECTION_HEADINGS: Record<string, number> = { h1: 1, h2: 2, h3: 3 };

function isSkipped(name: string, attributes: Record<string, string>): boolean {
  return SKIPPED_TAGS.has(name) || attributes['aria-hidden'] === 'true' || 'hidden' in attributes || 'data-search-exclude' in attributes;
}

const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Splits the `<main>` of a rendered page into sections at its h1–h3 headings. Navigation, buttons,
 * hidden text and anything marked `data-search-exclude` (such as code samples) are left out.
 */
export function extractSections(html: string): PageSection[] {
  const sections: PageSection[] = [];
  let current = { anchor: '', headings: [] as string[], parts: [] as string[] };
  let h2 = '';
  let main: 'before' | 'inside' | 'after' = 'before';
  let mainDepth = 0;
  let depth = 0;
  let skippedAt = -1;
  let heading: { level: number; id: string; parts: string[]; depth: number } | undefined;

  const finish = () => sections.push({ anchor: current.anchor, headings: current.headings, text: tidy(current.parts.join('')) });

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        depth++;
        if (main !== 'inside') {
          if (main === 'before' && name === 'main') [main, mainDepth] = ['inside', depth];
          return;
        }
        if (skippedAt >= 0) return;
        if (isSkipped(name, attributes)) {
          skippedAt = depth;
          return;
        }
        const level = SECTION_HEADINGS[name];
        if (level && !heading) heading = { level, id: attributes['id'] ?? '', parts: [], depth };
        else if (!INLINE_TAGS.has(name)) (heading?.parts ?? current.parts).push(' ');
      },
      ontext(text) {
        if (main !== 'inside' || skippedAt >= 0) return;
        (heading?.parts ?? current.parts).push(text);
      },
      onclosetag(name) {
        if (skippedAt === depth) skippedAt = -1;
        else if (heading && heading.depth === depth) {
          const title = tidy(heading.parts.join(''));
          if (heading.level === 1) {
            // The h1 names the page: it opens the top section rather than a section of its own.
            current.parts.push(' ');
          } else {
            finish();
            if (heading.level === 2) h2 = title;
            current = { anchor: heading.id, headings: heading.level === 2 || !h2 ? [title] : [h2, title], parts: [] };
          }
          heading = undefined;
        } else if (main === 'inside' && skippedAt < 0 && !INLINE_TAGS.has(name)) current.parts.push(' ');
        if (main === 'inside' && depth === mainDepth) {
          main = 'after';
          finish();
        }
        depth--;
      },
    },
    { decodeEntities: true },
  );
  // Parsing only the <main> element skips the navbar, sidebar and footer: most of a page's bytes.
  const start = html.indexOf('<main');
  const end = html.indexOf('</main>', start);
  if (start < 0 || end < 0) return sections;
  parser.write(html.slice(start, end + '</main>'.length));
  parser.end();
  return sections;
}
