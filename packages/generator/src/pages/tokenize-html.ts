import { decodeHTML, decodeHTMLAttribute } from 'entities';

/** What a tokenizer hands on: tags, the attributes asked for, text and comments, in document order. */
export interface HtmlTokenHandler {
  /** The attributes whose values are wanted, by lower-case name; the others are skipped unread. */
  readonly attributes: ReadonlySet<string>;
  /** Whether text is wanted at this point (text that is not wanted is neither sliced nor decoded). */
  wantsText(): boolean;
  startTag(name: string): void;
  attribute(name: string, value: string): void;
  /** `closesItself`: a `/>` that ends the element, which it does only in SVG and MathML, as browsers read it. */
  endOfStartTag(closesItself: boolean): void;
  endTag(name: string): void;
  text(text: string): void;
  comment(text: string): void;
}

/** Elements whose content is text up to their own end tag: no tags, no entities (raw text) … */
const RAW_TEXT = new Set(['script', 'style', 'xmp', 'iframe', 'noembed', 'noframes']);
/** … and text with entities but no tags (escapable raw text). */
const ESCAPABLE_RAW_TEXT = new Set(['textarea', 'title']);
/** Elements whose content is SVG or MathML, where raw-text rules do not apply and CDATA sections do. */
const FOREIGN = new Set(['svg', 'math']);

/** What a tag's name says about how to read on. */
const enum NameKind {
  Ordinary = 0,
  /** SVG or MathML: raw-text rules do not apply inside, CDATA sections do. */
  Foreign = 1,
  /** Text up to the element's own end tag, no tags, no entities. */
  RawText = 2,
  /** Text up to the element's own end tag, with entities. */
  EscapableRawText = 3,
}

interface KnownName {
  name: string;
  kind: NameKind;
}

/** Names longer than this are not looked up in the table. */
const LONGEST_KNOWN = 16;

/**
 * The element names that pages use, by length and first letter: a tag's name is matched against these in
 * place, so the common case makes no new string. Slicing and lower-casing each name, then hashing it for
 * every set it was looked up in, took half the time of a scan.
 */
const KNOWN_NAMES: (KnownName[] | undefined)[] = [];
const kindOf = (name: string): NameKind =>
  FOREIGN.has(name) ? NameKind.Foreign : RAW_TEXT.has(name) ? NameKind.RawText : ESCAPABLE_RAW_TEXT.has(name) ? NameKind.EscapableRawText : NameKind.Ordinary;
for (const name of (
  'a abbr address area article aside audio b base bdi bdo blockquote body br button canvas caption cite code col colgroup ' +
  'data datalist dd del details dfn dialog div dl dt em embed fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 head ' +
  'header hgroup hr html i iframe img input ins kbd label legend li link main map mark math menu meta meter nav noembed ' +
  'noframes noscript object ol optgroup option output p picture pre progress q rp rt ruby s samp script search section ' +
  'select slot small source span strong style sub summary sup table tbody td template textarea tfoot th thead time title ' +
  'tr track u ul var video wbr xmp svg path g circle rect line polyline polygon ellipse use defs symbol lineargradient ' +
  'stop clippath mask text tspan'
).split(' ')) {
  const key = nameKey(name.length, name.charCodeAt(0));
  (KNOWN_NAMES[key] ??= []).push({ name, kind: kindOf(name) });
}

function nameKey(length: number, firstCode: number): number {
  return length * 32 + ((firstCode | 32) & 31);
}

/** The name written from `start` to `end`, in lower case, and its kind: a shared one when it is known and written in lower case. */
function nameAt(html: string, start: number, end: number): KnownName {
  if (end - start <= LONGEST_KNOWN) {
    const candidates = KNOWN_NAMES[nameKey(end - start, html.charCodeAt(start))];
    if (candidates) for (const candidate of candidates) if (html.startsWith(candidate.name, start)) return candidate;
  }
  const name = html.slice(start, end).toLowerCase();
  return { name, kind: kindOf(name) };
}

