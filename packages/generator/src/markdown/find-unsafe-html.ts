import { Parser } from 'htmlparser2';
import { unsafeUrlScheme } from '@docs/shared';

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

/**
 * Finds what would run script in raw HTML an author wrote in Markdown: `<script>` elements (but JSON
 * data blocks), event-handler attributes (`onerror=`), `srcdoc`, `<base>`, and links or sources with a
 * `javascript:`, `vbscript:` or (but images) `data:` URL. Entities are decoded first, as a browser does.
 */
export function findUnsafeHtml(html: string): UnsafeMarkup[] {
  const found: UnsafeMarkup[] = [];
  const parser: Parser = new Parser(
    {
      onopentag(tag, attributes) {
        const offset = parser.startIndex;
        if (tag === 'script' && !DATA_SCRIPT.test(attributes['type'] ?? '')) found.push({ kind: 'html', what: 'a <script> element', offset });
        if (tag === 'base') found.push({ kind: 'html', what: 'a <base> element, which would redirect every relative link', offset });
        for (const [name, value] of Object.entries(attributes)) {
          if (name.startsWith('on')) found.push({ kind: 'html', what: `an ${name} event-handler attribute`, offset });
          else if (name === 'srcdoc') found.push({ kind: 'html', what: 'an srcdoc attribute', offset });
          else if (URL_ATTRIBUTES.has(name) || name === 'srcset') {
            const urls = name === 'srcset' ? value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? '') : [value];
            for (const url of urls) {
              const scheme = unsafeUrlScheme(url, { image: IMAGE_TAGS.has(tag) && (name === 'src' || name === 'srcset') });
              if (scheme) found.push({ kind: 'link', what: `a ${scheme}: URL in ${name}`, offset });
            }
          }
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeSelfClosing: true },
  );
  parser.write(html);
  parser.end();
  return found;
}
