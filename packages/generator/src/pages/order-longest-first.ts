import type { PageJob } from './page-job.js';

/**
 * What an API operation page costs to render, in characters of Markdown that cost as much: a page of
 * a 300-operation description takes about as long as a 10 KB guide (its schemas, samples in ten
 * languages and their highlighting).
 */
const OPERATION_COST = 10_000;

/**
 * The jobs' indexes, the costliest page first (by the length of its Markdown; an operation as
 * `OPERATION_COST`), ties in job order. Threads that take pages in this order finish together: the
 * last pages handed out are the quickest, so no thread is left waiting on another's long page.
 */
export function orderLongestFirst(jobs: readonly PageJob[]): number[] {
  const cost = jobs.map((job) => (job.operation ? OPERATION_COST : (job.markdown?.length ?? 0)));
  return jobs.map((_job, index) => index).sort((a, b) => cost[b]! - cost[a]! || a - b);
}
