// A worker thread that makes the postings of stretches of a search index's runs of pages (`startSearchRuns`).
import { parentPort } from 'node:worker_threads';
import { CLAIMED_BY_WORKER, makePostings, postingsBuffers, UNCLAIMED, type PostingsReply, type PostingsRequest } from './make-search-runs.js';

// Each request its own message, answered in order; its texts are garbage once it is answered.
parentPort?.on('message', ({ contents, making, claim }: PostingsRequest) => {
  if (claim && Atomics.compareExchange(claim, 0, UNCLAIMED, CLAIMED_BY_WORKER) !== UNCLAIMED) {
    parentPort!.postMessage({} satisfies PostingsReply);
    return;
  }
  const postings = makePostings(contents, making);
  parentPort!.postMessage({ postings } satisfies PostingsReply, postingsBuffers(postings));
});
