import { parseDocument, YAMLParseError } from 'yaml';
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
  if (error) return { syntax: yamlProblem(text, error) };
  const read = readYamlValue(document, text);
  if ('problem' in read) return { syntax: { format, ...lineColumnAt(text, read.problem.offset), reason: read.problem.reason, fix: read.problem.fix } };
  return { value: read.value };
}

/** A parser error, placed by line and column. */
function yamlProblem(text: string, error: YAMLParseError): SpecSyntaxProblem {
  const place = error.linePos?.[0] ?? lineColumnAt(text, error.pos[0]);
  return { format: 'YAML', line: place.line, column: 'col' in place ? place.col : place.column, reason: yamlReason(error), fix: yamlFix(error.code) };
}

/** The parser's first line without its "at line 3, column 5", which the location already says. */
function yamlReason(error: YAMLParseError): string {
  // The parser's advice here is to its caller ("please use YAML.parseAllDocuments()"), not to the author.
  if (error.code === 'MULTIPLE_DOCS') return 'a line of `---` here starts a second YAML document, and a description is one';
  const words = (error.message.split('\n')[0] ?? '').replace(/ at line \d+, column \d+:?$/, '').trim();
  return words.charAt(0).toLowerCase() + words.slice(1);
}

function yamlFix(code: YAMLParseError['code']): string {
  if (code === 'MULTIPLE_DOCS') return 'Remove the `---` line and what follows it, or make this file the description alone (front matter of a page is no description).';
  if (code === 'DUPLICATE_KEY') return 'Remove or rename one of the two keys of this name.';
  if (code === 'TAB_AS_INDENT') return 'Indent with spaces: YAML does not allow tabs for indentation.';
  if (code === 'BAD_INDENT') return 'Indent this line as far as the other keys at its level (YAML nests by indentation).';
  if (code === 'BLOCK_AS_IMPLICIT_KEY') return 'Put quotes around a value that contains `: `, or this line reads as a key inside a value.';
  if (code === 'MULTILINE_IMPLICIT_KEY') return 'Add the `:` after the key on this line, or join a key that runs over two lines.';
  return 'Correct the YAML here: check the indentation, the `:` after each key, and quotes around values that contain `: ` or start with a special character.';
}
