/**
 * Characters of an example's text (JSON as a page shows it, two spaces of indent) past which the page shows
 * it shortened: about 600 lines. Among the 42,000 examples of APIs.guru's 2,600 descriptions, 267 are longer
 * (one in 150); 44 are over 100 KB, such as a flight search's 420 KB response, whose page weighed 1.7 MB.
 */
export const EXAMPLE_CHARACTERS = 20_000;

/** How far a JSON value is cut: lists to their first items, texts to their first characters, objects to their first fields. */
interface Cut {
  items: number;
  characters?: number;
  fields?: number;
}

/** Gentlest first: most long examples are long lists of like items, which their first few show as well. */
const CUTS: readonly Cut[] = [
  { items: 10 },
  { items: 3 },
  { items: 3, characters: 200 },
  { items: 1, characters: 200, fields: 20 },
  { items: 1, characters: 80, fields: 5 },
];

/** Characters of a field's example, one line of JSON beside its other facts, past which it is shown shortened. */
export const FACT_EXAMPLE_CHARACTERS = 1_000;

export interface ShortenedValue {
  value: unknown;
  /** What was left out, for the reader, when anything was. */
  note?: string;
}

/** Where the example a page shortens comes from: the description's own, or sampled from its schema. */
export type ExampleSource = 'given' | 'sampled';

/** What a cut did: which of its kinds of cut left something out. */
interface CutMade {
  items: boolean;
  characters: boolean;
  fields: boolean;
  deep: boolean;
}

/**
 * A JSON example no longer than `budget` characters as `measure` writes it: the value as it is when it
 * fits, else the same value with its lists, long texts and then large objects cut, the least that fits,
 * still valid JSON of the same shape. Should even the sharpest cut not fit (a value nested hundreds deep),
 * that cut is given anyway. The note says what was cut, and, for the description's own example, where
 * the whole of it is.
 */
export function shortenJsonValue(value: unknown, budget = EXAMPLE_CHARACTERS, measure: (value: unknown) => number = prettyLength, source: ExampleSource = 'given'): ShortenedValue {
  const length = measure(value);
  if (length <= budget || value === null || (typeof value !== 'object' && typeof value !== 'string')) return { value };
  let cut: { value: unknown; by: Cut; made: CutMade } | undefined;
  for (const by of CUTS) {
    const made = { items: false, characters: false, fields: false, deep: false };
    cut = { value: cutValue(value, by, 0, made), by, made };
    if (measure(cut.value) <= budget) break;
  }
  return { value: cut!.value, note: noteOf(cut!.by, cut!.made, length, source) };
}

/**
 * A field's example as the one line of JSON its facts show: shortened as `shortenJsonValue` shortens, and
 * then ending in `…`, when longer than `FACT_EXAMPLE_CHARACTERS` (a schema may hold a whole response as
 * its example: 130 KB on one line).
 */
export function exampleFact(value: unknown): string {
  const text = JSON.stringify(value) ?? 'null';
  if (text.length <= FACT_EXAMPLE_CHARACTERS) return text;
  const shortened = shortenJsonValue(value, FACT_EXAMPLE_CHARACTERS, compactLength).value;
  return `${JSON.stringify(shortened) ?? 'null'} …`;
}

/**
 * A text example (XML, plain text) no longer than `budget` characters: its first lines that fit, and a
 * note of how many there were; a text of one long line (minified XML), its first characters.
 */
export function shortenText(text: string, budget = EXAMPLE_CHARACTERS, source: ExampleSource = 'given'): { text: string; note?: string } {
  if (text.length <= budget) return { text };
  const end = text.lastIndexOf('\n', budget);
  const lines = (text: string) => text.split('\n').length;
  const kept = end > 0 ? text.slice(0, end) : text.slice(0, budget);
  const what = end > 0 ? `its first ${lines(kept).toLocaleString('en')} of ${lines(text).toLocaleString('en')} lines` : `its first ${budget.toLocaleString('en')} characters`;
  return { text: `${kept}\n…`, note: `Shortened for this page from ${kilobytes(text.length)}: ${what}.${whereWhole(source)}` };
}

function prettyLength(value: unknown): number {
  return JSON.stringify(value, null, 2)?.length ?? 0;
}

function compactLength(value: unknown): number {
  return JSON.stringify(value)?.length ?? 0;
}

/** Depth past which a value is left as `null`: a cut copy is made by recursion, which a value nested thousands deep must not overflow. */
const MAX_DEPTH = 64;

function cutValue(value: unknown, by: Cut, depth: number, made: CutMade): unknown {
  if (typeof value === 'string') {
    if (by.characters === undefined || value.length <= by.characters) return value;
    made.characters = true;
    return `${value.slice(0, by.characters)}…`;
  }
  if (value === null || typeof value !== 'object') return value;
  if (depth > MAX_DEPTH) {
    made.deep = true;
    return null;
  }
  if (Array.isArray(value)) {
    if (value.length > by.items) made.items = true;
    return value.slice(0, by.items).map((item) => cutValue(item, by, depth + 1, made));
  }
  const entries = Object.entries(value);
  if (by.fields !== undefined && entries.length > by.fields) made.fields = true;
  return Object.fromEntries((by.fields === undefined ? entries : entries.slice(0, by.fields)).map(([key, field]) => [key, cutValue(field, by, depth + 1, made)]));
}

function noteOf(by: Cut, made: CutMade, length: number, source: ExampleSource): string {
  const parts = [
    ...(made.items ? [`lists show their first ${by.items === 1 ? 'item' : `${by.items} items`}`] : []),
    ...(made.characters ? [`long texts their first ${by.characters} characters`] : []),
    ...(made.fields ? [`large objects their first ${by.fields} fields`] : []),
    ...(made.deep ? [`values nested over ${MAX_DEPTH} deep are null`] : []),
  ];
  const listed = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0];
  return `Shortened for this page from ${kilobytes(length)}: ${listed}.${whereWhole(source)}`;
}

/** Where the whole example is: the description's own is in it; one sampled from the schema is nowhere but here. */
function whereWhole(source: ExampleSource): string {
  return source === 'given' ? ' The full example is in the API description.' : '';
}

function kilobytes(characters: number): string {
  return `${Math.max(1, Math.round(characters / 1000)).toLocaleString('en')} KB`;
}
