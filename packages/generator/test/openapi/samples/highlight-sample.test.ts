import { describe, expect, it } from 'vitest';
import { highlightCode } from '../../../src/markdown/highlight-code.js';
import { collectOperations } from '../../../src/openapi/collect-operations.js';
import { generateCodeSamples } from '../../../src/openapi/generate-code-samples.js';
import { normalizeOperation } from '../../../src/openapi/normalize-operation.js';
import { createResolver } from '../../../src/openapi/resolve-ref.js';
import { highlightSample } from '../../../src/openapi/samples/highlight-sample.js';
import { SAMPLE_LANGUAGES } from '../../../src/openapi/samples/sample-languages.js';
import type { SampleRequest } from '../../../src/openapi/samples/sample-request.js';
import { randomSampleRequests } from './random-sample-requests.js';

interface Span {
  from: number;
  to: number;
  look: string;
  text: string;
}

const decode = (html: string) => html.replace(/&#x3C;/g, '<').replace(/&#x26;/g, '&');

/** The token spans of highlighted HTML, by where they stand in the code. */
function spansOf(html: string): Span[] {
  const spans: Span[] = [];
  let at = 0;
  for (const [, look, inside, plain] of html.matchAll(/<span class="(\w)">([^<]*)<\/span>|([^<]+)/g)) {
    const text = decode(inside ?? plain ?? '');
    if (look) spans.push({ from: at, to: at + text.length, look, text });
    at += text.length;
  }
  return spans;
}

const within = (inner: Span, outer: Span | undefined) => outer !== undefined && inner.from >= outer.from && inner.to <= outer.to;

/** Words C# reserves: the writer escapes them as names (`@class`), so a bare one it wrote is contextual (`file`, `value`). */
const CSHARP_RESERVED = new Set('as base class default do else false if in is new null object public return static string switch this true typeof using void while'.split(' '));

/** The text of the line `at` is on, before `at`. */
const lineBefore = (code: string, at: number) => code.slice(code.lastIndexOf('\n', at - 1) + 1, at);

/**
 * Whether highlight.js read our token as several of its look: strings that cover it exactly, one after
 * another (`'it'` `'s'`), or numbers with plain text between them (`-1` `.5e` `-7`).
 */
const readAsSeveral = (ours: Span, theirsAll: Span[]) => {
  const inside = theirsAll.filter((span) => span.from >= ours.from && span.to <= ours.to);
  if (!inside.length || inside[0]!.from !== ours.from || inside.some((span) => span.look !== ours.look)) return false;
  return ours.look === 'n' || (inside.length > 1 && inside.every((span, n) => n === 0 || span.from === inside[n - 1]!.to) && inside.at(-1)!.to === ours.to);
};

interface Mismatch {
  theirs?: Span;
  ours?: Span;
  code: string;
  oursAll: Span[];
  theirsAll: Span[];
}

/**
 * Where highlight.js misreads what our writers write, language by language: a mismatch between its spans
 * (`theirs`) and ours is accepted only when one of these explains it.
 */
const MISREADINGS: Record<string, (mismatch: Mismatch) => boolean> = {
  // A capitalised object key as a class name (`Authorization:`).
  javascript: ({ theirs, ours, code }) => theirs?.look === 'f' && ours?.look === 'a' && ours.from === theirs.from && ours.to === theirs.to && /^\s*:/.test(code.slice(ours.to)),
  // A contextual keyword used as a name (`file`, `value`, `and`), and the underscores a name starts with
  // (`__proto__`) as a number, whose digits they may separate.
  csharp: ({ theirs, ours, code }) =>
    ours === undefined &&
    ((theirs?.look === 'k' && !CSHARP_RESERVED.has(theirs.text) && /^\s*[=,.);]/.test(code.slice(theirs.to))) || (theirs?.look === 'n' && /^_+$/.test(theirs.text) && /^\w/.test(code.slice(theirs.to)))),
  // `Net::HTTP.start` read as `Net`, then two symbols.
  ruby: ({ theirs, ours, oursAll }) => {
    const path = ours ?? oursAll.find((span) => theirs !== undefined && within(theirs, span));
    return path?.look === 'f' && path.text === 'Net::HTTP' && (theirs === undefined || within(theirs, path));
  },
  // A hashtable key named like a type or a keyword (`Type = …`) read as one; a string with a quote written
  // twice (`'it''s'`), or a number with an exponent (`5e-324`), read as several.
  powershell: ({ theirs, ours, code, theirsAll }) => {
    if (ours === undefined && theirs && (theirs.look === 't' || theirs.look === 'k') && !theirs.text.startsWith('$') && /^[ \t]+$/.test(lineBefore(code, theirs.from)) && /^\s*=/.test(code.slice(theirs.to))) return true;
    return ours !== undefined && (ours.look === 's' || ours.look === 'n') && readAsSeveral(ours, theirsAll) && (theirs === undefined || within(theirs, ours));
  },
  // A word of an unquoted argument (`--data false`, a URL's `/if/`), or of an option (`--head`), read as a keyword.
  curl: ({ theirs, ours, code }) => {
    if (ours !== undefined || theirs === undefined || theirs.look === 's') return false;
    const line = lineBefore(code, theirs.from) + code.slice(theirs.from).split('\n')[0];
    return /^\s*--[\w-]+ [A-Za-z0-9_./:@%+=,-]+( \\)?$/.test(line) || (code.slice(theirs.from - 2, theirs.from) === '--' && /^[\w-]*( \\)?$/.test(code.slice(theirs.from).split('\n')[0]!));
  },
};
MISREADINGS['nodejs'] = MISREADINGS['javascript']!;

