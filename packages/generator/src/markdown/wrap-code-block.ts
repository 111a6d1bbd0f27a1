import type { Element } from 'hast';
import { codeLanguageOf, codeTitleOf } from './code-language.js';
import { ownValue } from '../text/own-value.js';

/** How a code block's language is labelled, where its name is not already how people write it. */
const LABELS: Record<string, string> = {
  bash: 'Shell', sh: 'Shell', shell: 'Shell', zsh: 'Shell', console: 'Shell', curl: 'cURL',
  js: 'JavaScript', javascript: 'JavaScript', mjs: 'JavaScript', jsx: 'JSX', ts: 'TypeScript', typescript: 'TypeScript', tsx: 'TSX',
  json: 'JSON', jsonc: 'JSON', yaml: 'YAML', yml: 'YAML', toml: 'TOML', xml: 'XML', html: 'HTML', css: 'CSS', sql: 'SQL',
  py: 'Python', python: 'Python', rb: 'Ruby', ruby: 'Ruby', go: 'Go', golang: 'Go', php: 'PHP', java: 'Java', kotlin: 'Kotlin',
  cs: 'C#', csharp: 'C#', 'c#': 'C#', powershell: 'PowerShell', ps1: 'PowerShell', http: 'HTTP', graphql: 'GraphQL', diff: 'Diff',
  text: 'Text', txt: 'Text', plain: 'Text', dockerfile: 'Dockerfile', rust: 'Rust', swift: 'Swift', markdown: 'Markdown', md: 'Markdown',
  vue: 'Vue', 'vue-html': 'Vue template',
};

/**
 * A code block as guides show it: a head with its language above the `<pre>`. The page's script (loaded only
 * on pages with code) adds the copy button to the head.
 */
export function wrapCodeBlock(pre: Element): Element {
  const code = pre.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
  const language = code ? codeLanguageOf(code) : undefined;
  const title = code ? codeTitleOf(code) : undefined;
  // The class names the language alone (`language-js`, not `language-js{4}`), as the highlighter read it.
  if (code && language) code.properties['className'] = [`language-${language}`, ...classesBesideLanguage(code)];
  const label = language ? (ownValue(LABELS, language.toLowerCase()) ?? language) : undefined;
  const span = (className: string, text: string): Element => ({ type: 'element', tagName: 'span', properties: { className: [className] }, children: [{ type: 'text', value: text }] });
  const head: Element = {
    type: 'element',
    tagName: 'div',
    properties: { className: ['code-block-head'], dataSearchExclude: '' },
    children: [...(title ? [span('code-block-title', title)] : []), ...(label ? [span('code-block-language', label)] : [])],
  };
  return { type: 'element', tagName: 'div', properties: { className: ['code-block'] }, children: [head, pre] };
}

function classesBesideLanguage(code: Element): string[] {
  const classes = code.properties['className'];
  return Array.isArray(classes) ? classes.map(String).filter((value) => !value.startsWith('language-') && !value.startsWith('lang-')) : [];
}
