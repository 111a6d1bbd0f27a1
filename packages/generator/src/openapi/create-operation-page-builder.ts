import type { Processor } from 'unified';
import { API_SECTION_IDS, isInternalLink, parametersSectionId, type ApiOperationView, type Heading } from '@docs/shared';
import { renderMarkdown } from '../markdown/render-markdown.js';
import { renderPlainText } from '../markdown/render-plain-text.js';
import type { LinkOrigins } from '../text/written-link.js';
import { childSchemas } from './bound-schema.js';
import { buildOperationView } from './build-operation-view.js';
import { collectOperations, type CollectedOperation } from './collect-operations.js';
import { mergeParameters, normalizeOperation } from './normalize-operation.js';
import { buildApiKeywords } from './build-api-keywords.js';
import { createResolver, pointerOf, type Resolver } from './resolve-ref.js';
import { apiIndexPath, operationPath, operationSummary } from './plan-api-pages.js';
import { createRedocLinkReader } from './redoc-links.js';
import type { SchemaElsewhere, ShownSchema } from './build-schema-tree.js';
import { findSchemaHomes, type SchemaHome } from './schema-homes.js';
import { keepLinksInVersion } from '../versions/keep-links-in-version.js';

/** The description of the whole API (`info.description`), rendered for the API index: its HTML, its headings, and where its links were written. */
export interface DescribedApi {
  html: string;
  headings: Heading[];
  origins: LinkOrigins;
}

/** Builds the view of an operation's page from its JSON pointer; `describeApi` renders the API's own description. */
export interface OperationPageBuilder {
  (pointer: string, routePath?: string): OperationPage | undefined;
  describeApi(routePath: string): DescribedApi | undefined;
}

/** What an operation's page shows, where the links of its descriptions were written, and what search finds it by. */
export interface OperationPage {
  view: ApiOperationView;
  headings: Heading[];
  origins: LinkOrigins;
  /** The page's API keywords for search (`buildApiKeywords`). */
  keywords: string;
}

/**
 * Makes the function that builds the view of one operation's page (parameters, schema trees,
 * examples, code samples, descriptions as HTML) from its JSON pointer. One per thread: it keeps the
 * operations of the description and the descriptions it rendered, which many pages share.
 */
