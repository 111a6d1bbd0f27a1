// React picks its development or production build when first required; the generator renders
// pages for production unless told otherwise.
process.env['NODE_ENV'] ??= 'production';

const { runCli } = await import('./create-program.js');
process.exitCode = await runCli(process.argv.slice(2));
