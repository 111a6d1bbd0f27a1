import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const MEASURE = fileURLToPath(new URL('./measure-build.js', import.meta.url));

export interface MeasuredBuild {
  exitCode: number;
  seconds: number;
  maxRssMb: number;
  stages: Record<string, number>;
  /** What the build printed besides its stage times (its diagnostics), cut short. */
  errors: string;
}

/** Runs one `docs build` in a new process, as a maintainer would, and returns what it cost. */
export function runMeasuredBuild(options: { config: string; out: string; cwd: string }): Promise<MeasuredBuild> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [MEASURE, '--config', options.config, '--out', options.out], { cwd: options.cwd, stdio: ['ignore', 'pipe', 'inherit'] });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.on('error', reject);
    child.on('close', () => {
      const seconds = (performance.now() - started) / 1000;
      const line = stdout.trim().split('\n').pop() ?? '{}';
      const result = JSON.parse(line) as { exitCode: number; maxRssKb: number; stages: Record<string, number>; errors: string };
      resolve({ exitCode: result.exitCode, seconds, maxRssMb: result.maxRssKb / 1024, stages: result.stages, errors: result.errors });
    });
  });
}
