/**
 * How deep blocks may nest (lists, blockquotes, `:::` containers, `[` brackets). Real pages stay
 * below ten; the Markdown parser's time grows with depth times length, so a page thousands of levels
 * deep would take minutes and then overflow the stack.
 */
export const MAX_NESTING = 100;
/**
 * Emphasis markers (`*`, `_`) a paragraph may hold, and the longest run of them. The parser pairs each
 * closing marker with the openers before it, so its time grows with the square of their number: 10,000
 * in one paragraph take a second, 20,000 five, 60,000 minutes; and a run of thousands nests emphasis
 * thousands deep, which overflows the stack. Real paragraphs hold a few dozen; a table's cells are read
 * one by one, so its rows are not counted.
 */
export const MAX_EMPHASIS_MARKERS = 10_000;
export const MAX_EMPHASIS_RUN = 1_000;

export interface DeepNesting {
  line: number;
  depth: number;
  /** What nests: "lists and blockquotes", "`:::` containers", "brackets"; or "emphasis markers" (`depth` their number) or "a run of emphasis markers" (its length). */
  what: string;
  /** The most allowed. */
  limit: number;
}

const SPACE = 32;
const TAB = 9;
const NEWLINE = 10;
const CARRIAGE_RETURN = 13;

/**
 * Finds the first line nested deeper than `limit`, in one pass over the text and before any parsing.
 * A line's depth is estimated from what opens containers at its start: each `>` and list marker, and
 * every two columns of indentation (the least a nested list item needs). The estimate never falls
 * short of the real depth, so nothing deeper gets through, and overshoots only on lines indented by
 * hundreds of columns. `:::` containers are counted as they open and close, and `[` brackets within
 * a paragraph.
 */
export function findDeepNesting(source: string, limit: number = MAX_NESTING): DeepNesting | undefined {
  let directives = 0;
  let brackets = 0;
  let emphasis = 0;
  let line = 1;
  // The fence of the top-level code block the line is in: its lines are text, however indented (a
  // line of code 202 spaces in is no nesting). Only a top-level block: unclosed, it runs to the end of
  // the file, so no Markdown can hide after it.
  let fence: { code: number; length: number } | undefined;
  for (let start = 0; start < source.length; line++) {
    let end = source.indexOf('\n', start);
    if (end === -1) end = source.length;
    if (fence) {
      // A closing fence may be indented up to three spaces, as CommonMark reads it.
      const closing = fenceAt(source, start, 3);
      if (closing && closing.code === fence.code && closing.length >= fence.length && closing.bare) fence = undefined;
      start = end + 1;
      continue;
    }
    const opening = fenceAt(source, start, 0);
    if (opening) {
      fence = opening;
      start = end + 1;
      continue;
    }
    let index = start;
    let columns = 0;
    let markers = 0;
    for (;;) {
      const code = source.charCodeAt(index);
      if (code === SPACE) columns++;
      else if (code === TAB) columns += 4 - (columns % 4);
      else if (code === 62 /* > */) markers++;
      else if ((code === 45 /* - */ || code === 43 /* + */ || code === 42) /* * */ && isBlank(source.charCodeAt(index + 1))) markers++;
      else if (isDigit(code)) {
        let next = index;
        while (next - index < 9 && isDigit(source.charCodeAt(next))) next++;
        const delimiter = source.charCodeAt(next);
        if ((delimiter !== 46 /* . */ && delimiter !== 41) /* ) */ || !isBlank(source.charCodeAt(next + 1))) break;
        markers++;
        index = next;
      } else break;
      index++;
    }
    const depth = markers + Math.floor(columns / 2);
    if (depth > limit) return { line, depth, what: 'lists and blockquotes', limit };
    // A blank line ends the paragraph.
    if (index >= end || source.charCodeAt(index) === CARRIAGE_RETURN) brackets = emphasis = 0;
    else if (source.startsWith(':::', index)) {
      let after = index;
      while (source.charCodeAt(after) === 58 /* : */) after++;
      if (isBlank(source.charCodeAt(after))) directives = Math.max(0, directives - 1);
      else if (++directives > limit) return { line, depth: directives, what: '`:::` containers', limit };
    }
    const tableRow = source.indexOf('|', index) !== -1 && source.indexOf('|', index) < end;
    for (let at = index; at < end; at++) {
      const code = source.charCodeAt(at);
      if (code === 92 /* \ */) at++;
      else if (code === 96 /* ` */) at = codeSpanEnd(source, at, end);
      else if (code === 91 /* [ */ && ++brackets > limit) return { line, depth: brackets, what: 'brackets', limit };
      else if (code === 93 /* ] */ && brackets > 0) brackets--;
      else if ((code === 42 /* * */ || code === 95) /* _ */ && !tableRow) {
        let after = at;
        while (source.charCodeAt(after) === code) after++;
        if (after - at > MAX_EMPHASIS_RUN) return { line, depth: after - at, what: 'a run of emphasis markers', limit: MAX_EMPHASIS_RUN };
        emphasis += after - at;
        if (emphasis > MAX_EMPHASIS_MARKERS) return { line, depth: emphasis, what: 'emphasis markers', limit: MAX_EMPHASIS_MARKERS };
        at = after - 1;
      }
    }
    start = end + 1;
  }
  return undefined;
}

/**
 * Where a code span that opens with the backticks at `at` ends on its line (its text is code: no
 * bracket or emphasis in it counts), or the end of the backtick run when none closes it there.
 */
function codeSpanEnd(source: string, at: number, end: number): number {
  let after = at;
  while (source.charCodeAt(after) === 96) after++;
  const run = source.slice(at, after);
  for (let next = source.indexOf(run, after); next !== -1 && next < end; next = source.indexOf(run, next + run.length)) {
    let closing = next + run.length;
    if (source.charCodeAt(closing) !== 96 && source.charCodeAt(next - 1) !== 96) return closing - 1;
    while (source.charCodeAt(closing) === 96) closing++;
    next = closing - run.length;
  }
  return after - 1;
}

/**
 * A code fence (three or more backticks or tildes) after at most `indent` spaces at the start of the
 * line at `start`. Opening fences are taken at column 0 only: a top-level block, for no list item or
 * blockquote goes on at column 0 past a fence (an indented fence may be a list item's, which ends
 * where the item does). `bare` when nothing but blanks follows it.
 */
function fenceAt(source: string, start: number, indent: number): { code: number; length: number; bare: boolean } | undefined {
  let at = start;
  while (at - start < indent && source.charCodeAt(at) === SPACE) at++;
  const code = source.charCodeAt(at);
  if (code !== 96 /* ` */ && code !== 126 /* ~ */) return undefined;
  let after = at;
  while (source.charCodeAt(after) === code) after++;
  if (after - at < 3) return undefined;
  const lineEnd = source.indexOf('\n', after);
  // A backtick fence's info string has no backtick: with one, the line is a paragraph, not a fence.
  if (code === 96 && source.slice(after, lineEnd < 0 ? source.length : lineEnd).includes('`')) return undefined;
  let rest = after;
  while (source.charCodeAt(rest) === SPACE || source.charCodeAt(rest) === TAB) rest++;
  return { code, length: after - at, bare: rest >= source.length || source.charCodeAt(rest) === NEWLINE || source.charCodeAt(rest) === CARRIAGE_RETURN };
}

function isBlank(code: number): boolean {
  return code === SPACE || code === TAB || code === NEWLINE || code === CARRIAGE_RETURN || Number.isNaN(code);
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}
