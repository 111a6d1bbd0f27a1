import { EventEmitter } from 'node:events';
import type { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import type { PageJob, PageOutcome, PageSettings } from '../../src/pages/page-job.js';
import { renderPagesOnWorkers, type PageWorkers } from '../../src/pages/render-pages-on-workers.js';

const outcomeOf = (job: PageJob): PageOutcome => ({ record: { path: job.route.path, ids: [], links: [], templateLinks: [], sections: [], files: [], diagnostics: [], rendered: true } });

/** A worker that renders each batch it is sent at once, and notes which pages it rendered. */
class FakeWorker extends EventEmitter {
  readonly rendered: string[] = [];
  postMessage(message: { batch?: { id: number; jobs: PageJob[] } }): void {
    const batch = message.batch;
    if (!batch) return;
    this.rendered.push(...batch.jobs.map((job) => job.route.path));
    setImmediate(() => this.emit('message', { id: batch.id, outcomes: batch.jobs.map(outcomeOf) }));
  }
}

function poolOf(worker: FakeWorker): PageWorkers {
  return { workers: [worker as unknown as Worker], failed: new Promise<never>(() => {}), growTo: () => {}, close: async () => {} };
}

const markdownPage = (n: number): PageJob => ({ route: { path: `/docs/guide-${n}` } as never, markdown: { length: 1_000 * (n + 1) } as never });
const operationPage = (n: number): PageJob => ({ route: { path: `/docs/api/operation-${n}` } as never, operation: `/paths/~1op${n}/get` });

async function render(jobs: PageJob[]) {
  const worker = new FakeWorker();
  const here: string[] = [];
  const batchesHere: number[] = [];
  const outcomes = await renderPagesOnWorkers(jobs, {} as PageSettings, { kind: 'none' } as never, poolOf(worker), (outcome) => outcome, async (batch) => {
    here.push(...batch.map((job) => job.route.path));
    batchesHere.push(batch.length);
    return batch.map(outcomeOf);
  });
  return { outcomes, onWorker: worker.rendered, here, batchesHere };
}

describe('renderPagesOnWorkers', () => {
  it('starts the workers on Markdown pages and this thread on API operations, and renders each page once', async () => {
    const jobs = Array.from({ length: 24 }, (_, n) => (n % 2 ? operationPage(n) : markdownPage(n)));
    const { outcomes, onWorker, here } = await render(jobs);
    expect(outcomes.map((outcome) => outcome.record.path)).toEqual(jobs.map((job) => job.route.path));
    expect([...onWorker, ...here].sort()).toEqual(jobs.map((job) => job.route.path).sort());
    expect(onWorker[0]).toMatch(/guide/);
    expect(here[0]).toMatch(/operation/);
    // Longest first within a kind.
    expect(onWorker[0]).toBe('/docs/guide-22');
  });

  it('renders one page at a time on this thread, which hands the workers their batches between its pages', async () => {
    const jobs = Array.from({ length: 40 }, (_, n) => (n % 4 ? operationPage(n) : markdownPage(n)));
    const { batchesHere, here } = await render(jobs);
    expect(here.length).toBeGreaterThan(1);
    expect(batchesHere.every((size) => size === 1)).toBe(true);
  });

  it('shares one kind of page between every thread', async () => {
    const jobs = Array.from({ length: 24 }, (_, n) => markdownPage(n));
    const { onWorker, here } = await render(jobs);
    expect(onWorker.length).toBeGreaterThan(0);
    expect(here.length).toBeGreaterThan(0);
    expect(here.length + onWorker.length).toBe(24);
  });
});
