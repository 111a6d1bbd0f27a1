import { unified, type Processor } from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkRehype from 'remark-rehype';
import rehypeHighlight from 'rehype-highlight';
import rehypeStringify from 'rehype-stringify';
import { LANGUAGES, LANGUAGE_ALIASES } from './highlight-code.js';
import { remarkAdmonitions } from './remark-admonitions.js';
import { rehypePageStructure } from './rehype-page-structure.js';


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
    .use(rehypeHighlight, { languages: LANGUAGES, aliases: LANGUAGE_ALIASES, detect: false, plainText: ['text', 'txt', 'plain'] })
    .use(rehypeStringify, { allowDangerousHtml: true })
    .freeze() as unknown as Processor;
}
