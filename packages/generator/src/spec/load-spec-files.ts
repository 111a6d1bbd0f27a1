import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { findRefs, type FoundRef } from './find-refs.js';
import { parseSpecText, type SpecFormat, type SpecSyntaxProblem } from './parse-spec-text.js';
import { isReadableSpecFile } from './ref-reach.js';
import { refTarget } from './ref-target.js';

/** One file of a description as read from the disk, parsed when it is JSON or YAML. */
export interface SpecFile {
  /** Absolute path. */
  file: string;
  /** `text` for files pulled in whole, such as Markdown descriptions. */
  format: SpecFormat | 'text';
  /** Absent when the file cannot be read. */
  text?: string;
  value?: unknown;
  syntax?: SpecSyntaxProblem;
  refs: FoundRef[];
}

/**
 * Reads the root file of a description and every file its `$ref`s reach inside `folder`, transitively,
 * each once (`isReadableSpecFile`: no other is ever read).
 * Used to explain a description the bundler rejected, so it may take its time: it parses again
 * what the fast path already parsed, and keeps positions nowhere.
 */
export async function loadSpecFiles(root: string, rootText: string, rootFormat: SpecFormat, folder = path.dirname(root)): Promise<Map<string, SpecFile>> {
  const files = new Map<string, SpecFile>();
  files.set(root, parsed(root, rootFormat, rootText));
  let pending = [root];
  while (pending.length) {
    const next = new Set<string>();
    for (const file of pending) {
      for (const { ref } of files.get(file)!.refs) {
        const target = refTarget(ref, file);
        if (target && !files.has(target.file) && isReadableSpecFile(target.file, folder)) next.add(target.file);
      }
    }
    const loaded = await Promise.all([...next].map(async (file) => parsed(file, formatOf(file), await readFile(file, 'utf8').catch(() => undefined))));
    for (const file of loaded) files.set(file.file, file);
    pending = [...next];
  }
  return files;
}

/** Like the bundler: JSON and YAML by extension; any other file is taken as text (a Markdown description). */
function formatOf(file: string): SpecFile['format'] {
  if (/\.json$/i.test(file)) return 'JSON';
  if (/\.ya?ml$/i.test(file)) return 'YAML';
  return 'text';
}

function parsed(file: string, format: SpecFile['format'], text: string | undefined): SpecFile {
  if (text === undefined) return { file, format, refs: [] };
  if (format === 'text') return { file, format, text, value: text, refs: [] };
  const result = parseSpecText(text, format);
  if (result.syntax) return { file, format, text, syntax: result.syntax, refs: [] };
  return { file, format, text, value: result.value, refs: findRefs(result.value) };
}
