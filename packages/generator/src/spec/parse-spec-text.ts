import { parseDocument, type Document, type YAMLParseError } from 'yaml';
import { describeYamlError } from '../text/describe-yaml-error.js';
import { readYamlValue } from '../text/read-yaml-value.js';
import { describeJsonSyntaxError } from '../text/describe-json-syntax-error.js';
import { lineColumnAt } from '../text/line-column-at.js';

export type SpecFormat = 'JSON' | 'YAML';

/** A syntax mistake in one file of a description, placed for the code frame. */
export interface SpecSyntaxProblem {
  format: SpecFormat;
  line: number;
  column: number;
  reason: string;
  fix: string;
}

export type ParsedSpecText = { value: unknown; syntax?: undefined } | { syntax: SpecSyntaxProblem };

/** `.json` files are JSON; everything else (`.yaml`, `.yml`, no extension) is read as YAML. */
export function specFormatOf(file: string): SpecFormat {
  return /\.json$/i.test(file) ? 'JSON' : 'YAML';
}

/**
 * Parses one file of a description. JSON goes through `JSON.parse`, the fastest parser there is; only
 * when it fails is the text looked at again to place and explain the mistake.
 */
export function parseSpecText(raw: string, format: SpecFormat): ParsedSpecText {
  // Editors on Windows may save a byte-order mark, which neither parser accepts.
  const text = raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw;
  if (format === 'JSON') {
    try {
      return { value: JSON.parse(text) };
    } catch (error) {
      const problem = describeJsonSyntaxError(text, error);
      // Offsets count from after the mark; lines and columns are the same with or without it.
      return { syntax: { format, ...lineColumnAt(text, problem.offset), reason: problem.reason, fix: problem.fix } };
    }
  }
  // Merge keys (`<<: *base`) are YAML 1.1, but the YAML tools descriptions are written with read them.
  const document = parseDocument(text, { merge: true });
  const error = document.errors[0];
  if (error) return { syntax: yamlProblem(text, document, error) };
  const read = readYamlValue(document, text);
  if ('problem' in read) return { syntax: { format, ...lineColumnAt(text, read.problem.offset), reason: read.problem.reason, fix: read.problem.fix } };
  return { value: read.value };
}

/** A parser error, placed by line and column. */
function yamlProblem(text: string, document: Document, error: YAMLParseError): SpecSyntaxProblem {
  const problem = describeYamlError(document, error);
  if (error.code === 'MULTIPLE_DOCS') {
    problem.reason = 'a line of `---` here starts a second YAML document, and a description is one';
    problem.fix = 'Remove the `---` line and what follows it, or make this file the description alone (front matter of a page is no description).';
  }
  return { format: 'YAML', ...lineColumnAt(text, problem.offset), reason: problem.reason, fix: problem.fix };
}
