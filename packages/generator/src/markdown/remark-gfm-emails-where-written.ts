import remarkGfm from 'remark-gfm';
import type { Processor } from 'unified';

/** The name micromark's GFM extension gives its parse-time email autolink. */
const EMAIL_AUTOLINK = 'emailAutolink';

/** A micromark syntax extension: for each content type, the constructs each character code may start. */
type SyntaxExtension = Record<string, unknown>;

/** What this plugin needs of a micromark construct and of the tokenizer that runs it. */
interface TokenizerContext {
  now(): { offset: number };
}
type State = (code: number | null) => unknown;
interface Construct {
  name?: string;
  previous?: (this: TokenizerContext, code: number | null) => boolean;
  tokenize: (this: TokenizerContext, effects: unknown, ok: State, nok: State) => State;
}

/**
 * GitHub's Markdown, whose tokenizer looks for an email address only where one can be: at a word that
 * runs into an `@`. GFM finds a literal autolink twice: while tokenizing (`www.`, `http://` and email
 * constructs), then by `mdast-util-gfm-autolink-literal`'s transform over the text nodes. The
 * tokenizer's email construct is tried at every word: it reads the word, finds no `@` and hands it back
 * to be read again, a quarter of the parser's time on pages that have an `@` anywhere (a third of real
 * pages: in code, in an address). So a text without an `@` is tokenized without the construct, and in a
 * text with one the construct is tried only at a word whose address characters run into an `@`: the
 * same tree, since anywhere else it fails. Follows `remarkParse`, whose parser it wraps.
 */
export function remarkGfmEmailsWhereWritten(this: Processor): void {
  (remarkGfm as unknown as (this: Processor) => void).call(this);
  const extensions = this.data().micromarkExtensions as SyntaxExtension[] | undefined;
  const parse = this.parser;
  if (!extensions?.length || !parse) throw new Error('remarkGfmEmailsWhereWritten follows remarkParse, and remark-gfm adds a micromark extension');
  const at = extensions.length - 1;
  // The text being parsed, where micromark's offsets start in it (after a byte order mark, which it
  // skips), and where in it an address may start, found when first asked.
  let text = '';
  let base = 0;
  let starts: Uint8Array | undefined;
  const addressAt = (offset: number) => (starts ??= findAddressStarts(text))[base + offset] === 1;
  const whereAddresses = mapConstruct(extensions[at]!, EMAIL_AUTOLINK, (construct) => onlyWhere(construct, addressAt));
  const withoutEmails = mapConstruct(extensions[at]!, EMAIL_AUTOLINK, () => undefined);
  if (whereAddresses === undefined || withoutEmails === undefined) throw new Error(`remark-gfm no longer has a construct named ${EMAIL_AUTOLINK}`);
  // remark-parse reads the extensions as it parses: this text's are put in place just before.
  this.parser = (document, file) => {
    text = document;
    base = document.charCodeAt(0) === 0xfeff ? 1 : 0;
    starts = undefined;
    extensions[at] = document.includes('@') ? whereAddresses : withoutEmails;
    try {
      return parse(document, file);
    } finally {
      text = '';
      starts = undefined;
    }
  };
}

/** `construct`, tried only at offsets for which `where` holds: elsewhere the text goes on as data. */
function onlyWhere(construct: Construct, where: (offset: number) => boolean): Construct {
  return {
    ...construct,
    // Asked at every word start whether the text breaks there for the construct to be tried. Where it
    // no longer breaks, no other construct of that character is tried either: for letters and digits
    // those are GFM's `www.` and `http://` autolinks, which check their own `previous` again anyway.
    previous(code) {
      return (!construct.previous || construct.previous.call(this, code)) && where(this.now().offset);
    },
    // Tried anyway where another construct breaks the text (`h` of `http://`, `w` of `www.`).
    tokenize(effects, ok, nok) {
      const start = construct.tokenize.call(this, effects, ok, nok);
      const offset = this.now().offset;
      return (code) => (where(offset) ? start(code) : nok(code));
    },
  };
}

/**
 * For each character of `text`, 1 where the address characters from there on (letters and digits of
 * ASCII, `+`, `-`, `.`, `_`) run into an `@`: one pass from the end, however the text is asked.
 */
function findAddressStarts(text: string): Uint8Array {
  const starts = new Uint8Array(text.length + 1);
  // Whether the character after the one at hand is an `@`, or starts a run into one.
  let runsIn = false;
  for (let index = text.length - 1; index >= 0; index--) {
    const code = text.charCodeAt(index);
    if (code === 0x40) runsIn = true;
    else if (isAddressCharacter(code)) {
      if (runsIn) starts[index] = 1;
    } else runsIn = false;
  }
  return starts;
}

function isAddressCharacter(code: number): boolean {
  return (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a) || (code >= 0x30 && code <= 0x39) || code === 0x2b || code === 0x2d || code === 0x2e || code === 0x5f;
}

/** `extension` with every construct named `name` replaced by what `replace` makes of it, or taken out where that is nothing; nothing if it has none. */
function mapConstruct(extension: SyntaxExtension, name: string, replace: (construct: Construct) => Construct | undefined): SyntaxExtension | undefined {
  const mapped: SyntaxExtension = {};
  const replaced = new Map<Construct, Construct | undefined>();
  for (const [field, byCode] of Object.entries(extension)) {
    if (byCode === null || typeof byCode !== 'object' || Array.isArray(byCode)) {
      mapped[field] = byCode;
      continue;
    }
    const lists: Record<string, unknown[]> = {};
    for (const [code, constructs] of Object.entries(byCode as Record<string, unknown>)) {
      const list = (Array.isArray(constructs) ? constructs : [constructs]).flatMap((construct) => {
        if ((construct as Construct | null)?.name !== name) return [construct];
        if (!replaced.has(construct as Construct)) replaced.set(construct as Construct, replace(construct as Construct));
        const made = replaced.get(construct as Construct);
        return made ? [made] : [];
      });
      if (list.length > 0) lists[code] = list;
    }
    mapped[field] = lists;
  }
  return replaced.size > 0 ? mapped : undefined;
}
