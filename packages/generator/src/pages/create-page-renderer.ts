import type { Processor } from 'unified';
import type { ComponentType } from 'react';
import { createDiagnostic, routeOutputFiles, type Diagnostic, type HomeContent, type PageProps, type Route } from '@docs/shared';
import { createDescriptionProcessor, createMarkdownProcessor } from '../markdown/create-markdown-processor.js';
import type { DescribedApi, OperationPage, OperationPageBuilder } from '../openapi/create-operation-page-builder.js';
import { API_DESCRIPTION_MARKER } from '../openapi/plan-api-pages.js';
import type { LinkOrigins } from '../text/written-link.js';
import type { BodyResult } from '../markdown/render-page-body.js';
import { renderBodyWithCache } from './render-body-with-cache.js';
import { createLinkResolver } from '../markdown/create-link-resolver.js';
import { evaluateTemplates } from '../render/evaluate-templates.js';
import { createCompiledErrorLocator } from '../text/locate-compiled-error.js';
import { renderPage } from '../render/render-page.js';
import { NOT_FOUND_PATH } from '../model/build-site.js';
import type { PageJob, PageSettings, RecordedLink, RenderedPageOutcome } from './page-job.js';
import { scanPageShell } from './scan-page-shell.js';
import { noteActivity } from '../guard/watch-for-hangs.js';
import { shortenText } from '../text/plain-text.js';

/** The files a route is written to. */
export function pageFilesOf(path: string): string[] {
  return path === NOT_FOUND_PATH ? ['404.html'] : routeOutputFiles(path);
}

/**
 * The API reference's page builder (the OpenAPI views, samples and their highlighting, a third of the
 * renderer's code), loaded by `loadPageRenderer` only for a site with an API description.
 */
let operationPages: typeof import('../openapi/create-operation-page-builder.js') | undefined;

/** `createPageRenderer`, with what it needs for the site's API descriptions loaded first. */
export async function loadPageRenderer(settings: PageSettings): Promise<typeof createPageRenderer> {
  if (Object.keys(settings.apis).length) operationPages ??= await import('../openapi/create-operation-page-builder.js');
  return createPageRenderer;
}

/** This thread's Markdown processor, made when it renders its first page and kept for every build after. */
let threadProcessor: Processor | undefined;

/**
 * Makes the function that renders one page from start to end: its Markdown body (one walk, which also
 * yields its headings, ids, links and search sections), the templates around it, one scan of what the
 * templates added, and the body put in its place. The same in every thread, so a parallel build and a
 * single-thread one give the same pages.
 */
