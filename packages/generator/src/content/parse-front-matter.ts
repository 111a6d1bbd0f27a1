import { parseDocument, isMap } from 'yaml';
import { readYamlValue } from '../text/read-yaml-value.js';
import { createDiagnostic, spellingDistance, type Diagnostic, type HomeContent } from '@docs/shared';
import { lineColumnAt } from '../text/line-column-at.js';
import { describeYamlError } from '../text/describe-yaml-error.js';
import { FIRST_YAML_LINE, readSimpleFrontMatter } from './read-simple-front-matter.js';

/** The front matter fields a page may set; others are kept but unused. */
export interface FrontMatter {
  title?: string;
  description?: string;
  sidebar_position?: number;
  sidebar_label?: string;
  slug?: string;
  layout?: 'home' | 'doc' | 'page';
  /** Lists the page at the top of the API reference's sidebar section rather than in its folder. */
  api_reference?: boolean;
  /** A page not ready to publish: `docs build` leaves it out, `docs dev` shows it. */
  draft?: boolean;
  hero?: { name?: string; tagline?: string; actions?: HomeContent['actions'] };
  features?: HomeContent['features'];
  [field: string]: unknown;
}

export interface ParsedFrontMatter {
  data: FrontMatter;
  diagnostics: Diagnostic[];
  /** The line of the file on which each top-level field is written. */
  lines: Record<string, number>;
}

/** A first line of exactly `---` opens front matter, as in every static-site generator. */
const OPENING = /^---[ \t]*\r?\n/;
const FRONT_MATTER = /^---[ \t]*\r?\n([\s\S]*?)\r?\n?^---[ \t]*(?:\r?\n|$)/m;

const isText = (value: unknown) => typeof value === 'string';
const isOptionalText = (value: unknown) => value === undefined || typeof value === 'string';
const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);
/** A home page's button: `{ text, link, theme? }`. */
const isHomeAction = (value: unknown) => isObject(value) && isText(value['text']) && isText(value['link']) && (value['theme'] === undefined || value['theme'] === 'brand' || value['theme'] === 'alt');
/** A home page's card: `{ title, details?, link? }`. */
const isHomeFeature = (value: unknown) => isObject(value) && isText(value['title']) && isOptionalText(value['details']) && isOptionalText(value['link']);

const FIELD_TYPES: Record<string, { check: (v: unknown) => boolean; expected: string }> = {
  // A blank title would leave the page's tab, sidebar entry and breadcrumb without a name.
  title: { check: (v) => typeof v === 'string' && v.trim() !== '', expected: 'a non-blank string' },
  description: { check: (v) => typeof v === 'string', expected: 'a string' },
  sidebar_label: { check: (v) => typeof v === 'string' && v.trim() !== '', expected: 'a non-blank string' },
  hero: {
    check: (v) => isObject(v) && isOptionalText(v['name']) && isOptionalText(v['tagline']) && (v['actions'] === undefined || (Array.isArray(v['actions']) && v['actions'].every(isHomeAction))),
    expected: 'a map of name, tagline and actions (a list of { text, link, theme: brand or alt }), all written as text',
  },
  features: { check: (v) => Array.isArray(v) && v.every(isHomeFeature), expected: 'a list of { title, details, link }, all written as text' },
  sidebar_position: { check: (v) => typeof v === 'number' && Number.isFinite(v), expected: 'a number' },
  slug: { check: (v) => typeof v === 'string' && v.length > 0, expected: 'a non-empty path such as /docs/intro' },
  api_reference: { check: (v) => typeof v === 'boolean', expected: 'true or false' },
  draft: { check: (v) => typeof v === 'boolean', expected: 'true or false' },
  layout: { check: (v) => v === 'home' || v === 'doc' || v === 'page', expected: 'one of "home", "doc", "page"' },
};

/**
 * Reads the YAML front matter at the top of a Markdown file.
 * Errors point at the line of the file, not of the YAML block.
 */
