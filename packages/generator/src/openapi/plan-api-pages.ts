import { slugify, type Route, type SidebarItem } from '@docs/shared';
import { escapeHtml } from '../text/escape-html.js';
import { markdownTitle } from '../text/markdown-title.js';
import { firstSentence, shortenText } from '../text/plain-text.js';
import { collectOperations, operationTags, type CollectedOperation } from './collect-operations.js';
import { createResolver } from './resolve-ref.js';

/** The API reference before any page is rendered: cheap enough for the model, which needs every route. */
export interface ApiPlan {
  /** One route per operation, without its view, which each page job builds (on a worker thread on large sites). */
  routes: Route[];
  /** The "API reference" sidebar category: one sub-category per tag, operations with method badges. */
  sidebar: SidebarItem[];
  /** The JSON pointer of each page's operation, by route path. */
  operations: Map<string, string>;
  /** The route path of each operation that has an `operationId`, by it (a page's place in another docs version). */
  operationIds: Map<string, string>;
  /** `/docs/api/`: the operations by tag, each with its method, title and path. */
  index: Route;
  /** What the docs overview says of the API: its title, first paragraph and tags, linked. */
  introduction: string;
}

/** Stands in the API index's HTML where the description of the whole API goes, once its page is rendered (`describeApi`). */
export const API_DESCRIPTION_MARKER = '<!--api-description-->';

/** Where the API reference's index lives, below the docs of its version (`/docs/api/`, `/docs/v1/api/`). */
export function apiIndexPath(docsBase: string): string {
  return `${docsBase}api/`;
}
/** The page of an operation, below the API reference's index (`/docs/api/`). */
export function operationPath(indexPath: string, collected: Pick<CollectedOperation, 'resource' | 'slug'>): string {
  return `${indexPath}${collected.resource}/${collected.slug}`;
}

/**
 * Who to ask about the API and its license, as its description says (`info.contact`, `info.license`), on
 * the index. Only web addresses and email addresses are linked: a description's `javascript:` or a path
 * of this site is no place to send a reader.
 */
