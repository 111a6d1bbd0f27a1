import { mkdtemp, mkdir, symlink, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer, type RunningServer } from '../src/index.js';
import { HOSTILE_PATHS, rawGet } from './support/http.js';
import { BUILD_MARKER } from '@docs/shared';

const PAGE = (title: string) => `<!doctype html><html><head><title>${title}</title></head><body><main>${title} ${'text '.repeat(400)}</main></body></html>`;
let server: RunningServer;
let work: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'serve-'));
  const root = path.join(work, 'site');
  const files: Record<string, string> = {
    'index.html': PAGE('Home'),
    '404.html': PAGE('Not found page'),
    'docs/guide.html': PAGE('Guide'),
    'docs/guide/index.html': PAGE('Guide'),
    'assets/site.AbCdEf1234.css': 'body{color:red}'.repeat(100),
    'openapi.json': '{"openapi":"3.1.0"}',
  };
  for (const [file, contents] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), contents);
  }
  await writeFile(path.join(work, 'secret.txt'), 'TOP SECRET');
  await writeFile(path.join(root, '.env'), 'TOP SECRET');
  await mkdir(path.join(work, 'outside'));
  await writeFile(path.join(work, 'outside/secret.txt'), 'TOP SECRET');
  // Symlinks inside the site that lead out of it.
  await symlink(path.join(work, 'outside'), path.join(root, 'escape'));
  await symlink(path.join(work, 'secret.txt'), path.join(root, 'escape-file'));
  await utimes(path.join(root, 'index.html'), new Date('2025-01-01T00:00:00Z'), new Date('2025-01-01T00:00:00Z'));
  server = await createStaticServer({ root, port: 0 });
});
afterAll(() => server.close());

