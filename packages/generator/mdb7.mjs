import { readFileSync, readdirSync } from 'node:fs';
import { createMarkdownProcessor } from './dist/markdown/create-markdown-processor.js';
import { renderMarkdown } from './dist/markdown/render-markdown.js';
const dir = '/tmp/corpus-content/docs';
const names = readdirSync(dir, { recursive: true }).filter((f) => f.endsWith('.md'));
const srcs = names.map((n) => readFileSync(dir + '/' + n, 'utf8'));
const proc = createMarkdownProcessor();
const t = performance.now(); for (const s of srcs) renderMarkdown(proc, s, 'x.md', (u) => u); console.log('total', (performance.now() - t).toFixed(0));