export function createPageRenderer(settings: PageSettings, made: { Document?: ComponentType<PageProps> } = {}): (job: PageJob) => RenderedPageOutcome {
  const processor = (threadProcessor ??= createMarkdownProcessor());
  const Document = loadDocument(made, settings.templatesCode);
  // The templates run as `evaluateTemplates` runs them: by `new Function`, two lines before their code.
  const locateTemplateError = createCompiledErrorLocator(settings.templatesCode, { frame: '<anonymous>', linesBefore: 2, sourcesDir: settings.templatesDir });
  // One builder per docs version's description, made when its first page is rendered.
  const operationPageBuilders = new Map<string, OperationPageBuilder>();
  const builderOf = (version: string): OperationPageBuilder | undefined => {
    const api = settings.apis[version];
    if (!api) return undefined;
    let builder = operationPageBuilders.get(version);
    if (!builder) {
      const options = { specFile: api.specFile, processor: createDescriptionProcessor(), codeSampleLanguages: api.codeSampleLanguages, docsBase: api.docsBase, versionNames: settings.body.versions, ...(api.linkBase ? { linkBase: api.linkBase } : {}) };
      if (!operationPages) throw new Error('createPageRenderer: the API page builder is not loaded; call loadPageRenderer first');
      operationPageBuilders.set(version, (builder = operationPages.createOperationPageBuilder(api.document, options)));
    }
    return builder;
  };
  const operationPage = (pointer: string, routePath: string, version = ''): { page?: OperationPage; diagnostic?: Diagnostic } => {
    const api = settings.apis[version];
    const buildOperationPage = builderOf(version);
    if (!api || !buildOperationPage) return {};
    try {
      const page = buildOperationPage(pointer, routePath);
      return page ? { page } : {};
    } catch (error) {
      // Only a lenient build gets here with a description too broken to render this operation.
      const reason = `this operation cannot be rendered (${(error as Error).message})`;
      return { diagnostic: createDiagnostic('InvalidSpec', { reason, lenient: api.lenient }, { file: api.specFile, pointer }, api.lenient ? 'warning' : 'error') };
    }
  };
  return (job) => {
    const body: BodyResult | undefined = job.markdown ? renderBodyWithCache(processor, job.markdown, settings.body, job.bodyCacheFile) : undefined;
    const operation = job.operation ? operationPage(job.operation, job.route.path, job.version) : undefined;
    const api = operation?.page;
    let route: Route = job.route;
    if (body) route = { ...route, html: `<!--${settings.bodyMarker}-->`, hasOwnTitle: body.hasOwnTitle, headings: body.headings, toc: body.toc, description: route.description || summaryOf(body.summary) };
    if (api) route = { ...route, api: api.view, headings: api.headings, toc: api.headings.filter((h) => h.depth >= 2 && h.depth <= 3) };
    const described = job.apiIndex ? builderOf(job.version ?? '')?.describeApi(route.path) : undefined;
    if (described) route = withApiDescription(route, described);
    const home = route.home && job.markdown ? homeLinksResolved(route.home, createLinkResolver(job.markdown.contentPath, settings.body.routeByContentPath, job.version)) : undefined;
    if (home) route = { ...route, home: home.content };
    // The script of code tabs and copy buttons loads where there is code to copy.
    const assets = route.kind === 'api-operation' || body?.html.includes('class="code-block"') ? settings.assets.api : settings.assets.page;
    noteActivity(`rendering ${route.path} with the templates`);
    const rendered = renderPage(Document, { site: settings.site, route, assets }, locateTemplateError);
    noteActivity('');
    const files = pageFilesOf(route.path);
    const diagnostics = [...(body?.diagnostics ?? []), ...(operation?.diagnostic ? [operation.diagnostic] : []), ...(rendered.diagnostic ? [rendered.diagnostic] : [])];
    if (rendered.html === undefined) {
      return { record: { path: route.path, ids: [], links: [], templateLinks: [], sections: [], files, diagnostics, rendered: false } };
    }
    const shell = scanPageShell(rendered.html, body ? { marker: settings.bodyMarker, sections: body.sections } : {});
    if (body && job.markdown) diagnostics.push(...idsTakenByTemplates(body, shell.ids, job.markdown.displayPath));
    const origins: LinkOrigins = api?.origins ?? described?.origins ?? home?.origins ?? new Map();
    const bodyLinks: RecordedLink[] = (body?.links ?? []).map((link) => ({
      url: link.url,
      written: { written: link.written, ...(link.line ? { line: link.line, column: link.column ?? 1 } : {}) },
    }));
    const links: RecordedLink[] = [...bodyLinks, ...shell.links.flatMap((url) => (origins.has(url) ? [{ url, written: origins.get(url)! }] : []))];
    const templateLinks = shell.links.filter((url) => !origins.has(url));
    const html = body ? joinBody(rendered.html, `<!--${settings.bodyMarker}-->`, body.html) : rendered.html;
    return {
      record: {
        path: route.path,
        ids: [...shell.ids, ...(body?.ids ?? [])],
        links,
        templateLinks,
        sections: shell.sections,
        ...(api ? { keywords: api.keywords } : {}),
        files,
        diagnostics,
        rendered: true,
      },
      html,
      ...(body?.changedSinceLoad ? { changedSinceLoad: true as const } : {}),
      ...(body?.unreadableEntry ? { unreadableEntry: true as const } : {}),
    };
  };
}

