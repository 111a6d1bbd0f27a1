import path from 'node:path';
import { build, guardOutputFolder, writeOutput } from '@docs/generator';
import { hasErrors } from '@docs/shared';
import type { CliIo } from '../io.js';
import { plural, reportDiagnostics } from '../report/report-diagnostics.js';
import type { SiteOptions } from './add-site-options.js';
import { resolveSiteConfig } from './resolve-site-config.js';

/**
 * `docs build` and `docs check`: build the site in memory, report, and (for build, when nothing failed)
 * write it. A failed build writes nothing, so the previous output stays as it was.
 */
export async function runBuild(options: SiteOptions, io: CliIo, mode: { write: boolean }): Promise<number> {
  const started = performance.now();
  const { config, configuredContent, diagnostics: configProblems } = await resolveSiteConfig(options, io.cwd);
  if (!config) return reportDiagnostics(configProblems, io, options);
  // Refuse an output folder that is not the build's to replace before spending time on the build.
  const unsafeOutput = mode.write ? await guardOutputFolder(config, { cwd: io.cwd, force: options.force ?? false }) : [];
  if (hasErrors(unsafeOutput)) return reportDiagnostics([...configProblems, ...unsafeOutput], io, options);
  const pruneNavigation = options.content !== undefined && path.resolve(io.cwd, options.content) !== configuredContent;
  // `docs check` writes nothing, so it has no use for a search index.
  const result = await build(config, { lenient: options.lenient ?? false, cwd: io.cwd, pruneNavigation, searchIndex: mode.write });
  const diagnostics = [...configProblems, ...result.diagnostics];
  const exitCode = reportDiagnostics(diagnostics, io, options);
  if (hasErrors(diagnostics)) {
    if (!options.json && mode.write) io.err(`Build failed; ${path.relative(io.cwd, config.outDir) || config.outDir} was left as it was.\n`);
    return exitCode;
  }
  if (mode.write) {
    const start = performance.now();
    await writeOutput(config.outDir, result.files, { force: options.force ?? false });
    result.timings['write'] = performance.now() - start;
  }
  if (options.verbose) {
    for (const [stage, ms] of Object.entries(result.timings)) io.err(`  ${stage.padEnd(8)} ${ms.toFixed(0).padStart(6)} ms\n`);
  }
  if (!options.json && !options.quiet) {
    const pages = result.routes.length;
    const warnings = diagnostics.length;
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    const where = mode.write ? ` into ${path.relative(io.cwd, config.outDir) || config.outDir}` : '';
    const verb = mode.write ? 'Built' : 'Checked';
    io.err(`✔ ${verb} ${pages} ${plural(pages, 'page')}${where} in ${seconds} s${warnings ? ` (${warnings} ${plural(warnings, 'warning')})` : ''}\n`);
  }
  return exitCode;
}
