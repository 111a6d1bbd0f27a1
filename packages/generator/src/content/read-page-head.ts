import { trimBlanks, trimBlanksEnd, withoutClosingHashes, explicitHeadingId } from '../text/blank-ends.js';
import { parseFrontMatter, type ParsedFrontMatter } from './parse-front-matter.js';

/**
 * What the model needs of a Markdown page before it is rendered: its front matter and its first
 * heading (the title when the front matter gives none). Taken as the file is read, so that the text
 * itself is not kept: a page job reads its file again when it renders it.
 */
export interface PageHead {
  frontMatter: ParsedFrontMatter;
  firstHeading: string | undefined;
}

export function readPageHead(source: string, displayPath: string): PageHead {
  return { frontMatter: parseFrontMatter(source, displayPath), firstHeading: firstHeadingOf(source) };
}

/**
 * The text of the page's first level-1 heading, ATX (`# Title`) or setext (`Title` over `===`), as a
 * Markdown reader finds it: not in the front matter or in a code block (a shell comment `# install` is
 * no title), its closing `#`s taken off only where a space comes before them (`# C#` is "C#"), and its
 * inline markup read as text. Read line by line up to that heading, not over the whole file.
 */
function firstHeadingOf(source: string): string | undefined {
  let at = frontMatterEnd(source);
  let fence: { marker: string; length: number } | undefined;
  let previousBlank = true;
  while (at < source.length) {
    const end = lineEnd(source, at);
    const line = source.slice(at, end).replace(/\r$/, '');
    at = end + 1;
    if (fence) {
      const closing = /^ {0,3}(`+|~+)$/.exec(trimBlanksEnd(line));
      if (closing && closing[1]![0] === fence.marker && closing[1]!.length >= fence.length) fence = undefined;
      continue;
    }
    const opening = /^ {0,3}(`{3,}|~{3,})/.exec(line);
    if (opening) {
      fence = { marker: opening[1]![0]!, length: opening[1]!.length };
      previousBlank = false;
      continue;
    }
    const blank = line.trim() === '';
    // Indented code after a blank line is code, not a heading.
    const indentedCode = previousBlank && /^(?: {4}|\t)/.test(line);
    if (!indentedCode) {
      const atx = /^ {0,3}#(?![^ \t])/.exec(line);
      if (atx) return headingText(withoutClosingHashes(trimBlanks(line.slice(atx[0].length))));
      if (!blank && previousBlank && at < source.length) {
        const next = source.slice(at, lineEnd(source, at)).replace(/\r$/, '');
        if (/^ {0,3}=+$/.test(trimBlanksEnd(next)) && !/^ {0,3}(?:[-*+>]|\d+[.)])[ \t]/.test(line)) return headingText(line.trim());
      }
    }
    previousBlank = blank;
  }
  return undefined;
}

function lineEnd(source: string, from: number): number {
  const end = source.indexOf('\n', from);
  return end < 0 ? source.length : end;
}

/** Where the body starts: after the front matter (a first line of `---` to the next line of `---`), else at 0. */
function frontMatterEnd(source: string): number {
  const opening = /^---[ \t]*\r?\n/.exec(source);
  if (!opening) return 0;
  const closing = /^---[ \t]*(?:\r?\n|$)/m.exec(source.slice(opening[0].length));
  return closing ? opening[0].length + closing.index + closing[0].length : 0;
}

/** How much of a heading a title is read from: far more than any title shows. */
const HEADING_READ = 2_000;

/**
 * A heading's inline Markdown as plain text: escapes as the characters they escape, links and images
 * as their text, HTML tags and emphasis marks left out (an underscore inside a word stays: `user_id`),
 * and a `{#custom-id}` at the end taken off.
 */
function headingText(written: string): string | undefined {
  // A title is read from the heading's start: its markup is read back and forth (`<<<…`, `[a](…`).
  const heading = written.slice(0, HEADING_READ);
  const explicit = explicitHeadingId(heading);
  const text = (explicit ? heading.slice(0, explicit.at) : heading)
    .replace(/\\([!-/:-@[-`{-~])|<[^>]*>|!?\[([^\]]*)\](?:\([^)]*\)|\[[^\]]*\])|[*`]+|(?<![\p{L}\p{N}])_+|_+(?![\p{L}\p{N}])/gu, (_whole, escaped?: string, linked?: string) => escaped ?? linked ?? '')
    .trim();
  return text || undefined;
}
