/** A place in a text as people count it: both from 1. */
export interface LineColumn {
  line: number;
  column: number;
}

/** The line and column of a character offset (0-based, as parsers report it) in `text`. */
export function lineColumnAt(text: string, offset: number): LineColumn {
  const end = Math.max(0, Math.min(offset, text.length));
  let line = 1;
  let lineStart = 0;
  for (let index = text.indexOf('\n'); index !== -1 && index < end; index = text.indexOf('\n', index + 1)) {
    line++;
    lineStart = index + 1;
  }
  return { line, column: end - lineStart + 1 };
}
