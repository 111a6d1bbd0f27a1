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
}

/**
 * Where the reference shows each named schema as the whole body of an operation, by `$ref`: a success
 * response of a `GET` first (`Retrieve a customer` shows a Customer), then of any other operation, then
 * a request body, then an error response. A page too long to read links the large schemas it holds to
 * their homes.
 */
export function findSchemaHomes(document: Record<string, unknown>, operations: readonly CollectedOperation[], resolve: Resolver, indexPath: string): Map<string, SchemaHome> {
  const homes = new Map<string, SchemaHome>();
  const normals = new Map(operations.map((collected) => [collected, normalizeOperation(document, collected, resolve)]));
  const consider = (collected: CollectedOperation, schema: unknown, anchor: string) => {
    const { ref } = resolve(schema);
    if (!ref || homes.has(ref)) return;
    const path = operationPath(indexPath, collected);
    homes.set(ref, { path, url: `${path}#${anchor}`, page: operationSummary(collected) });
  };
  const gets = operations.filter((collected) => collected.method === 'get');
  for (const collected of [...gets, ...operations.filter((collected) => collected.method !== 'get')]) {
    for (const response of normals.get(collected)!.responses) {
      const schema = response.content[0]?.schema;
      if (isSuccess(response.status) && schema !== undefined) consider(collected, schema, responseAnchor(response.status));
    }
  }
  for (const collected of operations) {
    const schema = normals.get(collected)!.requestBody?.content[0]?.schema;
    if (schema !== undefined) consider(collected, schema, requestBodyAnchor());
  }
  for (const collected of operations) {
    for (const response of normals.get(collected)!.responses) {
      const schema = response.content[0]?.schema;
      if (!isSuccess(response.status) && schema !== undefined) consider(collected, schema, responseAnchor(response.status));
    }
  }
  return homes;
}
