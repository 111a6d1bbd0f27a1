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
  signal?: AbortSignal,
): Promise<PageOutcome[]> {
  signal?.throwIfAborted();
  const outcomes: PageOutcome[] = new Array(jobs.length);
  const batches: { id: number; jobs: PageJob[] }[] = [];
  for (let start = 0; start < jobs.length; start += BATCH_SIZE) batches.push({ id: start, jobs: jobs.slice(start, start + BATCH_SIZE) });
  const workerCount = Math.max(1, Math.min(count, batches.length));
  const workers = Array.from({ length: workerCount }, () => new Worker(new URL('./page-worker.js', import.meta.url), { workerData: { settings, sink }, resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } }));
  // Aborting stops handing out batches and rejects at once; the workers are then stopped mid-page.
  let stopped = false;
  let stop = () => {};
  const aborted = new Promise<never>((_resolve, reject) => {
    stop = () => {
      stopped = true;
      reject(signal!.reason);
    };
  });
  signal?.addEventListener('abort', stop, { once: true });
  try {
    const done = Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            const next = () => {
              const batch = stopped ? undefined : batches.shift();
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
    // Workers stopped mid-page reject `done` with their exit code: nobody waits for it then.
    done.catch(() => undefined);
    await Promise.race([done, aborted]);
  } finally {
    signal?.removeEventListener('abort', stop);
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  return outcomes;
}
