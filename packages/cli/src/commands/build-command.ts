import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { BuildResult, OutputUpdate } from '@docs/generator';
import { watchForHangs } from '@docs/generator/config';
import { createDiagnostic, hasErrors, type Diagnostic } from '@docs/shared';
import type { CliIo } from '../io.js';
import { plural, reportDiagnostics } from '../report/report-diagnostics.js';
import type { SiteOptions } from './add-site-options.js';
import { resolveSiteConfig } from './resolve-site-config.js';
import { untilStopped } from './wait-for-stop.js';
import { fileProblemOf } from '../report/file-problem.js';

/**
 * `docs build` and `docs check`: build the site, report, and (for build, when nothing failed) put it in
 * place. Pages are written into a staging folder as they are rendered, all but those the output holds
 * already; a failed build throws that folder away, so the previous output stays as it was.
 */
export async function runBuild(options: SiteOptions, io: CliIo, mode: { write: boolean }): Promise<number> {
  // The author's config and templates run on this thread: one that never ends would hold it past any
  // Ctrl+C, and a CI job for hours. Watched from another thread, it ends the build, saying where.
  const stopWatching = watchForHangs();
  try {
    // A stop ends the build at its next step, and the staging folder and the output folder's lock go
    // with it: the output stays as it was and nothing is left beside it.
    return await untilStopped((signal) => buildAndReport(options, io, mode, signal));
  } finally {
    stopWatching();
  }
}

/** Says the command was stopped, and that the output (when it writes one) is as it was. */
function reportStop(io: CliIo, shownOut: string | undefined): number {
  io.err(`✖ Stopped${shownOut ? `; ${shownOut} was left as it was` : ''}.\n`);
  // The exit code of a command a SIGINT ended, by shell convention.
  return 130;
}

async function buildAndReport(options: SiteOptions, io: CliIo, mode: { write: boolean }, signal: AbortSignal): Promise<number> {
  const started = performance.now();
  // esbuild compiles the config in a process of its own: the generator's code loads meanwhile.
  const [{ config, configuredContent, diagnostics: configProblems, cacheUnreadable }, { build, guardOutputFolder, openOutputUpdate, OutputBusyError, OutputNotOwnedError, OutputNotWritableError, PagesHungError }] = await Promise.all([
    resolveSiteConfig(options, io.cwd),
    import('@docs/generator'),
  ]);
  // Ctrl+C reaches esbuild's process too: the config it was compiling then fails, through no fault of its.
  if (signal.aborted) return reportStop(io, mode.write && config ? path.relative(io.cwd, config.outDir) || config.outDir : undefined);
  if (!config) return reportDiagnostics(configProblems, io, options);
  const shownOut = path.relative(io.cwd, config.outDir) || config.outDir;
  // Refuse an output folder that is not the build's to replace before spending time on the build.
  const unsafeOutput = mode.write ? await guardOutputFolder(config, { cwd: io.cwd, force: options.force ?? false }) : [];
  if (hasErrors(unsafeOutput)) return reportDiagnostics([...configProblems, ...unsafeOutput], io, options);
  const pruneNavigation = options.content !== undefined && path.resolve(io.cwd, options.content) !== configuredContent;
  const parsedWorkers = parseWorkers(options.workers, io);
  if ('problem' in parsedWorkers) return reportDiagnostics([...configProblems, parsedWorkers.problem], io, options);
  const { workers } = parsedWorkers;
  let staging: OutputUpdate | undefined;
  try {
    staging = mode.write ? await openOutputUpdate(config.outDir, { force: options.force ?? false }) : undefined;
  } catch (error) {
    if (error instanceof OutputNotWritableError) return reportDiagnostics([...configProblems, notWritable(error, io.cwd)], io, options);
    // The lock or the staging folder beside the output could not be made (a folder such as /proc refuses files).
    const beside = path.dirname(config.outDir);
    const fileProblem = fileProblemOf(error, io.cwd, { staging: beside, outDir: beside });
    if (fileProblem) return reportDiagnostics([...configProblems, fileProblem], io, options);
    if (!(error instanceof OutputBusyError)) throw error;
    const dir = path.relative(io.cwd, error.dir) || error.dir;
    return reportDiagnostics([...configProblems, createDiagnostic('OutputFolderBusy', { dir, ...error.holder })], io, options);
  }
  let result: BuildResult;
  try {
    // `docs check` writes nothing, so it has no use for a search index.
    result = await build(config, {
      signal,
      lenient: options.lenient ?? false,
      cwd: io.cwd,
      pruneNavigation,
      searchIndex: mode.write,
      pages: staging ? { kind: 'folder', dir: staging.dir } : { kind: 'none' },
      ...(staging ? { output: staging.ledger } : {}),
      ...(workers !== undefined ? { workers } : {}),
      ...(options.cache !== false ? { cacheDir: config.cacheDir } : {}),
      ...(cacheUnreadable ? { cacheUnreadableBefore: cacheUnreadable } : {}),
    });
  } catch (error) {
    await staging?.discard();
    if (error instanceof PagesHungError) {
      const hung = createDiagnostic('PagesHung', { paths: error.paths.join(', '), seconds: error.seconds }, { file: path.relative(io.cwd, config.templates) || config.templates });
      const exitCode = reportDiagnostics([...configProblems, hung], io, options);
      if (!options.json && mode.write) io.err(`Build failed; ${shownOut} was left as it was.\n`);
      return exitCode;
    }
    // A file the build could not read (a page left unreadable by another user) or write (a name too long).
    const fileProblem = signal.aborted ? undefined : fileProblemOf(error, io.cwd, staging ? { staging: staging.dir, outDir: config.outDir } : undefined);
    if (fileProblem) {
      const exitCode = reportDiagnostics([...configProblems, fileProblem], io, options);
      if (!options.json && mode.write) io.err(`Build failed; ${shownOut} was left as it was.\n`);
      return exitCode;
    }
    if (!signal.aborted) throw error;
    return reportStop(io, mode.write ? shownOut : undefined);
  }
  // Stopped while esbuild compiled the templates, which then failed: the stop is what happened.
  if (signal.aborted) {
    await staging?.discard();
    return reportStop(io, mode.write ? shownOut : undefined);
  }
  // A site built to be published names its address in what search engines read: without one, localhost.
  const unpublishable = mode.write && !config.given.url ? [createDiagnostic('SiteUrlMissing', { shown: config.url }, { file: displayConfig(config, io.cwd) }, 'warning')] : [];
  const diagnostics = [...configProblems, ...unpublishable, ...result.diagnostics];
  const exitCode = reportDiagnostics(diagnostics, io, options);
  if (hasErrors(diagnostics)) {
    await staging?.discard();
    if (!options.json && mode.write) io.err(`Build failed; ${shownOut} was left as it was.\n`);
    return exitCode;
  }
  if (staging) {
    const start = performance.now();
    try {
      await staging.write(result.files);
      await staging.commit();
    } catch (error) {
      await staging.discard();
      const fileProblem = fileProblemOf(error, io.cwd, { staging: staging.dir, outDir: config.outDir });
      if (!(error instanceof OutputNotOwnedError) && !(error instanceof OutputNotWritableError) && !fileProblem) throw error;
      const problem =
        error instanceof OutputNotWritableError
          ? notWritable(error, io.cwd)
          : error instanceof OutputNotOwnedError
            ? createDiagnostic('OutputFilesNotOwned', { dir: path.relative(io.cwd, error.dir) || error.dir, files: error.files })
            : fileProblem!;
      const refused = reportDiagnostics([...diagnostics, problem], io, options);
      if (!options.json) io.err(`Build failed; ${shownOut} was left as it was.\n`);
      return refused;
    }
    result.timings['write'] = performance.now() - start;
  }
  if (options.verbose) {
    for (const [stage, ms] of Object.entries(result.timings)) io.err(`  ${stage.padEnd(8)} ${ms.toFixed(0).padStart(6)} ms\n`);
  }
  if (!options.json && !options.quiet) {
    const pages = result.routes.length;
    const warnings = diagnostics.length;
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    const where = mode.write ? ` into ${shownOut}` : '';
    const verb = mode.write ? 'Built' : 'Checked';
    io.err(`✔ ${verb} ${pages} ${plural(pages, 'page')}${where} in ${seconds} s${warnings ? ` (${warnings} ${plural(warnings, 'warning')})` : ''}\n`);
    if (result.cache) io.err(`  ${describeCache(result.cache, io.cwd)}\n`);
  }
  return exitCode;
}