export function createOperationPageBuilder(
  document: Record<string, unknown>,
  options: {
    specFile: string;
    processor: Processor;
    codeSampleLanguages: readonly string[];
    docsBase?: string;
    versionNames?: readonly string[];
    /** The site the description's own relative links were written for (`specLinks.base`). */
    linkBase?: string;
  },
): OperationPageBuilder {
  const resolve = createResolver(document);
  const docsBase = options.docsBase ?? '/docs/';
  // A frozen version's descriptions link inside that version, as its guides do.
  const keepInVersion = keepLinksInVersion(docsBase, options.versionNames ?? []);
  let byPointer: Map<string, CollectedOperation> | undefined;
  let readRedocLink: ((url: string) => string | undefined) | undefined;
  let operations: CollectedOperation[] = [];
  let homes: ReadonlyMap<string, SchemaHome> | undefined;
  // Found when a page first needs them: most descriptions have no page long enough to.
  const schemaHomes = () => (homes ??= findSchemaHomes(document, operations, resolve, apiIndexPath(docsBase)));
  // By the text, or for a text with relative links by the page's folder too, from which they read the same.
  const rendered = new Map<string, { html: string; links: ReturnType<typeof renderMarkdown>['links'] }>();
  // The named schemas each home page's bodies show in full, by the page's operation: only their anchors are kept.
  const shownOnHomes = new Map<string, ReadonlyMap<string, ShownSchema>>();
  // Whether a home page is being built for its anchors: one it needs in turn is built first, then it again.
  let buildingHome = false;
  const shownOnHome = (home: SchemaHome): ReadonlyMap<string, ShownSchema> => {
    const known = shownOnHomes.get(home.pointer);
    if (known) return known;
    if (buildingHome) throw new NeedsHomePage(home);
    // Built in a loop, not by recursion: each page waits only on earlier home pages (`shownOnHomePage`),
    // so the pages to build first end, however many a description chains.
    buildingHome = true;
    try {
      const pending = [home];
      while (pending.length) {
        const next = pending.at(-1)!;
        let found: ReadonlyMap<string, ShownSchema> = new Map();
        try {
          buildPage(byPointer!.get(next.pointer)!, next.path, (bodies) => (found = bodies));
        } catch (error) {
          if (error instanceof NeedsHomePage) {
            pending.push(error.home);
            continue;
          }
          // A home page that cannot be built (its own page then says why) shows nothing to link to.
        }
        shownOnHomes.set(next.pointer, found);
        pending.pop();
      }
    } finally {
      buildingHome = false;
    }
    return shownOnHomes.get(home.pointer)!;
  };
  let homePages: ReadonlySet<string> | undefined;
  const isHomePage = (collected: CollectedOperation) => (homePages ??= new Set([...schemaHomes().values()].map((home) => home.pointer))).has(collected.pointer);
  let texts: ReadonlyMap<string, string> | undefined;
  const textPointers = () => (texts ??= descriptionTextPointers(document));
  let common: ReadonlySet<string> | undefined;
  const commonParameters = () => (common ??= commonParameterNames(operations, resolve));
  let ranks: ReadonlyMap<string, number> | undefined;
  const rankOf = (pointer: string) => (ranks ??= new Map(operations.map((collected, at) => [collected.pointer, at]))).get(pointer) ?? operations.length;
  let holders: ReadonlyMap<unknown, readonly SchemaHome[]> | undefined;
  // The home pages of the named schemas that hold a schema as a field or item, earliest operation first.
  const homesHolding = (ref: string) => (holders ??= homesByHeldSchema(schemaHomes(), resolve, rankOf)).get(resolve({ $ref: ref }).value) ?? [];

  /** Resolves the links of descriptions shown on the page at `routePath`; `relative` says whether one read from its folder. */
  const linksFrom = (routePath: string) => {
    const folder = routePath.slice(0, routePath.lastIndexOf('/') + 1);
    const state = { folder, relative: false };
    const resolveLink = (url: string) => {
      const redoc = readRedocLink!(url);
      if (redoc !== undefined) return redoc;
      if (options.linkBase !== undefined) return onSite(url, options.linkBase);
      const absolute = absoluteFrom(url, folder);
      if (absolute !== url) state.relative = true;
      return keepInVersion(absolute);
    };
    return { state, resolveLink };
  };

  const buildPage = (collected: CollectedOperation, routePath: string, onBodiesShown?: (shown: ReadonlyMap<string, ShownSchema>) => void): OperationPage => {
    const origins: LinkOrigins = new Map();
    const { state, resolveLink } = linksFrom(routePath);
    const folder = state.folder;
    let ownTexts: ReadonlyMap<string, string> | undefined;
    const describe = (markdown: string) => {
      let made = rendered.get(markdown) ?? rendered.get(`${folder}\u0000${markdown}`);
      if (!made) {
        const plain = renderPlainText(markdown);
        state.relative = false;
        made = plain !== undefined ? { html: plain, links: [] } : renderMarkdown(options.processor, markdown, options.specFile, resolveLink);
        rendered.set(state.relative ? `${folder}\u0000${markdown}` : markdown, made);
      }
      if (made.links.length === 0) return made.html;
      // Reported where the text is written (a response's description, a schema's field), not only at its operation.
      ownTexts ??= textPointersIn(collected.operation, collected.pointer);
      const pointer = ownTexts.get(markdown) ?? textPointers().get(markdown) ?? collected.pointer;
      for (const link of made.links) if (!origins.has(link.url)) origins.set(link.url, { written: link.written, pointer });
      return made.html;
    };
    // A schema that is no body of its own is linked to a home page that shows it; a home page links only to
    // those of earlier operations, so that its view waits only on theirs, never on its own, and reads the
    // same whichever page asked for it first (DocuSign's five tab lists each showed the same 40 tab types).
    const shownOnHomePage = (ref: string, within: readonly string[]): SchemaElsewhere | undefined => {
      const homes = schemaHomes();
      const before = isHomePage(collected) ? rankOf(collected.pointer) : Infinity;
      // The nearest schema around it first, whose home page shows it in the company it has here; then any
      // other schema that holds it.
      const around = within.toReversed().flatMap((outer) => homes.get(outer) ?? []);
      for (const home of [...around, ...homesHolding(ref)]) {
        if (home.pointer === collected.pointer || rankOf(home.pointer) >= before) continue;
        const anchor = shownOnHome(home).get(ref)?.anchor;
        if (anchor) return { url: `${home.path}#${anchor}`, page: home.page };
      }
      return undefined;
    };
    const view = buildOperationView(collected, normalizeOperation(document, collected, resolve), {
      document,
      resolve,
      describe,
      codeSampleLanguages: options.codeSampleLanguages,
      pagePath: routePath,
      schemaHomes,
      shownOnHomePage,
      ...(onBodiesShown ? { onBodiesShown } : {}),
    });
    const withCallbacks = { ...view, ...callbackLinks(collected), responses: withResponseLinks(collected, view.responses, describe) };
    return { view: withCallbacks, headings: headingsOf(withCallbacks), origins, keywords: buildApiKeywords(withCallbacks, commonParameters()) };
  };

  // Worked out once for the description, not at each page: a page looks its callbacks and links up here.
  let byId: Map<string, CollectedOperation> | undefined;
  const operationsById = () => (byId ??= new Map(operations.flatMap((operation) => (typeof operation.operation['operationId'] === 'string' ? [[operation.operation['operationId'], operation] as const] : [])).reverse()));
  let byParent: Map<string, CollectedOperation[]> | undefined;
  const callbacksByOperation = () => {
    if (byParent) return byParent;
    byParent = new Map();
    for (const operation of operations) if (operation.callback) byParent.set(operation.callback.of, [...(byParent.get(operation.callback.of) ?? []), operation]);
    return byParent;
  };

  /** The responses with their `links`, each to the page of the operation it names (by operationId, or a local operationRef). */
  const withResponseLinks = (collected: CollectedOperation, responses: ApiOperationView['responses'], describe: (markdown: string) => string): ApiOperationView['responses'] => {
    const raw = resolve<Record<string, unknown>>(collected.operation['responses']).value;
    if (!raw || typeof raw !== 'object') return responses;
    return responses.map((response) => {
      const links = resolve<Record<string, unknown>>(resolve<Record<string, unknown>>(raw[response.status]).value?.['links']).value;
      if (!links || typeof links !== 'object' || Array.isArray(links)) return response;
      const made = Object.entries(links).flatMap(([name, rawLink]): NonNullable<ApiOperationView['responses'][number]['links']> => {
        const link = resolve<Record<string, unknown>>(rawLink).value;
        if (!link || typeof link !== 'object') return [];
        const id = typeof link['operationId'] === 'string' ? link['operationId'] : undefined;
        const ref = typeof link['operationRef'] === 'string' ? link['operationRef'] : undefined;
        if (!id && !ref) return [];
        const target = id ? operationsById().get(id) : ref?.startsWith('#/') ? byPointer?.get(decodedPointer(ref.slice(1))) : undefined;
        const parameters = Object.entries((link['parameters'] ?? {}) as Record<string, unknown>).map(([key, value]): [string, string] => [key, typeof value === 'string' ? value : JSON.stringify(value)]);
        const description = typeof link['description'] === 'string' && link['description'].trim() ? describe(link['description']) : undefined;
        return [{ name, operation: id ?? ref!, ...(target ? { page: { title: operationSummary(target), path: operationPath(apiIndexPath(docsBase), target) } } : {}), parameters, ...(description ? { description } : {}) }];
      });
      return made.length ? { ...response, links: made } : response;
    });
  };

  /** An operation's links to the pages of its callbacks, or a callback's to its operation's page. */
  const callbackLinks = (collected: CollectedOperation): Pick<ApiOperationView, 'callbacks' | 'callbackOf'> => {
    const pageOf = (operation: CollectedOperation) => ({ title: operationSummary(operation), path: operationPath(apiIndexPath(docsBase), operation) });
    const of = collected.callback ? byPointer?.get(collected.callback.of) : undefined;
    if (of && collected.callback) return { callbackOf: { name: collected.callback.name, ...pageOf(of) } };
    const callbacks = callbacksByOperation().get(collected.pointer) ?? [];
    return callbacks.length ? { callbacks: callbacks.map((operation) => ({ name: operation.callback!.name, method: operation.method.toUpperCase(), expression: operation.path, ...pageOf(operation) })) } : {};
  };

  const start = () => {
    if (byPointer) return byPointer;
    operations = collectOperations(document, resolve);
    byPointer = new Map(operations.map((collected) => [collected.pointer, collected]));
    readRedocLink = createRedocLinkReader(document, operations, apiIndexPath(docsBase));
    return byPointer;
  };
  const build: OperationPageBuilder = Object.assign(
    (pointer: string, routePath = '/') => {
      const collected = start().get(pointer);
      return collected ? buildPage(collected, routePath) : undefined;
    },
    {
      describeApi(routePath: string): DescribedApi | undefined {
        start();
        const info = document['info'];
        const markdown = info && typeof info === 'object' ? (info as Record<string, unknown>)['description'] : undefined;
        if (typeof markdown !== 'string' || !markdown.trim()) return undefined;
        const made = renderMarkdown(options.processor, markdown, options.specFile, linksFrom(routePath).resolveLink);
        const origins: LinkOrigins = new Map();
        for (const link of made.links) if (!origins.has(link.url)) origins.set(link.url, { written: link.written, pointer: API_DESCRIPTION_POINTER });
        return { html: made.html, headings: made.headings, origins };
      },
    },
  );
  return build;
}

