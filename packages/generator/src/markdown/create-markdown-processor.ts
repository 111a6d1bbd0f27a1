import { unified, type Processor } from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkRehype from 'remark-rehype';
import rehypeHighlight from 'rehype-highlight';
import rehypeStringify from 'rehype-stringify';
import { common } from 'lowlight';
import http from 'highlight.js/lib/languages/http';
import powershell from 'highlight.js/lib/languages/powershell';
import dockerfile from 'highlight.js/lib/languages/dockerfile';
import { remarkAdmonitions } from './remark-admonitions.js';
import { rehypePageStructure } from './rehype-page-structure.js';

/** Languages highlighted at build time: highlight.js's common set plus what API docs need. */
const LANGUAGES = { ...common, http, powershell, dockerfile };
const ALIASES = { xml: ['vue', 'svelte'], bash: ['sh', 'zsh', 'curl'], javascript: ['js', 'jsx', 'mjs', 'cjs', 'nodejs'], json: ['jsonc', 'json5'] };

/**
 * The one Markdown → HTML pipeline of the generator. Build it once and reuse it for every page:
 * creating a unified processor is far more expensive than running one.
 */
export function createMarkdownProcessor(): Processor {
  return unified()
    .use(remarkParse)
    .use(remarkFrontmatter, ['yaml'])
    .use(remarkGfm)
    .use(remarkDirective)
    .use(remarkAdmonitions)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypePageStructure)
    .use(rehypeHighlight, { languages: LANGUAGES, aliases: ALIASES, detect: false, plainText: ['text', 'txt', 'plain'] })
    .use(rehypeStringify, { allowDangerousHtml: true })
    .freeze() as unknown as Processor;
}