const isAsciiLetter = (code: number) => (code | 32) >= 97 && (code | 32) <= 122;
/** Tab, line feed, form feed, carriage return and space: what separates a tag's parts. */
const isSpace = (code: number) => code === 32 || code === 10 || code === 9 || code === 12 || code === 13;
const GT = 62;
const SLASH = 47;
const EQUALS = 61;

/**
 * Tokenizes HTML the way a browser's tokenizer reads it (tags, attributes, text, comments, raw-text
 * elements, CDATA in SVG), for a reader that only wants a few things out of it: tag names are matched
 * in place, and only the attributes and text asked for are sliced and decoded. It keeps no tree; what
 * the tags mean is the handler's business. Over the pages of a 300-operation description, the shell
 * scan took 1.13 s on it against 1.57 s on htmlparser2's general tokenizer, which hands every attribute
 * and every run of text over in pieces.
 */
export function tokenizeHtml(html: string, handler: HtmlTokenHandler): void {
  const length = html.length;
  // The wanted attributes by the length of their names, matched in place (`wantedAt`).
  const wantedByLength: string[][] = [];
  for (const name of handler.attributes) (wantedByLength[name.length] ??= []).push(name);
  let foreignDepth = 0;
  let at = 0;

  const text = (start: number, end: number, decode: boolean) => {
    if (end <= start || !handler.wantsText()) return;
    const raw = html.slice(start, end);
    handler.text(decode && raw.includes('&') ? decodeHTML(raw) : raw);
  };
  /** Reads a start tag from its name's first letter; returns where reading goes on. */
  const startTag = (from: number): number => {
    let i = endOfName(html, from);
    if (i >= length) return length; // A tag cut off by the end of the file is dropped, as browsers do.
    const { name, kind } = nameAt(html, from, i);
    handler.startTag(name);
    let selfClosing = false;
    while (i < length) {
      const code = html.charCodeAt(i);
      if (isSpace(code)) {
        i++;
        continue;
      }
      if (code === GT) break;
      if (code === SLASH) {
        selfClosing = html.charCodeAt(i + 1) === GT;
        i++;
        continue;
      }
      selfClosing = false;
      // An attribute's name runs to a space, `/`, `>` or `=` (a leading `=` is part of it).
      const nameStart = i++;
      let upperCase = isUpperCase(html.charCodeAt(nameStart));
      while (i < length) {
        const c = html.charCodeAt(i);
        if (isSpace(c) || c === SLASH || c === GT || c === EQUALS) break;
        if (isUpperCase(c)) upperCase = true;
        i++;
      }
      const nameEnd = i;
      while (i < length && isSpace(html.charCodeAt(i))) i++;
      let valueStart = i;
      let valueEnd = i;
      if (html.charCodeAt(i) === EQUALS) {
        i++;
        while (i < length && isSpace(html.charCodeAt(i))) i++;
        const quote = html.charCodeAt(i);
        if (quote === 34 || quote === 39) {
          valueStart = i + 1;
          valueEnd = html.indexOf(quote === 34 ? '"' : "'", valueStart);
          if (valueEnd < 0) return length;
          i = valueEnd + 1;
        } else {
          valueStart = i;
          while (i < length) {
            const c = html.charCodeAt(i);
            if (isSpace(c) || c === GT) break;
            i++;
          }
          valueEnd = i;
        }
      }
      const candidates = wantedByLength[nameEnd - nameStart];
      const attribute = candidates && wantedAt(html, nameStart, nameEnd, upperCase, candidates);
      if (attribute) {
        const value = html.slice(valueStart, valueEnd);
        handler.attribute(attribute, value.includes('&') ? decodeHTMLAttribute(value) : value);
      }
    }
    if (i >= length) return length;
    handler.endOfStartTag(selfClosing && (foreignDepth > 0 || kind === NameKind.Foreign));
    if (kind === NameKind.Foreign) {
      if (!selfClosing) foreignDepth++;
    } else if (foreignDepth === 0 && kind !== NameKind.Ordinary) {
      // The content runs to the first end tag of the same name, whatever it holds.
      const end = endOfRawText(html, i + 1, name);
      text(i + 1, end, kind === NameKind.EscapableRawText);
      return end;
    }
    return i + 1;
  };
  /** Reads an end tag from its name's first letter. */
  const endTag = (from: number): number => {
    const nameEnd = endOfName(html, from);
    let close = nameEnd;
    while (close < length && html.charCodeAt(close) !== GT) close++;
    if (close >= length) return length;
    const { name, kind } = nameAt(html, from, nameEnd);
    if (kind === NameKind.Foreign && foreignDepth > 0) foreignDepth--;
    handler.endTag(name);
    return close + 1;
  };
  /** A comment from after its `<!--`; `<!-->` and `<!--->` are empty ones. */
  const comment = (from: number): number => {
    if (html.charCodeAt(from) === GT) return from + 1;
    if (html.startsWith('->', from)) return from + 2;
    let end = html.indexOf('-->', from);
    if (end < 0) end = length;
    handler.comment(html.slice(from, end));
    return Math.min(end + 3, length);
  };
  /** `<!…>` and `<?…>` that are not comments: bogus comments, up to the next `>`. */
  const bogusComment = (from: number): number => {
    const end = html.indexOf('>', from);
    return end < 0 ? length : end + 1;
  };

  while (at < length) {
    // The engine's search for a character, several times faster than a loop over the text.
    let lt = html.indexOf('<', at);
    if (lt < 0) lt = length;
    if (lt >= length) {
      text(at, length, true);
      break;
    }
    const next = html.charCodeAt(lt + 1);
    if (isAsciiLetter(next)) {
      text(at, lt, true);
      at = startTag(lt + 1);
    } else if (next === SLASH) {
      text(at, lt, true);
      const after = html.charCodeAt(lt + 2);
      at = isAsciiLetter(after) ? endTag(lt + 2) : after === GT ? lt + 3 : bogusComment(lt + 2);
    } else if (next === 33 /* ! */) {
      text(at, lt, true);
      if (html.startsWith('--', lt + 2)) at = comment(lt + 4);
      else if (foreignDepth > 0 && html.startsWith('[CDATA[', lt + 2)) {
        const end = html.indexOf(']]>', lt + 9);
        text(lt + 9, end < 0 ? length : end, false);
        at = end < 0 ? length : end + 3;
      } else at = bogusComment(lt + 2);
    } else if (next === 63 /* ? */) {
      text(at, lt, true);
      at = bogusComment(lt + 2);
    } else {
      // A `<` that starts no tag is text: read on past it.
      const following = html.indexOf('<', lt + 1);
      const end = following < 0 ? length : following;
      text(at, end, true);
      at = end;
    }
  }
}

