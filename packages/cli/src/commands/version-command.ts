import path from 'node:path';
import { makeVersion } from '@docs/generator';
import { createDiagnostic } from '@docs/shared';
import type { CliIo } from '../io.js';
import type { ConfigCacheOptions } from './config-cache-options.js';
import { plural, reportDiagnostics } from '../report/report-diagnostics.js';
import { resolveSiteConfig } from './resolve-site-config.js';
import { untilStopped } from './wait-for-stop.js';

export interface VersionCommandOptions extends ConfigCacheOptions {
  label?: string;
  status?: string;
  config?: string;
  content?: string;
  spec?: string;
  json?: boolean;
  quiet?: boolean;
}

const STATUSES = ['maintained', 'unmaintained'] as const;

/** `docs version NAME`: freezes the current docs and API description as version NAME, or changes nothing. */
export async function runVersion(name: string, options: VersionCommandOptions, io: CliIo): Promise<number> {
  const { config, diagnostics: configProblems } = await resolveSiteConfig(options, io.cwd);
  if (!config) return reportDiagnostics(configProblems, io, options);
  const status = options.status ?? 'maintained';
  if (!(STATUSES as readonly string[]).includes(status)) {
    return reportDiagnostics([createDiagnostic('VersionNotMade', { reason: `--status ${JSON.stringify(status)} is no status of a frozen version: it is "maintained" or "unmaintained"` })], io, options);
  }
  // A stop ends the copying: what was made is removed, and nothing is listed.
  let stopped = false;
  const { made, diagnostics } = await untilStopped(async (signal) => {
    const result = await makeVersion(config, name, { ...(options.label ? { label: options.label } : {}), status: status as (typeof STATUSES)[number], cwd: io.cwd, signal });
    stopped = signal.aborted;
    return result;
  });
  const exitCode = reportDiagnostics([...configProblems, ...diagnostics], io, options);
  // The exit code of a command a SIGINT ended, by shell convention.
  if (stopped && !made) return 130;
  if (!made || options.quiet || options.json) return exitCode;
  const show = (file: string) => path.relative(io.cwd, file) || file;
  io.err(`✔ Froze the docs as ${made.version.name} (${made.version.status}): ${show(made.contentDir)}/ (${made.pages} ${plural(made.pages, 'page')})`);
  io.err(made.spec ? `, ${show(made.spec.dir)}/ (${made.spec.files} ${plural(made.spec.files, 'file')} of the API description)\n` : '\n');
  io.err(`  Its pages are served at /docs/${made.version.name}/; ${show(made.versionsFile)} lists the versions.\n`);
  if (made.firstVersion) io.err(`  The current docs are named "latest" there: give them the name and label readers should see (such as v2).\n`);
  return exitCode;
}
