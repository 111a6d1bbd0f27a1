import { escapeText } from './token-classes.js';

/**
 * Highlights JSON in one linear pass, with the token classes highlight.js's tree gets (`a` for keys,
 * `s` strings, `n` numbers, `k` for `true`, `false` and `null`; see `token-classes.ts`), and no span
 * around brackets and commas. API pages show large JSON examples:
 * highlight.js took seconds over a large description, this takes milliseconds. Returns undefined for
 * text that is not JSON as `JSON.stringify` writes it, which is then highlighted the usual way.
 */
export function highlightJson(text: string): string | undefined {
  let html = '';
  let index = 0;
  while (index < text.length) {
    const char = text[index]!;
    if (char === '"') {
      let end = index + 1;
      while (end < text.length && text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      if (end >= text.length) return undefined;
      const token = escapeText(text.slice(index, end + 1));
      let next = end + 1;
      while (text[next] === ' ' || text[next] === '\n') next++;
      html += `<span class="${text[next] === ':' ? 'a' : 's'}">${token}</span>`;
      index = end + 1;
    } else if (char === '-' || (char >= '0' && char <= '9')) {
      const number = /^-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(text.slice(index, index + 40))?.[0];
      if (!number) return undefined;
      html += `<span class="n">${number}</span>`;
      index += number.length;
    } else if (text.startsWith('true', index) || text.startsWith('false', index) || text.startsWith('null', index)) {
      const word = text[index] === 'f' ? 'false' : text[index] === 't' ? 'true' : 'null';
      html += `<span class="k">${word}</span>`;
      index += word.length;
    } else if ('{}[]:, \n'.includes(char)) {
      html += char;
      index++;
    } else return undefined;
  }
  return html;
}

