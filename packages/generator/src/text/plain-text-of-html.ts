import { Parser } from 'htmlparser2';
import { collapseSpace } from './plain-text.js';

/** Elements a browser shows apart from the text around them: their text is kept apart by a space. */
const BLOCKS = new Set(['p', 'div', 'li', 'ul', 'ol', 'br', 'tr', 'td', 'th', 'table', 'pre', 'blockquote', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'dt', 'dd']);

/** The text a reader sees of some HTML, entities decoded and whitespace collapsed. */
export function plainTextOfHtml(html: string): string {
  let text = '';
  const parser = new Parser({ ontext: (chunk) => (text += chunk), onclosetag: (name) => BLOCKS.has(name) && (text += ' ') }, { decodeEntities: true });
  parser.write(html);
  parser.end();
  return collapseSpace(text);
}
