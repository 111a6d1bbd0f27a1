import type { SchemaElsewhere } from './build-schema-tree.js';
import type { CollectedOperation } from './collect-operations.js';
import { normalizeOperation } from './normalize-operation.js';
import { operationPath, operationSummary } from './plan-api-pages.js';
import { isSuccess, requestBodyAnchor, responseAnchor } from './body-anchors.js';
import type { Resolver } from './resolve-ref.js';

/** A named schema's home: the page that shows it in full as an operation's own body, and where. */
export interface SchemaHome extends SchemaElsewhere {
  /** The page's route path. */
  path: string;
  /** The JSON pointer of the page's operation. */
  pointer: string;
}

/**
 * Where the reference shows each named schema as the whole body of an operation, by `$ref`: a success
 * response of a `GET` first (`Retrieve a customer` shows a Customer), then of any other operation, then
 * a request body, then an error response. A page too long to read links the large schemas it holds to
 * their homes.
 */
export function findSchemaHomes(document: Record<string, unknown>, operations: readonly CollectedOperation[], resolve: Resolver, indexPath: string): Map<string, SchemaHome> {
  const homes = new Map<string, SchemaHome>();
  // An operation too broken to read (which a lenient build renders as a warning) is no schema's home.
  const normals = new Map(operations.flatMap((collected) => {
    try {
      return [[collected, normalizeOperation(document, collected, resolve)] as const];
    } catch {
      return [];
    }
  }));
  const readable = operations.filter((collected) => normals.has(collected));
  const refOf = (schema: unknown) => (schema === undefined ? undefined : resolve(schema).ref);
  const consider = (collected: CollectedOperation, schema: unknown, anchor: string) => {
    const ref = refOf(schema);
    if (!ref || homes.has(ref)) return;
    // A page whose request body is the same schema shows it in full there first, its response then linking back up.
    const shownInRequest = refOf(normals.get(collected)!.requestBody?.content[0]?.schema) === ref;
    const path = operationPath(indexPath, collected);
    homes.set(ref, { path, pointer: collected.pointer, url: `${path}#${shownInRequest ? requestBodyAnchor() : anchor}`, page: operationSummary(collected) });
  };
  const responses = (success: boolean, among: readonly CollectedOperation[]) => {
    for (const collected of among) {
      for (const response of normals.get(collected)!.responses) {
        if (isSuccess(response.status) === success) consider(collected, response.content[0]?.schema, responseAnchor(response.status));
      }
    }
  };
  responses(true, [...readable.filter((collected) => collected.method === 'get'), ...readable.filter((collected) => collected.method !== 'get')]);
  for (const collected of readable) consider(collected, normals.get(collected)!.requestBody?.content[0]?.schema, requestBodyAnchor());
  responses(false, readable);
  return homes;
}