function contactAndLicense(info: Record<string, unknown>): string {
  const record = (value: unknown) => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const web = (value: unknown) => (/^https?:\/\/[^\s<>"]+$/i.test(text(value)) ? text(value) : '');
  const link = (href: string, label: string) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
  const contact = record(info['contact']);
  const email = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(text(contact['email'])) ? text(contact['email']) : '';
  const who = [web(contact['url']) ? link(web(contact['url']), text(contact['name']) || web(contact['url'])) : escapeHtml(text(contact['name'])), email ? link(`mailto:${email}`, email) : ''].filter(Boolean);
  const license = record(info['license']);
  const licenseName = text(license['name']) || text(license['identifier']);
  const parts = [who.length ? `Contact: ${who.join(', ')}` : '', licenseName ? `License: ${web(license['url']) ? link(web(license['url']), licenseName) : escapeHtml(licenseName)}` : ''].filter(Boolean);
  return parts.length ? `<p>${parts.join('. ')}.</p>` : '';
}

/** An `externalDocs` object (a tag's, the description's) as a paragraph of the index: its link, named by its description. */
function externalDocsLink(docs: unknown): string {
  const record = docs && typeof docs === 'object' ? (docs as Record<string, unknown>) : {};
  const url = typeof record['url'] === 'string' && /^https?:\/\/[^\s<>"]+$/i.test(record['url'].trim()) ? record['url'].trim() : '';
  if (!url) return '';
  const label = typeof record['description'] === 'string' && record['description'].trim() ? markdownTitle(record['description']) : url;
  return `<p class="api-external-docs">See also: <a href="${escapeHtml(url)}">${escapeHtml(label || url)}</a></p>`;
}

/**
 * The tags each tag holds (OpenAPI 3.2's `parent`), by title, for the tags that have operations or hold
 * tags that do; a parent that names no tag of the description, or a circle of parents, holds nothing.
 */
function tagChildren(tags: readonly Record<string, unknown>[], titles: ReadonlyMap<string, string>, byTag: ReadonlyMap<string, unknown>): Map<string, string[]> {
  const parentOf = new Map<string, string>();
  for (const tag of tags) {
    const parent = tag['parent'];
    if (typeof parent !== 'string' || !titles.has(parent)) continue;
    parentOf.set(titles.get(String(tag['name']))!, titles.get(parent)!);
  }
  const holdsOperations = (title: string, seen = new Set<string>()): boolean =>
    byTag.has(title) || [...parentOf].some(([child, parent]) => parent === title && !seen.has(child) && holdsOperations(child, new Set([...seen, title])));
  const children = new Map<string, string[]>();
  for (const [child, parent] of parentOf) {
    // A circle (a tag its own ancestor) is left flat.
    let ancestor: string | undefined = parent;
    const seen = new Set([child]);
    while (ancestor !== undefined && !seen.has(ancestor)) {
      seen.add(ancestor);
      ancestor = parentOf.get(ancestor);
    }
    if (ancestor !== undefined || !holdsOperations(child)) continue;
    children.set(parent, [...(children.get(parent) ?? []), child]);
  }
  return children;
}

/** A tag's or the API's description, as the index shows it: its first paragraph, one line. */
const ABOUT_LENGTH = 280;

/** The title of an operation's page: its summary as one line of plain text, else its method and path (a callback's name). */
export function operationSummary(collected: CollectedOperation): string {
  const summary = collected.operation['summary'];
  const title = typeof summary === 'string' ? markdownTitle(summary) : '';
  return title || (collected.callback ? `${collected.callback.name} callback` : `${collected.method.toUpperCase()} ${collected.path}`);
}

/**
 * One page per operation of the description, at `/docs/api/<resource>/<slug>` (below `docsBase`, the
 * docs of its version): routes and sidebar.
 */
export function planApiPages(document: Record<string, unknown>, specFile: string, docsBase = '/docs/'): ApiPlan {
  const indexPath = apiIndexPath(docsBase);
  const tags = tagsOf(document);
  const tagTitles = tagTitlesOf(document);
  const tagAbout = new Map(tags.map((tag) => [tagTitles.get(String(tag['name']))!, typeof tag['description'] === 'string' ? aboutText(tag['description']) : '']));
  const tagDocs = new Map(tags.map((tag) => [tagTitles.get(String(tag['name']))!, tag['externalDocs']]));
  const listed = new Map<string, string[]>();
  const routes: Route[] = [];
  const operations = new Map<string, string>();
  const operationIds = new Map<string, string>();
  const byTag = new Map<string, SidebarItem[]>();
  // Groups in the order the description lists its tags, then the others as their operations come.
  for (const title of tagTitles.values()) {
    byTag.set(title, []);
    listed.set(title, []);
  }
  const collectedOperations = collectOperations(document, createResolver(document));
  const anchors = tagAnchorsOf(document, collectedOperations);
  const tagAnchor = (title: string) => anchors.get(title) ?? (slugify(title) || 'operations');
  for (const collected of collectedOperations) {
    const path = operationPath(indexPath, collected);
    const summary = operationSummary(collected);
    const method = collected.method.toUpperCase();
    const operationId = typeof collected.operation['operationId'] === 'string' ? collected.operation['operationId'] : undefined;
    const tagTitle = tagTitles.get(collected.tag) ?? collected.tag;
    routes.push({
      path,
      kind: 'api-operation',
      title: summary,
      description: operationAbout(collected) || `${method} ${collected.path}${operationId ? ` (${operationId})` : ''}`,
      source: { file: specFile, pointer: collected.pointer },
      headings: [],
      toc: [],
      breadcrumbs: [{ label: 'Docs', path: docsBase }, { label: 'API reference', path: indexPath }, { label: tagTitle, path: `${indexPath}#${tagAnchor(tagTitle)}` }, { label: summary }],
      hasSidebar: true,
    });
    operations.set(path, collected.pointer);
    if (operationId && !operationIds.has(operationId)) operationIds.set(operationId, path);
    const items = byTag.get(tagTitle) ?? [];
    // Beside its method's badge, an operation without a summary is named by its operationId, or its path.
    const untitled = summary === `${method} ${collected.path}`;
    const deprecated = collected.operation['deprecated'] === true;
    // A webhook is no call to make: its group names what it is, without a method's badge.
    items.push({ type: 'link', label: untitled ? (operationId ?? collected.path) : summary, path, ...(collected.webhook ? {} : { badge: method }), ...(deprecated ? { deprecated } : {}) });
    byTag.set(tagTitle, items);
    // An operation without a summary is titled by its method and path, which the row shows already.
    const row = `<li${deprecated ? ' class="deprecated"' : ''}><a href="${escapeHtml(path)}"><span class="method-badge method-${escapeHtml(method.toLowerCase())}">${escapeHtml(method)}</span> ${escapeHtml(summary === `${method} ${collected.path}` ? collected.path : summary)}</a>${summary === `${method} ${collected.path}` ? '' : ` <code>${escapeHtml(collected.path)}</code>`}${deprecated ? ' <small>deprecated</small>' : ''}</li>`;
    // The page sits under its first tag; the index lists it under each of its tags, so that a tag that
    // only ever comes second keeps its section and its description.
    for (const title of new Set([tagTitle, ...operationTags(collected.operation).slice(1).map((tag) => tagTitles.get(tag) ?? tag)])) {
      listed.set(title, [...(listed.get(title) ?? []), row]);
    }
  }
  for (const [tag, items] of byTag) {
    if (items.length) continue;
    byTag.delete(tag);
    if (!listed.get(tag)?.length) listed.delete(tag);
  }
  const tagGroups = tagGroupsOf(document, tagTitles, byTag);
  // Grouped tags first, in their groups' order (the index's sections too), then the others.
  const grouped = tagGroups.flatMap((group) => group.tags);
  for (const tag of [...grouped, ...[...byTag.keys()].filter((tag) => !grouped.includes(tag))]) {
    const items = byTag.get(tag)!;
    const rows = listed.get(tag)!;
    byTag.delete(tag);
    byTag.set(tag, items);
    listed.delete(tag);
    listed.set(tag, rows);
  }
  // Tags only ever second have index sections, after the others, and no sidebar category.
  for (const [tag, rows] of [...listed]) {
    if (byTag.has(tag)) continue;
    listed.delete(tag);
    listed.set(tag, rows);
  }
  // OpenAPI 3.2's nested tags (`parent`): a tag's category holds its children's after its own operations.
  const childrenOf = tagChildren(tags, tagTitles, byTag);
  const nested = new Set([...childrenOf.values()].flat());
  const tagCategory = (label: string): SidebarItem => ({ type: 'category', label, items: [...(byTag.get(label) ?? []), ...(childrenOf.get(label) ?? []).map(tagCategory)] });
  const referenceItems: SidebarItem[] = [
    ...tagGroups.map((group): SidebarItem => ({ type: 'category', label: group.name, items: group.tags.filter((tag) => !nested.has(tag)).map(tagCategory) })),
    ...[...new Set([...byTag.keys(), ...childrenOf.keys()])].filter((tag) => !grouped.includes(tag) && !nested.has(tag)).map(tagCategory),
  ];
  const sidebar: SidebarItem[] = byTag.size ? [{ type: 'category', label: 'API reference', path: indexPath, items: referenceItems }] : [];
  const info = (document['info'] ?? {}) as Record<string, unknown>;
  const apiTitle = typeof info['title'] === 'string' ? markdownTitle(info['title']) : '';
  const apiAbout = typeof info['description'] === 'string' ? aboutText(info['description']) : '';
  const tagHeadings = [...listed.keys()].map((tag) => ({ depth: 2, id: tagAnchor(tag), text: tag }));
  const sections = [...listed].map(([tag, rows]) => {
    const id = tagAnchor(tag);
    const about = tagAbout.get(tag);
    // The list is navigation, as the sidebar is: search finds the operations on their own pages.
    return `<h2 id="${escapeHtml(id)}">${escapeHtml(tag)}</h2>${about ? `<p>${escapeHtml(about)}</p>` : ''}${externalDocsLink(tagDocs.get(tag))}<ul class="api-index" data-search-exclude>${rows.join('')}</ul>`;
  });
  const index: Route = {
    path: indexPath,
    kind: 'doc',
    title: 'API reference',
    description: apiTitle ? `Every operation of the ${apiTitle}, by group.` : 'Every operation of the API, by group.',
    // Made from the description: a broken link of its own description is reported there.
    source: { file: specFile, pointer: '/info' },
    headings: tagHeadings,
    toc: tagHeadings,
    breadcrumbs: [{ label: 'Docs', path: docsBase }, { label: 'API reference' }],
    hasSidebar: true,
    // The description of the whole API is Markdown with its own sections (authentication, errors, limits):
    // it is rendered whole with the page, where the Markdown pipeline is at hand.
    html: `${apiAbout ? API_DESCRIPTION_MARKER : ''}${contactAndLicense(info)}${externalDocsLink(document['externalDocs'])}${sections.join('') || '<p>This API description has no operations.</p>'}`,
  };
  const tagLinks = [...byTag].map(([tag, items]) => {
    const about = tagAbout.get(tag);
    return `<li><a href="${escapeHtml(`${indexPath}#${tagAnchor(tag)}`)}">${escapeHtml(tag)}</a>${about ? ` — ${escapeHtml(about)}` : ''} (${items.length})</li>`;
  });
  const introduction = apiTitle || apiAbout ? `${apiTitle ? `<h2>${escapeHtml(apiTitle)}</h2>` : ''}${apiAbout ? `<p>${escapeHtml(apiAbout)}</p>` : ''}${tagLinks.length ? `<ul>${tagLinks.join('')}</ul>` : ''}` : '';
  return { routes, sidebar, operations, operationIds, index, introduction };
}

/**
 * Redoc's `x-tagGroups` (`[{ name: 'Payments', tags: ['Charges', 'Refunds'] }]`), which many public
 * descriptions use to group their tags: each group with the titles of its tags that have operations,
 * each tag in the first group that names it. Tags in no group follow the groups (Redoc hides them).
 */
function tagGroupsOf(document: Record<string, unknown>, tagTitles: ReadonlyMap<string, string>, byTag: ReadonlyMap<string, unknown>): { name: string; tags: string[] }[] {
  const groups = document['x-tagGroups'];
  if (!Array.isArray(groups)) return [];
  const placed = new Set<string>();
  return groups.flatMap((group: unknown) => {
    if (!group || typeof group !== 'object') return [];
    const { name, tags } = group as Record<string, unknown>;
    if (typeof name !== 'string' || !Array.isArray(tags)) return [];
    const titles = tags.map((tag) => tagTitles.get(String(tag)) ?? String(tag)).filter((title) => byTag.has(title) && !placed.has(title));
    for (const title of titles) placed.add(title);
    return titles.length ? [{ name: markdownTitle(name) || name, tags: titles }] : [];
  });
}

/** The tag objects a description lists (`tags`), in its order. */
function tagsOf(document: Record<string, unknown>): Record<string, unknown>[] {
  return Array.isArray(document['tags']) ? (document['tags'] as Record<string, unknown>[]).filter((tag) => tag && typeof tag === 'object') : [];
}

/** The title each listed tag is shown by (`x-displayName`, else its summary, else its name), by name. */
export function tagTitlesOf(document: Record<string, unknown>): Map<string, string> {
  return new Map(tagsOf(document).map((tag) => [String(tag['name']), markdownTitle(String(tag['x-displayName'] ?? tag['summary'] ?? tag['name'])) || String(tag['name'])]));
}

/**
 * The id of each tag's section of the index, by the title it is shown by: its slug, numbered as
 * headings' ids are when the slug of another title reads the same (`Billing & Payments` and
 * `Billing and Payments`, or two tags of emoji alone), so that each link lands on its own section.
 * Titles in the order the index lists them: the description's tags, then those only operations name.
 */
export function tagAnchorsOf(document: Record<string, unknown>, operations: readonly CollectedOperation[]): Map<string, string> {
  const titles = tagTitlesOf(document);
  const anchors = new Map<string, string>();
  const taken = new Set<string>();
  const ordered = [...titles.values(), ...operations.flatMap((operation) => [operation.tag, ...operationTags(operation.operation).slice(1)].map((tag) => titles.get(tag) ?? tag))];
  for (const title of ordered) {
    if (anchors.has(title)) continue;
    const base = slugify(title) || 'operations';
    let anchor = base;
    for (let n = 1; taken.has(anchor); n++) anchor = `${base}-${n}`;
    taken.add(anchor);
    anchors.set(title, anchor);
  }
  return anchors;
}

/** Characters of an operation page's description (what search engines and link previews show). */
const OPERATION_ABOUT_LENGTH = 160;

/** The first sentence of an operation's description, as plain text: its page's description, where it has one. */
function operationAbout(collected: CollectedOperation): string {
  const description = collected.operation['description'];
  return typeof description === 'string' ? shortenText(firstSentence(markdownTitle(description, 400)), OPERATION_ABOUT_LENGTH) : '';
}

/** The first paragraph of a description, as one line of plain text. */
function aboutText(markdown: string): string {
  return markdownTitle(markdown, ABOUT_LENGTH);
}
