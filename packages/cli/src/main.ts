import { setFlagsFromString } from 'node:v8';

// React picks its development or production build when first required; the generator renders
// pages for production unless told otherwise.
process.env['NODE_ENV'] ??= 'production';

// V8 lets a heap grow to four times what it holds before collecting again, and nearly all a build
// allocates is garbage at once (parse trees, page views, HTML): at twice, Stripe's description peaks
// at about 370 MB rather than 440 MB and 2,000 Markdown pages at 630 MB rather than 740 MB, no slower.
// Set before anything large is made; the worker threads share it.
setFlagsFromString('--heap-growing-percent=100');

const { runCli } = await import('./create-program.js');
process.exitCode = await runCli(process.argv.slice(2));
