const BACKSLASH = 92;

/** Where the JSON string opened by the quote at `at` ends (its closing quote), or -1 when it does not. */
export function endOfJsonString(text: string, at: number): number {
  let end = text.indexOf('"', at + 1);
  while (end > 0 && isEscaped(text, end)) end = text.indexOf('"', end + 1);
  return end;
}

/** A quote preceded by an odd run of backslashes is part of the string. */
function isEscaped(text: string, quoteAt: number): boolean {
  let backslashes = 0;
  for (let at = quoteAt - 1; text.charCodeAt(at) === BACKSLASH; at--) backslashes++;
  return backslashes % 2 === 1;
}
