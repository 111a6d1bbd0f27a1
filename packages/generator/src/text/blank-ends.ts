/**
 * Lines read by hand at their ends: a pattern such as `/[ \t]*\{#x\}[ \t]*$/` or `/(.*?)[ \t]*$/`
 * tries every way of splitting a long run of blanks, in time that grows with its square or its cube,
 * and a heading of a few thousand spaces held the build for seconds.
 */

const isBlank = (code: number) => code === 0x20 || code === 0x09;

/** `text` without the spaces and tabs at its end. */
export function trimBlanksEnd(text: string): string {
  let end = text.length;
  while (end > 0 && isBlank(text.charCodeAt(end - 1))) end--;
  return end === text.length ? text : text.slice(0, end);
}

/** `text` without the spaces and tabs at either end. */
export function trimBlanks(text: string): string {
  let start = 0;
  const trimmed = trimBlanksEnd(text);
  while (start < trimmed.length && isBlank(trimmed.charCodeAt(start))) start++;
  return start === 0 ? trimmed : trimmed.slice(start);
}

/** Whether `text` starts with a space or a tab. */
export function startsWithBlank(text: string): boolean {
  return isBlank(text.charCodeAt(0));
}

/** An ATX heading's text without its closing `#`s, which close it only after a blank (or as all it holds). */
export function withoutClosingHashes(text: string): string {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 0x23) end--;
  if (end === text.length) return text;
  if (end === 0) return '';
  return isBlank(text.charCodeAt(end - 1)) ? trimBlanksEnd(text.slice(0, end)) : text;
}

/** `## Title {#custom-id}`: the id an author wrote after a heading's text, and where its blanks start. */
export function explicitHeadingId(text: string): { id: string; at: number } | undefined {
  const end = trimBlanksEnd(text).length;
  if (text.charCodeAt(end - 1) !== 0x7d) return undefined;
  const open = text.lastIndexOf('{#', end - 1);
  if (open < 0) return undefined;
  const id = text.slice(open + 2, end - 1);
  if (!id || /[\s{}]/.test(id)) return undefined;
  let at = open;
  while (at > 0 && isBlank(text.charCodeAt(at - 1))) at--;
  return { id, at };
}
