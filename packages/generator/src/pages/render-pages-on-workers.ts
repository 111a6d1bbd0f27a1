import { setFlagsFromString } from 'node:v8';
import { Worker } from 'node:worker_threads';
import { hangLimitMs } from '../guard/watch-for-hangs.js';
import { orderLongestFirst } from './order-longest-first.js';
import type { PageJob, PageOutcome, PageSettings, PageSink } from './page-job.js';

/** Pages per message: enough to make messaging cheap, few enough that the threads finish together. */
const BATCH_SIZE = 4;
/**
 * Batches a worker holds at once: the next is waiting when it finishes one, even while this thread,
 * rendering a batch of its own, cannot answer.
 */
const BATCHES_IN_FLIGHT = 2;
/**
 * A page worker's young generation, in MB. Parsing Markdown makes a great deal of short-lived garbage,
 * and a page's trees outlive V8's young-generation collections unless it is large, each collection
 * copying them: 192 MB (64 MB per half) renders 2,000 pages 8% faster than 96 MB. A worker that may
 * render API operations holds a copy of the description besides, and takes 96 MB: 300 operations of
 * 1,500 schemas then peak at 360 MB rather than 430 MB, no slower.
 */
export function youngGenerationMb(site: { hasDescription: boolean }): number {
  return site.hasDescription ? 96 : 192;
}

/**
 * How much a function runs (in bytes of bytecode) before V8 compiles it optimized: eight times its
 * default. Each thread compiles the whole Markdown pipeline for itself, on the same cores the pages are
 * rendered on, and with the default a third of a 231-page build's CPU time went to compiling; with this,
 * 231 pages render 19% faster on 2 cores and 2,000 pages 5%. A single thread is better off with the
 * default, its compiler running on an idle core, so the setting is made only when pages go to workers.
 */
const INTERRUPT_BUDGET = 8 * 132 * 1024;

/**
 * A page worker went `hangLimitMs` without finishing any of the pages it was given: something the site
 * runs there never ends (a template's loop). The worker is stopped, and the build fails naming them.
 */
export class PagesHungError extends Error {
  constructor(
    readonly paths: readonly string[],
    readonly seconds: number,
  ) {
    super(`rendering ${paths.join(', ')} did not end in ${seconds} s`);
  }
}

/** Renders a batch of pages in this thread, each outcome passed through `accept`. */
export type RenderBatchHere = (jobs: readonly PageJob[]) => Promise<PageOutcome[]>;

/** Worker threads that render pages, started before the pages are known. */
export interface PageWorkers {
  readonly workers: readonly Worker[];
  /** Rejects when a worker fails or stops before it is closed. */
  readonly failed: Promise<never>;
  /** Starts more workers, up to `count` in all. */
  growTo(count: number): void;
  close(): Promise<void>;
}

/**
 * Starts `count` page workers, each with a young generation of `youngGenerationMb`. Each loads the
 * Markdown pipeline, React and the templates and compiles them for itself, a few hundred milliseconds;
 * started while this thread loads the site, that is done by the time the first page can be rendered.
 * They render nothing until `renderPagesOnWorkers`.
 */
export function startPageWorkers(count: number, youngGenerationMb: number): PageWorkers {
  setFlagsFromString(`--interrupt-budget=${INTERRUPT_BUDGET}`);
  // While every core renders, V8's background marking threads only compete with the renderers: on 2
  // cores they added a fifth to the CPU time of a 2,000-page build and made it as much slower, and
  // marking on the renderers' own threads costs less. Once the workers close, a core is free again and
  // marking goes back beside this thread (V8's default): a build taken from the cache, or a save of
  // `docs dev` (whose full collections took 0.1 s on the server's thread at 10,000 pages, 0.04 s beside it).
  setFlagsFromString('--no-concurrent-marking');
  const workers: Worker[] = [];
  let closing = false;
  let fail: (error: unknown) => void = () => {};
  const failed = new Promise<never>((_resolve, reject) => (fail = reject));
  // Nobody may be waiting on it yet (a build that fails while loading): such a failure is not unhandled.
  failed.catch(() => undefined);
  const growTo = (total: number) => {
    // A closed pool stays closed: a worker started now would be left running.
    while (!closing && workers.length < total) {
      const worker = new Worker(new URL('./page-worker.js', import.meta.url), { resourceLimits: { maxYoungGenerationSizeMb: youngGenerationMb } });
      worker.on('error', fail);
      worker.on('exit', (code) => {
        if (!closing) fail(new Error(`a page worker stopped (exit code ${code})`));
      });
      workers.push(worker);
    }
  };
  growTo(count);
  return {
    workers,
    failed,
    growTo,
    async close() {
      closing = true;
      await Promise.all(workers.map((worker) => worker.terminate()));
      setFlagsFromString('--concurrent-marking');
    },
  };
}

/**
 * Renders pages on the `pool`'s workers, and on this thread too when given `renderHere`, each taking
 * the next batch as it frees up (one slow page does not hold up a whole share), the longest pages
 * first, and returns the outcomes in job order, each passed through `accept` once. With pages of both
 * kinds, the workers take Markdown pages and this thread the others (API operations) until their own
 * kind runs out. The workers are closed when it returns.
 */