/** The diagnostic of a folder the build could not write to update its output. */
function notWritable(error: { dir: string; why: 'lock' | 'files' }, cwd: string) {
  return createDiagnostic('OutputFolderNotWritable', { dir: path.relative(cwd, error.dir) || error.dir, why: error.why });
}

/** One line on the build cache: how many pages it gave, and how big it is. */
function describeCache(cache: NonNullable<BuildResult['cache']>, cwd: string): string {
  const rendered = cache.hits + cache.misses;
  const megabytes = ((cache.bytes ?? 0) / 1024 / 1024).toFixed(1);
  return `cache: ${cache.hits} of ${rendered} rendered ${plural(rendered, 'page')} reused; ${megabytes} MB in ${path.relative(cwd, cache.dir) || cache.dir}`;
}

/**
 * `--workers`: a whole number, at most one a core (more threads than cores only take memory and turns
 * from each other: `--workers 500` started 499 threads on 2 cores), undefined for the default. An empty
 * value is no number; one that is not is a diagnostic, which `--json` reports as every other.
 */
function parseWorkers(value: string | undefined, io: CliIo): { workers: number | undefined } | { problem: Diagnostic } {
  if (value === undefined) return { workers: undefined };
  if (!/^\d+$/.test(value)) return { problem: createDiagnostic('InvalidFlagValue', { flag: '--workers', expected: 'a whole number (0 renders every page on the main thread)', value }) };
  const workers = Number(value);
  const cores = availableParallelism();
  if (workers <= cores) return { workers };
  io.err(`--workers ${workers} is more than the ${cores} cores of this machine: ${cores} are used.\n`);
  return { workers: cores };
}

/** The config file as messages name it, or the site's folder when there is none. */
function displayConfig(config: { configFile: string | undefined; root: string }, cwd: string): string {
  const file = config.configFile ? path.resolve(cwd, config.configFile) : config.root;
  return path.relative(cwd, file) || file;
}
