import { escapeText } from '../../markdown/token-classes.js';

/** A token's look, as `token-classes.ts` names them: keyword, string, number or constant, call, type or built-in, attribute, meta, comment. */
export type Look = 'k' | 's' | 'n' | 'f' | 't' | 'a' | 'm' | 'c';

/** A kind of string literal: what opens it, what closes it, and the character that escapes the next one inside it. */
export interface StringForm {
  open: string;
  close: string;
  escape?: string;
  /** A close written twice stands for itself (PowerShell's `'it''s'`). */
  doubledClose?: boolean;
}

/** Where a word stands in the code, for a lexicon to tell a call from a key or a property. */
export interface WordPlace {
  word: string;
  /** The word's look in the lexicon's table, if it has one. */
  known: Look | undefined;
  /** The first character after the word that is not a space or tab ('' at the end). */
  next: string;
  /** The character just before the word ('' at the start). */
  before: string;
  /** The word before this one on its line, if only spaces stand between them. */
  previousWord: string | undefined;
}

/**
 * How one language's generated samples read: its strings, comments and words. The writers in this folder
 * use a small, known part of each language, so a table of words and a few rules of place class every token
 * they write as highlight.js's grammar for the language does, except where that grammar misreads them
 * (`sample-lexicons.ts`).
 */
export interface SampleLexicon {
  /** Tried in order at each character, so a longer opener goes before its prefix (`"""` before `"`). */
  strings: readonly StringForm[];
  /** What starts a comment that runs to the end of its line. */
  lineComment?: string;
  /** A word where one starts (a sticky pattern): letters, digits and `_`, and what else the language lets a name hold. */
  word: RegExp;
  /** Words whose look does not depend on their place: keywords, literals, built-ins. */
  words: ReadonlyMap<string, Look>;
  /** The look of a word from its place (a call, a key), or none; without it, a word looks as the table says. */
  lookOf?(place: WordPlace): Look | undefined;
  /**
   * Tokens read before strings and words (sticky patterns): PHP's `<?php`, PowerShell's `@{`, or, with no
   * look, text that only must not be read as the start of something else (the shell's `\'`).
   */
  marks?: readonly { first: string; pattern: RegExp; look?: Look }[];
  /** The look of a number; none leaves numbers plain. */
  number?: Look;
  /** Whether a `-` before a number belongs to it (C#'s `-850`). */
  signedNumbers?: boolean;
  /** The look of a word or a number with a `-` before it, which make one token (PowerShell's `-Depth 3`, `-850`). */
  dashedTokens?: Look;
}

const NUMBER = /\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

/** A letter, digit, `_` or `$` (NaN, before the start, is none). */
function isWordCharacter(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57) || code === 95 || code === 36;
}

/** Whether a word of any lexicon may start with this character: a letter, `_`, `$` or `@` (C#'s `@class`). */
function mayStartWord(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || code === 95 || code === 36 || code === 64;
}

/**
 * The highlighted HTML of a sample our writers made (token spans, as `highlightCode` gives), in one pass
 * and without highlight.js: highlighting ten samples with it took a tenth of the time of rendering an API
 * page, and this reads them seven times as fast.
 * Returns undefined for code the lexicon cannot read (a string left open), which is then highlighted the
 * usual way.
 */
