import type { Element } from 'hast';

/**
 * The language a `<code>` element names (`language-x` or `lang-x`), without what other tools write
 * against it: VitePress's lines to mark (`js{4}`), mdBook's attributes (`rust,ignore`).
 */
export function codeLanguageOf(code: Element): string | undefined {
  const classes = code.properties['className'];
  if (!Array.isArray(classes)) return undefined;
  for (const value of classes.map(String)) {
    const written = value.startsWith('language-') ? value.slice(9) : value.startsWith('lang-') ? value.slice(5) : undefined;
    if (written !== undefined) return written.split(/[{,]/, 1)[0] || undefined;
  }
  return undefined;
}

/**
 * The title a fence gives its block, after the language: Docusaurus's `title="api.js"`, VitePress's
 * `[Child.vue]`. Line marks (`{1,3}`) and other words are no title.
 */
export function codeTitleOf(code: Element): string | undefined {
  const meta = (code.data as { meta?: unknown } | undefined)?.meta;
  if (typeof meta !== 'string') return undefined;
  const title = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|([^\s"']+))/.exec(meta) ?? /^\s*\[([^\]]+)\]/.exec(meta);
  const text = title?.slice(1).find((part) => part !== undefined)?.trim();
  return text || undefined;
}

/** Whether a `<code>` element asks not to be highlighted (`no-highlight`, `nohighlight`). */
export function asksNoHighlight(code: Element): boolean {
  const classes = code.properties['className'];
  return Array.isArray(classes) && classes.some((value) => value === 'no-highlight' || value === 'nohighlight');
}
