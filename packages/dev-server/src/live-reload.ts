import type { IncomingMessage, ServerResponse } from 'node:http';

/** What the browser is told after a build. */
export type LiveEvent =
  | { type: 'reload'; paths: string[] }
  /** Said to a page as it connects: the build whose pages are served now. */
  | { type: 'current'; build: number }
  | { type: 'css'; from: string; to: string }
  | { type: 'build-error'; diagnostics: unknown[] }
  | { type: 'build-ok' };

const HEARTBEAT_MS = 15_000;

/**
 * Server-Sent Events to every open page. A page that connects is told which build is served, so that
 * one loaded from an older build than that reloads, and while the build is broken that too, so its
 * overlay shows without waiting for the next save.
 */
export function createLiveReload() {
  const clients = new Set<ServerResponse>();
  let failure: LiveEvent | undefined;
  const format = (event: LiveEvent) => {
    const { type, ...data } = event;
    return `event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
  };
  const heartbeat = setInterval(() => {
    for (const client of clients) client.write(': still here\n\n');
  }, HEARTBEAT_MS);
  heartbeat.unref();

  return {
    connect(request: IncomingMessage, response: ServerResponse, servedBuild: number): void {
      response.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
      response.write(': connected\n\n');
      response.write(format({ type: 'current', build: servedBuild }));
      if (failure) response.write(format(failure));
      clients.add(response);
      request.on('close', () => clients.delete(response));
    },
    send(event: LiveEvent): void {
      if (event.type === 'build-error') failure = event;
      else if (event.type === 'build-ok') failure = undefined;
      const message = format(event);
      for (const client of clients) client.write(message);
    },
    close(): void {
      clearInterval(heartbeat);
      for (const client of clients) client.end();
      clients.clear();
    },
  };
}

export type LiveReload = ReturnType<typeof createLiveReload>;
