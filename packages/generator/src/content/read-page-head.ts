import { parseFrontMatter, type ParsedFrontMatter } from './parse-front-matter.js';

/**
 * What the model needs of a Markdown page before it is rendered: its front matter and its first
 * heading (the title when the front matter gives none). Taken as the file is read, so that the text
 * itself is not kept: a page job reads its file again when it renders it.
 */
export interface PageHead {
  frontMatter: ParsedFrontMatter;
  firstHeading: string | undefined;
}

export function readPageHead(source: string, displayPath: string): PageHead {
  return { frontMatter: parseFrontMatter(source, displayPath), firstHeading: firstHeadingOf(source) };
}

function firstHeadingOf(source: string): string | undefined {
  const heading = /^#[ \t]+(.+?)[ \t#]*$/m.exec(source)?.[1];
  return heading?.replace(/[ \t]*\{#[^\s{}]+\}$/, '').replace(/[*_`]|\[([^\]]*)\]\([^)]*\)/g, '$1').trim() || undefined;
}
