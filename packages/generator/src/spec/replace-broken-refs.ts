import { randomUUID } from 'node:crypto';
import type { BrokenRef } from './check-refs.js';
import { pointerTokens } from './find-refs.js';
import type { SpecFile } from './load-spec-files.js';
import { setOwn } from './own-keys.js';

/** What an unresolvable schema, response or other object becomes: valid where it stands, and named on the page. */
export const UNRESOLVED_REF_KEY = 'x-unresolved-ref';

/**
 * What a `$ref` written inside a value (an example, a default) that names nothing is called while the
 * description is bundled, so that the bundler leaves it alone; `restoreLiteralRefs` names it back. A
 * name of this process's own, which no description can hold already.
 */
const LITERAL_REF_KEY = `x-docs-literal-ref-${randomUUID()}`;

/**
 * Copies of the files that hold broken references, each broken `{ $ref }` replaced, so that the rest of
 * the description can still be bundled and rendered. One in a value (`literal`) stays as it is written,
 * its `$ref` hidden from the bundler until `restoreLiteralRefs`. Any other (`--lenient`) becomes a
 * stand-in: a reference to a text file (a Markdown description) a sentence; any other an object with a
 * description that says what is missing.
 */
export function replaceBrokenRefs(files: ReadonlyMap<string, SpecFile>, broken: readonly BrokenRef[], literal: ReadonlySet<BrokenRef> = new Set()): Map<string, unknown> {
  const patched = new Map<string, unknown>();
  for (const item of broken) {
    if (!patched.has(item.file)) patched.set(item.file, structuredClone(files.get(item.file)?.value));
    const tokens = pointerTokens(item.pointer);
    let parent = patched.get(item.file) as Record<string, unknown> | undefined;
    for (const token of tokens.slice(0, -1)) parent = parent?.[token] as Record<string, unknown> | undefined;
    const current = tokens.length ? parent?.[tokens.at(-1)!] : parent;
    const replacement = literal.has(item) ? renamedKey(current, '$ref', LITERAL_REF_KEY) : standInFor(item);
    if (!tokens.length) patched.set(item.file, replacement);
    else if (parent && typeof parent === 'object') parent[tokens.at(-1)!] = replacement;
  }
  return patched;
}

/** Names back every `$ref` that `replaceBrokenRefs` hid in values, in place, where it was among the keys. */
export function restoreLiteralRefs(document: unknown): void {
  const seen = new Set<object>();
  const pending = [document];
  while (pending.length) {
    const node = pending.pop();
    if (!node || typeof node !== 'object' || seen.has(node)) continue;
    seen.add(node);
    if (Array.isArray(node)) {
      pending.push(...node);
      continue;
    }
    const record = node as Record<string, unknown>;
    if (typeof record[LITERAL_REF_KEY] === 'string') {
      const named = renamedKey(record, LITERAL_REF_KEY, '$ref') as Record<string, unknown>;
      for (const key of Object.keys(record)) delete record[key];
      for (const [key, member] of Object.entries(named)) setOwn(record, key, member);
    }
    for (const key in record) pending.push(record[key]);
  }
}

function standInFor(item: BrokenRef): unknown {
  return /\.(json|ya?ml)$/i.test(item.target) ? { [UNRESOLVED_REF_KEY]: item.ref, description: `Unresolved reference: \`${item.ref}\`` } : `Unresolved reference: \`${item.ref}\``;
}

/** A copy of an object with one key renamed, in the same place among the others. */
function renamedKey(value: unknown, from: string, to: string): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, member]) => [key === from ? to : key, member]));
}
