import type { ApiMediaType, ApiOperationView, ApiParameter, ApiResponse } from '@docs/shared';
import { slugify } from '@docs/shared';
import { isSuccess, REQUEST_BODY_ID_PREFIX, responseId } from './body-anchors.js';
import { escapeHtml } from '../text/escape-html.js';
import { plainTextOfHtml } from '../text/plain-text-of-html.js';
import { firstSentence, shortenText } from '../text/plain-text.js';
import { markdownTitle } from '../text/markdown-title.js';
import { buildExamples } from './build-examples.js';
import { describeSerialization, type ValueShape } from './describe-serialization.js';
import { buildSchemaTree, idSegment, REPEAT_AS_LINK_SIZE, type BodyDirection, type SchemaElsewhere, type ShownSchema } from './build-schema-tree.js';
import type { CollectedOperation } from './collect-operations.js';
import { generateCodeSamples } from './generate-code-samples.js';
import { groupAlikeMedia } from './group-alike-media.js';
import { sampledMediaOf } from './samples/build-sample-request.js';
import { operationSummary } from './plan-api-pages.js';
import type { NormalMediaType, NormalOperation, NormalParameter } from './normalize-operation.js';
import type { Resolver } from './resolve-ref.js';
import type { SchemaHome } from './schema-homes.js';

export interface ViewContext {
  document: Record<string, unknown>;
  resolve: Resolver;
  /** CommonMark → HTML. */
  describe: (markdown: string) => string;
  codeSampleLanguages: readonly string[];
  /** The route path of the page being built. */
  pagePath?: string;
  /** Where each named schema is shown as an operation's whole body (`findSchemaHomes`), asked for only by a long page. */
  schemaHomes?: () => ReadonlyMap<string, SchemaHome>;
  /**
   * Where a page that is some schema's home shows `ref` in full, below its body, when `ref` is no body of
   * its own but sits in one of the schemas `within` whose home that page is. A long page links such a
   * schema there (DocuSign's tab types, each of two hundred fields, are no operation's body).
   */
  shownOnHomePage?: (ref: string, within: readonly string[]) => SchemaElsewhere | undefined;
  /** Told of the named schemas the page's bodies show in full, with where (for the pages that link here). */
  onBodiesShown?: (shown: ReadonlyMap<string, ShownSchema>) => void;
}

/**
 * About how many fields a page's bodies show before the largest schemas in them that another page shows
 * as its own body are linked there instead of repeated. This site's pages show 36 at most and those of the
 * 300-operation benchmark 307, so neither changes; pages of Stripe's description showed a median of 1,100
 * (1 MB of HTML), DocuSign's up to 9,809 (4.3 MB), as each unfolded every object that it holds.
 */
const PAGE_FIELD_BUDGET = 400;
/** Linking a schema away can leave one that it showed first to be shown in full further on: the page is measured again, this often at most. */
const LINKING_ROUNDS = 4;
/**
 * Fields a schema that is no body of its own shows, at least, to be linked to a home page that shows it,
 * when the page links its other uses to where it shows it already: going to another page then saves
 * little (DocuSign's six-field `settingsMetadata`, used 346 times on one page, sent each use to another
 * page for six fields). One too small to be linked within the page (`REPEAT_AS_LINK_SIZE`) is repeated at
 * each use, and linking it saves at each (DocuSign's two-field `propertyMetadata`, 1,807 times on one page).
 */
const HOME_PAGE_LINK_SIZE = 20;

/** HTML that is a paragraph of plain text (`<p>Not found.</p>`): a summary of it loses nothing. */
const PLAIN_PARAGRAPH = /^<p>[^<&]*<\/p>$/;

