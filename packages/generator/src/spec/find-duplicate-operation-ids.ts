import { operationsOfItem } from '../openapi/collect-operations.js';
import { createResolver, pointerOf } from '../openapi/resolve-ref.js';

/** An operationId used a second (or later) time, with the operation that used it first. */
export interface DuplicateOperationId {
  operationId: string;
  /** JSON pointers of the two operations in the bundled description. */
  first: string;
  second: string;
}

/**
 * operationIds must be unique in a description (code generators and links name operations by them).
 * Looks at the operations that get pages, the ones under `paths`. It runs on every build, so it only
 * reads each operationId; pointers are made for duplicates alone.
 */
export function findDuplicateOperationIds(document: Record<string, unknown>): DuplicateOperationId[] {
  const resolve = createResolver(document);
  const firstUse = new Map<string, string[]>();
  const duplicates: DuplicateOperationId[] = [];
  for (const [path, rawItem] of Object.entries((document['paths'] ?? {}) as Record<string, unknown>)) {
    const item = resolve<Record<string, unknown>>(rawItem).value;
    if (!item || typeof item !== 'object') continue;
    for (const [at, operation] of operationsOfItem(item)) {
      const id = operation['operationId'];
      if (typeof id !== 'string') continue;
      const first = firstUse.get(id);
      if (!first) firstUse.set(id, [path, ...at]);
      else duplicates.push({ operationId: id, first: pointerOf(['paths', ...first]), second: pointerOf(['paths', path, ...at]) });
    }
  }
  return duplicates;
}
