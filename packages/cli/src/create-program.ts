import { createRequire } from 'node:module';
import { Command, CommanderError } from 'commander';
import { processIo, type CliIo } from './io.js';
import { addSiteOptions, type SiteOptions } from './commands/add-site-options.js';
import type { ServerOptions } from './commands/dev-command.js';
import type { PublishCommandOptions } from './commands/publish-command.js';
import type { VersionCommandOptions } from './commands/version-command.js';
import { addConfigCacheOptions, type ConfigCacheOptions } from './commands/config-cache-options.js';

// Each command loads its package when it runs: `docs --help` loads none, `docs publish` only the generator's config loader.

/** `docs 0.1.0 (Node.js v20.20.2)`: what a bug report needs first. */
function versionLine(): string {
  const { version } = createRequire(import.meta.url)('../package.json') as { version: string };
  return `docs ${version} (Node.js ${process.version})`;
}

/** The `docs` command line. Each action stores its exit code in `result.exitCode`. */
export function createProgram(io: CliIo = processIo(), result: { exitCode: number } = { exitCode: 0 }): Command {
  const program = new Command('docs')
    .description('Build, check and preview documentation sites from Markdown, an OpenAPI description and React templates.')
    .showHelpAfterError('(run docs --help for usage)')
    .version(versionLine(), '-V, --version', 'print the version of docs and of the Node.js that runs it')
    .configureOutput({ writeOut: io.out, writeErr: io.err })
    .exitOverride();

  const siteCommand = (name: string, description: string, mode: { write: boolean }) =>
    addSiteOptions(program.command(name).description(description).configureOutput({ writeOut: io.out, writeErr: io.err }).exitOverride(), {
      out: mode.write,
      workers: true,
      cache: true,
    }).action(async (options: SiteOptions) => {
      const { runBuild } = await import('./commands/build-command.js');
      result.exitCode = await runBuild(options, io, mode);
    });
  siteCommand('build', 'build the static site into the output folder, checking every link', { write: true });
  siteCommand('check', 'validate the config, the API description and every link, without writing output', { write: false });

  const serverOptions = (command: Command) =>
    command
      .option('--port <number>', 'port to listen on; the next free one is used when it is taken', '3000')
      .option('--host <host>', 'address to listen on (another machine can connect only with --host 0.0.0.0)', '127.0.0.1')
      .option('--open', 'open the site in the default browser');
  serverOptions(
    addSiteOptions(program.command('dev').description('serve the site from memory, rebuild on every change and reload open pages').configureOutput({ writeOut: io.out, writeErr: io.err }).exitOverride(), {
      out: false,
      workers: false,
      cache: true,
      report: false,
    }),
  ).action(async (options: SiteOptions & ServerOptions) => {
    const { runDev } = await import('./commands/dev-command.js');
    result.exitCode = await runDev(options, io);
  });
  serverOptions(
    addConfigCacheOptions(
      program
        .command('serve')
        .description('serve a finished build as a static host would (404 page, .html aliases, caching, compression)')
        .argument('[dir]', 'the built site (default: the output folder of the config)')
        .option('--config <file>', 'config file naming the output folder (default: ./docs.config.ts)'),
    )
      .configureOutput({ writeOut: io.out, writeErr: io.err })
      .exitOverride(),
  ).action(async (dir: string | undefined, options: ServerOptions & ConfigCacheOptions & { config?: string }) => {
    const { runServe } = await import('./commands/serve-command.js');
    result.exitCode = await runServe(dir, options, io);
  });

  const version = program
    .command('version')
    .description('freeze the current docs and API description as an older version, served at /docs/<name>/')
    .argument('<name>', 'the version\'s name, one path segment such as v1 (its folder and its URLs)')
    .option('--label <label>', 'what readers see in the version menu (default: the name)')
    .option('--status <status>', 'maintained, or unmaintained (a banner then points readers to the latest)', 'maintained')
    .option('--content <dir>', 'folder of Markdown pages (default: from the config, else ./content)')
    .option('--spec <file>', 'OpenAPI or Swagger description (default: from the config)')
    .option('--config <file>', 'config file (default: ./docs.config.ts)');
  addConfigCacheOptions(version)
    .option('--json', 'print problems as JSON')
    .option('--quiet', 'print errors only')
    .configureOutput({ writeOut: io.out, writeErr: io.err })
    .exitOverride()
    .action(async (name: string, options: VersionCommandOptions) => {
      const { runVersion } = await import('./commands/version-command.js');
      result.exitCode = await runVersion(name, options, io);
    });

  const publish = program
    .command('publish')
    .description('sync the built site to S3-compatible object storage: only what changed, assets before pages, stale objects last')
    .option('--bucket <name>', 'bucket to publish to (default: publish.bucket of the config)')
    .option('--prefix <path>', 'folder inside the bucket (default: publish.prefix, else the bucket root)')
    .option('--region <region>', 'region of the bucket (default: publish.region, else AWS_REGION, else us-east-1)')
    .option('--endpoint <url>', 'an S3-compatible service (MinIO, R2, Ceph…), addressed path-style')
    .option('--dir <dir>', 'the built site (default: the output folder of the config)')
    .option('--config <file>', 'config file (default: ./docs.config.ts)');
  addConfigCacheOptions(publish)
    .option('--dry-run', 'print what would be uploaded and deleted, and change nothing')
    .option('--delete', 'delete objects under the prefix that the build no longer has')
    .option('--concurrency <n>', 'uploads at a time', '8')
    .option('--quiet', 'print only the summary and errors')
    .configureOutput({ writeOut: io.out, writeErr: io.err })
    .exitOverride()
    .action(async (options: PublishCommandOptions) => {
      const { runPublish } = await import('./commands/publish-command.js');
      result.exitCode = await runPublish(options, io);
    });

  return program;
}

/** Runs the CLI with the given arguments (without `node docs`) and resolves to the exit code. */
export async function runCli(args: string[], io: CliIo = processIo()): Promise<number> {
  const result = { exitCode: 0 };
  const program = createProgram(io, result);
  try {
    await program.parseAsync(args, { from: 'user' });
    return result.exitCode;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode;
    io.err(`Internal error: ${(error as Error).stack ?? String(error)}\n`);
    return 2;
  }
}
