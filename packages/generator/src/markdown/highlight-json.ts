/**
 * Highlights JSON in one linear pass, with the classes highlight.js gives it (`hljs-attr` for keys,
 * `hljs-string`, `hljs-number`, `hljs-literal` holding `hljs-keyword`), but without a span around
 * every bracket and comma, which the stylesheet leaves plain. API pages show large JSON examples:
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
      const token = escapeHtml(text.slice(index, end + 1));
      let next = end + 1;
      while (text[next] === ' ' || text[next] === '\n') next++;
      html += `<span class="${text[next] === ':' ? 'hljs-attr' : 'hljs-string'}">${token}</span>`;
      index = end + 1;
    } else if (char === '-' || (char >= '0' && char <= '9')) {
      const number = /^-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(text.slice(index, index + 40))?.[0];
      if (!number) return undefined;
      html += `<span class="hljs-number">${number}</span>`;
      index += number.length;
    } else if (text.startsWith('true', index) || text.startsWith('false', index) || text.startsWith('null', index)) {
      const word = text[index] === 'f' ? 'false' : text[index] === 't' ? 'true' : 'null';
      html += `<span class="hljs-literal"><span class="hljs-keyword">${word}</span></span>`;
      index += word.length;
    } else if ('{}[]:, \n'.includes(char)) {
      html += char;
      index++;
    } else return undefined;
  }
  return html;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<]/g, (c) => (c === '&' ? '&#x26;' : '&#x3C;'));
}
