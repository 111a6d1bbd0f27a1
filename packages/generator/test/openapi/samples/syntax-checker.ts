import { createRequire } from 'node:module';
import { Language, Parser, type Node } from 'web-tree-sitter';

const require = createRequire(import.meta.url);

/** The tree-sitter grammar (package and WebAssembly file) that reads each sample language. */
const GRAMMARS: Record<string, string> = {
  curl: 'tree-sitter-bash/tree-sitter-bash.wasm',
  javascript: 'tree-sitter-javascript/tree-sitter-javascript.wasm',
  nodejs: 'tree-sitter-javascript/tree-sitter-javascript.wasm',
  python: 'tree-sitter-python/tree-sitter-python.wasm',
  php: 'tree-sitter-php/tree-sitter-php.wasm',
  csharp: 'tree-sitter-c-sharp/tree-sitter-c_sharp.wasm',
  go: 'tree-sitter-go/tree-sitter-go.wasm',
  ruby: 'tree-sitter-ruby/tree-sitter-ruby.wasm',
  java: 'tree-sitter-java/tree-sitter-java.wasm',
  powershell: 'tree-sitter-powershell/tree-sitter-powershell.wasm',
};

export const CHECKED_LANGUAGES = Object.keys(GRAMMARS);

/** Where a parser found a sample not to be valid source: the first error, by line and column, with its line. */
export interface SyntaxProblem {
  line: number;
  column: number;
  text: string;
}

/** Loads every grammar once, and returns a function that finds the first syntax error of a sample. */
export async function createSyntaxChecker(): Promise<(language: string, source: string) => SyntaxProblem | undefined> {
  await Parser.init();
  const languages = new Map<string, Language>();
  for (const [language, file] of Object.entries(GRAMMARS)) languages.set(language, await Language.load(require.resolve(file)));
  const parser = new Parser();
  return (language, source) => {
    const grammar = languages.get(language);
    if (!grammar) throw new Error(`No grammar for ${language}`);
    parser.setLanguage(grammar);
    const tree = parser.parse(source);
    if (!tree) throw new Error(`The ${language} parser gave no tree`);
    try {
      const broken = firstError(tree.rootNode);
      if (!broken) return undefined;
      const row = broken.startPosition.row;
      return { line: row + 1, column: broken.startPosition.column + 1, text: source.split('\n')[row] ?? '' };
    } finally {
      tree.delete();
    }
  };
}

function firstError(node: Node): Node | undefined {
  if (!node.hasError) return undefined;
  if (node.isError || node.isMissing) return node;
  for (const child of node.children) {
    const found = child && firstError(child);
    if (found) return found;
  }
  return node;
}