/** Everything the operation page shows, computed once here so the template only lays it out. */
export function buildOperationView(collected: CollectedOperation, normal: NormalOperation, context: ViewContext): ApiOperationView {
  const operation = collected.operation;
  const describe = (text: unknown) => (typeof text === 'string' && text.trim() ? context.describe(text) : undefined);
  const parameter = (p: NormalParameter, id: string, unique: (id: string) => string, sent = false): ApiParameter => {
    const idPrefix = unique(id);
    const description = describe(p.description);
    const sentAs = sent ? describeSerialization(p, shapeOf(p.schema, context.resolve)) : undefined;
    return {
      anchor: idPrefix,
      name: p.name,
      location: p.location,
      required: p.required,
      deprecated: p.deprecated,
      ...(description ? { description } : {}),
      // Its own record of the schemas shown: one used many times inside the tree is shown once and linked
      // after, so that schemas using one another do not unfold into exponentially many rows.
      schema: buildSchemaTree(p.schema ?? {}, { resolve: context.resolve, describe: context.describe, idPrefix, shown: new Map() }),
      ...(p.example !== undefined ? { example: typeof p.example === 'string' ? p.example : JSON.stringify(p.example) } : {}),
      ...(sentAs ? { sentAs } : {}),
    };
  };
  // Names that read alike as ids (`filter[name]`, `filter.name`) get a number, so each link finds its own.
  const parameterIds = createUniqueIds();
  const codeSamples = generateCodeSamples(context.document, collected, normal, context.resolve, context.codeSampleLanguages);
  // The request samples send the body's first example: beside the fields, only the others are shown.
  const sampled = codeSamples.showsRequest ? sampledMediaOf(normal.requestBody?.content ?? []) : undefined;
  const requestDescription = describe(normal.requestBody?.description);
  // Which way each body's data goes, as `readOnly` and `writeOnly` mean it: a webhook's request comes from
  // the API (its read-only fields are in it), and the reader's endpoint sends the response.
  const sent: BodyDirection = collected.webhook ? 'response' : 'request';
  const answered: BodyDirection = collected.webhook ? 'request' : 'response';
  // Bodies are shown in this order (request, then each response), so a large schema is shown in full at its first
  // use and linked at the others; parameters and headers, laid out by location, keep theirs in place.
  const bodiesOf = (shownElsewhere: ReadonlyMap<string, SchemaElsewhere>) => {
    const shown = new Map<string, ShownSchema>();
    const headerIds = createUniqueIds();
    const usedIds = new Set<string>();
    const inFull: { ref: string; size: number; depth: number; within: readonly string[] }[] = [];
    let fields = 0;
    const onShownInFull = (ref: string, size: number, depth: number, within: readonly string[]) => inFull.push({ ref, size, depth, within });
    const onBuilt = (nodes: number) => (fields += nodes);
    // Media types with the same schema and examples are shown as one (`application/json, text/json`).
    const contentOf = (content: readonly NormalMediaType[], idPrefix: string, direction: BodyDirection, rootShownElsewhere = false): ApiMediaType[] =>
      groupAlikeMedia(content, context.resolve, (m) => buildExamples(m, context.document, direction)).map(({ media: m, index, alsoAs, examples }) => {
        // The first body's fields are `body-…` (`response-200-…`); another media type's are told apart by it.
        const treeContext = { resolve: context.resolve, describe: context.describe, idPrefix: index ? `${idPrefix}-${slugify(m.mediaType)}` : idPrefix, shown, usedIds, direction, shownElsewhere, rootShownElsewhere, onShownInFull, onBuilt };
        const schema = m.schema ? buildSchemaTree(m.schema, treeContext) : undefined;
        const shownInSamples = sampled !== undefined && sampled.examples.length > 0 && (m === sampled || alsoAs.includes(sampled.mediaType));
        return { mediaType: m.mediaType, ...(alsoAs.length ? { alsoAs } : {}), ...(schema ? { schema } : {}), examples: examples.slice(shownInSamples ? 1 : 0) };
      });
    const requestBody = normal.requestBody && {
      ...(requestDescription ? { description: requestDescription } : {}),
      required: normal.requestBody.required,
      content: contentOf(normal.requestBody.content, REQUEST_BODY_ID_PREFIX, sent),
    };
    const responses = normal.responses.map((response): ApiResponse => {
      const id = responseId(response.status);
      const responseDescription = describe(response.description);
      const plain = responseDescription ? plainTextOfHtml(responseDescription) : '';
      const sentence = shortenText(firstSentence(plain), 140);
      // The summary heads the response ("201 Created"), so it goes without the sentence's full stop.
      const summary = sentence.replace(/([^.])\.$/, '$1');
      // The description below the summary, unless it is one plain sentence that the summary already says;
      // a first sentence the summary says whole is not said again under it.
      const rest = responseDescription && !(PLAIN_PARAGRAPH.test(responseDescription.trim()) && plain === sentence) ? withoutLeadSentence(responseDescription, sentence) : undefined;
      return {
        status: response.status,
        id,
        ...(rest ? { description: rest } : {}),
        ...(summary ? { summary } : {}),
        headers: response.headers.map((h) => parameter(h, `${id}-header-${idSegment(h.name)}`, headerIds)),
        content: contentOf(response.content, id, answered, !isSuccess(response.status)),
      };
    });
    return { requestBody, responses, fields, inFull, shown };
  };
  // A page too long to read links the largest schemas it holds to the pages that show them as their own
  // bodies, largest first, until it is short enough (or nothing more can go): those below a body's top
  // level, and the whole of an error response (the same on most operations of a description). Should it
  // still be too long, schemas that are no body of their own go too, to the home page of a schema they sit
  // in, where that page shows them: they come second because a schema's size counts what it shows first,
  // so linking one away can leave much of it to be shown in full further on.
  const errorRoots = new Set(normal.responses.filter((response) => !isSuccess(response.status)).flatMap((response) => response.content.flatMap((m) => context.resolve(m.schema).ref ?? [])));
  const linked = new Map<string, SchemaElsewhere>();
  let bodies = bodiesOf(linked);
  for (const toHomePages of [false, true]) {
    for (let round = 0; round < LINKING_ROUNDS && bodies.fields > PAGE_FIELD_BUDGET && context.schemaHomes; round++) {
      const homes = context.schemaHomes();
      const elsewhere = ({ ref, size, depth, within }: (typeof bodies.inFull)[number]): SchemaElsewhere | undefined => {
        const home = homes.get(ref);
        if (home) return home.path === context.pagePath ? undefined : { url: home.url, page: home.page };
        const worthIt = size >= HOME_PAGE_LINK_SIZE || size < REPEAT_AS_LINK_SIZE;
        return toHomePages && depth > 0 && worthIt ? context.shownOnHomePage?.(ref, within) : undefined;
      };
      const movable = bodies.inFull.filter(({ ref, depth }) => (depth > 0 || errorRoots.has(ref)) && !linked.has(ref));
      let saved = 0;
      for (const candidate of movable.sort((a, b) => b.size - a.size)) {
        if (bodies.fields - saved <= PAGE_FIELD_BUDGET) break;
        const there = elsewhere(candidate);
        if (!there) continue;
        linked.set(candidate.ref, there);
        saved += candidate.size;
      }
      if (saved === 0) break;
      bodies = bodiesOf(linked);
    }
  }
  context.onBodiesShown?.(bodies.shown);
  const summary = operationSummary(collected);
  // A summary with Markdown, or too long for a title, is also shown in full, as written.
  const rawSummary = typeof operation['summary'] === 'string' ? operation['summary'].trim() : '';
  const fullSummary = rawSummary && rawSummary !== summary ? describe(rawSummary) : undefined;
  const description = describe(operation['description']);
  const externalDocs = externalDocsOf(operation['externalDocs']);
  return {
    method: collected.method.toUpperCase(),
    path: collected.path,
    ...(collected.webhook ? { webhook: true } : {}),
    ...(typeof operation['operationId'] === 'string' ? { operationId: operation['operationId'] } : {}),
    summary,
    ...(fullSummary ? { fullSummary } : {}),
    ...(description ? { description } : {}),
    ...(externalDocs ? { externalDocs } : {}),
    deprecated: operation['deprecated'] === true,
    servers: normal.servers,
    ...(normal.serverLabels.some(Boolean) ? { serverLabels: normal.serverLabels } : {}),
    ...(normal.serverVariables.length
      ? {
          serverVariables: normal.serverVariables.map(({ description: text, ...variable }) => {
            const html = describe(text);
            return html ? { ...variable, description: html } : variable;
          }),
        }
      : {}),
    security: normal.security.map((alternative) =>
      alternative.map(({ details, ...scheme }) => {
        const html = describe(details);
        return html ? { ...scheme, details: html } : scheme;
      }),
    ),
    parameters: normal.parameters.map((p) => parameter(p, `param-${p.location}-${idSegment(p.name)}`, parameterIds, true)),
    ...(bodies.requestBody ? { requestBody: bodies.requestBody } : {}),
    ...shareHeaders(bodies.responses),
    codeSamples: codeSamples.samples,
    ...(codeSamples.placeholderServer ? { placeholderServer: codeSamples.placeholderServer } : {}),
    tag: collected.tag,
  };
}

