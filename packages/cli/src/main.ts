// React picks its development or production build when first required; the generator renders
// pages for production unless told otherwise.
process.env['NODE_ENV'] ??= 'production';

const { runCli } = await import('./create-program.js');
const code = await runCli(process.argv.slice(2));
// The command is done: a timer or a connection that a config or a template left open (an SDK's client)
// must not keep the process, and a CI job, waiting. What was written goes out first.
await Promise.all([process.stdout, process.stderr].map((stream) => new Promise((resolve) => stream.write('', resolve))));
process.exit(code);
