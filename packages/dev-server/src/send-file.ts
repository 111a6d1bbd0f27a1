import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { cacheControlOf, contentTypeOf, isCompressible } from '@docs/shared';

/** A file to answer with: its site path (for the type and cache policy), its bytes and when it changed. */
export interface ServedFile {
  path: string;
  body: Buffer;
  modified: Date;
}

/** Smaller than this, compression costs more than it saves. */
const COMPRESS_ABOVE = 1024;
const MAX_COMPRESSED = 500;

const etags = new WeakMap<Buffer, string>();
const compressed = new Map<string, Buffer>();

function etagOf(body: Buffer): string {
  let etag = etags.get(body);
  if (!etag) etags.set(body, (etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`));
  return etag;
}

/** Brotli, else gzip, when the client accepts it. */
function chooseEncoding(request: IncomingMessage): 'br' | 'gzip' | undefined {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

function compress(body: Buffer, etag: string, encoding: 'br' | 'gzip'): Buffer {
  const key = `${encoding}:${etag}`;
  let result = compressed.get(key);
  if (!result) {
    result = encoding === 'br' ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(body, { level: 6 });
    if (compressed.size >= MAX_COMPRESSED) compressed.delete(compressed.keys().next().value!);
    compressed.set(key, result);
  }
  return result;
}

function isFresh(request: IncomingMessage, etag: string, modified: Date): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch) return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
  const since = Date.parse(String(request.headers['if-modified-since'] ?? ''));
  return Number.isFinite(since) && Math.floor(modified.getTime() / 1000) * 1000 <= since;
}

/**
 * Answers with a file as a static host would: `Content-Type`, `Cache-Control`, `ETag` and
 * `Last-Modified` (and 304 when the client's copy is current), brotli or gzip when accepted.
 * `status: 404` serves the not-found page, which is never cached.
 */
export function sendFile(request: IncomingMessage, response: ServerResponse, file: ServedFile, status = 200): void {
  const type = contentTypeOf(file.path);
  const etag = etagOf(file.body);
  response.setHeader('Content-Type', type);
  response.setHeader('X-Content-Type-Options', 'nosniff');
  if (status === 200) {
    response.setHeader('Cache-Control', cacheControlOf(file.path));
    response.setHeader('ETag', etag);
    response.setHeader('Last-Modified', file.modified.toUTCString());
    if (isFresh(request, etag, file.modified)) {
      response.statusCode = 304;
      response.end();
      return;
    }
  } else response.setHeader('Cache-Control', 'no-cache');
  let body = file.body;
  if (isCompressible(type) && body.length > COMPRESS_ABOVE) {
    response.setHeader('Vary', 'Accept-Encoding');
    const encoding = chooseEncoding(request);
    if (encoding) {
      body = compress(body, etag, encoding);
      response.setHeader('Content-Encoding', encoding);
    }
  }
  response.statusCode = status;
  response.setHeader('Content-Length', body.length);
  response.end(request.method === 'HEAD' ? undefined : body);
}

/** A plain-text answer for what is not a file: 400, 404 without a not-found page, 405. */
export function sendText(response: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache', ...headers });
  response.end(`${text}\n`);
}
