import type { Element, ElementContent, Root } from 'hast';
import { slug } from 'github-slugger';
import type GithubSlugger from 'github-slugger';
import { toString } from 'hast-util-to-string';
import type { Heading } from '@docs/shared';
import { scanRawHtml } from './scan-raw-html.js';
import { explicitHeadingId } from '../text/blank-ends.js';

/** A heading element's name, and its level. */
export const HEADING = /^h([1-6])$/;

/** The explicit `{#id}` at the end of a heading's text (`## Title {#custom-id}`), with where it starts there. */
function explicitIdOf(heading: Element): { id: string; at: number } | undefined {
  const last = heading.children.at(-1);
  return last?.type === 'text' ? explicitHeadingId(last.value) : undefined;
}

/** Takes an explicit `{#id}` off the end of a heading's text, and returns it. */
function takeExplicitId(heading: Element): string | undefined {
  const explicit = explicitIdOf(heading);
  if (!explicit) return undefined;
  const last = heading.children.at(-1) as { value: string };
  last.value = last.value.slice(0, explicit.at);
  if (last.value === '') heading.children.pop();
  return explicit.id;
}

/**
 * The ids the page's elements are given as written (headings' `{#id}`, `id` attributes, in HTML too), reserved
 * before any heading is slugged: `## Errors` before `## Error codes {#errors}` then gets `errors-1`,
 * not the author's id, which would leave the second heading unreachable.
 */
export function reserveWrittenIds(nodes: readonly ElementContent[] | Root['children'], slugger: GithubSlugger): void {
  for (const node of nodes) {
    // HTML written in the Markdown, whose ids only a scan finds (a page seldom has much of it).
    if ((node.type as string) === 'raw') for (const id of scanRawHtml((node as unknown as { value: string }).value).ids) reserveId(slugger, id);
    if (node.type !== 'element') continue;
    const written = HEADING.test(node.tagName) ? explicitIdOf(node)?.id : undefined;
    if (written) reserveId(slugger, written);
    const id = node.properties['id'];
    if (typeof id === 'string' && id) reserveId(slugger, id);
    reserveWrittenIds(node.children, slugger);
  }
}


/**
 * Gives a heading its id (the author's `{#id}`, else a GitHub-style slug of its text) and a "#" link
 * to itself, and returns it as the table of contents lists it.
 */
export function addHeadingAnchor(heading: Element, slugger: GithubSlugger, depth: number): Heading {
  const explicit = takeExplicitId(heading);
  const text = toString(heading).trim();
  const existing = heading.properties['id'];
  const given = explicit ?? (typeof existing === 'string' && existing ? existing : undefined);
  // A heading of emoji or punctuation alone slugs to nothing: it still needs an id to link to, and the
  // next such heading another (`section-1`, where asking the slugger for nothing again gives `-1`).
  const id = given ?? slugger.slug(slug(text) ? text : 'section');
  if (given) reserveId(slugger, given);
  heading.properties['id'] = id;
  heading.children.push({
    type: 'element',
    tagName: 'a',
    properties: { className: ['heading-anchor'], href: `#${id}`, ariaLabel: `Direct link to ${text}` },
    children: [{ type: 'element', tagName: 'span', properties: { ariaHidden: 'true' }, children: [{ type: 'text', value: '#' }] }],
  });
  return { depth, id, text };
}

/**
 * Takes an id the page uses already (an author's `{#setup}`, an id written in HTML, a footnote's) out
 * of those the slugger gives: a later heading "Setup" then gets `setup-1`, not a second `setup`.
 */
export function reserveId(slugger: GithubSlugger, id: string): void {
  if (!Object.hasOwn(slugger.occurrences, id)) slugger.occurrences[id] = 0;
}
