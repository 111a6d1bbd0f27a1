import { trimSlashes, type ApiOperationView } from '@docs/shared';
import { pathTerm } from '@docs/shared/search';

/** "sendSigning" → "sendSigning send Signing", so both the identifier and its words match. */
function identifierWords(identifier: string): string {
  const words = identifier.replace(/([a-z0-9])([A-Z])/g, '$1 $2');
  return words === identifier ? identifier : `${identifier} ${words}`;
}

/** The paths servers put before an operation's (`/v2` of `https://api.example.com/v2`), each once. */
function basePaths(servers: readonly string[]): string[] {
  const bases = servers.map((server) => {
    try {
      return trimSlashes(new URL(server, 'https://server.invalid').pathname);
    } catch {
      return '';
    }
  });
  return [...new Set(bases.filter(Boolean))];
}

/**
 * What a developer may type to find an operation: `POST /signings/{signing_id}/send`, the same with
 * the server's base path as guides and requests write it (`/v2/signings/…`), `sendSigning`, `signing_id`.
 */
export function buildApiKeywords(api: ApiOperationView): string {
  return [
    `${api.method.toUpperCase()} ${api.path}`,
    ...basePaths(api.servers).map((base) => `${base}${api.path}`),
    // Each path also as one term, which a query holding exactly that path matches.
    ...['', ...basePaths(api.servers)].flatMap((base) => pathTerm(`${base}${api.path}`) ?? []),
    ...(api.operationId ? [identifierWords(api.operationId)] : []),
    ...api.parameters.map((parameter) => identifierWords(parameter.name)),
  ].join(' ');
}
