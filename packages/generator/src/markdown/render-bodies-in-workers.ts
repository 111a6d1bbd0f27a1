import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { BodyJob, BodyResult, BodySettings } from './render-page-body.js';

const BATCH_SIZE = 16;

/**
 * Renders page bodies on one worker thread per core. Batches are handed out as workers free up,
 * so one slow page does not hold up a whole share. Results come back in job order.
 */
export async function renderBodiesInWorkers(jobs: readonly BodyJob[], settings: BodySettings): Promise<BodyResult[]> {
  const workerCount = Math.max(1, Math.min(availableParallelism(), Math.ceil(jobs.length / BATCH_SIZE)));
  const results: BodyResult[] = new Array(jobs.length);
  const batches: { id: number; jobs: BodyJob[] }[] = [];
  for (let start = 0; start < jobs.length; start += BATCH_SIZE) batches.push({ id: start, jobs: jobs.slice(start, start + BATCH_SIZE) });
  const workerData = { routeByContentPath: [...settings.routeByContentPath], toc: settings.toc };
  const workers = Array.from({ length: workerCount }, () => new Worker(new URL('./markdown-worker.js', import.meta.url), { workerData }));
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
            worker.on('message', (message: { id: number; results: BodyResult[] }) => {
              message.results.forEach((result, offset) => (results[message.id + offset] = result));
              next();
            });
            worker.on('error', reject);
            next();
          }),
      ),
    );
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  return results;
}
