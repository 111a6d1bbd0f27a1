import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { candidateFiles, parseRequestPath } from './parse-request-path.js';
import { sendFile, sendText, type ServedFile } from './send-file.js';
import { startServer, type RunningServer } from './start-server.js';
import { BUILD_MARKER, copiedLikeHashedOfBuildMarker, filesOfBuildMarker } from '@docs/shared';

export interface StaticServerOptions {
  /** The built site. */
  root: string;
  port?: number;
  host?: string;
}

/** Reads a file of the site, only if it really lies inside the root (a symlink may point elsewhere). */
async function readInside(realRoot: string, root: string, sitePath: string): Promise<ServedFile | undefined> {
  const file = path.join(root, sitePath);
  try {
    const real = await realpath(file);
    if (real !== realRoot && !real.startsWith(`${realRoot}${path.sep}`)) return undefined;
    const info = await stat(real);
    if (!info.isFile()) return undefined;
    return { path: sitePath, body: await readFile(real), modified: info.mtime };
  } catch {
    return undefined;
  }
}

/** What the marker of the build in a folder says: the files it wrote (none listed: not a finished build), and those it copied under hashed-looking names. */
interface BuiltFiles {
  files: ReadonlySet<string> | undefined;
  copied: ReadonlySet<string>;
}

/** The marker of the build that made `root`, as `BuiltFiles` (read again when the marker changes: a build ran). */
function createBuiltFiles(root: string): () => Promise<BuiltFiles> {
  const marker = path.join(root, BUILD_MARKER);
  let known: { stamp: string; built: BuiltFiles } | undefined;
  return async () => {
    const info = await stat(marker).catch(() => undefined);
    const stamp = info ? `${info.size} ${info.mtimeMs} ${info.ino}` : 'none';
    if (known?.stamp === stamp) return known.built;
    const text = await readFile(marker, 'utf8').catch(() => '');
    known = { stamp, built: { files: filesOfBuildMarker(text), copied: copiedLikeHashedOfBuildMarker(text) } };
    return known.built;
  };
}

/**
 * Answers a request from a folder of built files: the page, its `.html` aliases, or `404.html` with
 * status 404. Of a finished build, only the files it wrote are served, as `docs publish` sends only
 * those: one put in the folder since would be in the preview and never on the site.
 */
export function createStaticHandler(root: string): (request: IncomingMessage, response: ServerResponse) => Promise<void> {
  const realRoot = realpath(root);
  const builtFiles = createBuiltFiles(root);
  return async (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return sendText(response, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
    const target = parseRequestPath(request.url ?? '/');
    const rootPath = await realRoot;
    const { files: built, copied } = await builtFiles();
    const servable = async (sitePath: string) => {
      const file = built && !built.has(sitePath) ? undefined : await readInside(rootPath, root, sitePath);
      return file && copied.has(sitePath) ? { ...file, copied: true } : file;
    };
    if (target.ok) {
      for (const candidate of candidateFiles(target.path)) {
        const file = await servable(candidate);
        if (file) return sendFile(request, response, file);
      }
    } else if (target.status === 400) return sendText(response, 400, 'Bad request');
    const notFound = await servable('404.html');
    if (notFound) return sendFile(request, response, notFound, 404);
    sendText(response, 404, 'Not found');
  };
}

/** `docs serve`: serves a finished build the way a static host would. */
export function createStaticServer(options: StaticServerOptions): Promise<RunningServer> {
  return startServer(createStaticHandler(path.resolve(options.root)), options);
}
