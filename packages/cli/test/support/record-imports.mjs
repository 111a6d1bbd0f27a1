// Loaded with `node --import`: records every module the process resolves, one URL a line, in the file
// named by DOCS_RECORD_IMPORTS, so a test can see what a command loaded.
import { register } from 'node:module';

register(new URL('./record-imports-hooks.mjs', import.meta.url), { data: { file: process.env.DOCS_RECORD_IMPORTS } });
