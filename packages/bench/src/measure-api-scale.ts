import { readdir, readFile, stat } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { median, type SiteResult } from './format-report.js';

export interface ApiScaleMeasurement {
  operations: number;
  seconds: number;
  maxRssMb: number;
  /** Everything the build wrote, in MB. */
  outputMb: number;
  /** Size of an operation page (each is written twice, as `x.html` and `x/index.html`), in KB. */
  operationPageKb: { median: number; largest: number };
}

/** What a build of a very large API description cost: time and memory from its runs, and the size of what it wrote. */
export async function measureApiScale(out: string, result: SiteResult): Promise<ApiScaleMeasurement> {
  const sizes = await listFileSizes(out);
  const operationPageKb = sizeOfOperationPages(sizes);
  return {
    operations: operationPageKb.count,
    seconds: median(result.samples.map((sample) => sample.seconds)),
    maxRssMb: median(result.samples.map((sample) => sample.maxRssMb)),
    outputMb: sizes.reduce((total, { size }) => total + size, 0) / 1024 / 1024,
    operationPageKb,
  };
}

/**
 * The HTML of a built site's operation pages (each counted once, as `x.html`): how many, median and largest,
 * and the largest gzipped, as a reader downloads it, in KB.
 */
export async function measureOperationPages(out: string): Promise<OperationPages> {
  const sizes = await listFileSizes(out);
  const pages = sizeOfOperationPages(sizes);
  const largest = operationPages(sizes).reduce<{ file: string; size: number } | undefined>((top, page) => (!top || page.size > top.size ? page : top), undefined);
  const largestGzip = largest ? gzipSync(await readFile(path.join(out, largest.file))).length / 1024 : 0;
  return { ...pages, largestGzip, ...(largest ? { largestPage: `/${largest.file.split(path.sep).join('/').replace(/\.html$/, '')}` } : {}) };
}

/** A build's operation pages: how many, median and largest HTML in KB, the largest gzipped, and its URL. */
export interface OperationPages {
  count: number;
  median: number;
  largest: number;
  largestGzip: number;
  largestPage?: string;
}

async function listFileSizes(out: string): Promise<{ file: string; size: number }[]> {
  const files = (await readdir(out, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  return Promise.all(files.map(async (file) => ({ file: path.relative(out, file), size: (await stat(file)).size })));
}

/** The operation pages among a build's files (`docs/api/x/y.html`), each once. */
function operationPages(sizes: readonly { file: string; size: number }[]): { file: string; size: number }[] {
  return sizes.filter(({ file }) => file.startsWith(`docs${path.sep}api${path.sep}`) && file.endsWith('.html') && !file.endsWith('index.html'));
}

function sizeOfOperationPages(sizes: readonly { file: string; size: number }[]): { count: number; median: number; largest: number } {
  const pageSizes = operationPages(sizes).map(({ size }) => size / 1024);
  return { count: pageSizes.length, median: median(pageSizes), largest: Math.max(0, ...pageSizes) };
}

/** The gates a 3,000-operation description must pass: 60 s and 1 GB on this machine. */
export const API_SCALE_LIMITS = { seconds: 60, memoryMb: 1024 };

export function formatApiScale(measurement: ApiScaleMeasurement): string {
  const verdict = (ok: boolean) => (ok ? 'ok' : 'OVER');
  return [
    `A description of ${measurement.operations.toLocaleString('en')} operations (20 tags), cold build`,
    `  time         ${measurement.seconds.toFixed(2)} s median  (limit ${API_SCALE_LIMITS.seconds} s: ${verdict(measurement.seconds <= API_SCALE_LIMITS.seconds)})`,
    `  peak memory  ${measurement.maxRssMb.toFixed(0)} MB median  (limit ${API_SCALE_LIMITS.memoryMb} MB: ${verdict(measurement.maxRssMb <= API_SCALE_LIMITS.memoryMb)})`,
    `  output       ${measurement.outputMb.toFixed(0)} MB; an operation page ${measurement.operationPageKb.median.toFixed(1)} KB median, ${measurement.operationPageKb.largest.toFixed(1)} KB largest`,
  ].join('\n');
}
