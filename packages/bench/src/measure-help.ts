import { spawn } from 'node:child_process';
import { median } from './format-report.js';

export interface HelpMeasurement {
  /** Wall time of `node bin/docs --help` in a new process, in ms. */
  ms: { median: number; min: number; max: number };
  runs: number;
}

function timeOnce(bin: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [bin, '--help'], { stdio: 'ignore' });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(performance.now() - started) : reject(new Error(`docs --help exited with ${code}`))));
  });
}

/** How long `docs --help` takes from a new process to its exit: what a user waits for on every command. */
export async function measureHelp(bin: string, runs = 10): Promise<HelpMeasurement> {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) times.push(await timeOnce(bin));
  return { ms: { median: median(times), min: Math.min(...times), max: Math.max(...times) }, runs };
}

export function formatHelp(measurement: HelpMeasurement): string {
  const { median, min, max } = measurement.ms;
  return `docs --help in a new process: ${median.toFixed(0)} ms median (${min.toFixed(0)}–${max.toFixed(0)}), ${measurement.runs} runs`;
}
