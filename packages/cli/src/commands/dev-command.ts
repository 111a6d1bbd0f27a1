import path from 'node:path';
import { existsSync } from 'node:fs';
import { createDiagnostic } from '@docs/shared';
import { checkHost, createDevServer, type DevBuildReport } from '@docs/dev-server';
import type { CliIo } from '../io.js';
import { createDevDiagnosticsReporter } from '../report/report-dev-diagnostics.js';
import { plural, reportDiagnostics } from '../report/report-diagnostics.js';
import type { SiteOptions } from './add-site-options.js';
import { resolveSiteConfig } from './resolve-site-config.js';
import { openBrowser } from './open-browser.js';
import { stoppedServerCode, waitForStop, type StopSignal } from './wait-for-stop.js';
import { watchForHangs } from '@docs/generator/config';
import { serveOrSay } from './serve-or-say.js';

export interface ServerOptions {
  port?: string;
  host?: string;
  open?: boolean;
}

/** A port number from the command line, or undefined with a message when it is not one. */
export function parsePort(value: string | undefined, io: CliIo): number | undefined {
  if (value === undefined) return 3000;
  // Decimal digits only: `Number` reads '' and ' ' as 0 (a random port) and 0x1F90 as 8080.
  const port = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (Number.isInteger(port) && port >= 0 && port <= 65535) return port;
  io.err(`✖ --port must be a number from 0 to 65535, not "${value}".\n`);
  return undefined;
}

function describeChange(report: DevBuildReport): string {
  const { change } = report;
  if (change.type === 'css') return 'stylesheet updated';
  if (change.type === 'reload') return change.paths.includes('*') ? 'every page reloads' : `${change.paths.length} ${plural(change.paths.length, 'page')} changed`;
  return 'no page changed';
}

/**
 * `docs dev`: serves the site from memory, rebuilds on every change and reloads open pages. Runs
 * until stopped; a build error is reported (here and in the browser) but never stops the server.
 */
export async function runDev(options: SiteOptions & ServerOptions, io: CliIo, stopped: Promise<StopSignal | void> = waitForStop()): Promise<number> {
  // A save that makes a template loop forever would hold the server past any Ctrl+C (see `runBuild`).
  const stopWatching = watchForHangs();
  try {
    return await serveUntilStopped(options, io, stopped);
  } finally {
    stopWatching();
  }
}

async function serveUntilStopped(options: SiteOptions & ServerOptions, io: CliIo, stopped: Promise<StopSignal | void>): Promise<number> {
  const port = parsePort(options.port, io);
  if (port === undefined) return 1;
  // Ctrl+C from the first moment stops the command then, not once the site is built and served; the
  // esbuild it ends with it (the config's, the templates') is no mistake of the site's, and is not told.
  const stopping: { signal?: StopSignal | void; asked: boolean } = { asked: false };
  const stop = stopped.then((signal) => {
    Object.assign(stopping, { signal, asked: true });
    return 'stopped' as const;
  });
  const stoppedEarly = () => {
    io.err('✖ Stopped before the first build finished.\n');
    return stoppedServerCode(stopping.signal);
  };
  const { config, configuredContent, flags, diagnostics, cacheUnreadable } = await resolveSiteConfig(options, io.cwd);
  if (stopping.asked) return stoppedEarly();
  if (!config) return reportDiagnostics(diagnostics, io, options);
  // A folder or file named on the command line that is not there is no mistake a save mends: the server
  // would serve errors until stopped.
  const shown = (file: string) => path.relative(io.cwd, file) || file;
  const missing = [
    ...(flags?.content && !existsSync(flags.content) ? [createDiagnostic('ContentNotFound', { dir: shown(flags.content) }, { file: shown(flags.content) })] : []),
    ...(flags?.spec && !existsSync(flags.spec) ? [createDiagnostic('SpecNotFound', { file: shown(flags.spec) }, { file: shown(flags.spec) })] : []),
  ];
  if (missing.length) return reportDiagnostics(missing, io, options);
  // A host this machine has no address for is told before the first build, not after it.
  if (!(await serveOrSay(io, () => checkHost(options.host ?? '127.0.0.1', port)))) return 1;
  const describeDiagnostics = createDevDiagnosticsReporter({ cwd: io.cwd, color: io.color, quiet: options.quiet ?? false });
  // Whether a build has succeeded since the server started: until one has, there is no good build to serve.
  let built = false;
  const print = (report: DevBuildReport) => {
    // A build cut short by the stop (its esbuild ended by the same Ctrl+C) is no mistake of the site's.
    if (stopping.asked) return;
    io.err(describeDiagnostics(report.diagnostics));
    const ms = `${report.ms.toFixed(0)} ms`;
    built ||= report.ok;
    if (!report.ok) io.err(built ? `✖ Build failed; still serving the last good build. Fix the file and save.\n` : `✖ Build failed; pages show these errors until it builds. Fix the file and save.\n`);
    else if (report.number === 1) io.err(`✔ Built ${report.pages} ${plural(report.pages, 'page')} in ${ms}${report.reused ? ` (${report.reused} from the build cache)` : ''}\n`);
    else if (report.linksChecked) {
      if (!options.quiet) io.err(`✔ Checked the links of every page in ${ms}\n`);
    } else if (!options.quiet) io.err(`✔ Rebuilt in ${ms}: ${describeChange(report)}\n`);
  };
  const starting = serveOrSay(io, () =>
    createDevServer({
      config,
      cwd: io.cwd,
      port,
      ...(options.host ? { host: options.host } : {}),
      lenient: options.lenient ?? false,
      pruneNavigation: options.content !== undefined && path.resolve(io.cwd, options.content) !== configuredContent,
      ...(flags ? { flags } : {}),
      ...(options.cache !== false ? { cacheDir: config.cacheDir, ...(cacheUnreadable ? { cacheUnreadable } : {}) } : {}),
      onBuild: print,
    }),
  );
  const server = await Promise.race([starting, stop]);
  if (server === 'stopped') {
    void starting.then((started) => started?.close(), () => undefined);
    return stoppedEarly();
  }
  if (!server) return 1;
  if (server.portTaken !== undefined) io.err(`Port ${server.portTaken} is in use; using ${server.port} instead.\n`);
  io.err(`Serving at ${server.url}, rebuilding on every change (Ctrl+C stops)\n`);
  if (options.open) openBrowser(server.url);
  await stop;
  await server.close();
  return stoppedServerCode(stopping.signal);
}
