// A worker thread that renders whole pages (Markdown, templates, records) and writes them, so a large
// site uses every core and the main thread never holds the pages' HTML.
import { parentPort } from 'node:worker_threads';
import { loadPageRenderer, type createPageRenderer } from './create-page-renderer.js';
import type { PageJob, PageOutcome, PageSettings, PageSink } from './page-job.js';
import { createPageFileWriter, type PageFileWriter } from './write-page-files.js';
import { renderPageOutcome } from './cache-rendered-page.js';

/** Made from the first message, which says what every page shares; the worker may start long before it. */
let renderer: { render: ReturnType<typeof createPageRenderer>; sink: PageSink; writer?: PageFileWriter } | undefined;

async function renderBatch(batch: { id: number; jobs: PageJob[] }): Promise<void> {
  const { render, sink, writer } = renderer!;
  const outcomes: PageOutcome[] = [];
  for (const job of batch.jobs) outcomes.push(renderPageOutcome(render, job, sink, writer));
  await writer?.settle();
  parentPort?.postMessage({ id: batch.id, outcomes });
}

// The next batch arrives while one is being rendered: one at a time, in order.
let queue = Promise.resolve();
parentPort?.on('message', (message: { settings: PageSettings; sink: PageSink } | { batch: { id: number; jobs: PageJob[] } }) => {
  if ('settings' in message) {
    const { settings, sink } = message;
    // Queued like the batches, which wait for the renderer (and the API page builder, when loaded).
    queue = queue.then(async () => {
      renderer = { render: (await loadPageRenderer(settings))(settings), sink, ...(sink.kind === 'folder' ? { writer: createPageFileWriter(sink.dir) } : {}) };
    });
  } else queue = queue.then(() => renderBatch(message.batch));
});
