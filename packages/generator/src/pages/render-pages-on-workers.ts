import { Worker } from 'node:worker_threads';
import type { PageJob, PageOutcome, PageSettings, PageSink } from './page-job.js';

/** Pages per message: enough to make messaging cheap, few enough that workers finish together. */
const BATCH_SIZE = 8;
/**
 * Parsing Markdown makes a great deal of short-lived garbage: with V8's default young generation a
 * fifth of a large build went to collecting it. A larger one (about 32 MB per half) makes the build
 * some 13% faster for a little more memory; larger still costs memory and gains nothing.
 */
const YOUNG_GENERATION_MB = 96;

/**
 * Renders pages on `count` worker threads, handing out batches as workers free up (one slow page
 * does not hold up a whole share), and returns the outcomes in job order, each passed through `accept`
 * as it arrives.
 */
export async function renderPagesOnWorkers(
  jobs: readonly PageJob[],
  settings: PageSettings,
  sink: PageSink,
  count: number,
  accept: (outcome: PageOutcome) => PageOutcome,
): Promise<PageOutcome[]> {
  const outcomes: PageOutcome[] = new Array(jobs.length);
  const batches: { id: number; jobs: PageJob[] }[] = [];
  for (let start = 0; start < jobs.length; start += BATCH_SIZE) batches.push({ id: start, jobs: jobs.slice(start, start + BATCH_SIZE) });
  const workerCount = Math.max(1, Math.min(count, batches.length));
  const workers = Array.from({ length: workerCount }, () => new Worker(new URL('./page-worker.js', import.meta.url), { workerData: { settings, sink }, resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } }));
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            const next = () => {
              const batch = batches.shift();
              if (batch) worker.postMessage(batch);
              else resolve();
            };
            worker.on('message', (message: { id: number; outcomes: PageOutcome[] }) => {
              message.outcomes.forEach((outcome, offset) => (outcomes[message.id + offset] = accept(outcome)));
              next();
            });
            worker.on('error', reject);
            worker.on('exit', (code) => {
              if (code !== 0) reject(new Error(`a page worker stopped (exit code ${code})`));
            });
            next();
          }),
      ),
    );
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  return outcomes;
}
