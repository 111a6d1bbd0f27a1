import type { BrokenRef } from './check-refs.js';
import { pointerTokens } from './find-refs.js';
import type { SpecFile } from './load-spec-files.js';

/** What an unresolvable schema, response or other object becomes: valid where it stands, and named on the page. */
export const UNRESOLVED_REF_KEY = 'x-unresolved-ref';

/**
 * Copies of the files that hold broken references, each broken `{ $ref }` replaced by a stand-in, so that
 * the rest of the description can still be bundled and rendered (`--lenient`). A reference to a text file
 * (a Markdown description) becomes a sentence; any other an object with a description that says what is missing.
 */
export function replaceBrokenRefs(files: ReadonlyMap<string, SpecFile>, broken: readonly BrokenRef[]): Map<string, unknown> {
  const patched = new Map<string, unknown>();
  for (const item of broken) {
    if (!patched.has(item.file)) patched.set(item.file, structuredClone(files.get(item.file)?.value));
    const standIn = /\.(json|ya?ml)$/i.test(item.target) ? { [UNRESOLVED_REF_KEY]: item.ref, description: `Unresolved reference: \`${item.ref}\`` } : `Unresolved reference: \`${item.ref}\``;
    const tokens = pointerTokens(item.pointer);
    if (!tokens.length) {
      patched.set(item.file, standIn);
      continue;
    }
    let parent = patched.get(item.file) as Record<string, unknown> | undefined;
    for (const token of tokens.slice(0, -1)) parent = parent?.[token] as Record<string, unknown> | undefined;
    if (parent && typeof parent === 'object') parent[tokens.at(-1)!] = standIn;
  }
  return patched;
}
