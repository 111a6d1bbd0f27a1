import type { Look, SampleLexicon, StringForm } from './highlight-sample.js';

/**
 * How the samples of each language read, for `highlightSample`: the strings, words and places our
 * writers use, with the looks highlight.js's grammar for the language gives them (see `token-classes.ts`).
 * Where that grammar classes a token by accident (a capitalised object key as a class name, Ruby's
 * `Net::HTTP.start` as a symbol), the token gets the look of its kind instead.
 */

const backslashEscaped = (quote: string): StringForm => ({ open: quote, close: quote, escape: '\\' });
const looks = (look: Look, words: string): [string, Look][] => words.split(' ').map((word) => [word, look]);

/** `ALL_CAPS`: a constant. */
const CONSTANT = /^[A-Z][A-Z0-9_]+$/;
/** `FormData`, `Net::HTTP::Post`: a class. */
const CLASS_NAME = /^[A-Z]/;

/**
 * The shell's (cURL's samples): single-quoted words (`shellQuote`), a quote inside written `'\''`, and
 * ANSI-C quoted ones (`$'a\r\n'`) for text with control characters.
 */
export const SHELL_LEXICON: SampleLexicon = {
  strings: [{ open: "'", close: "'" }],
  // The `$` of `$'…'` stays plain, as highlight.js has it; the quoted part is a string like any other.
  marks: [{ first: '\\', pattern: /\\[\s\S]/y }, { first: '$', pattern: /\$(?=')/y }],
  word: /[A-Za-z_]\w*/y,
  words: new Map(),
};

export const JAVASCRIPT_LEXICON: SampleLexicon = {
  strings: [backslashEscaped("'"), backslashEscaped('"')],
  lineComment: '//',
  word: /[A-Za-z_$][\w$]*/y,
  words: new Map([
    ...looks('k', 'const let var await async new import from return if else throw function typeof'),
    ...looks('n', 'true false null undefined NaN Infinity'),
    ...looks('t', 'console window document'),
    ['JSON', 'f'],
  ]),
  number: 'n',
  lookOf: ({ word, known, next, before }) => {
    // An object's key, keyword or not (`{ default: 1 }`), and a property, called or not (`Buffer.from(`).
    if (next === ':' && before !== '.') return 'a';
    if (before === '.') return next === '(' ? 'f' : 'a';
    if (known) return known;
    if (next === '(') return 'f';
    if (CONSTANT.test(word)) return 'n';
    return CLASS_NAME.test(word) ? 'f' : undefined;
  },
};

export const PYTHON_LEXICON: SampleLexicon = {
  strings: [backslashEscaped('"'), backslashEscaped("'")],
  lineComment: '#',
  word: /[A-Za-z_]\w*/y,
  words: new Map([...looks('k', 'import from with as def return if else not in is and or'), ...looks('n', 'True False None'), ...looks('t', 'print open')]),
  number: 'n',
};

export const PHP_LEXICON: SampleLexicon = {
  strings: [backslashEscaped("'"), backslashEscaped('"')],
  lineComment: '//',
  marks: [{ first: '<', pattern: /<\?php/y, look: 'm' }],
  word: /\$?[A-Za-z_]\w*/y,
  words: new Map([...looks('k', 'if else echo new object'), ...looks('n', 'true false null'), ...looks('t', 'stdClass')]),
  number: 'n',
  lookOf: ({ word, known, next }) => known ?? (word.startsWith('$') ? 't' : next === '(' ? 'f' : undefined),
};

export const CSHARP_LEXICON: SampleLexicon = {
  strings: [backslashEscaped('"')],
  lineComment: '//',
  // `@class`: a keyword used as a name is a name.
  word: /@?[A-Za-z_]\w*/y,
  words: new Map([...looks('k', 'using var new await'), ...looks('t', 'int string object'), ...looks('n', 'true false null')]),
  number: 'n',
  signedNumbers: true,
};

export const GO_LEXICON: SampleLexicon = {
  strings: [backslashEscaped('"'), { open: '`', close: '`' }],
  lineComment: '//',
  word: /[A-Za-z_]\w*/y,
  words: new Map([...looks('k', 'package import func if defer return var'), ...looks('n', 'nil true false'), ...looks('t', 'panic string')]),
  number: 'n',
  lookOf: ({ known, previousWord }) => known ?? (previousWord === 'func' ? 'f' : undefined),
};

export const RUBY_LEXICON: SampleLexicon = {
  strings: [backslashEscaped('"')],
  lineComment: '#',
  // A constant path (`Net::HTTP::Post`) is one word, and so is a symbol key with its colon (`use_ssl:`).
  word: /[A-Za-z_]\w*(?:::[A-Z]\w*)*(?::(?!:))?/y,
  words: new Map([...looks('k', 'require do end if else'), ...looks('n', 'true false nil')]),
  number: 'n',
  lookOf: ({ word, known }) => known ?? (word.endsWith(':') ? 's' : CONSTANT.test(word) ? 'n' : CLASS_NAME.test(word) ? 'f' : undefined),
};

export const JAVA_LEXICON: SampleLexicon = {
  strings: [{ open: '"""', close: '"""', escape: '\\' }, backslashEscaped('"')],
  lineComment: '//',
  word: /[A-Za-z_]\w*/y,
  words: new Map([...looks('k', 'import new'), ...looks('n', 'true false null')]),
  number: 'n',
  lookOf: ({ known, previousWord }) => known ?? (previousWord === 'new' ? 'f' : undefined),
};

export const POWERSHELL_LEXICON: SampleLexicon = {
  // Double-quoted with backtick escapes only for text with control characters (`psString`).
  strings: [{ open: "'", close: "'", doubledClose: true }, { open: '"', close: '"', escape: '`' }],
  lineComment: '#',
  // `@{` and `@(` open a hashtable and an array; `@request` passes one as parameters and stays plain.
  marks: [{ first: '@', pattern: /@(?=[{(])/y, look: 'k' }],
  word: /\$?[A-Za-z_]\w*(?:-[A-Za-z]\w*)*/y,
  words: new Map(looks('t', '$true $false $null')),
  number: 'n',
  // A parameter (`-Depth`) and a negative number (`-850`), as one token.
  dashedTokens: 'n',
  // Variables, cmdlets (`Invoke-RestMethod`) and the `[ordered]` type.
  lookOf: ({ word, known, before }) => known ?? (word.startsWith('$') || word.includes('-') || (word === 'ordered' && before === '[') ? 't' : undefined),
};
