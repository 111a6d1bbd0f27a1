import { trimSlashes, type ApiOperationView } from '@docs/shared';
import { identifierTerm, pathTerm } from '@docs/shared/search';

/** "sendSigning" → "sendSigning send Signing", so both the identifier and its words match. */
function identifierWords(identifier: string): string {
  const words = identifier.replace(/([a-z0-9])([A-Z])/g, '$1 $2');
  return words === identifier ? identifier : `${identifier} ${words}`;
}

/**
 * An identifier as its words, and run together when it has parts (`repos/list-deploy-keys`,
 * `stake_address` → `stakeaddress`), which a query holding exactly it (or `stakeAddress`) finds.
 */
function identifierKeywords(identifier: string, { asWords = true } = {}): string[] {
  const joined = identifierTerm(identifier);
  return [asWords ? identifierWords(identifier) : identifier, ...(joined ? [joined] : [])];
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
 * Parameters that many operations take (`common`, lowercase names) are left out: they name none of them.
 */
export function buildApiKeywords(api: ApiOperationView, common: ReadonlySet<string> = new Set()): string {
  return [
    `${api.method.toUpperCase()} ${api.path}`,
    ...basePaths(api.servers).map((base) => `${base}${api.path}`),
    // Each path also as one term, which a query holding exactly that path matches.
    ...['', ...basePaths(api.servers)].flatMap((base) => pathTerm(`${base}${api.path}`) ?? []),
    // A webhook's operationId is no name readers use (they know it by its own), and its words are those of
    // every other webhook's (`signingCompletedEvent`, `signingSentEvent`): it is not split into them.
    ...(api.operationId ? identifierKeywords(api.operationId, { asWords: !api.webhook }) : []),
    ...api.parameters.filter((parameter) => !common.has(parameter.name.toLowerCase())).flatMap((parameter) => identifierKeywords(parameter.name)),
  ].join(' ');
}
