import { slugify } from '@docs/shared';

/**
 * The ids an operation's page gives its bodies, shared by the view that builds them and the pages that
 * link to them. A body's tree is `<prefix>-schema` at its root and `<prefix>-<path>` at each field.
 */

/** The prefix of a response's ids (`response-200`, `response-2xx`, `response-default`), and its element's id. */
export function responseId(status: string): string {
  return `response-${slugify(status) || 'default'}`;
}

/** The prefix of the request body's ids (of its first media type; another's adds the type). */
export const REQUEST_BODY_ID_PREFIX = 'body';

/** The root of a body's tree, where a link to the whole schema leads. */
export function treeRootAnchor(prefix: string): string {
  return `${prefix}-schema`;
}

/** The root of a response's first media type's tree. */
export function responseAnchor(status: string): string {
  return treeRootAnchor(responseId(status));
}

/** The root of the request body's first media type's tree. */
export function requestBodyAnchor(): string {
  return treeRootAnchor(REQUEST_BODY_ID_PREFIX);
}

/** Whether a response's status is a success (`200`, `2XX`): its body is what the operation gives. */
export function isSuccess(status: string): boolean {
  return status.startsWith('2');
}
