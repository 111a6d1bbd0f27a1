import type { Server } from 'node:http';

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
  for (let attempt = 0; ; attempt++) {
    try {
      return await listenOnce(server, port === 0 ? 0 : port + attempt, host);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || port === 0 || attempt === PORT_ATTEMPTS - 1) throw error;
    }
  }
}

/** The URL to open (brackets around an IPv6 address; the wildcard address as the loopback one). */
export function serverUrl(host: string, port: number): string {
  const shown = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  return `http://${shown.includes(':') ? `[${shown}]` : shown}:${port}`;
}
