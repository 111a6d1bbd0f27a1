import { parse as parseLeniently, printParseErrorCode, type ParseError } from 'jsonc-parser';

/** Where a JSON text goes wrong, in words a person acts on. */
export interface JsonSyntaxProblem {
  /** Character offset of the mistake (0-based). */
  offset: number;
  reason: string;
  fix: string;
}

/**
 * Turns the error `JSON.parse` threw for `text` into the place and cause of the mistake. V8 names a
 * position for most mistakes but not all ("Unexpected token"), and it reports where parsing stopped,
 * which for the commonest mistakes (a comma too many or too few) is after the real one.
 */
export function describeJsonSyntaxError(text: string, error: unknown): JsonSyntaxProblem {
  const message = String((error as Error)?.message ?? error);
  const stated = positionIn(message);
  const found = stated === undefined ? firstError(text) : undefined;
  const offset = stated ?? found?.offset ?? 0;
  const before = previousNonSpace(text, offset);
  const next = text.charAt(offset);
  if (offset >= text.trimEnd().length) {
    return { offset: text.trimEnd().length, reason: 'the file ends before every object, array and string in it is closed', fix: 'Add the missing `}`, `]` or `"` (or restore the end of the file if it was cut off).' };
  }
  if (before !== undefined && text.charAt(before) === ',' && (next === '}' || next === ']')) {
    return { offset: before, reason: `a comma after the last item of ${next === '}' ? 'an object' : 'an array'} (trailing comma)`, fix: 'Remove this comma: JSON allows no comma after the last item.' };
  }
  if (before !== undefined && (/^Expected ','/.test(message) || (found && printParseErrorCode(found.error) === 'CommaExpected'))) {
    return { offset: before + 1, reason: 'a comma is missing between two items', fix: 'Add a comma at the end of this item.' };
  }
  if (next === '/' && /[/*]/.test(text.charAt(offset + 1))) {
    return { offset, reason: 'JSON has no comments', fix: 'Remove the comment, or write the description in YAML, where `#` starts a comment.' };
  }
  if (next === "'") return { offset, reason: 'strings in JSON take double quotes', fix: 'Use double quotes (") around this string.' };
  if (/^Unexpected token/.test(message)) {
    return { offset, reason: 'this is not a JSON value', fix: 'Write a string in double quotes, a number, true, false, null, an object or an array.' };
  }
  return { offset, reason: cleanMessage(message), fix: 'Correct the JSON syntax here; a mistake on the line before (such as an unclosed string) can show up here.' };
}

/** `… in JSON at position 42` (Node 20) or `… (line 3 column 7)` (later versions add it). */
function positionIn(message: string): number | undefined {
  const match = /at position (\d+)/.exec(message);
  return match ? Number(match[1]) : undefined;
}

/** For messages without a position, a second parser that reports offsets finds the same first mistake. */
function firstError(text: string): ParseError | undefined {
  const errors: ParseError[] = [];
  parseLeniently(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  return errors[0];
}

function previousNonSpace(text: string, offset: number): number | undefined {
  for (let index = Math.min(offset, text.length) - 1; index >= 0; index--) if (!/\s/.test(text.charAt(index))) return index;
  return undefined;
}

/** V8's words without the position, which the location says better. */
function cleanMessage(message: string): string {
  const words = message
    .replace(/\s*\(line \d+ column \d+\)/, '')
    .replace(/ (in JSON )?at position \d+/, '')
    .trim();
  return words.charAt(0).toLowerCase() + words.slice(1);
}