/**
 * HTML without its first sentence, when that is plain text at the start of its first paragraph
 * (`<p>Created. The response is…` → `<p>The response is…`); else the HTML as it was.
 */
function withoutLeadSentence(html: string, sentence: string): string {
  const lead = `<p>${escapeHtml(sentence)} `;
  return /[.!?]$/.test(sentence) && html.startsWith(lead) ? `<p>${html.slice(lead.length)}` : html;
}

/** Hands out each id once: one asked for again gets `-2`, `-3` … */
function createUniqueIds(): (id: string) => string {
  const used = new Set<string>();
  return (id) => {
    let unique = id;
    for (let n = 2; used.has(unique); n++) unique = `${id}-${n}`;
    used.add(unique);
    return unique;
  };
}

/**
 * The headers that every response (of two or more) sends alike, taken out of each response: a page that
 * repeated three rate-limit headers under six statuses spent a fifth of its length on them.
 */
function shareHeaders(responses: ApiResponse[]): { responses: ApiResponse[]; responseHeaders: ApiParameter[] } {
  if (responses.length < 2) return { responses, responseHeaders: [] };
  const sameness = (header: ApiParameter) =>
    JSON.stringify([header.name.toLowerCase(), header.required, header.description, header.schema.type, header.schema.constraints, header.schema.enum, header.example ?? header.schema.example]);
  const everywhere = responses
    .slice(1)
    .reduce((common, response) => new Set(response.headers.map(sameness).filter((key) => common.has(key))), new Set(responses[0]!.headers.map(sameness)));
  if (!everywhere.size) return { responses, responseHeaders: [] };
  return {
    responseHeaders: responses[0]!.headers.filter((header) => everywhere.has(sameness(header))).map((header) => ({ ...header, anchor: `response-header-${idSegment(header.name)}` })),
    responses: responses.map((response) => ({ ...response, headers: response.headers.filter((header) => !everywhere.has(sameness(header))) })),
  };
}

