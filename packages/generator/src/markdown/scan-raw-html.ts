import { Parser } from 'htmlparser2';
import { unsafeUrlScheme } from '@docs/shared';
import type { SectionCollector } from '../text/create-section-collector.js';

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
}

/**
 * Reads raw HTML an author wrote in Markdown, once: its ids, its text for search (given to `sections`),
 * and what would run script in a reader's browser: `<script>` elements (but JSON data blocks),
 * event-handler attributes (`onerror=`), `srcdoc`, `<base>`, and links or sources with a
 * `javascript:`, `vbscript:` or (but images) `data:` URL. Entities are decoded first, as a browser does.
 */
export function scanRawHtml(html: string, sections?: SectionCollector): ScannedRawHtml {
  const unsafe: UnsafeMarkup[] = [];
  const ids: string[] = [];
  const parser: Parser = new Parser(
    {
      onopentag(tag, attributes) {
        const offset = parser.startIndex;
        if (attributes['id']) ids.push(attributes['id']);
        if (tag === 'a' && attributes['name']) ids.push(attributes['name']);
        sections?.open(tag, { ariaHidden: attributes['aria-hidden'] === 'true', hidden: 'hidden' in attributes, searchExclude: 'data-search-exclude' in attributes, ...(attributes['id'] ? { id: attributes['id'] } : {}) });
        if (tag === 'script' && !DATA_SCRIPT.test(attributes['type'] ?? '')) unsafe.push({ kind: 'html', what: 'a <script> element', offset });
        if (tag === 'base') unsafe.push({ kind: 'html', what: 'a <base> element, which would redirect every relative link', offset });
        for (const [name, value] of Object.entries(attributes)) {
          if (name.startsWith('on')) unsafe.push({ kind: 'html', what: `an ${name} event-handler attribute`, offset });
          else if (name === 'srcdoc') unsafe.push({ kind: 'html', what: 'an srcdoc attribute', offset });
          else if (URL_ATTRIBUTES.has(name) || name === 'srcset') {
            const urls = name === 'srcset' ? value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? '') : [value];
            for (const url of urls) {
              const scheme = unsafeUrlScheme(url, { image: IMAGE_TAGS.has(tag) && (name === 'src' || name === 'srcset') });
              if (scheme) unsafe.push({ kind: 'link', what: `a ${scheme}: URL in ${name}`, offset });
            }
          }
        }
      },
      ontext(text) {
        sections?.text(text);
      },
      onclosetag(tag) {
        sections?.close(tag);
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeSelfClosing: true },
  );
  parser.write(html);
  parser.end();
  return { unsafe, ids };
}