/**
 * The home page's buttons and cards with their links read as the page's own links are (`./docs/intro.md`
 * is the page's URL), and where each was written: the link check reports them at the page, not at the
 * templates that show them.
 */
function homeLinksResolved(home: HomeContent, resolve: (url: string) => string): { content: HomeContent; origins: LinkOrigins } {
  const origins: LinkOrigins = new Map();
  const resolved = <T extends { link?: string | undefined }>(item: T): T => {
    if (typeof item.link !== 'string') return item;
    const url = resolve(item.link);
    if (!origins.has(url)) origins.set(url, { written: item.link });
    return { ...item, link: url };
  };
  return { content: { ...home, actions: home.actions.map(resolved), features: home.features.map(resolved) }, origins };
}

/**
 * The ids of a page body that the templates around it give an element too (a heading "Main" slugs to
 * the `main` of the page's `<main>`): two elements of one id, the second of which no link reaches.
 */
function idsTakenByTemplates(body: BodyResult, shellIds: readonly string[], file: string): Diagnostic[] {
  if (!body.ids.length) return [];
  const taken = new Set(shellIds);
  return [...new Set(body.ids)]
    .filter((id) => taken.has(id))
    .map((id) => {
      const heading = body.headings.find((candidate) => candidate.id === id)?.text;
      return createDiagnostic('IdTakenByTemplates', { id, ...(heading ? { heading } : {}) }, { file }, 'warning');
    });
}

/**
 * The templates' Document, run in this thread when its first page is rendered. Templates whose own code
 * throws as they load (a setting they read is missing) fail each page with what they threw, as a
 * template that throws while rendering does, rather than the whole build.
 */
function loadDocument(made: { Document?: ComponentType<PageProps> }, code: string): ComponentType<PageProps> {
  let Document: ComponentType<PageProps> | undefined;
  try {
    Document = made.Document ?? evaluateTemplates(code);
  } catch (error) {
    return () => {
      throw new Error(`the templates failed to load: ${(error as Error).message ?? String(error)}`);
    };
  }
  if (!Document) throw new Error('the templates export no Document component');
  return Document;
}

/** The page with its body where the templates put the marker, as one flat string. */
function joinBody(shell: string, marker: string, body: string): string {
  const at = shell.indexOf(marker);
  const html = at < 0 ? shell : shell.slice(0, at) + body + shell.slice(at + marker.length);
  html.charCodeAt(0);
  return html;
}

/**
 * The API index with the description of the whole API in its place, its sections first in the table of
 * contents. A heading of the description named like a group of operations (`Webhooks`) gets a number,
 * as the group's section has the id its links use.
 */
function withApiDescription(route: Route, described: DescribedApi): Route {
  const taken = new Set(route.headings.map((heading) => heading.id));
  let html = described.html;
  const headings = described.headings.map((heading) => {
    if (!taken.has(heading.id)) return heading;
    let id = heading.id;
    for (let n = 1; taken.has(id); n++) id = `${heading.id}-${n}`;
    taken.add(id);
    html = html.replaceAll(`id="${heading.id}"`, `id="${id}"`).replaceAll(`href="#${heading.id}"`, `href="#${id}"`);
    return { ...heading, id };
  });
  const sections = headings.filter((heading) => heading.depth >= 2 && heading.depth <= 3);
  return { ...route, html: route.html?.replace(API_DESCRIPTION_MARKER, () => html), headings: [...headings, ...route.headings], toc: [...sections, ...route.toc] };
}

/** Search engines and link previews show a page's description: without one in its front matter, its first paragraph. */
const SUMMARY_LENGTH = 160;

function summaryOf(text: string | undefined): string {
  return text ? shortenText(text, SUMMARY_LENGTH) : '';
}