/** The keys of a description whose values are Markdown, where the links the link check reports are written. */
const TEXT_KEYS = new Set(['description', 'summary']);

/**
 * Where each Markdown text of a description is written, by the text: a link of a schema's field, shown
 * on an operation's page, is reported at the field. Walked once per description, without following
 * references, each object once.
 */
function descriptionTextPointers(document: Record<string, unknown>): Map<string, string> {
  return textPointersIn(document, '');
}

/** Where each Markdown text below `root` (at `pointer`) is written, by the text; an operation's own are looked for first. */
function textPointersIn(root: unknown, pointer: string): Map<string, string> {
  const found = new Map<string, string>();
  walkTexts(root, (text, at) => {
    if (!found.has(text)) found.set(text, `${pointer}${pointerOf(at)}`);
  });
  return found;
}

/** Calls `visit` with each Markdown text (a `description` or `summary`) below `root`, and the path to it. */
function walkTexts(root: unknown, visit: (text: string, at: string[]) => void): void {
  const seen = new Set<object>();
  const pending: [unknown, string[]][] = [[root, []]];
  while (pending.length) {
    const [value, at] = pending.pop()!;
    if (!value || typeof value !== 'object' || seen.has(value)) continue;
    seen.add(value);
    for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
      if (typeof child === 'string') {
        if (TEXT_KEYS.has(key)) visit(child, [...at, key]);
      } else if (child && typeof child === 'object') pending.push([child, [...at, key]]);
    }
  }
}

