import { collapseSpace, shortenText } from './plain-text.js';
import { ownValue } from './own-value.js';

/** Longer titles are cut at a word boundary: they label sidebar entries, breadcrumbs and browser tabs. */
export const TITLE_LENGTH = 80;

/** How much of a text a title is read from. */
const TITLE_READ = 2_000;

/** Where escaped ASCII punctuation waits, in the Private Use Area, while the syntax around it is removed. */
const ESCAPED = 0xe000;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * A title from Markdown that third parties write where a title belongs (an operation's `summary`): the
 * text of its first paragraph, one line, without its inline syntax (emphasis, code, links, images, HTML),
 * shortened at a word boundary. Summaries hold inline Markdown only, so this reads it without the Markdown
 * pipeline, which the model stage that names every page does not load.
 */
export function markdownTitle(markdown: string, maxLength = TITLE_LENGTH): string {
  // Read from its start only, far more than a title shows: the rules below read syntax back and forth
  // (`<<<…`, `[[[…`), in time that grows with the square of what they are given.
  const paragraph = markdown.slice(0, TITLE_READ).trim().split(/\n\s*\n/)[0] ?? '';
  // Escaped punctuation is set aside first, so that no rule below reads it as syntax.
  const text = paragraph
    .replace(/\\([!-/:-@[-`{-~])/g, (_all, char: string) => String.fromCharCode(ESCAPED + char.charCodeAt(0)))
    .replace(/^\s{0,3}(#{1,6}\s+|>\s?|[-*+]\s+|\d+[.)]\s+)/gm, '')
    .replace(/<[^>]*>/g, '')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\](\([^)]*\)|\[[^\]]*\])/g, '$1')
    .replace(/(`+)(.+?)\1/g, '$2')
    .replace(/(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g, '$2')
    .replace(/(^|[^\w*])([*_])(?=\S)(.+?)(?<=\S)\2(?!\w)/g, '$1$3')
    .replace(/~~(.+?)~~/g, '$1')
    .replace(/[\ue000-\ue07f]/g, (char) => String.fromCharCode(char.charCodeAt(0) - ESCAPED))
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => decodeEntity(name) ?? entity);
  return shortenText(collapseSpace(text), maxLength);
}

function decodeEntity(name: string): string | undefined {
  if (name[0] !== '#') return ownValue(ENTITIES, name.toLowerCase());
  const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
  return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
}
