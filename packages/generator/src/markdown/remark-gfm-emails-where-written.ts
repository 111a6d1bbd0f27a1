import remarkGfm from 'remark-gfm';
import type { Processor } from 'unified';

/** The name micromark's GFM extension gives its parse-time email autolink. */
const EMAIL_AUTOLINK = 'emailAutolink';

/** A micromark syntax extension: for each content type, the constructs each character code may start. */
type SyntaxExtension = Record<string, unknown>;

/**
 * GitHub's Markdown, whose tokenizer looks for email addresses only in a text that has an `@`. GFM finds
 * a literal autolink twice: while tokenizing (`www.`, `http://` and email constructs), then by
 * `mdast-util-gfm-autolink-literal`'s transform over the text nodes. The tokenizer's email construct is
 * tried at every word: it reads the word, finds no `@` and hands it back to be read again, a quarter of
 * the parser's time on real pages. No address can be found without an `@`, so a text without one is
 * tokenized without the construct, to the same tree; a text with one, as GFM does. Follows `remarkParse`,
 * whose parser it wraps.
 */
export function remarkGfmEmailsWhereWritten(this: Processor): void {
  (remarkGfm as unknown as (this: Processor) => void).call(this);
  const extensions = this.data().micromarkExtensions as SyntaxExtension[] | undefined;
  const parse = this.parser;
  if (!extensions?.length || !parse) throw new Error('remarkGfmEmailsWhereWritten follows remarkParse, and remark-gfm adds a micromark extension');
  const at = extensions.length - 1;
  const withEmails = extensions[at]!;
  const withoutEmails = withoutConstruct(withEmails, EMAIL_AUTOLINK);
  // remark-parse reads the extensions as it parses: this text's are put in place just before.
  this.parser = (document, file) => {
    extensions[at] = document.includes('@') ? withEmails : withoutEmails;
    return parse(document, file);
  };
}

/** `extension` with every construct named `name` taken out of its lists. */
function withoutConstruct(extension: SyntaxExtension, name: string): SyntaxExtension {
  const kept: SyntaxExtension = {};
  for (const [field, byCode] of Object.entries(extension)) {
    if (byCode === null || typeof byCode !== 'object' || Array.isArray(byCode)) {
      kept[field] = byCode;
      continue;
    }
    const lists: Record<string, unknown[]> = {};
    for (const [code, constructs] of Object.entries(byCode as Record<string, unknown>)) {
      const list = (Array.isArray(constructs) ? constructs : [constructs]).filter((construct) => (construct as { name?: string } | null)?.name !== name);
      if (list.length > 0) lists[code] = list;
    }
    kept[field] = lists;
  }
  return kept;
}
