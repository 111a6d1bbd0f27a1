import { Parser } from 'htmlparser2';

/** Elements that never have content, which a `/>` may end: the others stay open in a browser. */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'keygen', 'link', 'meta', 'param', 'source', 'track', 'wbr']);

/** Whether a start tag of the element `name` whose text ends at `>` (its last two characters given) closes itself in vain. */
export function closesItselfInVain(ending: string, name: string): boolean {
  return ending === '/>' && !VOID.has(name.toLowerCase());
}

/**
 * The raw HTML with each start tag written self-closed for an element a browser keeps open given its
 * end tag (`<sup class="badge" data-text="3.5+"/>` → `…></sup>`), as the author meant: a browser
 * ignores the `/`, and the rest of the line became superscript, or the rest of the page the content
 * of an unknown element (Vue's `<SpreadSheet/>`). Inside SVG and MathML, where `/>` does close an
 * element, the end tag written out means the same; a page's inline pieces of HTML come one tag at a
 * time, so whether one is inside an `<svg>` is not known here.
 */
export function closeSelfClosedTags(html: string): string {
  const ends: { at: number; name: string }[] = [];
  let opened = -1;
  const parser: Parser = new Parser(
    {
      onopentag() {
        opened = parser.endIndex;
      },
      // The parser closes a tag written self-closed at once, at the same place; an unquoted attribute
      // that ends in a slash (`<a href=/docs/>`) is no such tag, though its text ends in `/>`.
      onclosetag(name, implied) {
        if (implied && parser.endIndex === opened && closesItselfInVain(html.slice(opened - 1, opened + 1), name)) ends.push({ at: opened, name });
      },
    },
    { lowerCaseTags: false, recognizeSelfClosing: true },
  );
  parser.write(html);
  parser.end();
  let result = html;
  // From the last, so the offsets before each stay right; the `/` goes and the end tag follows the `>`.
  for (const { at, name } of ends.reverse()) result = `${result.slice(0, at - 1).trimEnd()}></${name}>${result.slice(at + 1)}`;
  return result;
}
