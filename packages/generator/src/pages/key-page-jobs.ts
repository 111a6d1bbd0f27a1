import type { Route, SidebarItem } from '@docs/shared';
import { fileDigest } from '../cache/digest.js';
import { generatorFingerprint } from '../cache/generator-fingerprint.js';
import type { BodyJob, BodySettings } from '../markdown/render-page-body.js';
import type { PageJob, PageSettings } from './page-job.js';

/**
 * Each route's key and the inputs it was made with besides the route (settings, Markdown file,
 * operation): a rebuild that shares the route object with the last build (`docs dev`) and has the same
 * inputs takes its key from here instead of writing and hashing the route again.
 */
export type PageKeyMemo = WeakMap<Route, KeyedInputs & { key: string }>;

/**
 * What a page is made from besides its route, kept part by part: joined into one string for every
 * page, they made megabytes of garbage on each save of `docs dev` at 10,000 pages.
 */
interface KeyedInputs {
  settingsKey: string;
  apiKey: string;
  operation: string | undefined;
  /** The Markdown file's path, name and digest, empty without one. */
  contentPath: string;
  displayPath: string;
  digest: string;
}

const sameInputs = (kept: KeyedInputs, settingsKey: string, apiKey: string, operation: string | undefined, markdown: BodyJob | undefined) =>
  kept.settingsKey === settingsKey &&
  kept.apiKey === apiKey &&
  kept.operation === operation &&
  kept.contentPath === (markdown?.contentPath ?? '') &&
  kept.displayPath === (markdown?.displayPath ?? '') &&
  kept.digest === (markdown?.digest ?? '');

/**
 * The key of each job: a digest of everything its page is made from (settings, route, Markdown file
 * or operation), by which the memo and the build cache find it again. With `memo`, a route met before
 * with the same inputs keeps its key: keying every page took a third of a `docs dev` rebuild at
 * 10,000 pages.
 */
export function keyPageJobs(jobs: readonly PageJob[], settings: PageSettings, memo?: PageKeyMemo): string[] {
  const settingsKey = keySettings(settings);
  const sidebarKey = createSidebarKey();
  // An operation's page is made from its own version's description only: a change to another version's leaves it be.
  const apiKeys = new Map(Object.entries(settings.apis).map(([version, api]) => [version, fileDigest(keyJson({ ...api, document: digestOfUnchanging(api.document) }))]));
  return jobs.map(({ route, markdown, operation, apiIndex, version }) => {
    const apiKey = operation || apiIndex ? (apiKeys.get(version ?? '') ?? '') : '';
    const kept = memo?.get(route);
    if (kept && sameInputs(kept, settingsKey, apiKey, operation, markdown)) return kept.key;
    const { sidebar, ...rest } = route;
    const key = fileDigest(settingsKey, apiKey, keyJson({ route: rest, operation, markdown: markdown && keyOfMarkdown(markdown) }), sidebar ? sidebarKey(sidebar) : '');
    memo?.set(route, { settingsKey, apiKey, operation, contentPath: markdown?.contentPath ?? '', displayPath: markdown?.displayPath ?? '', digest: markdown?.digest ?? '', key });
    return key;
  });
}

/**
 * A digest of what every page is rendered with, the API descriptions aside (an operation's page adds
 * its own). The site data and the routes of the content files are large (the sidebar and a route per
 * page) and shared by one build after another unchanged: each stands in by a digest made once per object.
 */
function keySettings(settings: PageSettings): string {
  const { site, body, apis: _apis, ...rest } = settings;
  return fileDigest(generatorFingerprint(), keyJson({ ...rest, site: digestOfUnchanging(site), body: keyBodySettings(body) }));
}

/** A digest of what a Markdown body is rendered with: where linked pages are, and the table of contents. */
export function keyBodySettings(body: BodySettings): string {
  return fileDigest(generatorFingerprint(), keyJson({ ...body, routeByContentPath: digestOfUnchanging(body.routeByContentPath) }));
}

/** The key of a Markdown body: its file and what every body is rendered with (`keyBodySettings`). */
export function keyBody(bodySettingsKey: string, markdown: BodyJob): string {
  return fileDigest(bodySettingsKey, keyJson(keyOfMarkdown(markdown)));
}

function keyOfMarkdown(markdown: BodyJob): unknown {
  return { contentPath: markdown.contentPath, displayPath: markdown.displayPath, digest: markdown.digest };
}

/**
 * JSON of a key's inputs, maps included (JSON.stringify writes a Map as `{}`, which would leave its
 * entries out of the key), and numbers JSON has not (a YAML description's `.inf`, `-.inf`, `.nan`,
 * which it writes as `null` and a page shows as they are) as text no description holds.
 */
function keyJson(value: unknown): string {
  return JSON.stringify(value, (_name, field: unknown) => (field instanceof Map ? [...field] : typeof field === 'number' && !Number.isFinite(field) ? `\u0000${field}` : field));
}

const unchangingDigests = new WeakMap<object, string>();

/** The digest of an object's JSON, made once per object: only for objects that no one changes once made. */
function digestOfUnchanging(value: object): string {
  let made = unchangingDigests.get(value);
  if (made === undefined) unchangingDigests.set(value, (made = fileDigest(keyJson(value))));
  return made;
}

/**
 * The part of a page's key that stands for its sidebar. A large site's pages show windows of one
 * sidebar, the same link objects in thousands of routes, which made up nine tenths of the text of
 * every page's key (200 MB at 10,000 pages, for each build and each `docs dev` rebuild). Each link
 * object stands in the key by a digest of its JSON, made once per build; the key still follows every
 * field of every link, at a fraction of the length, and is written without a JSON replacer, which
 * cost more than the rest of the key. Pages that show the same sidebar share the object, so each
 * sidebar's key is written and hashed once, and a page's key takes only its digest.
 */
function createSidebarKey(): (items: readonly SidebarItem[]) => string {
  const links = new WeakMap<object, string>();
  const lists = new WeakMap<readonly SidebarItem[], string>();
  const itemsKey = (items: readonly SidebarItem[]): string => {
    const made = lists.get(items);
    if (made !== undefined) return made;
    let key = '[';
    for (const item of items) {
      if (item.type === 'link') {
        let link = links.get(item);
        // 96 bits of the digest: no two of a site's links will share them. Base64url: no `,` `[` or `{`.
        if (link === undefined) links.set(item, (link = fileDigest(keyJson(item)).slice(0, 16)));
        key += `${link},`;
      } else {
        const { items: inner, ...category } = item;
        key += `${keyJson(category)}${itemsKey(inner)},`;
      }
    }
    key += ']';
    lists.set(items, key);
    return key;
  };
  const digests = new WeakMap<readonly SidebarItem[], string>();
  return (items) => {
    let made = digests.get(items);
    if (made === undefined) digests.set(items, (made = fileDigest(itemsKey(items))));
    return made;
  };
}
