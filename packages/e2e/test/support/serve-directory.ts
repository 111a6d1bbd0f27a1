import { createServer, type Server } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
};

async function isFile(file: string): Promise<boolean> {
  return stat(file).then(
    (info) => info.isFile(),
    () => false,
  );
}

/** The file a static host serves for a URL path: the file itself, `x.html` or `x/index.html`. */
async function findFile(root: string, urlPath: string): Promise<string | undefined> {
  const relative = path.posix.normalize(decodeURIComponent(urlPath)).replace(/^\/+/, '');
  if (relative.startsWith('..')) return undefined;
  const base = path.join(root, relative);
  for (const candidate of [base, `${base}.html`, path.join(base, 'index.html')]) {
    if (await isFile(candidate)) return candidate;
  }
  return undefined;
}

/** Serves a built site the way a static host does (the page, `.html` aliases, `404.html` with status 404). */
export function serveDirectory(root: string): Promise<{ url: string; server: Server }> {
  const server = createServer(async (request, response) => {
    const urlPath = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = await findFile(root, urlPath);
    const status = file ? 200 : 404;
    const served = file ?? path.join(root, '404.html');
    const body = await readFile(served).catch(() => Buffer.from('Not found'));
    response.writeHead(status, { 'content-type': TYPES[path.extname(served)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
    response.end(body);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ url: `http://127.0.0.1:${port}`, server });
    });
  });
}
