/**
 * Table cells a page may hold, in all. Each costs the renderer about 25 µs and 5 KB while the page is
 * built: 200,000 took 6 s and 1.5 GB, and a table of a million cells ran the build out of memory. Real
 * tables hold hundreds; a reference of every error code, a few thousand.
 */
export const MAX_TABLE_CELLS = 25_000;
/**
 * Footnote definitions a page may hold. Written between paragraphs, their cost grows with the square of
 * their number: 1,000 took half a second, 3,000 three seconds, 10,000 half a minute. Real pages hold dozens.
 */
export const MAX_FOOTNOTES = 1_000;
/**
 * Characters a page may hold. Rendering grows faster than the text (1 MB took 1.7 s, 6 MB 9 s, 31 MB more
 * than the two minutes after which a build is stopped as hung, with no page named): no reader reads such
 * a page, and the longest real ones hold a few hundred thousand.
 */
export const MAX_CHARACTERS = 5_000_000;

export interface CostlyMarkdown {
  /** "characters", "table cells" or "footnotes". */
  what: string;
  count: number;
  limit: number;
  /** Where the part that passes the limit starts. */
  line: number;
}

/** A GFM table's delimiter row (`| --- | :-: |`), whose cells say how many columns the table has. */
const DELIMITER_ROW = /^[ \t]{0,3}(?:\|[ \t]*)?:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/gm;
const FOOTNOTE_DEFINITION = /^[ \t]{0,3}\[\^[^\]\n]+\]:/gm;
/** A blank line, which ends a table. */
const BLANK_LINE = /\n[ \t]*(?:\n|$)/g;

/**
 * The first kind of part of a page that would cost the renderer minutes or gigabytes, found with a few
 * regular expressions before any parsing: more table cells, or footnotes, than the limits above.
 */
export function findCostlyMarkdown(source: string): CostlyMarkdown | undefined {
  if (source.length > MAX_CHARACTERS) return { what: 'characters', count: source.length, limit: MAX_CHARACTERS, line: lineAt(source, MAX_CHARACTERS) };
  if (source.includes('|') && source.includes('-')) {
    let cells = 0;
    for (const row of source.matchAll(DELIMITER_ROW)) {
      if (!row[0].includes('|')) continue;
      // A cell of the delimiter row is one run of dashes.
      const columns = row[0].match(/-+/g)!.length;
      // The header row above it, and the rows below it up to a blank line.
      const start = row.index + row[0].length;
      BLANK_LINE.lastIndex = start;
      const end = BLANK_LINE.exec(source)?.index ?? source.length;
      let rows = 1;
      for (let at = source.indexOf('\n', start); at >= 0 && at < end; at = source.indexOf('\n', at + 1)) rows++;
      cells += columns * rows;
      if (cells > MAX_TABLE_CELLS) return { what: 'table cells', count: cells, limit: MAX_TABLE_CELLS, line: lineAt(source, row.index) };
    }
  }
  if (source.includes('[^')) {
    let count = 0;
    for (const definition of source.matchAll(FOOTNOTE_DEFINITION)) {
      if (++count > MAX_FOOTNOTES) return { what: 'footnotes', count: [...source.matchAll(FOOTNOTE_DEFINITION)].length, limit: MAX_FOOTNOTES, line: lineAt(source, definition.index) };
    }
  }
  return undefined;
}

function lineAt(source: string, offset: number): number {
  let line = 1;
  for (let at = source.indexOf('\n'); at >= 0 && at < offset; at = source.indexOf('\n', at + 1)) line++;
  return line;
}
