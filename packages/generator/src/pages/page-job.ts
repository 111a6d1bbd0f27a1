import type { Diagnostic, Heading, PageAssets, Route, SiteData } from '@docs/shared';
import type { BodyJob, BodySettings } from '../markdown/render-page-body.js';
import type { PageSection } from '../text/create-section-collector.js';
import type { WrittenLink } from '../text/written-link.js';


/** One page to render: its route as the model made it, and its Markdown when it has some. */
export interface PageJob {
  route: Route;
  markdown?: BodyJob;
  /** Where the links of an API page's descriptions were written, by the URL they became. */
  linkOrigins?: [url: string, origin: WrittenLink][];
}

/** A link of a rendered page, for the link check: where it was written, or nothing for the templates' own. */
export interface RecordedLink {
  url: string;
  written?: WrittenLink;
}

/**
 * What the rest of the build needs to know of a rendered page, so that nothing reads its HTML again:
 * its ids, its links, its search sections, its headings, the files it was written to, and its problems.
 */
export interface PageRecord {
  path: string;
  ids: string[];
  links: RecordedLink[];
  sections: PageSection[];
  headings: Heading[];
  /** The output files of the page (`x.html`, `x/index.html`; `404.html`). */
  files: string[];
  diagnostics: Diagnostic[];
  /** False when the templates threw: the page has no HTML. */
  rendered: boolean;
}

/** Everything rendering any page needs, the same for every page of a build: plain data, so it crosses to a worker. */
export interface PageSettings {
  site: SiteData;
  assets: { page: PageAssets; api: PageAssets };
  body: BodySettings;
  /** The compiled templates (CommonJS), evaluated once per thread. */
  templatesCode: string;
  /** Stands in the templates' output where a Markdown body goes, until the body is put there. */
  bodyMarker: string;
}

/** Where the HTML of rendered pages goes: into a folder as each page is done, kept in memory, or nowhere (`docs check`). */
export type PageSink = { kind: 'folder'; dir: string } | { kind: 'memory' } | { kind: 'none' };

/** A rendered page: its record, and its HTML when the sink keeps it in memory. */
export interface PageOutcome {
  record: PageRecord;
  html?: string;
}
