import type { Element } from 'hast';
import { codeLanguageOf } from './code-language.js';

/** How a code block's language is labelled, where its name is not already how people write it. */
const LABELS: Record<string, string> = {
  bash: 'Shell', sh: 'Shell', shell: 'Shell', zsh: 'Shell', console: 'Shell', curl: 'cURL',
  js: 'JavaScript', javascript: 'JavaScript', mjs: 'JavaScript', jsx: 'JSX', ts: 'TypeScript', typescript: 'TypeScript', tsx: 'TSX',
  json: 'JSON', jsonc: 'JSON', yaml: 'YAML', yml: 'YAML', toml: 'TOML', xml: 'XML', html: 'HTML', css: 'CSS', sql: 'SQL',
  py: 'Python', python: 'Python', rb: 'Ruby', ruby: 'Ruby', go: 'Go', golang: 'Go', php: 'PHP', java: 'Java', kotlin: 'Kotlin',
  cs: 'C#', csharp: 'C#', 'c#': 'C#', powershell: 'PowerShell', ps1: 'PowerShell', http: 'HTTP', graphql: 'GraphQL', diff: 'Diff',
  text: 'Text', txt: 'Text', plain: 'Text', dockerfile: 'Dockerfile', rust: 'Rust', swift: 'Swift', markdown: 'Markdown', md: 'Markdown',
};

/**
 * A code block as guides show it: a head with its language above the `<pre>`. The page's script (loaded only
 * on pages with code) adds the copy button to the head.
 */
export function wrapCodeBlock(pre: Element): Element {
  const language = languageOf(pre);
  const label = language ? (LABELS[language.toLowerCase()] ?? language) : undefined;
  const head: Element = {
    type: 'element',
    tagName: 'div',
    properties: { className: ['code-block-head'], dataSearchExclude: '' },
    children: label ? [{ type: 'element', tagName: 'span', properties: { className: ['code-block-language'] }, children: [{ type: 'text', value: label }] }] : [],
  };
  return { type: 'element', tagName: 'div', properties: { className: ['code-block'] }, children: [head, pre] };
}

/** The language the block's `<code>` names. */
function languageOf(pre: Element): string | undefined {
  const code = pre.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
  return code ? codeLanguageOf(code) : undefined;
}