/**
 * The code as highlight.js is given it: a PowerShell key named `class`, `enum`, `function` or `using` makes
 * it read what follows as a declaration, so such keys are renamed (same length, so spans stay in place).
 */
const forHighlightJs: Record<string, (code: string) => string> = {
  powershell: (code) => code.replace(/^([ \t]+)(class|enum|function|using)(?=\s*=)/gm, (_, blanks: string, word: string) => blanks + 'x'.repeat(word.length)),
};

/** Spans in which `ours` and highlight.js's differ, each with what it was matched against. */
function mismatches(code: string, ours: Span[], theirs: Span[]) {
  const key = (span: Span) => `${span.from}:${span.to}:${span.look}`;
  const oursKeys = new Set(ours.map(key));
  const theirsKeys = new Set(theirs.map(key));
  const overlapping = (span: Span, list: Span[]) => list.find((other) => other.from < span.to && span.from < other.to);
  return [
    ...theirs.filter((span) => !oursKeys.has(key(span))).map((span) => ({ theirs: span, ours: overlapping(span, ours), code, oursAll: ours, theirsAll: theirs })),
    ...ours.filter((span) => !theirsKeys.has(key(span))).map((span) => ({ ours: span, theirs: overlapping(span, theirs), code, oursAll: ours, theirsAll: theirs })),
  ];
}

const requests = randomSampleRequests(600, 20_251_126);

describe('highlightSample', () => {
  it('reads every sample the writers write, keeping its text', () => {
    for (const request of requests) {
      for (const [language, settings] of Object.entries(SAMPLE_LANGUAGES)) {
        const code = settings.write(request);
        const html = highlightSample(code, settings.lexicon);
        expect(html, `${language}: ${code}`).toBeDefined();
        const text = html!.replace(/<span class="[a-z]">|<\/span>/g, '');
        // Every `<` and `&` of the code is a reference: nothing in a sample makes markup.
        expect(text, language).not.toMatch(/<|&(?!#x3C;|#x26;)/);
        expect(decode(text), language).toBe(code);
      }
    }
  });

  it('classes every token as highlight.js does, apart from where highlight.js misreads the code', () => {
    const identical: Record<string, number> = {};
    for (const request of requests) {
      for (const [language, settings] of Object.entries(SAMPLE_LANGUAGES)) {
        const code = settings.write(request);
        const theirs = highlightCode(forHighlightJs[language]?.(code) ?? code, settings.highlight);
        const ours = highlightSample(code, settings.lexicon)!;
        if (ours === theirs) identical[language] = (identical[language] ?? 0) + 1;
        for (const mismatch of mismatches(code, spansOf(ours), spansOf(theirs))) {
          const explained = MISREADINGS[language]?.(mismatch) ?? false;
          if (!explained) expect.fail(`${language}: ours ${JSON.stringify(mismatch.ours)}, highlight.js ${JSON.stringify(mismatch.theirs)}, in\n${code}`);
        }
      }
    }
    // Where highlight.js reads the writers' code right, the two agree on every sample.
    for (const language of ['python', 'php', 'go', 'java']) expect(identical[language], language).toBe(requests.length);
  });

  it('gives each token the look of its kind where highlight.js does not', () => {
    const request: SampleRequest = {
      method: 'POST',
      url: "https://api.example.com/v1/users/it's",
      headers: [{ name: 'Authorization', value: 'Bearer KEY' }],
      body: { kind: 'json', mediaType: 'application/json', value: { default: 1, class: 'x' } },
      response: { kind: 'json' },
    };
    const html = (language: string) => highlightSample(SAMPLE_LANGUAGES[language]!.write(request), SAMPLE_LANGUAGES[language]!.lexicon)!;
    // Every key of an object is a key, capitalised or a keyword.
    expect(html('javascript')).toContain('<span class="a">Authorization</span>: <span class="s">\'Bearer KEY\'</span>');
    expect(html('javascript')).toContain('<span class="a">default</span>: <span class="n">1</span>');
    // A quote written twice stays inside its string.
    expect(html('powershell')).toContain("<span class=\"s\">'https://api.example.com/v1/users/it''s'</span>");
    // A constant path is one name.
    expect(html('ruby')).toContain('<span class="f">Net::HTTP</span>.start');
    // A keyword written as a property's name (`@class`) is a name.
    expect(html('csharp')).toContain('@class = <span class="s">"x"</span>');
  });

  it('leaves code it cannot read, and samples the description brings, to highlight.js', () => {
    expect(highlightSample("const a = 'open", SAMPLE_LANGUAGES['javascript']!.lexicon)).toBeUndefined();
    const source = "const response = await fetch('https://api.example.com', { headers: { Authorization: 'KEY' } });";
    const document = {
      openapi: '3.0.3',
      info: { title: 'T', version: '1' },
      paths: { '/a': { get: { responses: { '200': { description: 'OK' } }, 'x-codeSamples': [{ lang: 'JavaScript', source }] } } },
    };
    const resolve = createResolver(document);
    const [collected] = collectOperations(document, resolve);
    const { samples } = generateCodeSamples(document, collected!, normalizeOperation(document, collected!, resolve), resolve, ['javascript', 'python']);
    expect(samples.find((sample) => sample.language === 'javascript')?.html).toBe(highlightCode(source, 'javascript'));
    // The generated one beside it is read by its lexicon.
    const python = samples.find((sample) => sample.language === 'python')!.html;
    expect(python).toBe(highlightSample(decode(python.replace(/<[^>]+>/g, '')), SAMPLE_LANGUAGES['python']!.lexicon));
  });
});
