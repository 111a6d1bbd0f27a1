import { Worker } from 'node:worker_threads';
import type { PostingsBlock, SearchContent } from '@docs/shared/search';

/**
 * How the runs of pages an index makes are made: `blocks`, each run a block of its own (its parts and
 * postings), for the build cache to keep; `parts`, each run's parts, and the postings of consecutive
 * runs together, which merge into the same index with less work when no block is kept.
 */
export type RunMaking = 'blocks' | 'parts';

/** What a worker is asked for: the postings of consecutive runs (`makePostings`). */
export interface PostingsRequest {
  contents: readonly SearchContent[];
  making: RunMaking;
}

/** Search index workers, each answering its requests in order. */
export interface IndexWorkers {
  workers: readonly Worker[];
  /** The postings of `contents` (`makePostings`), made by worker `at`. */
  ask(at: number, contents: readonly SearchContent[], making: RunMaking): Promise<PostingsBlock[]>;
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
  const waiting = workers.map((): { resolve: (postings: PostingsBlock[]) => void; reject: (error: unknown) => void }[] => []);
  let closing = false;
  workers.forEach((worker, at) => {
    const failAll = (error: unknown) => {
      for (const request of waiting[at]!.splice(0)) request.reject(error);
    };
    worker.on('message', (postings: PostingsBlock[]) => waiting[at]!.shift()?.resolve(postings));
    worker.on('error', failAll);
    worker.on('exit', (code) => {
      if (!closing) failAll(new Error(`a search index worker stopped (exit code ${code})`));
    });
  });
  return {
    workers,
    ask(at, contents, making) {
      return new Promise((resolve, reject) => {
        // Sent first: a request that cannot be sent (its texts cannot be copied) waits for no answer.
        workers[at]!.postMessage({ contents, making } satisfies PostingsRequest);
        waiting[at]!.push({ resolve, reject });
      });
    },
    async close() {
      closing = true;
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
