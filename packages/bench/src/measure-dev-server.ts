import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { appendFile, readFile, writeFile } from 'node:fs/promises';
import { median, percentile } from './format-report.js';
import { formatTable } from './format-table.js';
import { readEvents } from './measure-reload.js';

/** `docs dev` on a site whose build cache a `docs build` has just filled, as a maintainer starts it. */
export interface DevServerMeasurement {
  site: string;
  /** From starting the command to its first page served, in seconds. */
  firstPageSeconds: number;
  /** From saving a Markdown page to the reload event for it, in ms. */
  reloadMs: { median: number; p95: number; max: number; edits: number };
  /** The process's peak memory over the start and the edits (Linux only), in MB. */
  peakMb?: number;
}

/** Saves measured: a 95th percentile of fewer than 20 is the slowest of them. */
const DEFAULT_EDITS = 20;

/** Longer than any rebuild should take: past it, the measurement stops with what the server printed. */
const RELOAD_TIMEOUT_MS = 120_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The peak resident memory of a process so far, from /proc; undefined where there is none. */
function peakMemoryMb(pid: number): number | undefined {
  try {
    const kb = /VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Starts `docs dev` in a new process with the given config and build cache, waits for its first page
 * (it listens once its first build is done), then appends a line to `page` `edits` times (restoring it
 * after), each time measuring the moment the reload event arrives: only that page changed.
 */
export async function measureDevServer(options: { site: string; docs: string; cwd: string; config: string; cacheDir: string; page: string; edits?: number }): Promise<DevServerMeasurement> {
  const edits = options.edits ?? DEFAULT_EDITS;
  const started = performance.now();
  const child = spawn(process.execPath, [options.docs, 'dev', '--port', '0', '--quiet', '--config', options.config, '--cache-dir', options.cacheDir], { cwd: options.cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  let printed = '';
  child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const original = await readFile(options.page, 'utf8');
  const controller = new AbortController();
  try {
    let url: string | undefined;
    while (!(url = /Serving at (http:\/\/\S+?),/.exec(printed)?.[1])) {
      if (child.exitCode !== null) throw new Error(`docs dev stopped:\n${printed}`);
      await sleep(20);
    }
    await (await fetch(`${url}/`)).text();
    const firstPageSeconds = (performance.now() - started) / 1000;
    let reloaded = () => {};
    await readEvents(`${url}/__docs/events`, controller.signal, (type) => {
      if (type === 'reload') reloaded();
    });
    const times: number[] = [];
    for (let edit = 0; edit < edits; edit++) {
      const arrived = new Promise<void>((resolve) => (reloaded = resolve));
      const start = performance.now();
      await appendFile(options.page, `\n\nEdited for the benchmark, edit ${edit + 1}.\n`);
      await Promise.race([arrived, sleep(RELOAD_TIMEOUT_MS).then(() => Promise.reject(new Error(`no reload event within ${RELOAD_TIMEOUT_MS} ms of an edit:\n${printed.slice(-2000)}`)))]);
      times.push(performance.now() - start);
      // Let the watcher settle so each edit is measured on its own.
      await sleep(200);
    }
    const peakMb = peakMemoryMb(child.pid!);
    return {
      site: options.site,
      firstPageSeconds,
      reloadMs: { median: median(times), p95: percentile(times, 0.95), max: Math.max(...times), edits: times.length },
      ...(peakMb !== undefined ? { peakMb } : {}),
    };
  } finally {
    controller.abort();
    child.kill('SIGINT');
    await exited;
    await writeFile(options.page, original);
  }
}

/** The table of `docs dev` with the build cache. */
export function formatDevServer(measurements: readonly DevServerMeasurement[]): string {
  const header = ['site', 'first page served', 'save → reload event, median / p95 / slowest', 'peak memory'];
  const rows = measurements.map((m) => [
    m.site,
    `${m.firstPageSeconds.toFixed(2)} s`,
    `${m.reloadMs.median.toFixed(0)} / ${m.reloadMs.p95.toFixed(0)} / ${m.reloadMs.max.toFixed(0)} ms (${m.reloadMs.edits} edits)`,
    m.peakMb !== undefined ? `${m.peakMb.toFixed(0)} MB` : 'not measured',
  ]);
  return formatTable('docs dev started on the build cache a docs build filled (new process)', header, rows);
}
