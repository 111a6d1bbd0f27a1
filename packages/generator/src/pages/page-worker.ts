// A worker thread that renders whole pages (Markdown, templates, records) and writes them, so a large
// site uses every core and the main thread never holds the pages' HTML.
import { parentPort, workerData } from 'node:worker_threads';
import { createPageRenderer } from './create-page-renderer.js';
import type { PageJob, PageOutcome, PageSettings, PageSink } from './page-job.js';
import { createPageFileWriter } from './write-page-files.js';
import { cacheRenderedPage, outcomeOf } from './cache-rendered-page.js';

const { settings, sink } = workerData as { settings: PageSettings; sink: PageSink };
const render = createPageRenderer(settings);
const writer = sink.kind === 'folder' ? createPageFileWriter(sink.dir) : undefined;

async function renderBatch(batch: { id: number; jobs: PageJob[] }): Promise<void> {
  const outcomes: PageOutcome[] = [];
  for (const job of batch.jobs) {
    const { record, html } = render(job);
    if (html !== undefined) writer?.write(record.files, html);
    outcomes.push(outcomeOf(job, record, html, sink, cacheRenderedPage(job, record, html)));
  }
  await writer?.settle();
  parentPort?.postMessage({ id: batch.id, outcomes });
}

// The next batch arrives while one is being rendered: one at a time, in order.
let queue = Promise.resolve();
parentPort?.on('message', (batch: { id: number; jobs: PageJob[] }) => {
  queue = queue.then(() => renderBatch(batch));
});