/** Where a description holds the description of the whole API. */
const API_DESCRIPTION_POINTER = '/info/description';

/**
 * A link of a description written for another site (`base`), as the URL it leads to there: every link
 * but those to the page itself (`#fragment`) and those with a scheme.
 */
function onSite(url: string, base: string): string {
  if (url === '' || url.startsWith('#') || !isInternalLink(url)) return url;
  try {
    return new URL(url, base).href;
  } catch {
    return url;
  }
}

/**
 * A relative link of a description as the site's absolute path, read from the page's folder (`folder`,
 * with its `/`): the page is served both as `/x/y` and as `/x/y/`, from which the same relative link
 * would lead to two places. Absolute links, fragments and links with a scheme stay as written.
 */
function absoluteFrom(url: string, folder: string): string {
  if (url === '' || url.startsWith('/') || url.startsWith('#') || !isInternalLink(url)) return url;
  const resolved = new URL(url, `http://site${folder}`);
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}

/** The headings the operation page template renders, for the table of contents and search. */
export function headingsOf(view: ApiOperationView): Heading[] {
  const headings: Heading[] = [{ depth: 1, id: API_SECTION_IDS.overview, text: view.summary }];
  if (view.codeSamples.length) headings.push({ depth: 2, id: API_SECTION_IDS.codeSamples, text: 'Request' });
  else if (view.webhook && view.requestBody?.content.some((media) => media.examples.length)) headings.push({ depth: 2, id: API_SECTION_IDS.requestExamples, text: 'Request' });
  if (view.responses.some((response) => response.content.some((media) => media.examples.length))) headings.push({ depth: 2, id: API_SECTION_IDS.responseExamples, text: 'Response' });
  if (view.security.length) headings.push({ depth: 2, id: API_SECTION_IDS.authorization, text: 'Authorization' });
  for (const location of ['path', 'query', 'header', 'cookie'] as const) {
    if (view.parameters.some((p) => p.location === location)) headings.push({ depth: 2, id: parametersSectionId(location), text: `${location.charAt(0).toUpperCase()}${location.slice(1)} parameters` });
  }
  if (view.requestBody) headings.push({ depth: 2, id: API_SECTION_IDS.requestBody, text: 'Request body' });
  if (view.responses.length) {
    headings.push({ depth: 2, id: API_SECTION_IDS.responses, text: 'Responses' });
    if (view.responseHeaders.length) headings.push({ depth: 3, id: API_SECTION_IDS.responseHeaders, text: 'Headers of every response' });
    for (const response of view.responses) headings.push({ depth: 3, id: response.id, text: response.status });
  }
  if (view.callbacks?.length) headings.push({ depth: 2, id: API_SECTION_IDS.callbacks, text: 'Callbacks' });
  return headings;
}

