import { common, createLowlight } from 'lowlight';
import type { ElementContent } from 'hast';
import http from 'highlight.js/lib/languages/http';
import powershell from 'highlight.js/lib/languages/powershell';
import dockerfile from 'highlight.js/lib/languages/dockerfile';
import { highlightJson } from './highlight-json.js';
import { tokenSpansToHtml, toTokenSpans } from './token-classes.js';

/** Languages highlighted at build time: highlight.js's common set plus what API docs need. */
const LANGUAGES = { ...common, http, powershell, dockerfile };
const LANGUAGE_ALIASES = { xml: ['vue', 'vue-html', 'svelte'], bash: ['sh', 'zsh', 'curl'], javascript: ['js', 'jsx', 'mjs', 'cjs', 'nodejs'], json: ['jsonc', 'json5'] };

const lowlight = createLowlight(LANGUAGES);
lowlight.registerAlias(LANGUAGE_ALIASES);

/** The highlighted nodes of `code` (a span a token, classed by its look: see `token-classes.ts`), or nothing for an unknown language. */
export function highlightTree(language: string, code: string): ElementContent[] | undefined {
  return lowlight.registered(language) ? toTokenSpans(lowlight.highlight(language, code).children as ElementContent[]) : undefined;
}

/** Snippets highlighted lately: API pages repeat the same examples (error bodies, shared schemas) many times. */
const highlighted = new Map<string, string>();
/**
 * How much of them is kept, in characters of code and HTML: bounded by size, not count, since one
 * example of a large description can be a hundred kilobytes (4,096 of them held 200 MB per thread).
 */
const HIGHLIGHTED_CHARS_KEPT = 4_000_000;
let keptChars = 0;

/** Highlighted HTML of a code snippet (token spans), or escaped text for an unknown language. */
export function highlightCode(code: string, language: string): string {
  const key = `${language}\0${code}`;
  let html = highlighted.get(key);
  if (html === undefined) {
    html = (language === 'json' ? highlightJson(code) : undefined) ?? tokenSpansToHtml(highlightTree(language, code) ?? [{ type: 'text', value: code }]);
    if (keptChars + key.length + html.length > HIGHLIGHTED_CHARS_KEPT) {
      highlighted.clear();
      keptChars = 0;
    }
    highlighted.set(key, html);
    keptChars += key.length + html.length;
  }
  return html;
}
