// A worker thread that makes the postings of a search index's runs of pages, as `makeSearchRunsOnThreads` hands them out.
import { parentPort } from 'node:worker_threads';
import { createSearchBlockBuilder } from '@docs/shared/search';
import { makePostings, postingsBuffers } from './make-search-runs.js';
import type { PostingsRequest } from './start-index-workers.js';

// One builder for every request, as one thread making the same runs would use.
const build = createSearchBlockBuilder();
parentPort?.on('message', ({ contents, making }: PostingsRequest) => {
  const postings = makePostings(contents, making, build);
  parentPort!.postMessage(postings, postingsBuffers(postings));
});
