// A worker thread that makes the postings of a stretch of a search index's runs of pages (`makeSearchRunsOnThreads`).
import { parentPort } from 'node:worker_threads';
import { makePostings, postingsBuffers, type PostingsRequest } from './make-search-runs.js';

parentPort?.once('message', ({ contents, making }: PostingsRequest) => {
  const postings = makePostings(contents, making);
  parentPort!.postMessage(postings, postingsBuffers(postings));
});
