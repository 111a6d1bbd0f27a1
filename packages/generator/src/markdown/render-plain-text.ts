/**
 * One line that CommonMark with GFM can only read as a paragraph of plain text: it starts with a letter (no
 * list, heading, quote or code block), and holds no character that opens inline syntax, an entity, raw HTML
 * or a link (`*_`[]<>&\~|@!#`), nor the start of an autolink (`://`, `www.`).
 */
const PLAIN_LINE = /^\p{L}[\p{L}\p{M}\p{N} ,.;:'’‘“”"()?%+=/$-]*$/u;
const AUTOLINK_START = /:\/\/|www\./i;

/**
 * The HTML the Markdown processor makes of `text` when it is a line of plain text (`<p>text</p>`), else
 * nothing. Most descriptions in an API description are such lines, and thousands of them went through
 * the whole Markdown pipeline for a paragraph.
 */
export function renderPlainText(text: string): string | undefined {
  if (!PLAIN_LINE.test(text) || AUTOLINK_START.test(text) || text.endsWith(' ')) return undefined;
  return `<p>${text}</p>`;
}