describe('docs serve', () => {
  it.each(HOSTILE_PATHS)('never serves a file outside the site: %s', async (hostile) => {
    const response = await rawGet(server.url, hostile);
    expect([400, 404]).toContain(response.status);
    expect(response.body).not.toContain('TOP SECRET');
  });

  it('of a finished build, serves only the files the build wrote, as docs publish sends only those', async () => {
    const built = path.join(work, 'built');
    await mkdir(built);
    await writeFile(path.join(built, 'index.html'), PAGE('Built home'));
    await writeFile(path.join(built, '404.html'), PAGE('Built 404'));
    await writeFile(path.join(built, 'stray.txt'), 'put here by hand');
    const marker = (files: string[]) => writeFile(path.join(built, BUILD_MARKER), JSON.stringify({ files: Object.fromEntries(files.map((file) => [file, ['', 1, 1]])) }));
    await marker(['index.html', '404.html']);
    const preview = await createStaticServer({ root: built, port: 0 });
    try {
      expect((await rawGet(preview.url, '/')).body).toContain('Built home');
      const stray = await rawGet(preview.url, '/stray.txt');
      expect(stray.status).toBe(404);
      expect(stray.body).toContain('Built 404');
      // A build that ran since lists it: served from then on.
      await marker(['index.html', '404.html', 'stray.txt']);
      expect(await rawGet(preview.url, '/stray.txt')).toMatchObject({ status: 200, body: 'put here by hand' });
    } finally {
      await preview.close();
    }
  });

  it('serves a page at /x, /x/, /x.html and /x/index.html', async () => {
    for (const alias of ['/docs/guide', '/docs/guide/', '/docs/guide.html', '/docs/guide/index.html']) {
      const response = await rawGet(server.url, alias);
      expect(response.status, alias).toBe(200);
      expect(response.body, alias).toContain('<title>Guide</title>');
    }
    expect((await rawGet(server.url, '/')).body).toContain('<title>Home</title>');
  });

  it('answers an unknown path with 404.html and status 404', async () => {
    const response = await rawGet(server.url, '/no/such/page');
    expect(response.status).toBe(404);
    expect(response.body).toContain('Not found page');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('sends the content type, and caches hashed assets for good and pages only with revalidation', async () => {
    const page = await rawGet(server.url, '/');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const css = await rawGet(server.url, '/assets/site.AbCdEf1234.css');
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await rawGet(server.url, '/openapi.json')).headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('answers 304 to a client whose copy is current, by ETag or by date', async () => {
    const first = await rawGet(server.url, '/');
    expect(first.headers['last-modified']).toBe('Wed, 01 Jan 2025 00:00:00 GMT');
    expect((await rawGet(server.url, '/', { 'If-None-Match': String(first.headers['etag']) })).status).toBe(304);
    expect((await rawGet(server.url, '/', { 'If-None-Match': '"stale"' })).status).toBe(200);
    expect((await rawGet(server.url, '/', { 'If-Modified-Since': 'Wed, 01 Jan 2025 00:00:00 GMT' })).status).toBe(304);
    expect((await rawGet(server.url, '/', { 'If-Modified-Since': 'Tue, 31 Dec 2024 00:00:00 GMT' })).status).toBe(200);
  });

  it('compresses text with brotli or gzip when the client accepts it', async () => {
    const br = await rawGet(server.url, '/docs/guide', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(Buffer.from(br.body, 'latin1')).toString()).toContain('<title>Guide</title>');
    const gzip = await rawGet(server.url, '/docs/guide', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(Buffer.from(gzip.body, 'latin1')).toString()).toContain('<title>Guide</title>');
    expect(Number(gzip.headers['content-length'])).toBeLessThan(PAGE('Guide').length / 4);
    const plain = await rawGet(server.url, '/docs/guide');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toBe('Accept-Encoding');
  });

  it('sends no encoding the client refuses with q=0, and tells each encoding apart by its ETag', async () => {
    expect((await rawGet(server.url, '/docs/guide', { 'Accept-Encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip');
    expect((await rawGet(server.url, '/docs/guide', { 'Accept-Encoding': 'gzip;q=0' })).headers['content-encoding']).toBeUndefined();
    const tags = await Promise.all(['br', 'gzip', 'identity'].map(async (encoding) => (await rawGet(server.url, '/docs/guide', { 'Accept-Encoding': encoding })).headers['etag']));
    expect(new Set(tags).size).toBe(3);
    // A copy of another encoding is not current; `*` is any copy.
    expect((await rawGet(server.url, '/docs/guide', { 'Accept-Encoding': 'gzip', 'If-None-Match': String(tags[0]) })).status).toBe(200);
    expect((await rawGet(server.url, '/docs/guide', { 'If-None-Match': '*' })).status).toBe(304);
  });

  it('sends one range of a file\'s bytes when asked, as a browser seeking in a video asks', async () => {
    const whole = (await rawGet(server.url, '/assets/site.AbCdEf1234.css')).body;
    expect((await rawGet(server.url, '/assets/site.AbCdEf1234.css')).headers['accept-ranges']).toBe('bytes');
    const first = await rawGet(server.url, '/assets/site.AbCdEf1234.css', { Range: 'bytes=0-99', 'Accept-Encoding': 'br' });
    expect([first.status, first.body, first.headers['content-range'], first.headers['content-encoding']]).toEqual([206, whole.slice(0, 100), `bytes 0-99/${whole.length}`, undefined]);
    const last = await rawGet(server.url, '/assets/site.AbCdEf1234.css', { Range: 'bytes=-10' });
    expect([last.status, last.body]).toEqual([206, whole.slice(-10)]);
    const rest = await rawGet(server.url, '/assets/site.AbCdEf1234.css', { Range: 'bytes=1490-' });
    expect([rest.status, rest.body]).toEqual([206, whole.slice(1490)]);
    const past = await rawGet(server.url, '/assets/site.AbCdEf1234.css', { Range: `bytes=${whole.length}-` });
    expect([past.status, past.headers['content-range']]).toEqual([416, `bytes */${whole.length}`]);
    // Of a file that changed since the client's copy (If-Range), the whole.
    expect((await rawGet(server.url, '/assets/site.AbCdEf1234.css', { Range: 'bytes=0-99', 'If-Range': '"older"' })).status).toBe(200);
  });

  it('takes the next port when the one asked for is taken, and says which', async () => {
    const second = await createStaticServer({ root: path.join(work, 'site'), port: server.port });
    try {
      expect(second.port).not.toBe(server.port);
      expect(second.portTaken).toBe(server.port);
      expect((await rawGet(second.url, '/')).status).toBe(200);
    } finally {
      await second.close();
    }
  });

  it('says the port is in use when the last port there is, 65535, is taken', async () => {
    const taken = (await import('node:net')).createServer();
    const listening = await new Promise<boolean>((resolve) => {
      taken.once('error', () => resolve(false));
      taken.listen(65_535, '127.0.0.1', () => resolve(true));
    });
    // Another program of this machine may hold it: then it is taken all the same.
    try {
      const refused = await createStaticServer({ root: path.join(work, 'site'), port: 65_535 }).then(
        (started) => started.close().then(() => undefined),
        (error: Error) => error.message,
      );
      expect(refused).toBe('Cannot listen on 127.0.0.1:65535 (EADDRINUSE); port 65535 is in use: give another with --port.');
    } finally {
      if (listening) taken.close();
    }
  });
});
