import { escapeText } from './token-classes.js';

/**
 * Text that CommonMark with GFM can only read as plain text inside a paragraph: no character that opens
 * inline syntax, an entity, raw HTML or a link (`*_`[]<>&\~|@!#`), nor the start of an autolink (`://`,
 * `www.`).
 */
const PLAIN_TEXT = /^[\p{L}\p{M}\p{N} ,.;:'’‘“”"()?%+=/$-]*$/u;
const AUTOLINK_START = /:\/\/|www\./i;
/** A line that starts with a letter opens no block (list, heading, quote, code block, table). */
const LETTER_FIRST = /^\p{L}/u;
/** A code span of single backticks (a run of two is no close): its text is taken as it is, whatever it holds. */
const CODE_SPAN = /(?<!`)`([^`\n]+)`(?!`)/g;

/**
 * The HTML the description processor makes of `text` when it is paragraphs of plain lines, which may
 * hold code spans (`` `id` ``), else nothing. Most descriptions in an API description are such text, and
 * thousands of them went through the whole Markdown pipeline for a paragraph or two.
 */
export function renderPlainText(text: string): string | undefined {
  const paragraphs: string[] = [];
  let lines: string[] = [];
  for (const line of text.split('\n')) {
    if (line === '') {
      if (lines.length) paragraphs.push(`<p>${lines.join('\n')}</p>`);
      lines = [];
      continue;
    }
    const html = lineHtml(line);
    if (html === undefined) return undefined;
    lines.push(html);
  }
  if (lines.length) paragraphs.push(`<p>${lines.join('\n')}</p>`);
  return paragraphs.length ? paragraphs.join('\n') : undefined;
}

/** The HTML of one line of a paragraph, or nothing when Markdown could read it as more than text and code spans. */
function lineHtml(line: string): string | undefined {
  if (line.endsWith(' ') || !(LETTER_FIRST.test(line) || /^`[^`]/.test(line))) return undefined;
  let html = '';
  let from = 0;
  for (const span of line.matchAll(CODE_SPAN)) {
    const before = line.slice(from, span.index);
    if (!isPlain(before)) return undefined;
    html += `${before}<code>${escapeText(codeText(span[1]!))}</code>`;
    from = span.index + span[0].length;
  }
  const rest = line.slice(from);
  return isPlain(rest) ? html + rest : undefined;
}

const isPlain = (text: string) => PLAIN_TEXT.test(text) && !AUTOLINK_START.test(text);

/** A code span's text as CommonMark takes it: one space off each end when both ends have one and it is not all spaces. */
function codeText(text: string): string {
  return text.length > 2 && text.startsWith(' ') && text.endsWith(' ') && text.trim() !== '' ? text.slice(1, -1) : text;
}
