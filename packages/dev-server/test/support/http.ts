import { request } from 'node:http';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * A GET with the path sent exactly as written: `fetch` would normalise `..` and `%2e%2e` away
 * before they reach the server, which is what these tests must check the server does itself.
 */
export function rawGet(baseUrl: string, path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method: 'GET', headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('latin1') }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Paths that try to read outside the site, in the ways attackers write them. */
export const HOSTILE_PATHS = [
  '/../secret.txt',
  '/../../secret.txt',
  '/docs/../../secret.txt',
  '/%2e%2e/secret.txt',
  '/%2E%2E/secret.txt',
  '/docs/%2e%2e/%2e%2e/secret.txt',
  '/.%2e/secret.txt',
  '/%2e%2e%2fsecret.txt',
  '/docs%2f..%2f..%2fsecret.txt',
  '/..%5csecret.txt',
  '/docs\\..\\..\\secret.txt',
  '/%5c..%5c..%5csecret.txt',
  '/secret.txt%00.html',
  '/index.html%00',
  '/%00',
  '/escape/secret.txt',
  '/escape-file',
  '/%252e%252e/secret.txt',
  '/..;/secret.txt',
  '/.env',
  '/%c0%ae%c0%ae/secret.txt',
];
