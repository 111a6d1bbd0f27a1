import type { Diagnostic, PageAssets, Route, SiteData } from '@docs/shared';
import type { BodyJob, BodySettings } from '../markdown/render-page-body.js';
import type { PackedSection } from '../text/packed-text.js';
import type { WrittenLink } from '../text/written-link.js';


/** One page to render: its route as the model made it, and its Markdown or its API operation (JSON pointer). */
export interface PageJob {
  route: Route;
  markdown?: BodyJob;
  operation?: string;
  /** The page is the API reference's index, which shows the description of the whole API (`info.description`). */
  apiIndex?: true;
  /** The frozen docs version whose API description holds `operation` (or is the index's); none for the latest's. */
  version?: string;
  /** Where the build cache keeps this page once it is rendered (no cache, no file). */
  cacheFile?: string;
  /** Where the build cache keeps this page's Markdown body. */
  bodyCacheFile?: string;
}

/** A link of a rendered page, for the link check: where it was written, or nothing for the templates' own. */
export interface RecordedLink {
  url: string;
  written?: WrittenLink;
}

/**
 * What the rest of the build needs to know of a rendered page, so that nothing reads its HTML again:
 * its ids, its links, its search sections, the files it was written to, and its problems.
 */
export interface PageRecord {
  path: string;
  ids: string[];
  /** Links written in the page's Markdown or its API description, each with where. */
  links: RecordedLink[];
  /**
   * The links the templates added (navbar, sidebar, footer): plain URLs, a hundred on a large site's
   * pages, which as objects were most of an entry of the build cache to read back.
   */
  templateLinks: string[];
  /** Search sections; their texts are packed once the record is compacted. */
  sections: PackedSection[];
  /** What a developer may type to find an API operation's page: method and path, operationId, parameters. */
  keywords?: string;
  /** The output files of the page (`x.html`, `x/index.html`; `404.html`). */
  files: string[];
  diagnostics: Diagnostic[];
  /** False when the templates threw: the page has no HTML. */
  rendered: boolean;
}

/**
 * What every build needs of a page, however it was had: its path, its files and its problems (kept in
 * the build cache), and the digest of its path and ids (`digestPageTargets`), by which the link check
 * knows that the site's targets are as they were without reading the page.
 */
export type PageSummary = Pick<PageRecord, 'path' | 'files' | 'diagnostics' | 'rendered'> & { targets: string };

/**
 * A page whose files are in place already (or, for `docs check`, need not be written) while the link
 * check and the search index need no record (they are as last time): its entry is never read.
 */
export interface KeptPage {
  summary: PageSummary;
  /** The build cache's entry that holds the page's HTML, for a sink that leaves pages there (`docs dev`). */
  entry?: string;
}

/** Everything rendering any page needs, the same for every page of a build: plain data, so it crosses to a worker. */
export interface PageSettings {
  site: SiteData;
  assets: { page: PageAssets; api: PageAssets };
  body: BodySettings;
  /** The compiled templates (CommonJS), evaluated once per thread. */
  templatesCode: string;
  /** The templates folder as messages name it (where a template that throws is reported). */
  templatesDir: string;
  /** Stands in the templates' output where a Markdown body goes, until the body is put there. */
  bodyMarker: string;
  /** The API descriptions the operation pages are built from, by docs version (`''` for the latest). */
  apis: Record<string, ApiSettings>;
}

export interface ApiSettings {
  document: Record<string, unknown>;
  specFile: string;
  /** Where the docs of its version start: links of its descriptions to `/docs/…` stay in that version. */
  docsBase: string;
  codeSampleLanguages: string[];
  /** The site the description's own relative links were written for, when the config names one (`specLinks.base`). */
  linkBase?: string;
  /** An operation that cannot be rendered is a warning, not an error (only a lenient build gets this far with one). */
  lenient: boolean;
}

/**
 * Where the HTML of rendered pages goes: into a folder as each page is done, kept in memory, or nowhere
 * (`docs check`). `leaveInCache`: a page the build cache holds stays there, named by its entry, instead
 * of in memory (`docs dev`, which reads a page when it is asked for).
 */
export type PageSink = { kind: 'folder'; dir: string } | { kind: 'memory'; leaveInCache?: boolean } | { kind: 'none' };

/**
 * What the output folder holds from the last build, for a build to leave in place what it would only
 * write again: files are named by the digest of what made them (a page's cache key), and a file is
 * kept only while it is as that build left it (same size and modification time).
 */
export interface OutputLedger {
  /**
   * Whether every one of `files` is in the output, made from `madeFrom` and unchanged since; if so they
   * stay as they are, in `group` when given (see `OutputFile`).
   */
  keep(files: readonly string[], madeFrom: string, group?: string): boolean;
  /** The files of `group` the output holds, kept as they are, when there are some and all are unchanged; else none. */
  keepGroup(group: string): string[];
  /** Says what made files written into the staging folder, so that the next build can keep them. */
  staged(files: readonly string[], madeFrom: string): void;
}

/** A rendered page: its record, and its HTML when the sink keeps it in memory (or the cache entry that holds it). */
export interface PageOutcome {
  record: PageRecord;
  html?: string;
  /** The build cache's entry that holds the page's HTML, when the sink leaves pages there. */
  entry?: string;
  /**
   * Its Markdown file was saved between the load and the render (`BodyResult`): it is not what its key
   * stands for, so no cache, memo or output manifest may keep it under that key.
   */
  changedSinceLoad?: true;
  /** The build cache's entry of its Markdown body was there but damaged: counted in the build's one warning of such entries. */
  unreadableEntry?: true;
}

/** A page as its thread rendered it, before it is written and cached. */
export type RenderedPageOutcome = Omit<PageOutcome, 'entry'>;
