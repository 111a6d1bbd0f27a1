// A worker thread that makes runs of a search index's pages whole, as `makeSearchRunsOnThreads` hands them out.
import { parentPort } from 'node:worker_threads';
import { createSearchBlockBuilder } from '@docs/shared/search';
import { madeRunsTransfer, makeSearchRuns, runsOf } from './make-search-runs.js';
import type { RunsRequest } from './start-index-workers.js';

// One builder for every request, as one thread making the same runs would use.
const build = createSearchBlockBuilder();
parentPort?.on('message', ({ contents, making, sizes }: RunsRequest) => {
  const made = makeSearchRuns(runsOf(contents), making, sizes, build);
  parentPort!.postMessage(made, madeRunsTransfer(made));
});
