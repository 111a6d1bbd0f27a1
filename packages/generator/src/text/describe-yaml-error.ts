import { visit, type Document, type YAMLParseError } from 'yaml';

/** What is wrong with a YAML text, at the offset an author should look at, in words for that author. */
export interface YamlProblem {
  offset: number;
  reason: string;
  fix: string;
}

/**
 * The parser's first error, described for whoever wrote the text. Later errors are nearly always
 * echoes of the first (one bad indent gives two), so only the first is told.
 */
export function describeYamlError(document: Document, error: YAMLParseError): YamlProblem {
  return { offset: placeOf(document, error), reason: reasonOf(error), fix: fixOf(error) };
}

/**
 * Where the author should look. A quote left open is found only where the text ends, often lines later:
 * the place to fix is where the quoted value starts.
 */
function placeOf(document: Document, error: YAMLParseError): number {
  if (error.code !== 'MISSING_CHAR' || !/quote/.test(error.message)) return error.pos[0];
  let opening = error.pos[0];
  visit(document, {
    Scalar(_key, node) {
      const range = node.range;
      if ((node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE') && range && range[0] < error.pos[0] && range[1] >= error.pos[0] - 1) {
        opening = range[0];
        return visit.BREAK;
      }
      return undefined;
    },
  });
  return opening;
}

/** The parser's first line without its "at line 3, column 5", which the location already says. */
function reasonOf(error: YAMLParseError): string {
  // The parser's advice here is to its caller ("please use YAML.parseAllDocuments()"), not to the author.
  if (error.code === 'MULTIPLE_DOCS') return 'a line of `---` here starts a second YAML document';
  if (error.code === 'MISSING_CHAR' && /quote/.test(error.message)) return `the quote that opens this value is never closed`;
  const words = (error.message.split('\n')[0] ?? '').replace(/ at line \d+, column \d+:?$/, '').trim();
  return words.charAt(0).toLowerCase() + words.slice(1);
}

function fixOf(error: YAMLParseError): string {
  const code = error.code;
  if (code === 'MISSING_CHAR' && /quote/.test(error.message)) return 'Close the quote at the end of the value, on the same line (a quote inside the value is written twice in single quotes, or as \\" in double quotes).';
  if (code === 'DUPLICATE_KEY') return 'Remove or rename one of the two keys of this name.';
  if (code === 'TAB_AS_INDENT') return 'Indent with spaces: YAML does not allow tabs for indentation.';
  if (code === 'BAD_INDENT') return 'Indent this line as far as the other keys at its level (YAML nests by indentation).';
  if (code === 'BLOCK_AS_IMPLICIT_KEY') return 'Put quotes around a value that contains `: `, or this line reads as a key inside a value.';
  if (code === 'MULTILINE_IMPLICIT_KEY') return 'Add the `:` after the key on this line, or join a key that runs over two lines.';
  return 'Correct the YAML here: check the indentation, the `:` after each key, and quotes around values that contain `: ` or start with a special character.';
}
