import net from 'node:net';

export interface FaultProxy {
  endpoint: string;
  /** Faults injected so far: connections dropped mid-request and requests answered 503. */
  faults: () => { dropped: number; throttled: number };
  close: () => Promise<void>;
}

const SLOW_DOWN_BODY = '<?xml version="1.0" encoding="UTF-8"?><Error><Code>SlowDown</Code><Message/></Error>\n';
/** A complete answer: a Content-Length that overstated the body made it a truncated one, which is another fault. */
const SLOW_DOWN = `HTTP/1.1 503 Slow Down\r\nContent-Type: application/xml\r\nContent-Length: ${Buffer.byteLength(SLOW_DOWN_BODY)}\r\nConnection: close\r\n\r\n${SLOW_DOWN_BODY}`;

/**
 * A TCP proxy in front of the storage that misbehaves on purpose: of every three connections, one is
 * dropped as soon as the client sends, and one gets a 503 "Slow Down" instead of an answer.
 */
export async function startFaultProxy(target: string): Promise<FaultProxy> {
  const { hostname, port } = new URL(target);
  let connections = 0;
  const counts = { dropped: 0, throttled: 0 };
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => {});
    const turn = connections++ % 3;
    if (turn === 1) {
      client.once('data', () => {
        counts.dropped++;
        client.destroy();
      });
      return;
    }
    if (turn === 2) {
      client.once('data', () => {
        counts.throttled++;
        client.end(SLOW_DOWN);
      });
      return;
    }
    const upstream = net.connect(Number(port), hostname);
    sockets.add(upstream);
    upstream.on('error', () => client.destroy());
    upstream.on('close', () => sockets.delete(upstream));
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    faults: () => ({ ...counts }),
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
