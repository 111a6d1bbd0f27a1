import { common, createLowlight } from 'lowlight';
import { toHtml } from 'hast-util-to-html';
import http from 'highlight.js/lib/languages/http';
import powershell from 'highlight.js/lib/languages/powershell';
import dockerfile from 'highlight.js/lib/languages/dockerfile';
import { highlightJson } from './highlight-json.js';

/** Languages highlighted at build time: highlight.js's common set plus what API docs need. */
export const LANGUAGES = { ...common, http, powershell, dockerfile };
export const LANGUAGE_ALIASES = { xml: ['vue', 'svelte'], bash: ['sh', 'zsh', 'curl'], javascript: ['js', 'jsx', 'mjs', 'cjs', 'nodejs'], json: ['jsonc', 'json5'] };

const lowlight = createLowlight(LANGUAGES);
lowlight.registerAlias(LANGUAGE_ALIASES);

/** Snippets highlighted lately: API pages repeat the same examples (error bodies, shared schemas) many times. */
const highlighted = new Map<string, string>();
const HIGHLIGHTED_KEPT = 4096;

/** Highlighted HTML of a code snippet (`<span class="hljs-…">`), or escaped text for an unknown language. */
export function highlightCode(code: string, language: string): string {
  const key = `${language}\0${code}`;
  let html = highlighted.get(key);
  if (html === undefined) {
    html = (language === 'json' ? highlightJson(code) : undefined) ?? (lowlight.registered(language) ? toHtml(lowlight.highlight(language, code)) : toHtml({ type: 'text', value: code }));
    if (highlighted.size >= HIGHLIGHTED_KEPT) highlighted.clear();
    highlighted.set(key, html);
  }
  return html;
}
