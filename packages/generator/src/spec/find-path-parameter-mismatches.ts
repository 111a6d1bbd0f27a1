import { operationsOfItem } from '../openapi/collect-operations.js';
import { createResolver, pointerOf } from '../openapi/resolve-ref.js';

type Obj = Record<string, unknown>;

/** A path parameter an operation declares that its path does not name, or a name in the path no parameter declares. */
export interface PathParameterMismatch {
  kind: 'not-in-path' | 'undeclared';
  name: string;
  path: string;
  /** The names the path's template holds (`id` of `/files/{id}`). */
  named: string[];
  /** JSON pointer of the parameter (its use, where it is a `$ref`), else of the operation. */
  pointer: string;
}

/**
 * Each operation's path parameters (its own and its path item's) against the `{names}` of its path. A
 * parameter the path does not name is documented for a URL that has no place for it, and a name no
 * parameter declares goes undocumented. A path's own fragment or query (`/files/{id}#add_link`) is no
 * part of its template.
 */
export function findPathParameterMismatches(document: Obj): PathParameterMismatch[] {
  const resolve = createResolver(document);
  const found: PathParameterMismatch[] = [];
  for (const [path, rawItem] of Object.entries((document['paths'] ?? {}) as Obj)) {
    const item = resolve<Obj>(rawItem).value;
    if (!item || typeof item !== 'object') continue;
    const inPath = [...path.split(/[#?]/)[0]!.matchAll(/\{([^{}]+)\}/g)].map((match) => match[1]!);
    const named = new Set(inPath);
    for (const [below, operation] of operationsOfItem(item)) {
      // The operation's own parameters replace its path item's of the same name and place.
      const declared = new Map<string, string>();
      for (const [level, at] of [[item, ['paths', path]], [operation as Obj, ['paths', path, ...below]]] as const) {
        const list = level['parameters'];
        if (!Array.isArray(list)) continue;
        list.forEach((raw, index) => {
          const parameter = resolve<Obj>(raw).value;
          if (parameter && typeof parameter === 'object' && parameter['in'] === 'path' && typeof parameter['name'] === 'string') declared.set(parameter['name'], pointerOf([...at, 'parameters', String(index)]));
        });
      }
      for (const [name, pointer] of declared) if (!named.has(name)) found.push({ kind: 'not-in-path', name, path, named: inPath, pointer });
      for (const name of named) if (!declared.has(name)) found.push({ kind: 'undeclared', name, path, named: inPath, pointer: pointerOf(['paths', path, ...below]) });
    }
  }
  return found;
}
