import { ListenError } from '@docs/dev-server';
import type { CliIo } from '../io.js';

/**
 * Starts a server, or says why it could not listen where it was asked (a `--host` of another machine,
 * ports all taken) and gives nothing: a mistake on the command line, not an internal error.
 */
export async function serveOrSay<T>(io: CliIo, start: () => Promise<T>): Promise<T | undefined> {
  try {
    return await start();
  } catch (error) {
    if (!(error instanceof ListenError)) throw error;
    io.err(`✖ ${error.message}\n`);
    return undefined;
  }
}