const isUpperCase = (code: number) => code >= 65 && code <= 90;

/**
 * Which of the wanted attribute names (all of this length, in lower case) is written from `start` to
 * `end`, if any: compared in place, as templates write names in lower case; a name with capitals is
 * lower-cased first.
 */
function wantedAt(html: string, start: number, end: number, upperCase: boolean, candidates: readonly string[]): string | undefined {
  if (upperCase) {
    const name = html.slice(start, end).toLowerCase();
    return candidates.find((candidate) => candidate === name);
  }
  for (const candidate of candidates) if (html.startsWith(candidate, start)) return candidate;
  return undefined;
}

/** Where a tag's name that starts at `from` ends: at a space, `/` or `>`, or the end of the file. */
function endOfName(html: string, from: number): number {
  let at = from;
  while (at < html.length) {
    const code = html.charCodeAt(at);
    if (isSpace(code) || code === SLASH || code === GT) break;
    at++;
  }
  return at;
}

/** Where the raw text of a `name` element ends: at its end tag (`</name` then a space, `/` or `>`), or the end of the file. */
function endOfRawText(html: string, from: number, name: string): number {
  let at = from;
  for (;;) {
    const lt = html.indexOf('</', at);
    if (lt < 0) return html.length;
    const after = html.charCodeAt(lt + 2 + name.length);
    if (html.slice(lt + 2, lt + 2 + name.length).toLowerCase() === name && (isSpace(after) || after === SLASH || after === GT)) return lt;
    at = lt + 2;
  }
}
