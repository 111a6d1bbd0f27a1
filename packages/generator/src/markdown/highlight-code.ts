import { common, createLowlight } from 'lowlight';
import { toHtml } from 'hast-util-to-html';
import http from 'highlight.js/lib/languages/http';
import powershell from 'highlight.js/lib/languages/powershell';
import dockerfile from 'highlight.js/lib/languages/dockerfile';

/** Languages highlighted at build time: highlight.js's common set plus what API docs need. */
export const LANGUAGES = { ...common, http, powershell, dockerfile };
export const LANGUAGE_ALIASES = { xml: ['vue', 'svelte'], bash: ['sh', 'zsh', 'curl'], javascript: ['js', 'jsx', 'mjs', 'cjs', 'nodejs'], json: ['jsonc', 'json5'] };

const lowlight = createLowlight(LANGUAGES);
lowlight.registerAlias(LANGUAGE_ALIASES);

/** Highlighted HTML of a code snippet (`<span class="hljs-…">`), or escaped text for an unknown language. */
export function highlightCode(code: string, language: string): string {
  if (!lowlight.registered(language)) return toHtml({ type: 'text', value: code });
  return toHtml(lowlight.highlight(language, code));
}
