import { Parser } from 'htmlparser2';
import { unsafeUrlScheme } from '@docs/shared';
import type { SectionCollector } from '../text/create-section-collector.js';
import { closesItselfInVain } from './close-self-closed-tags.js';

/** Something in a page that would run script in a reader's browser, and where it starts. */
export interface UnsafeMarkup {
  /** A link or source with a dangerous URL, or markup that runs script whatever its URLs. */
  kind: 'link' | 'html';
  /** What it is, for the message: "a javascript: URL in href", "an onerror event-handler attribute". */
  what: string;
  /** Offset in the HTML text given. */
  offset: number;
}

/** Attributes whose value is a URL a browser may follow or load. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'data', 'cite', 'background', 'ping']);
/** Where a URL is expected to be an image, which may be a `data:` URL. */
const IMAGE_TAGS = new Set(['img', 'source', 'picture', 'image']);
/** `<script>` types that are data, which browsers never run. */
const DATA_SCRIPT = /^application\/(ld\+)?json$/i;

/** What raw HTML written in Markdown holds that the build needs to know. */
export interface ScannedRawHtml {
  unsafe: UnsafeMarkup[];
  /** Ids of its elements (and names of its anchors), which links may point at. */
  ids: string[];
  /** Where its tags with an `href` or a `src` are (offsets of their `<` and `>`): not in comments or text. */
  linkTags: { start: number; end: number }[];
  /** Whether it writes an element a browser keeps open self-closed (`<sup/>`): `closeSelfClosedTags` mends it. */
  selfClosed: boolean;
  /** Where its `<style>` elements start, whose rules the pages' Content-Security-Policy keeps from applying. */
  styles: number[];
}

/** SVG animations whose values may set a link's URL (`<set attributeName="href" to="javascript:…">`). */
const ANIMATION_TAGS = new Set(['animate', 'set']);
const ANIMATION_VALUES = new Set(['to', 'from', 'values']);

/**
 * What in one start tag (its name and attributes, in lower case, entities decoded) would run script in
 * a reader's browser: a `<script>` (but a JSON data block), `<base>`, event-handler attributes
 * (`onerror=`), `srcdoc`, and URLs with a `javascript:`, `vbscript:` or (but images) `data:` scheme,
 * those a `<meta http-equiv="refresh">` goes to and SVG animations set included.
 */
export function unsafeInTag(tag: string, attributes: Iterable<[name: string, value: string]>): Omit<UnsafeMarkup, 'offset'>[] {
  const found: Omit<UnsafeMarkup, 'offset'>[] = [];
  const all = [...attributes];
  const valueOf = (wanted: string) => all.find(([name]) => name === wanted)?.[1];
  if (tag === 'script' && !DATA_SCRIPT.test(valueOf('type') ?? '')) found.push({ kind: 'html', what: 'a <script> element' });
  if (tag === 'base') found.push({ kind: 'html', what: 'a <base> element, which would redirect every relative link' });
  if (tag === 'meta' && valueOf('http-equiv')?.trim().toLowerCase() === 'refresh') {
    // `content="0; url=…"`: a page that moved may send readers on, but not to a script.
    const target = (valueOf('content') ?? '').replace(/^[^;,]*[;,]\s*(url\s*=\s*)?/i, '').replace(/^['"]|['"]$/g, '');
    const scheme = unsafeUrlScheme(target);
    if (scheme) found.push({ kind: 'link', what: `a ${scheme}: URL in a <meta http-equiv="refresh">` });
  }
  for (const [name, value] of all) {
    if (name.startsWith('on')) found.push({ kind: 'html', what: `an ${name} event-handler attribute` });
    else if (name === 'srcdoc') found.push({ kind: 'html', what: 'an srcdoc attribute' });
    else if (URL_ATTRIBUTES.has(name) || name === 'srcset' || (ANIMATION_TAGS.has(tag) && ANIMATION_VALUES.has(name))) {
      const urls = name === 'srcset' ? value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? '') : name === 'values' ? value.split(';') : [value];
      for (const url of urls) {
        const scheme = unsafeUrlScheme(url, { image: IMAGE_TAGS.has(tag) && (name === 'src' || name === 'srcset') });
        if (scheme) found.push({ kind: 'link', what: `a ${scheme}: URL in ${name}` });
      }
    }
  }
  return found;
}

/**
 * Reads raw HTML an author wrote in Markdown, once: its ids, its text for search (given to `sections`),
 * and what would run script in a reader's browser (`unsafeInTag`). Entities are decoded first, as a
 * browser does. Each piece is read alone; the body they end up in is read whole as well
 * (`findUnsafeAsBrowserReads`).
 */
export function scanRawHtml(html: string, sections?: SectionCollector): ScannedRawHtml {
  const unsafe: UnsafeMarkup[] = [];
  const ids: string[] = [];
  const linkTags: ScannedRawHtml['linkTags'] = [];
  let selfClosed = false;
  let opened = -1;
  const styles: number[] = [];
  const parser: Parser = new Parser(
    {
      onopentag(tag, attributes) {
        const offset = parser.startIndex;
        opened = parser.endIndex;
        if (tag === 'style') styles.push(offset);
        if (attributes['id']) ids.push(attributes['id']);
        if (tag === 'a' && attributes['name']) ids.push(attributes['name']);
        sections?.open(tag, { ariaHidden: attributes['aria-hidden'] === 'true', hidden: 'hidden' in attributes, searchExclude: 'data-search-exclude' in attributes, ...(attributes['id'] ? { id: attributes['id'] } : {}) });
        for (const found of unsafeInTag(tag, Object.entries(attributes))) unsafe.push({ ...found, offset });
        if ('href' in attributes || 'src' in attributes) linkTags.push({ start: offset, end: parser.endIndex });
      },
      ontext(text) {
        sections?.text(text);
      },
      onclosetag(tag, implied) {
        // Closed at once where it opened: written self-closed (see `closeSelfClosedTags`).
        if (!selfClosed && implied && parser.endIndex === opened && closesItselfInVain(html.slice(opened - 1, opened + 1), tag)) selfClosed = true;
        sections?.close(tag);
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeSelfClosing: true },
  );
  parser.write(html);
  parser.end();
  return { unsafe, ids, linkTags, selfClosed, styles };
}
