// A worker thread that renders Markdown bodies, so a large site uses every core.
import { parentPort, workerData } from 'node:worker_threads';
import { createMarkdownProcessor } from './create-markdown-processor.js';
import { renderPageBody, type BodyJob, type BodySettings } from './render-page-body.js';

const { routeByContentPath, toc } = workerData as { routeByContentPath: [string, string][]; toc: BodySettings['toc'] };
const settings: BodySettings = { routeByContentPath: new Map(routeByContentPath), toc };
const processor = createMarkdownProcessor();

parentPort?.on('message', (batch: { id: number; jobs: BodyJob[] }) => {
  parentPort?.postMessage({ id: batch.id, results: batch.jobs.map((job) => renderPageBody(processor, job, settings)) });
});