/**
 * The names (lowercase) of the parameters that a good share of the operations take, at least
 * `COMMON_PARAMETER_SHARE` of them and `COMMON_PARAMETER_USES`: an `Idempotency-Key` or `api-version`.
 * They say nothing of one operation, and as each page's keyword they put every such page before the
 * guide that explains them.
 */
function commonParameterNames(operations: readonly CollectedOperation[], resolve: Resolver): Set<string> {
  const uses = new Map<string, number>();
  for (const collected of operations) {
    const names = new Set(mergeParameters(collected.pathParameters, Array.isArray(collected.operation['parameters']) ? collected.operation['parameters'] : [], resolve).map((parameter) => String(parameter?.['name']).toLowerCase()));
    for (const name of names) uses.set(name, (uses.get(name) ?? 0) + 1);
  }
  const floor = Math.max(COMMON_PARAMETER_USES, operations.length * COMMON_PARAMETER_SHARE);
  return new Set([...uses].filter(([, count]) => count >= floor).map(([name]) => name));
}

/** The share of operations, and the number, that a parameter takes part in to be no keyword of theirs. */
const COMMON_PARAMETER_SHARE = 0.25;
const COMMON_PARAMETER_USES = 4;

/** Asked of a home page being built for its anchors when it links to another not yet built: that one is built first. */
class NeedsHomePage extends Error {
  constructor(readonly home: SchemaHome) {
    super(`the page of ${home.page} is to be built first`);
  }
}

/**
 * The home pages of the named schemas that hold each schema directly (a field, a list's items, a map's
 * values, an alternative), by the schema held, earliest operation first.
 */
function homesByHeldSchema(homes: ReadonlyMap<string, SchemaHome>, resolve: Resolver, rankOf: (pointer: string) => number): Map<unknown, SchemaHome[]> {
  const byHeld = new Map<unknown, SchemaHome[]>();
  for (const [ref, home] of homes) {
    for (const held of heldSchemas(resolve({ $ref: ref }).value)) {
      const list = byHeld.get(held) ?? [];
      if (!list.includes(home)) list.push(home);
      byHeld.set(held, list);
    }
  }
  for (const list of byHeld.values()) list.sort((a, b) => rankOf(a.pointer) - rankOf(b.pointer));
  return byHeld;

  function heldSchemas(schema: unknown, depth = 0, found = new Set<unknown>()): Set<unknown> {
    if (!schema || typeof schema !== 'object' || depth > HELD_DEPTH) return found;
    for (const member of childSchemas(schema as Record<string, unknown>, resolve)) {
      if (!member || typeof member !== 'object') continue;
      if (typeof (member as Record<string, unknown>)['$ref'] === 'string') found.add(resolve(member).value);
      else heldSchemas(member, depth + 1, found);
    }
    return found;
  }
}

/** Levels of unnamed objects inside a named schema looked through for the schemas it holds. */
const HELD_DEPTH = 8;

/** A JSON pointer of a URI fragment (`#/paths/~1a%7Bid%7D/get`), or as written when it is no valid escape. */
function decodedPointer(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}
