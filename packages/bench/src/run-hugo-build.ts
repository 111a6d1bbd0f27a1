import { spawn } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { GNU_TIME } from './ensure-hugo.js';
import { parseTimeOutput, TIME_FORMAT } from './parse-time-output.js';

export interface HugoBuild {
  exitCode: number;
  seconds: number;
  maxRssMb: number;
  cpuSeconds: number;
  /** What Hugo printed on stderr, cut short. */
  errors: string;
}

/**
 * Runs one cold Hugo build of `content` with the reference site in `source`, in a new process under
 * GNU time (Hugo reports neither its memory nor its CPU time): output and cache folders are deleted first.
 * `source` must be writable (Hugo writes into it), so it is a copy of the shared reference site.
 */
export async function runHugoBuild(options: { source: string; content: string; out: string; cache: string }): Promise<HugoBuild> {
  // Hugo also keeps what it generates in its source folder's resources/: cold means without it.
  const leftovers = [options.out, options.cache, path.join(options.source, 'resources')];
  await Promise.all(leftovers.map((dir) => rm(dir, { recursive: true, force: true })));
  const report = path.join(path.dirname(options.out), `${path.basename(options.out)}.time`);
  const args = ['-o', report, '-f', TIME_FORMAT, 'hugo', '--quiet', '--source', options.source, '--contentDir', options.content, '-d', options.out, '--cacheDir', options.cache];
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(GNU_TIME, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(0, 2000)));
    child.on('error', reject);
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      readFile(report, 'utf8').then((text) => {
        const usage = parseTimeOutput(text);
        if (!usage) return reject(new Error(`no measurement from GNU time for Hugo:\n${text}`));
        resolve({ exitCode: code ?? 1, seconds, maxRssMb: usage.maxRssKb / 1024, cpuSeconds: usage.cpuSeconds, errors });
      }, reject);
    });
  });
}
