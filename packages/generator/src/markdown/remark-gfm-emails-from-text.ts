import remarkGfm from 'remark-gfm';
import type { Processor } from 'unified';

/** The name micromark's GFM extension gives its parse-time email autolink. */
const EMAIL_AUTOLINK = 'emailAutolink';

/** A micromark syntax extension: for each content type, the constructs each character code may start. */
type SyntaxExtension = Record<string, unknown>;

/**
 * GitHub's Markdown, with email addresses made links from the parsed text rather than while parsing.
 * GFM finds a literal autolink twice: the tokenizer's `www.`, `http://` and email constructs, and then
 * `mdast-util-gfm-autolink-literal`'s transform over the text nodes, which finds the same three kinds.
 * The tokenizer's email construct is tried at every letter and digit that starts a word: it reads the
 * word, finds no `@` and hands it back to be read again, a quarter of the parser's time on real pages.
 * Without it the transform links every address the construct did. Two rare forms differ, both towards
 * the GFM spec: `xmpp:a@b.org/x` (outside a page's prose, where `:b` is a directive) becomes one link
 * rather than a link inside text, and an address written with a character reference (`a&#95;b@x.org`)
 * is linked whole.
 */
export function remarkGfmEmailsFromText(this: Processor): void {
  (remarkGfm as unknown as (this: Processor) => void).call(this);
  const extensions = this.data().micromarkExtensions as SyntaxExtension[] | undefined;
  if (!extensions?.length) throw new Error('remark-gfm no longer adds a micromark extension where expected');
  extensions[extensions.length - 1] = withoutConstruct(extensions[extensions.length - 1]!, EMAIL_AUTOLINK);
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
