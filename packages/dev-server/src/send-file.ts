import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { cacheControlOf, contentTypeOf, isCompressible } from '@docs/shared';

/** A file to answer with: its site path (for the type and cache policy), its bytes and when it changed. */
export interface ServedFile {
  path: string;
  body: Buffer;
  modified: Date;
  /** Copied from the author's sources: never cached as a content-hashed asset, whatever its name (`cacheControlOf`). */
  copied?: boolean;
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

/** Brotli, else gzip, when the client accepts it: named, and not with `q=0`, which refuses it. */
function chooseEncoding(request: IncomingMessage): 'br' | 'gzip' | undefined {
  const accepted = new Map<string, number>();
  for (const part of String(request.headers['accept-encoding'] ?? '').split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    accepted.set(name, quality === undefined ? 1 : Number(quality.slice(2)) || 0);
  }
  if ((accepted.get('br') ?? 0) > 0) return 'br';
  if ((accepted.get('gzip') ?? 0) > 0) return 'gzip';
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
  if (ifNoneMatch) return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
  const since = Date.parse(String(request.headers['if-modified-since'] ?? ''));
  return Number.isFinite(since) && Math.floor(modified.getTime() / 1000) * 1000 <= since;
}

/**
 * The part of a body of `length` bytes that a `Range` header asks for (one range: `bytes=a-b`, `a-`,
 * `-n`), `unsatisfiable` when it lies past the end, or nothing for the whole (no header, another unit,
 * several ranges, or an `If-Range` the file no longer matches).
 */
function rangeOf(request: IncomingMessage, length: number, etag: string, modified: Date): { start: number; end: number } | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(String(request.headers['range'] ?? '').trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const ifRange = request.headers['if-range'];
  if (ifRange && ifRange !== etag && ifRange !== modified.toUTCString()) return undefined;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    return suffix === 0 ? 'unsatisfiable' : { start: Math.max(0, length - suffix), end: length - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? length - 1 : Math.min(Number(match[2]), length - 1);
  return start >= length || end < start ? 'unsatisfiable' : { start, end };
}

/**
 * Answers with a file as a static host would: `Content-Type`, `Cache-Control`, `ETag` (one per encoding)
 * and `Last-Modified` (and 304 when the client's copy is current), brotli or gzip when accepted, and
 * one range of its bytes when asked (a video a browser seeks in). `status: 404` serves the not-found
 * page, which is never cached.
 */
export function sendFile(request: IncomingMessage, response: ServerResponse, file: ServedFile, status = 200): void {
  const type = contentTypeOf(file.path);
  const identity = etagOf(file.body);
  const compressible = isCompressible(type) && file.body.length > COMPRESS_ABOVE;
  const range = status === 200 ? rangeOf(request, file.body.length, identity, file.modified) : undefined;
  // A range is of the bytes as they are: it is sent as they are.
  const encoding = compressible && !range ? chooseEncoding(request) : undefined;
  const etag = encoding ? `${identity.slice(0, -1)}-${encoding}"` : identity;
  response.setHeader('Content-Type', type);
  response.setHeader('X-Content-Type-Options', 'nosniff');
  if (compressible) response.setHeader('Vary', 'Accept-Encoding');
  if (status === 200) {
    response.setHeader('Cache-Control', cacheControlOf(file.path, file.copied));
    response.setHeader('ETag', etag);
    response.setHeader('Last-Modified', file.modified.toUTCString());
    response.setHeader('Accept-Ranges', 'bytes');
    if (isFresh(request, etag, file.modified)) {
      response.statusCode = 304;
      response.end();
      return;
    }
  } else response.setHeader('Cache-Control', 'no-cache');
  let body = file.body;
  if (range === 'unsatisfiable') {
    response.statusCode = 416;
    response.setHeader('Content-Range', `bytes */${body.length}`);
    response.end();
    return;
  }
  if (range) {
    body = body.subarray(range.start, range.end + 1);
    status = 206;
    response.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${file.body.length}`);
  } else if (encoding) {
    body = compress(file.body, identity, encoding);
    response.setHeader('Content-Encoding', encoding);
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
