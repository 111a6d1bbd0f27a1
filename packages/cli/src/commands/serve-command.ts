import path from 'node:path';
import { existsSync, statSync } from 'node:fs';
import { BUILD_MARKER } from '@docs/shared';
import { createStaticServer } from '@docs/dev-server';
import { serveOrSay } from './serve-or-say.js';
import { loadConfig } from '@docs/generator/config';
import type { CliIo } from '../io.js';
import { reportDiagnostics } from '../report/report-diagnostics.js';
import { configCacheDir, type ConfigCacheOptions } from './config-cache-options.js';
import { parsePort, type ServerOptions } from './dev-command.js';
import { emptyFlags } from './empty-flags.js';
import { stoppedServerCode, waitForStop, type StopSignal } from './wait-for-stop.js';

/** `docs serve [DIR]`: serves a finished build (default: the config's output folder) as a static host would. */
export async function runServe(dir: string | undefined, options: ServerOptions & ConfigCacheOptions & { config?: string }, io: CliIo, stopped: Promise<StopSignal | void> = waitForStop()): Promise<number> {
  const empty = emptyFlags({ DIR: dir, '--host': options.host, '--config': options.config, '--cache-dir': options.cacheDir });
  if (empty.length) return reportDiagnostics(empty, io, {});
  const port = parsePort(options.port, io);
  if (port === undefined) return 1;
  let root = dir ? path.resolve(io.cwd, dir) : undefined;
  if (!root) {
    const cacheDir = configCacheDir(options, io.cwd);
    const loaded = await loadConfig({ ...(options.config ? { configFile: options.config } : {}), cwd: io.cwd, ...(cacheDir !== undefined ? { cacheDir } : {}) });
    // A config that is there but cannot be loaded names an output folder nobody can tell: say so.
    if (!loaded.config) return reportDiagnostics(loaded.diagnostics, io, {});
    root = loaded.config.outDir;
  }
  const shown = path.relative(io.cwd, root) || root;
  if (!existsSync(root)) {
    io.err(`✖ ${shown} does not exist.\n  hint: Run docs build first, or pass the folder of a build: docs serve DIR\n`);
    return 1;
  }
  if (!statSync(root).isDirectory()) {
    io.err(`✖ ${shown} is a file, not the folder of a build.\n  hint: Pass the folder a build wrote: docs serve DIR\n`);
    return 1;
  }
  if (!existsSync(path.join(root, 'index.html')) && !existsSync(path.join(root, '404.html'))) {
    io.err(`✖ ${shown} holds no built site (no index.html).\n  hint: Run docs build first, or pass the folder of a build: docs serve DIR\n`);
    return 1;
  }
  // A finished build is served as published: only the files it wrote. Any other folder is served whole.
  if (!existsSync(path.join(root, BUILD_MARKER))) io.err(`  ${shown} was not made by docs build (it has no ${BUILD_MARKER} list of files): every file in it is served.\n`);
  const server = await serveOrSay(io, () => createStaticServer({ root, port, ...(options.host ? { host: options.host } : {}) }));
  if (!server) return 1;
  if (server.portTaken !== undefined) io.err(`Port ${server.portTaken} is in use; using ${server.port} instead.\n`);
  io.err(`Serving ${path.relative(io.cwd, root) || '.'} at ${server.url} (Ctrl+C stops)\n`);
  if (options.open) (await import('./open-browser.js')).openBrowser(server.url);
  const signal = await stopped;
  await server.close();
  return stoppedServerCode(signal);
}
