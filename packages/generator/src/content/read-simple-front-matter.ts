/** The line of the file front matter's YAML starts on, after `---`. */
export const FIRST_YAML_LINE = 2;

/** One `key: value` line, the value on the same line. */
const FIELD = /^([A-Za-z_][\w-]*):[ ]+(\S.*)$/;
/** A plain scalar YAML reads as a string: it starts with a letter and holds nothing that could mean more. */
const PLAIN_STRING = /^\p{L}[^:#[\]{}\u0000-\u001f\u007f-\u009f\ufeff\ufffe\uffff]*$/u;
/** Characters YAML does not take as they are inside a quoted string on one line. */
const NOT_PRINTABLE = /[\u0000-\u001f\u007f-\u009f\ufeff\ufffe\uffff]/;
/** Plain words YAML 1.2 reads as something else than a string. */
const NOT_STRINGS = new Set(['true', 'false', 'null', 'True', 'False', 'Null', 'TRUE', 'FALSE', 'NULL']);
const INTEGER = /^(?:0|-?[1-9]\d{0,14})$/;

/**
 * The fields of front matter written as one `key: value` line each, with a string, a whole number or
 * `true`/`false` for a value, read as YAML 1.2 reads them, with the line of the file each is on;
 * nothing for anything else, which the YAML parser then reads. Nearly every page's front matter is
 * such lines, and the parser took a quarter of loading a large site.
 */
export function readSimpleFrontMatter(yaml: string): { data: Record<string, unknown>; lines: Record<string, number> } | undefined {
  const data: Record<string, unknown> = {};
  const lines: Record<string, number> = {};
  const written = yaml.split('\n');
  for (const [index, line] of written.entries()) {
    const field = FIELD.exec(line);
    if (!field) return undefined;
    const [, key, text] = field as unknown as [string, string, string];
    if (key === '__proto__' || Object.hasOwn(data, key)) return undefined;
    const value = scalarOf(text);
    if (value === undefined) return undefined;
    data[key] = value;
    lines[key] = index + FIRST_YAML_LINE;
  }
  return written.length ? { data, lines } : undefined;
}

/** What YAML reads a one-line value as, when it is certain; else nothing. */
function scalarOf(text: string): string | number | boolean | undefined {
  if (text.endsWith(' ')) return undefined;
  if (text === 'true' || text === 'false') return text === 'true';
  if (INTEGER.test(text)) return Number(text);
  const quote = text[0];
  if (quote === '"' || quote === "'") {
    const inner = text.slice(1, -1);
    // Without escapes, or a quote doubled inside, the text between the quotes is the string.
    return text.length >= 2 && text.endsWith(quote) && !inner.includes(quote) && !(quote === '"' && inner.includes('\\')) && !NOT_PRINTABLE.test(inner) ? inner : undefined;
  }
  return PLAIN_STRING.test(text) && !NOT_STRINGS.has(text) ? text : undefined;
}
