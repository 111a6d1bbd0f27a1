import type { Command } from 'commander';

/** The source options every command that builds the site accepts. */
export interface SiteOptions {
  content?: string;
  spec?: string;
  out?: string;
  /** Replace a non-empty output folder that an earlier build did not write. */
  force?: boolean;
  config?: string;
  lenient?: boolean;
  /** Worker threads that render pages, as written on the command line. */
  workers?: string;
  /** The build cache's folder, as written on the command line. */
  cacheDir?: string;
  /** False with `--no-cache`: neither read nor write the build cache. */
  cache?: boolean;
  json?: boolean;
  quiet?: boolean;
  verbose?: boolean;
}

export function addSiteOptions(command: Command, options: { out: boolean; workers: boolean; cache: boolean; /** One report at the end (`--json`, `--verbose`): not `docs dev`, which reports as it goes. */ report?: boolean }): Command {
  command
    .option('--content <dir>', 'folder of Markdown pages (default: from the config, else ./content)')
    .option('--spec <file>', 'OpenAPI or Swagger description (default: from the config)')
    .option('--config <file>', 'config file (default: ./docs.config.ts)');
  if (options.out) {
    command
      .option('--out <dir>', 'output folder (default: from the config, else ./build); the build replaces it whole')
      .option('--force', 'replace the output folder even when it holds files an earlier build did not write');
  }
  if (options.workers) command.option('--workers <n>', 'threads that render pages (default: one per core on a large site; 0 renders on the main thread)');
  if (options.cache) {
    command
      .option('--cache-dir <dir>', 'folder of the build cache (default: cacheDir of the config, else node_modules/.cache/docs beside the config)')
      .option('--no-cache', 'render every page, and neither read nor write the build cache');
  }
  command.option('--lenient', 'report an invalid API description as warnings and render what can be rendered');
  if (options.report ?? true) command.option('--json', 'print diagnostics as JSON');
  command.option('--quiet', 'print errors only');
  if (options.report ?? true) command.option('--verbose', 'print the time of each stage');
  return command;
}
