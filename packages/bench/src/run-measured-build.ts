import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const MEASURE = fileURLToPath(new URL('./measure-build.js', import.meta.url));

export interface MeasuredBuild {
  exitCode: number;
  seconds: number;
  maxRssMb: number;
  /** User plus system CPU time of the build's process. */
  cpuSeconds: number;
  stages: Record<string, number>;
  /** Diagnostics the build reported, by code (warnings only when `reportWarnings`). */
  diagnostics: Record<string, number>;
  /** What the build printed besides its stage times (its diagnostics), cut short. */
  errors: string;
}

/**
 * Runs one `docs build` in a new process, as a maintainer would, and returns what it cost. Warnings are
 * not printed (`--quiet`) unless asked for, since printing thousands of them is not the build's work.
 * The build is a cold one (`--no-cache`) unless `args` name the cache to use.
 */
export function runMeasuredBuild(options: { config: string; out: string; cwd: string; reportWarnings?: boolean; args?: string[] }): Promise<MeasuredBuild> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const cache = options.args?.includes('--cache-dir') ? [] : ['--no-cache'];
    const args = [MEASURE, ...(options.reportWarnings ? [] : ['--quiet']), ...cache, '--config', options.config, '--out', options.out, ...(options.args ?? [])];
    const child = spawn(process.execPath, args, { cwd: options.cwd, stdio: ['ignore', 'pipe', 'inherit'] });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.on('error', reject);
    child.on('close', () => {
      const seconds = (performance.now() - started) / 1000;
      const line = stdout.trim().split('\n').pop() ?? '{}';
      const result = JSON.parse(line) as Omit<MeasuredBuild, 'seconds' | 'maxRssMb'> & { maxRssKb: number };
      resolve({ exitCode: result.exitCode, seconds, maxRssMb: result.maxRssKb / 1024, cpuSeconds: result.cpuSeconds, stages: result.stages, diagnostics: result.diagnostics, errors: result.errors });
    });
  });
}
