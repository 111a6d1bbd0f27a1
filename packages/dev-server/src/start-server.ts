import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { listen, serverUrl } from './listen.js';
import { sendText } from './send-file.js';

export interface RunningServer {
  url: string;
  port: number;
  /** The port asked for, when it was taken and another was used. */
  portTaken?: number;
  server: Server;
  close: () => Promise<void>;
}

/**
 * Starts an HTTP server for an async handler on the asked port (127.0.0.1:3000 unless told), or the next
 * free one. A handler that throws answers 500 rather than bringing the server down.
 */
export async function startServer(
  handle: (request: IncomingMessage, response: ServerResponse) => Promise<void>,
  options: { port?: number; host?: string },
): Promise<RunningServer> {
  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) sendText(response, 500, `Internal error: ${(error as Error).message}`);
      else response.destroy();
    });
  });
  const host = options.host ?? '127.0.0.1';
  const asked = options.port ?? 3000;
  const port = await listen(server, asked, host);
  return {
    url: serverUrl(host, port),
    port,
    ...(asked !== 0 && port !== asked ? { portTaken: asked } : {}),
    server,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
