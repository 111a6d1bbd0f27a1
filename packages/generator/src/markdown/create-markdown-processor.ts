import { unified, type Processor } from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkDirective from 'remark-directive';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import { rehypeHighlightCode } from './rehype-highlight-code.js';
import { remarkAdmonitions } from './remark-admonitions.js';
import { remarkGithubAlerts } from './remark-github-alerts.js';
import { rehypePageStructure } from './rehype-page-structure.js';
import { rehypeRawWhenPresent } from './rehype-raw-when-present.js';
import { remarkGfmEmailsWhereWritten } from './remark-gfm-emails-where-written.js';


/**
 * The Markdown → HTML pipeline of the site's pages. Build it once and reuse it for every page:
 * creating a unified processor is far more expensive than running one. HTML the author writes passes
 * through; what would run script is reported by `rehypePageStructure`.
 */
export function createMarkdownProcessor(): Processor {
  return unified()
    .use(remarkParse)
    .use(remarkFrontmatter, ['yaml'])
    .use(remarkGfmEmailsWhereWritten)
    .use(remarkDirective)
    .use(remarkAdmonitions)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypePageStructure)
    .use(rehypeHighlightCode)
    .use(rehypeStringify, { allowDangerousHtml: true })
    .freeze() as unknown as Processor;
}

/** GitHub's allow-list, with the admonitions GitHub's alerts (`> [!NOTE]`) become: their classes and note role. */
const DESCRIPTION_SCHEMA: SanitizeSchema = {
  ...defaultSchema,
  attributes: {
    ...defaultSchema.attributes,
    div: [...(defaultSchema.attributes?.['div'] ?? []), ['className', 'admonition', /^admonition-[a-z]+$/], ['role', 'note'], 'ariaLabel'],
    p: [...(defaultSchema.attributes?.['p'] ?? []), ['className', 'admonition-title']],
  },
};

/**
 * The pipeline of text from API descriptions, which often come from elsewhere: CommonMark with GitHub's
 * extensions, HTML kept where it is formatting (GitHub's own allow-list), and nothing that runs script,
 * no event handlers and no `javascript:` or `data:` links.
 */
export function createDescriptionProcessor(): Processor {
  return unified()
    .use(remarkParse)
    .use(remarkGfmEmailsWhereWritten)
    .use(remarkGithubAlerts)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeRawWhenPresent)
    .use(rehypeSanitize, DESCRIPTION_SCHEMA)
    .use(rehypePageStructure)
    .use(rehypeHighlightCode)
    .use(rehypeStringify)
    .freeze() as unknown as Processor;
}
