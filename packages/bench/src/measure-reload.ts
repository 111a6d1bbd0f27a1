import { appendFile, cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createDevServer } from '@docs/dev-server';
import { loadConfig } from '@docs/generator';
import { median, percentile } from './format-report.js';
import { formatTable } from './format-table.js';

export interface ReloadMeasurement {
  site: string;
  /** The dev server's first build, in ms. */
  startMs: number;
  /** From writing a Markdown file to the reload event for its page, in ms. */
  reloadMs: { median: number; p95: number; max: number; edits: number };
}

/** Reads a Server-Sent Events stream and calls `onEvent` for each event. */
export async function readEvents(url: string, signal: AbortSignal, onEvent: (type: string, data: string) => void): Promise<void> {
  const response = await fetch(url, { signal });
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const type = /^event: (.*)$/m.exec(block)?.[1];
          if (type) onEvent(type, /^data: (.*)$/m.exec(block)?.[1] ?? '');
        }
      }
    } catch {
      // aborted
    }
  })();
}

/**
 * Starts `docs dev` on a site (its content copied, so the edits touch no real file), then saves a
 * Markdown page `edits` times and measures how long each takes to reach open pages as a reload event.
 */
export async function measureReload(name: string, siteDir: string, pages: { file: string; route: string }[], edits = 20): Promise<ReloadMeasurement> {
  const { config } = await loadConfig({ cwd: siteDir });
  if (!config) throw new Error(`${siteDir} has no valid config`);
  const copy = await mkdtemp(path.join(os.tmpdir(), 'docs-bench-reload-'));
  await cp(config.content, copy, { recursive: true });
  const started = performance.now();
  const server = await createDevServer({ config: { ...config, content: copy }, cwd: siteDir, port: 0 });
  const startMs = performance.now() - started;
  await server.watching;
  const controller = new AbortController();
  const waiting = new Map<string, () => void>();
  await readEvents(`${server.url}/__docs/events`, controller.signal, (type, data) => {
    if (type !== 'reload') return;
    for (const route of (JSON.parse(data) as { paths: string[] }).paths) waiting.get(route)?.();
  });
  const times: number[] = [];
  try {
    for (let edit = 0; edit < edits; edit++) {
      const page = pages[edit % pages.length]!;
      const reloaded = new Promise<void>((resolve) => waiting.set(page.route, resolve));
      const start = performance.now();
      await appendFile(path.join(copy, page.file), `\n\nEdited for the benchmark, edit ${edit + 1}.\n`);
      await reloaded;
      times.push(performance.now() - start);
      waiting.delete(page.route);
      // Let the watcher settle so each edit is measured on its own.
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    controller.abort();
    await server.close();
    await rm(copy, { recursive: true, force: true });
  }
  return { site: name, startMs, reloadMs: { median: median(times), p95: percentile(times, 0.95), max: Math.max(...times), edits: times.length } };
}

/** The live-reload table of the benchmark report. */
export function formatReload(measurements: readonly ReloadMeasurement[]): string {
  const header = ['site', 'dev server start', 'save → reload event, median / p95 / slowest'];
  const rows = measurements.map((m) => [m.site, `${(m.startMs / 1000).toFixed(2)} s`, `${m.reloadMs.median.toFixed(0)} / ${m.reloadMs.p95.toFixed(0)} / ${m.reloadMs.max.toFixed(0)} ms (${m.reloadMs.edits} edits)`]);
  return formatTable('docs dev: from saving a Markdown file to the reload event', header, rows);
}
