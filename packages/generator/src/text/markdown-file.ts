/**
 * A page's source file: Markdown (`.md`, `.markdown`), or MDX (`.mdx`), read as Markdown, as the sites
 * that move here from Docusaurus write most of their pages; what only MDX reads is warned of (`MdxNotRead`).
 */
export const MARKDOWN_FILE = /\.(md|mdx|markdown)$/i;

/** A page file's name or path without its extension: `intro.mdx` → `intro`. */
export function withoutMarkdownExtension(name: string): string {
  return name.replace(MARKDOWN_FILE, '');
}
