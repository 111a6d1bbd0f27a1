import { endOfJsonString } from './json-string-end.js';

const QUOTE = 34;
const MINUS = 45;

/**
 * Whether a JSON text writes an integer that a JavaScript number cannot hold exactly (past 2^53:
 * int64 bounds such as 9223372036854775807, large ids). `JSON.parse` rounds such a number, so the
 * description read back and written out again would publish another value. Strings are skipped by
 * search, and a number is looked at only when it has 16 digits or more.
 */
export function hasUnsafeIntegers(text: string): boolean {
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (code === QUOTE) {
      const end = endOfJsonString(text, at);
      if (end < 0) return false;
      at = end;
      continue;
    }
    if (!isDigit(code) && code !== MINUS) continue;
    let end = at + 1;
    while (end < text.length && isDigit(text.charCodeAt(end))) end++;
    const next = text.charCodeAt(end);
    // A fraction or an exponent makes it no integer literal; the digits after it are read with it.
    const integer = next !== 46 && next !== 101 && next !== 69;
    if (integer && end - at >= 16 && !Number.isSafeInteger(Number(text.slice(at, end)))) return true;
    while (end < text.length && /[\d.eE+-]/.test(text[end]!)) end++;
    at = end - 1;
  }
  return false;
}

const isDigit = (code: number) => code >= 48 && code <= 57;
