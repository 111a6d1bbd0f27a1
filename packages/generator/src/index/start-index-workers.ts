import { Worker } from 'node:worker_threads';
import type { PostingsBlock, SearchBlock, SearchContent, SearchRunParts, SearchShardSizes } from '@docs/shared/search';
import type { SearchBlockFile } from './search-block-store.js';

/**
 * How the runs of pages an index makes are made: `blocks`, each run a block of its own (its parts and
 * postings), for the build cache to keep; `parts`, each run's parts, and the postings of consecutive
 * runs together, which merge into the same index with less work when no block is kept.
 */
export type RunMaking = 'blocks' | 'parts';

/** What a worker is asked for: consecutive runs made whole, parts and postings (`makeSearchRuns`). */
export interface RunsRequest {
  contents: readonly SearchContent[];
  making: RunMaking;
  sizes: SearchShardSizes;
}

/** A run of pages as made: its parts (with `blocks`, its whole block), and the page and text shards it named. */
export interface MadeRun {
  parts: SearchRunParts | SearchBlock;
  files: SearchBlockFile[];
}

/**
 * Made runs, in order, and the postings that cover them, in order: with `blocks` each run's block; with
 * `parts` one per stretch of runs. What a worker answers a request with.
 */
export interface MadeRuns {
  runs: MadeRun[];
  postings: PostingsBlock[];
}

/** Search index workers, each answering its requests in order. */
export interface IndexWorkers {
  workers: readonly Worker[];
  /** The runs of a request made whole (`makeSearchRuns`), by worker `at`. */
  ask(at: number, request: RunsRequest): Promise<MadeRuns>;
  close(): Promise<void>;
}

/** Starts `count` search index workers; should one fail to start, those started are stopped. */
export function startIndexWorkers(count: number): IndexWorkers {
  const workers: Worker[] = [];
  try {
    while (workers.length < count) workers.push(new Worker(new URL('./search-index-worker.js', import.meta.url)));
  } catch (error) {
    for (const worker of workers) void worker.terminate();
    throw error;
  }
  // What each worker was asked and has not answered, oldest first.
  const waiting = workers.map((): { resolve: (made: MadeRuns) => void; reject: (error: unknown) => void }[] => []);
  let closing = false;
  workers.forEach((worker, at) => {
    const failAll = (error: unknown) => {
      for (const request of waiting[at]!.splice(0)) request.reject(error);
    };
    worker.on('message', (made: MadeRuns) => waiting[at]!.shift()?.resolve(asBuffers(made)));
    worker.on('error', failAll);
    // An answer that cannot be read here would otherwise leave its request waiting for good.
    worker.on('messageerror', failAll);
    worker.on('exit', (code) => {
      if (!closing) failAll(new Error(`a search index worker stopped (exit code ${code})`));
    });
  });
  return {
    workers,
    ask(at, request) {
      return new Promise((resolve, reject) => {
        // Sent first: a request that cannot be sent (its texts cannot be copied) waits for no answer.
        workers[at]!.postMessage(request);
        waiting[at]!.push({ resolve, reject });
      });
    },
    async close() {
      closing = true;
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}

/**
 * The runs as a worker made them, their shards' bytes as the `Buffer`s this thread makes too (they
 * arrive as plain `Uint8Array`s): the files of an index are then alike however many threads made it.
 * The bytes are not copied.
 */
function asBuffers(made: MadeRuns): MadeRuns {
  for (const run of made.runs) {
    for (const file of run.files) if (typeof file.contents !== 'string' && !Buffer.isBuffer(file.contents)) file.contents = Buffer.from(file.contents.buffer, file.contents.byteOffset, file.contents.byteLength);
  }
  return made;
}