export async function renderPagesOnWorkers(
  jobs: readonly PageJob[],
  settings: PageSettings,
  sink: PageSink,
  pool: PageWorkers,
  accept: (outcome: PageOutcome) => PageOutcome,
  renderHere: RenderBatchHere | undefined,
  signal?: AbortSignal,
): Promise<PageOutcome[]> {
  const outcomes: PageOutcome[] = new Array(jobs.length);
  const threads = pool.workers.length + (renderHere ? 1 : 0);
  // Each thread compiles the hot code of the pages it renders. Markdown pages go to the workers first and
  // the others (API operations) to this thread, so that each warms up to one kind rather than both: this
  // site's build took 5% less CPU time so.
  const order = orderLongestFirst(jobs);
  const kinds = renderHere ? splitByKind(order, jobs) : undefined;
  const queues = kinds && kinds.markdown.length && kinds.other.length ? [kinds.markdown, kinds.other] : [order];
  const taken = queues.map(() => 0);
  const remaining = () => queues.reduce((sum, queue, at) => sum + queue.length - taken[at]!, 0);
  // The indexes of the jobs of each batch in flight, by batch number.
  const batches = new Map<number, number[]>();
  let batchCount = 0;
  /**
   * The next batch for `taker`, from its own queue (the workers' is the first, this thread's the last),
   * else from the other. A worker's batches shrink towards the end, so that the threads finish together
   * rather than one waiting on another's last batch. This thread takes one page at a time: it answers
   * the workers only between its own pages, and a worker through with its batches waited on four of
   * them (an API operation of 300 takes 10-20 ms).
   */
  const takeBatch = (taker: 'worker' | 'this thread'): { id: number; jobs: PageJob[] } | undefined => {
    const left = remaining();
    if (left === 0) return undefined;
    const own = taker === 'worker' ? 0 : queues.length - 1;
    const at = taken[own]! < queues[own]!.length ? own : queues.findIndex((queue, n) => taken[n]! < queue.length);
    const size = taker === 'this thread' ? 1 : Math.min(BATCH_SIZE, Math.max(1, Math.ceil(left / (threads * BATCH_SIZE))));
    const indexes = queues[at]!.slice(taken[at], taken[at]! + size);
    taken[at]! += indexes.length;
    const id = batchCount++;
    batches.set(id, indexes);
    return { id, jobs: indexes.map((index) => jobs[index]!) };
  };
  const settle = (id: number, made: readonly PageOutcome[], pass: (outcome: PageOutcome) => PageOutcome) => {
    batches.get(id)!.forEach((index, offset) => (outcomes[index] = pass(made[offset]!)));
    batches.delete(id);
  };
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
  // A worker stuck in a page (a template that loops forever) never answers: once it has been silent too
  // long with pages in hand, the build fails, naming them, rather than waiting for good.
  const limitMs = hangLimitMs();
  let hung: (error: PagesHungError) => void = () => {};
  const hangs = new Promise<never>((_resolve, reject) => (hung = reject));
  hangs.catch(() => undefined);
  const watched = new Map<Worker, { heard: number; batches: Set<number> }>();
  const watch = setInterval(() => {
    for (const { heard, batches: held } of watched.values()) {
      if (held.size === 0 || Date.now() - heard < limitMs) continue;
      hung(new PagesHungError([...held].flatMap((id) => (batches.get(id) ?? []).map((index) => jobs[index]!.route.path)), Math.round(limitMs / 1000)));
    }
  }, Math.min(1000, limitMs / 4));
  watch.unref();
  try {
    signal?.throwIfAborted();
    const onWorkers = pool.workers.map(
      (worker) =>
        new Promise<void>((resolve) => {
          let inFlight = 0;
          let told = false;
          const state = { heard: Date.now(), batches: new Set<number>() };
          watched.set(worker, state);
          const fill = () => {
            // Near the end a worker holds one batch at a time: a second would be left for it alone.
            const depth = remaining() > threads * BATCH_SIZE * BATCHES_IN_FLIGHT ? BATCHES_IN_FLIGHT : 1;
            while (!stopped && inFlight < depth && remaining() > 0) {
              // What every page shares, once, before its first batch: a worker with no batch makes nothing.
              if (!told) worker.postMessage({ settings, sink });
              told = true;
              const batch = takeBatch('worker')!;
              if (state.batches.size === 0) state.heard = Date.now();
              state.batches.add(batch.id);
              worker.postMessage({ batch });
              inFlight++;
            }
            if (inFlight === 0) resolve();
          };
          worker.on('message', (message: { id: number; outcomes: PageOutcome[] }) => {
            state.heard = Date.now();
            state.batches.delete(message.id);
            settle(message.id, message.outcomes, accept);
            inFlight--;
            fill();
          });
          fill();
        }),
    );
    // This thread takes its batches from the same queue, after the workers have their first ones.
    const here = (async () => {
      if (!renderHere) return;
      for (let batch = takeBatch('this thread'); batch && !stopped; batch = takeBatch('this thread')) {
        settle(batch.id, await renderHere(batch.jobs), (outcome) => outcome);
        // Lets the workers' messages in, so that they are handed their next batches.
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const done = Promise.all([here, ...onWorkers]);
    // Workers stopped mid-page reject `done` with their exit code: nobody waits for it then.
    done.catch(() => undefined);
    await Promise.race([done, aborted, pool.failed, hangs]);
  } finally {
    clearInterval(watch);
    signal?.removeEventListener('abort', stop);
    await pool.close();
  }
  return outcomes;
}

/** The jobs of `order`, in that order, split into Markdown pages and the others. */
function splitByKind(order: readonly number[], jobs: readonly PageJob[]): { markdown: number[]; other: number[] } {
  const markdown: number[] = [];
  const other: number[] = [];
  for (const index of order) (jobs[index]!.markdown ? markdown : other).push(index);
  return { markdown, other };
}
