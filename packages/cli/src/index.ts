export { createProgram, runCli } from './create-program.js';
export type { CliIo } from './io.js';
