import path from 'node:path';
import type { Command } from 'commander';

/** The build cache flags of a command that loads the config but builds nothing: where the compiled config is kept. */
export interface ConfigCacheOptions {
  /** The build cache's folder, as written on the command line. */
  cacheDir?: string;
  /** False with `--no-cache`. */
  cache?: boolean;
}

export function addConfigCacheOptions(command: Command): Command {
  return command
    .option('--cache-dir <dir>', 'folder of the build cache, where the compiled config is kept (default: node_modules/.cache/docs beside the config)')
    .option('--no-cache', 'compile the config anew, and neither read nor write the build cache');
}

/** What the config's loading is given as its cache folder: none with `--no-cache`, the folder named, or the default (undefined). */
export function configCacheDir(options: ConfigCacheOptions, cwd: string): string | false | undefined {
  return options.cache === false ? false : options.cacheDir ? path.resolve(cwd, options.cacheDir) : undefined;
}
