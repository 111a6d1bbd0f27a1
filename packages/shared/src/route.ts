import type { ApiOperationView } from './api.js';
import type { SourceLocation } from './diagnostic.js';
import type { RouteVersion, SiteVersion } from './version.js';

export type RouteKind = 'home' | 'doc' | 'api-operation' | 'search' | 'not-found' | 'page';

/** A heading of a page, as shown in its table of contents. */
export interface Heading {
  depth: number;
  id: string;
  text: string;
}

export interface NavLink {
  label: string;
  path: string;
}

/** One step of the trail above a page; categories without a page of their own have no path. */
export interface Breadcrumb {
  label: string;
  path?: string;
}

export interface SidebarLink {
  type: 'link';
  label: string;
  path: string;
  /** Short marker shown before the label, such as an HTTP method. */
  badge?: string;
  /** What it links to is deprecated (an API operation): marked so that a reader chooses another. */
  deprecated?: true;
  /**
   * What the link stands for on a large site's page: a `category` shown closed (it leads to the
   * category's page, else its first page), or `more` pages of a long list left out here (it leads to
   * the nearest of them, whose page shows them).
   */
  kind?: 'category' | 'more';
}

export interface SidebarCategory {
  type: 'category';
  label: string;
  /** The category's own page, when it has one. */
  path?: string;
  items: SidebarItem[];
}

export type SidebarItem = SidebarLink | SidebarCategory;

export interface HomeAction {
  text: string;
  link: string;
  theme?: 'brand' | 'alt';
}

export interface HomeFeature {
  title: string;
  details: string;
  link?: string;
}

/** Hero and feature cards of a home page, from its front matter. */
export interface HomeContent {
  name: string;
  tagline: string;
  actions: HomeAction[];
  features: HomeFeature[];
}

/** One page of the site. `path` is canonical: `/docs/` for a folder index, `/docs/auth` for a page. */
export interface Route {
  path: string;
  kind: RouteKind;
  title: string;
  description: string;
  /** Where the page comes from, for messages: its Markdown file, or the description and the operation's JSON pointer. */
  source?: SourceLocation;
  /** Rendered HTML of the page body, for Markdown pages. */
  html?: string;
  /** Whether `html` begins with its own h1, so the template adds none. */
  hasOwnTitle?: boolean;
  headings: Heading[];
  /** Headings shown in the table of contents (the configured levels). */
  toc: Heading[];
  breadcrumbs: Breadcrumb[];
  prev?: NavLink;
  next?: NavLink;
  /** Whether the docs sidebar is shown on this page. */
  hasSidebar: boolean;
  /**
   * The docs sidebar as this page shows it. On a large site it holds only the page's own branch
   * (other categories closed, as links) and at most a window of any long list, so a page's size never
   * grows with the size of the site.
   */
  sidebar?: SidebarItem[];
  home?: HomeContent;
  /** The operation an `api-operation` page documents. */
  api?: ApiOperationView;
  /** On a site with docs versions, the version a docs page belongs to and its page in the others. */
  version?: RouteVersion;
}

/** Everything the templates need to render any page. */
export interface SiteData {
  title: string;
  tagline: string;
  url: string;
  navbar: { links: { label: string; to?: string; href?: string }[] };
  footer: { links: { label: string; to?: string; href?: string }[]; copyright: string };
  announcement?: { id: string; content: string };
  colorMode: { defaultMode: 'light' | 'dark'; disableSwitch: boolean };
  searchPath: string;
  /** Path of the downloadable API description, when the site has one. */
  specPath?: string;
  /** The docs versions, newest first, when the site has more than its latest. */
  versions?: SiteVersion[];
}

/** URLs of the built assets a page links to. */
export interface PageAssets {
  stylesheets: string[];
  /** ES module scripts (deferred by nature), each rendered as `<script type="module">`. */
  scripts: string[];
  /** Chunks those scripts import, rendered as `<link rel="modulepreload">` so they download in parallel. */
  modulePreloads: string[];
  /** Inline script run in <head> before first paint (colour mode, dismissed announcement). */
  headScript: string;
  /** The page's Content-Security-Policy: no inline code but the head script, whose hash it names. */
  contentSecurityPolicy: string;
}

/** Props of the template that renders a whole HTML document. */
export interface PageProps {
  site: SiteData;
  route: Route;
  assets: PageAssets;
}
