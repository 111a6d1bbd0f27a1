import { collectOperations } from '../openapi/collect-operations.js';
import { createResolver } from '../openapi/resolve-ref.js';

/** An operationId used a second (or later) time, with the operation that used it first. */
export interface DuplicateOperationId {
  operationId: string;
  /** JSON pointers of the two operations in the bundled description. */
  first: string;
  second: string;
}

/**
 * operationIds must be unique in a description (code generators and links name operations by them).
 * Looks at the operations that get pages, the ones under `paths`.
 */
export function findDuplicateOperationIds(document: Record<string, unknown>): DuplicateOperationId[] {
  const firstUse = new Map<string, string>();
  const duplicates: DuplicateOperationId[] = [];
  for (const { operation, pointer } of collectOperations(document, createResolver(document))) {
    const id = operation['operationId'];
    if (typeof id !== 'string') continue;
    const first = firstUse.get(id);
    if (first === undefined) firstUse.set(id, pointer);
    else duplicates.push({ operationId: id, first, second: pointer });
  }
  return duplicates;
}