export function highlightSample(code: string, lexicon: SampleLexicon): string | undefined {
  let html = '';
  let plainFrom = 0;
  let previousWord: string | undefined;
  const flushPlain = (to: number) => {
    if (to > plainFrom) html += escapeText(code.slice(plainFrom, to));
  };
  const span = (look: Look | undefined, from: number, to: number) => {
    flushPlain(from);
    html += look ? `<span class="${look}">${escapeText(code.slice(from, to))}</span>` : escapeText(code.slice(from, to));
    plainFrom = to;
  };
  const openers = new Set(lexicon.strings.map((form) => form.open[0]));
  const marks = new Set(lexicon.marks?.map(({ first }) => first));
  const commentStart = lexicon.lineComment?.[0];
  const escapes = new Map<string, number>();
  let index = 0;
  while (index < code.length) {
    const char = code[index]!;
    // Most of a sample's plain text is indentation.
    if (char === ' ' || char === '\t') {
      index++;
      continue;
    }
    const mark = marks.has(char) ? lexicon.marks!.find(({ first, pattern }) => first === char && ((pattern.lastIndex = index), pattern.test(code))) : undefined;
    if (mark) {
      const end = mark.pattern.lastIndex;
      span(mark.look, index, end);
      index = end;
      previousWord = undefined;
      continue;
    }
    const form = openers.has(char) ? lexicon.strings.find((candidate) => code.startsWith(candidate.open, index)) : undefined;
    if (form) {
      const end = stringEnd(code, index + form.open.length, form, escapes);
      if (end < 0) return undefined;
      span('s', index, end);
      index = end;
      previousWord = undefined;
      continue;
    }
    if (char === commentStart && code.startsWith(lexicon.lineComment!, index)) {
      const lineEnd = code.indexOf('\n', index);
      const end = lineEnd < 0 ? code.length : lineEnd;
      span('c', index, end);
      index = end;
      continue;
    }
    const afterWord = isWordCharacter(code.charCodeAt(index - 1));
    const dashed = char === '-' && (lexicon.dashedTokens !== undefined || lexicon.signedNumbers === true) && !afterWord;
    const start = dashed ? index + 1 : index;
    const startCode = code.charCodeAt(start);
    if (lexicon.number && startCode >= 48 && startCode <= 57 && !afterWord) {
      NUMBER.lastIndex = start;
      NUMBER.exec(code);
      span(dashed ? (lexicon.dashedTokens ?? lexicon.number) : lexicon.number, index, NUMBER.lastIndex);
      index = NUMBER.lastIndex;
      previousWord = undefined;
      continue;
    }
    lexicon.word.lastIndex = start;
    const word = !afterWord && mayStartWord(startCode) && (!dashed || lexicon.dashedTokens !== undefined) ? lexicon.word.exec(code)?.[0] : undefined;
    if (word) {
      const end = start + word.length;
      const known = lexicon.words.get(word);
      const look = dashed ? lexicon.dashedTokens : lexicon.lookOf ? lexicon.lookOf({ word, known, next: nextCharacter(code, end), before: code[index - 1] ?? '', previousWord }) : known;
      span(look, index, end);
      index = end;
      previousWord = word;
      continue;
    }
    previousWord = undefined;
    index++;
  }
  flushPlain(code.length);
  return html;
}

/**
 * Where a string that opened just before `from` ends (after its close), or -1 when it does not. Each
 * search goes on from where the last one stopped: the close found stays until an escape is past it, and
 * `escapes` holds where the next escape character of each kind is, so that no text is searched twice.
 */
function stringEnd(code: string, from: number, form: StringForm, escapes: Map<string, number>): number {
  let index = from;
  let close = -1;
  for (;;) {
    if (close < index) close = code.indexOf(form.close, index);
    if (close < 0) return -1;
    if (form.escape) {
      let escape = escapes.get(form.escape);
      if (escape === undefined || (escape >= 0 && escape < index)) escapes.set(form.escape, (escape = code.indexOf(form.escape, index)));
      if (escape >= 0 && escape < close) {
        index = escape + 2;
        continue;
      }
    }
    if (form.doubledClose && code.startsWith(form.close, close + form.close.length)) {
      index = close + 2 * form.close.length;
      continue;
    }
    return close + form.close.length;
  }
}

/** The first character at or after `from` that is not a space or a tab. */
function nextCharacter(code: string, from: number): string {
  let index = from;
  while (code[index] === ' ' || code[index] === '\t') index++;
  return code[index] ?? '';
}