export function parseFrontMatter(source: string, file: string): ParsedFrontMatter {
  if (!OPENING.test(source)) return { data: {}, diagnostics: [], lines: {} };
  const match = FRONT_MATTER.exec(source);
  if (!match || match.index !== 0) {
    return { data: {}, diagnostics: [createDiagnostic('UnclosedFrontMatter', {}, { file, line: 1, column: 1 })], lines: {} };
  }
  const yamlText = match[1] ?? '';
  const read = (readSimpleFrontMatter(yamlText) as ReadFields | undefined) ?? readYaml(yamlText, file);
  if ('diagnostics' in read) return { data: {}, lines: {}, diagnostics: read.diagnostics };
  const { data, lines } = read;
  const diagnostics: Diagnostic[] = [];
  for (const [field, rule] of Object.entries(FIELD_TYPES)) {
    if (data[field] === undefined || rule.check(data[field])) continue;
    const line = lines[field] ?? FIRST_YAML_LINE;
    diagnostics.push(createDiagnostic('InvalidFrontMatterField', { field, expected: rule.expected }, { file, line, column: 1 }));
    delete data[field];
  }
  for (const key of Object.keys(data)) {
    if (Object.hasOwn(FIELD_TYPES, key)) continue;
    const meant = meantField(key);
    if (meant) diagnostics.push(createDiagnostic('MisspelledFrontMatterField', { field: key, meant }, { file, line: lines[key] ?? FIRST_YAML_LINE, column: 1 }, 'warning'));
  }
  return { data, diagnostics, lines };
}

/**
 * The field a key not read here was meant as, when it is one written otherwise (`draf`, `Title`,
 * `sidebarPosition`): `draf: true` published the draft. Keys of other tools (`tags`, `id`,
 * `hide_table_of_contents`) are far from every field, and left alone.
 */
function meantField(key: string): string | undefined {
  const bare = (name: string) => name.toLowerCase().replace(/[-_\s]/g, '');
  for (const field of Object.keys(FIELD_TYPES)) {
    if (bare(key) === bare(field) || spellingDistance(key.toLowerCase(), field, field.length >= 6 ? 2 : 1) <= (field.length >= 6 ? 2 : 1)) return field;
  }
  return undefined;
}

/** The fields of front matter, and the line of the file each is written on. */
interface ReadFields {
  data: FrontMatter;
  lines: Record<string, number>;
}

/** Front matter read by the YAML parser: its fields and their lines, or what is wrong with it. */
function readYaml(yamlText: string, file: string): ReadFields | { diagnostics: Diagnostic[] } {
  const doc = parseDocument(yamlText);
  const error = doc.errors[0];
  if (error) {
    const problem = describeYamlError(doc, error);
    const place = lineColumnAt(yamlText, problem.offset);
    return { diagnostics: [createDiagnostic('InvalidFrontMatter', { reason: problem.reason, fix: problem.fix }, { file, line: place.line + FIRST_YAML_LINE - 1, column: place.column })] };
  }
  if (doc.contents !== null && !isMap(doc.contents)) {
    return { diagnostics: [createDiagnostic('InvalidFrontMatter', { reason: 'expected key: value pairs' }, { file, line: FIRST_YAML_LINE })] };
  }
  const read = readYamlValue(doc, yamlText);
  if ('problem' in read) {
    const place = lineColumnAt(yamlText, read.problem.offset);
    return { diagnostics: [createDiagnostic('InvalidFrontMatter', { reason: read.problem.reason, fix: read.problem.fix }, { file, line: place.line + FIRST_YAML_LINE - 1, column: place.column })] };
  }
  const data = (read.value ?? {}) as FrontMatter;
  const lines: Record<string, number> = {};
  if (isMap(doc.contents)) {
    for (const pair of doc.contents.items) {
      const key = pair.key as { value?: unknown; range?: [number, number, number] } | null;
      if (key?.range && typeof key.value === 'string') lines[key.value] = lineColumnAt(yamlText, key.range[0]).line + FIRST_YAML_LINE - 1;
    }
  }
  return { data, lines };
}
