import { setFlagsFromString } from 'node:v8';
import { Worker } from 'node:worker_threads';
import type { PageJob, PageOutcome, PageSettings, PageSink } from './page-job.js';

/** Pages per message: enough to make messaging cheap, few enough that the threads finish together. */
const BATCH_SIZE = 4;
/**
 * Batches a worker holds at once: the next is waiting when it finishes one, even while this thread,
 * rendering a batch of its own, cannot answer.
 */
const BATCHES_IN_FLIGHT = 2;
/**
 * Parsing Markdown makes a great deal of short-lived garbage: with V8's default young generation a
 * fifth of a large build went to collecting it. A larger one (about 32 MB per half) makes the build
 * some 13% faster for a little more memory; larger still costs memory and gains nothing.
 */
const YOUNG_GENERATION_MB = 96;
/**
 * How much a function runs (in bytes of bytecode) before V8 compiles it optimized: eight times its
 * default. Each thread compiles the whole Markdown pipeline for itself, on the same cores the pages are
 * rendered on, and with the default a third of a 231-page build's CPU time went to compiling; with this,
 * 231 pages render 19% faster on 2 cores and 2,000 pages 5%. A single thread is better off with the
 * default, its compiler running on an idle core, so the setting is made only when pages go to workers.
 */
const INTERRUPT_BUDGET = 8 * 132 * 1024;

/** Renders a batch of pages in this thread, each outcome passed through `accept`. */
export type RenderBatchHere = (jobs: readonly PageJob[]) => Promise<PageOutcome[]>;

/**
 * Renders pages on `threads` threads: this one (`renderHere`) and `threads - 1` workers, each taking
 * the next batch as it frees up (one slow page does not hold up a whole share), and returns the
 * outcomes in job order, each passed through `accept` once.
 */
export async function renderPagesOnWorkers(
  jobs: readonly PageJob[],
  settings: PageSettings,
  sink: PageSink,
  threads: number,
  accept: (outcome: PageOutcome) => PageOutcome,
  renderHere: RenderBatchHere,
  signal?: AbortSignal,
): Promise<PageOutcome[]> {
  signal?.throwIfAborted();
  setFlagsFromString(`--interrupt-budget=${INTERRUPT_BUDGET}`);
  const outcomes: PageOutcome[] = new Array(jobs.length);
  const batches: { id: number; jobs: PageJob[] }[] = [];
  for (let start = 0; start < jobs.length; start += BATCH_SIZE) batches.push({ id: start, jobs: jobs.slice(start, start + BATCH_SIZE) });
  const workerCount = Math.max(0, Math.min(threads - 1, batches.length - 1));
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
    const onWorkers = workers.map(
      (worker) =>
        new Promise<void>((resolve, reject) => {
          let inFlight = 0;
          const fill = () => {
            while (!stopped && inFlight < BATCHES_IN_FLIGHT && batches.length > 0) {
              worker.postMessage(batches.shift());
              inFlight++;
            }
            if (inFlight === 0) resolve();
          };
          worker.on('message', (message: { id: number; outcomes: PageOutcome[] }) => {
            message.outcomes.forEach((outcome, offset) => (outcomes[message.id + offset] = accept(outcome)));
            inFlight--;
            fill();
          });
          worker.on('error', reject);
          worker.on('exit', (code) => {
            if (code !== 0) reject(new Error(`a page worker stopped (exit code ${code})`));
          });
          fill();
        }),
    );
    // This thread takes its batches from the same queue, after the workers have their first ones.
    const here = (async () => {
      for (let batch = batches.shift(); batch && !stopped; batch = batches.shift()) {
        const made = await renderHere(batch.jobs);
        made.forEach((outcome, offset) => (outcomes[batch!.id + offset] = outcome));
        // Lets the workers' messages in, so that they are handed their next batches.
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const done = Promise.all([here, ...onWorkers]);
    // Workers stopped mid-page reject `done` with their exit code: nobody waits for it then.
    done.catch(() => undefined);
    await Promise.race([done, aborted]);
  } finally {
    signal?.removeEventListener('abort', stop);
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  return outcomes;
}