/** Characters of an `externalDocs` description used as its link's text. */
const EXTERNAL_DOCS_LABEL_LENGTH = 120;

/**
 * An operation's `externalDocs`, when its URL is one a reader can follow to another site (http or https:
 * a relative one names no page of this site, and a `javascript:` one would run script), with its
 * description as one line of plain text for the link, else the URL's host.
 */
function externalDocsOf(raw: unknown): { url: string; label: string } | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const { url, description } = raw as Record<string, unknown>;
  if (typeof url !== 'string' || !/^https?:\/\//i.test(url.trim())) return undefined;
  let host: string;
  try {
    host = new URL(url.trim()).host;
  } catch {
    return undefined;
  }
  const label = typeof description === 'string' ? shortenText(markdownTitle(description, 400), EXTERNAL_DOCS_LABEL_LENGTH) : '';
  return { url: url.trim(), label: label || host };
}

/** Whether a parameter's schema is a list, an object or one value, for how it is written into the request. */
function shapeOf(schema: unknown, resolve: Resolver): ValueShape {
  const { value } = resolve<Record<string, unknown>>(schema);
  if (!value || typeof value !== 'object') return 'value';
  const types = [value['type']].flat();
  if (types.includes('array') || value['items'] !== undefined) return 'list';
  if (types.includes('object') || value['properties'] !== undefined || value['additionalProperties'] !== undefined) return 'object';
  return 'value';
}
