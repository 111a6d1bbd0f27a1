import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { unsafeInTag, type UnsafeMarkup } from './scan-raw-html.js';

type ParentNode = DefaultTreeAdapterMap['parentNode'];
type Element = DefaultTreeAdapterMap['element'];

/** Put after the body: a browser that reads it as an element read the body to its end with nothing left open. */
const END_MARKER = 'data-docs-body-end';
/** Where a page body goes: inside the templates' `<main>`, read as a `<div>`'s content is. */
let context: Element | undefined;

/** What `findUnsafeAsBrowserReads` finds: markup that would run script, or the body leaving something open. */
export type BrowserReadFinding = Omit<UnsafeMarkup, 'offset'> | { kind: 'open' };

/**
 * Reads a page body that holds HTML written by its author whole, as a browser reads it (parse5, with
 * scripting on), and says what in it would run script. Each piece of HTML is checked where it is
 * written (`scanRawHtml`), but a browser reads the pieces together with the Markdown between them: a
 * tag inside an attribute becomes a real one after a `<noscript>` or `<xmp>` that ends inside that
 * attribute, and an attribute left open at a blank line takes in the text that follows. A body that
 * leaves an attribute, a comment or an element such as `<textarea>` open would take in the rest of the
 * page too (its navigation, its scripts): a marker after it that is not read as an element says so.
 */
export function findUnsafeAsBrowserReads(html: string): BrowserReadFinding[] {
  context ??= parseFragment('<div></div>').childNodes[0] as Element;
  const fragment = parseFragment(context, `${html}<b ${END_MARKER}></b>`, { scriptingEnabled: true });
  const found: BrowserReadFinding[] = [];
  let ended = false;
  const walk = (node: ParentNode, inert: boolean) => {
    for (const child of node.childNodes) {
      if (!('tagName' in child)) continue;
      if (!inert && child.attrs.some((attribute) => attribute.name === END_MARKER)) ended = true;
      found.push(...unsafeInTag(child.tagName, child.attrs.map((attribute): [string, string] => [attribute.name, attribute.value])));
      walk(child, inert);
      // A template's content is inert: the end marker found there was taken in.
      if (child.tagName === 'template') walk((child as DefaultTreeAdapterMap['template']).content, true);
    }
  };
  walk(fragment, false);
  return ended ? found : [...found, { kind: 'open' }];
}

/**
 * Elements after which a browser reads on other than a tag-by-tag reading of each piece does: text up
 * to their end tag (some of which htmlparser2 reads as markup), SVG and MathML, inert or odd content.
 */
const READ_APART = /<\/?(script|style|title|textarea|xmp|iframe|noembed|noframes|noscript|plaintext|svg|math|template|select)\b|<!\[CDATA\[/i;

/**
 * Whether a piece of HTML written in Markdown may be read otherwise by a browser than when it is read
 * alone: it names one of the elements above, or it ends inside a tag, an attribute or a comment, so
 * that what follows it is read as part of it, or it ends a comment otherwise than with `-->`. Pages whose HTML is none of that (a `<br>`, an `<img>`,
 * `<details>` around Markdown) are read whole by nobody but the browser: parsing a body whole took a
 * sixth of a 231-page build. Errs towards yes (a stray quote inside a tag counts as an open one).
 */
export function needsWholeRead(html: string): boolean {
  if (READ_APART.test(html)) return true;
  let state: 'data' | 'tag' | 'comment' | 'declaration' = 'data';
  let quote = '';
  for (let at = 0; at < html.length; at++) {
    const char = html[at]!;
    if (state === 'data') {
      if (char !== '<') continue;
      if (html.startsWith('!--', at + 1)) {
        // `<!-->` and `<!--->` end where they start for a browser, which a reading to `-->` misses.
        if (html.startsWith('>', at + 4) || html.startsWith('->', at + 4)) return true;
        state = 'comment';
        at += 3;
      } else if (html[at + 1] === '!' || html[at + 1] === '?') state = 'declaration';
      else if (/[A-Za-z/]/.test(html[at + 1] ?? '')) state = 'tag';
    } else if (state === 'comment') {
      // A browser ends a comment at `--!>` too, and what follows in the piece is markup.
      if (html.startsWith('--!>', at)) return true;
      if (html.startsWith('-->', at)) {
        state = 'data';
        at += 2;
      }
    } else if (state === 'declaration') {
      if (char === '>') state = 'data';
    } else if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '>') state = 'data';
  }
  return state !== 'data';
}
