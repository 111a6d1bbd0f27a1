/**
 * How a language writes a JSON value as its own literal: `{ title: 'A' }` in JavaScript, `{"title": "A"}`
 * in Python, `['title' => 'A']` in PHP. Objects are one property a line; a list of scalars short enough
 * stays on one line, as people write them.
 */
export interface LiteralSyntax {
  /** One level of indentation. */
  indent: string;
  string(text: string): string;
  true: string;
  false: string;
  null: string;
  /** A list's brackets and, for a list of objects or one too long for a line, whether items end with a separator. */
  list: { open: string; close: string; empty: string };
  object(entries: readonly [string, unknown][]): { open: string; close: string; empty: string };
  /** One property: the key as the language writes it, and the value already written; `entries` are the object's. */
  entry(key: string, value: string, entries: readonly [string, unknown][]): string;
  /** What ends each item of a multi-line list or object (`,` in most languages, nothing in PowerShell). */
  separator: string;
  /** Whether the last item of a multi-line list or object takes the separator too. */
  trailing: boolean;
  /** What separates the items of a one-line list. */
  inlineSeparator: string;
  number?(value: number): string;
  /** An item of a list as written there, when the language writes some items otherwise than alone. */
  listItem?(written: string, item: unknown): string;
}

/** A list of scalars up to this long is written on one line. */
const INLINE_WIDTH = 72;

export function writeLiteral(value: unknown, syntax: LiteralSyntax, depth = 0): string {
  if (value === null || value === undefined) return syntax.null;
  if (typeof value === 'string') return syntax.string(value);
  if (typeof value === 'boolean') return value ? syntax.true : syntax.false;
  if (typeof value === 'number') return Number.isFinite(value) ? (syntax.number?.(value) ?? String(value)) : syntax.null;
  if (typeof value === 'bigint') return String(value);
  const inner = syntax.indent.repeat(depth + 1);
  const outer = syntax.indent.repeat(depth);
  // A one-line list's spaces inside its brackets (`new[] { 1 }`) are not kept when items go a line each.
  const block = (open: string, close: string, items: string[]) =>
    `${open.trimEnd()}\n${items.map((item, index) => `${inner}${item}${index < items.length - 1 || syntax.trailing ? syntax.separator : ''}`).join('\n')}\n${outer}${close.trimStart()}`;
  if (Array.isArray(value)) {
    if (!value.length) return syntax.list.empty;
    const items = value.map((item) => {
      const written = writeLiteral(item, syntax, depth + 1);
      return syntax.listItem ? syntax.listItem(written, item) : written;
    });
    const inline = `${syntax.list.open}${items.join(syntax.inlineSeparator)}${syntax.list.close}`;
    if (value.every((item) => item === null || typeof item !== 'object') && inline.length <= INLINE_WIDTH && !inline.includes('\n')) return inline;
    return block(syntax.list.open, syntax.list.close, items);
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined);
    const brackets = syntax.object(entries);
    if (!entries.length) return brackets.empty;
    return block(brackets.open, brackets.close, entries.map(([key, item]) => syntax.entry(key, writeLiteral(item, syntax, depth + 1), entries)));
  }
  return syntax.null;
}

/** How deeply a value nests objects and lists (a scalar is 0). */
export function depthOf(value: unknown): number {
  if (!value || typeof value !== 'object') return 0;
  const items = Array.isArray(value) ? value : Object.values(value);
  return 1 + items.reduce<number>((deepest, item) => Math.max(deepest, depthOf(item)), 0);
}

/** Half of a UTF-16 surrogate pair without its other half. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * A double-quoted string as C-like languages write it: JSON's escapes, which they all read; the
 * characters C# ends a line at escaped too (the two Unicode line separators and NEL, U+0085), which
 * would break the string; a byte-order mark escaped (Go refuses one in source); and half a surrogate
 * pair written as the U+FFFD that UTF-8 sends for it (Go refuses `\ud800`).
 */
export function doubleQuoted(text: string): string {
  return JSON.stringify(text.replace(LONE_SURROGATE, '\ufffd')).replace(/[\u0085\u2028\u2029\ufeff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * Control characters a page does not carry as written: a browser drops NUL and turns `\r\n` into `\n`
 * when a reader copies a sample. Line feeds and tabs are kept as they are.
 */
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b-\u001f\u007f]/;

/** The backslash escapes PHP's double quotes and bash's `$'…'` share. */
export const ESCAPES: Record<string, string> = { '\t': '\\t', '\n': '\\n', '\r': '\\r', '\u000b': '\\v', '\f': '\\f' };

/** A character's code in two hexadecimal digits. */
export function hex(character: string): string {
  return character.charCodeAt(0).toString(16).padStart(2, '0');
}

/** Every line of `text` indented by `indent` (blank lines stay empty). */
export function indentLines(text: string, indent: string): string {
  return text
    .split('\n')
    .map((line) => (line ? `${indent}${line}` : line))
    .join('\n');
}

/**
 * A form's fields by name, in the order names first appear, a name sent more than once (`ids=1&ids=2`)
 * with the list of its values: for languages whose forms are maps, which would keep only one.
 */
export function groupFields(fields: readonly { name: string; value: string }[]): Record<string, string | string[]> {
  const grouped = new Map<string, string[]>();
  for (const { name, value } of fields) {
    const values = grouped.get(name);
    if (values) values.push(value);
    else grouped.set(name, [value]);
  }
  return Object.fromEntries([...grouped].map(([name, values]) => [name, values.length === 1 ? values[0]! : values]));
}

/** Whether a name is sent more than once. */
export function repeatsAName(fields: readonly { name: string }[]): boolean {
  return new Set(fields.map((field) => field.name)).size < fields.length;
}
