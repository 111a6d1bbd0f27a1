import type { Element } from 'hast';

/** The language a `<code>` element names (`language-x` or `lang-x`), as written. */
export function codeLanguageOf(code: Element): string | undefined {
  const classes = code.properties['className'];
  if (!Array.isArray(classes)) return undefined;
  for (const value of classes.map(String)) {
    if (value.startsWith('language-')) return value.slice(9);
    if (value.startsWith('lang-')) return value.slice(5);
  }
  return undefined;
}

/** Whether a `<code>` element asks not to be highlighted (`no-highlight`, `nohighlight`). */
export function asksNoHighlight(code: Element): boolean {
  const classes = code.properties['className'];
  return Array.isArray(classes) && classes.some((value) => value === 'no-highlight' || value === 'nohighlight');
}
