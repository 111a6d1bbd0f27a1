import { createServer, type Server } from 'node:http';

/** How many ports after the asked one to try when it is taken. */
const PORT_ATTEMPTS = 20;

function listenOnce(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => {
      server.off('listening', onListening);
      reject(error);
    };
    const onListening = () => {
      server.off('error', onError);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

/**
 * Listens on `port`, or the next free one when it is taken; resolves to the port it got.
 * Port 0 asks the system for any free port.
 */
export async function listen(server: Server, port: number, host: string): Promise<number> {
  // The ports tried: no further than the last there is.
  const last = Math.min(port + PORT_ATTEMPTS - 1, MAX_PORT);
  for (let attempt = 0; ; attempt++) {
    try {
      return await listenOnce(server, port === 0 ? 0 : port + attempt, host);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'EADDRINUSE' || port === 0 || port + attempt >= last) throw new ListenError(host, port, code ?? (error as Error).message, last);
    }
  }
}

const MAX_PORT = 65_535;

/** A server that could not listen where it was asked: a mistake in `--host` or `--port`, not a crash. */
export class ListenError extends Error {
  constructor(
    readonly host: string,
    readonly port: number,
    readonly reason: string,
    /** The last port tried when the asked one was taken. */
    last = port,
  ) {
    const hint =
      reason === 'EADDRINUSE' ? `${last === port ? `port ${port} is` : `ports ${port} to ${last} are all`} in use: give another with --port`
      : reason === 'EACCES' ? `port ${port} needs privileges: give one above 1023 with --port`
      : `${host} is not an address of this machine: give --host 127.0.0.1, or 0.0.0.0 for other machines to connect`;
    super(`Cannot listen on ${host}:${port} (${reason}); ${hint}.`);
  }
}

/** The URL to open (brackets around an IPv6 address; the wildcard address as the loopback one). */
export function serverUrl(host: string, port: number): string {
  const shown = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  return `http://${shown.includes(':') ? `[${shown}]` : shown}:${port}`;
}

/**
 * Whether this machine can listen on `host` at all, found at once (on any free port) rather than after
 * a first build that may take a minute: a `--host` of another machine fails here with a `ListenError`.
 */
export async function checkHost(host: string, port: number): Promise<true> {
  const probe = createServer();
  try {
    await listenOnce(probe, 0, host);
    return true;
  } catch (error) {
    throw new ListenError(host, port, (error as NodeJS.ErrnoException).code ?? (error as Error).message);
  } finally {
    probe.close();
  }
}
