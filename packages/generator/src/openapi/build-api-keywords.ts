import type { ApiOperationView } from '@docs/shared';

/** "sendSigning" → "sendSigning send Signing", so both the identifier and its words match. */
function identifierWords(identifier: string): string {
  const words = identifier.replace(/([a-z0-9])([A-Z])/g, '$1 $2');
  return words === identifier ? identifier : `${identifier} ${words}`;
}

/** What a developer may type to find an operation: `POST /signings/{signing_id}/send`, `sendSigning`, `signing_id`. */
export function buildApiKeywords(api: ApiOperationView): string {
  return [
    `${api.method.toUpperCase()} ${api.path}`,
    ...(api.operationId ? [identifierWords(api.operationId)] : []),
    ...api.parameters.map((parameter) => identifierWords(parameter.name)),
  ].join(' ');
}
