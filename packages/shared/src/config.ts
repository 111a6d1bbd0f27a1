/** A link in the navbar or footer: `to` for a page of the site, `href` for anywhere else. */
export interface LinkConfig {
  label: string;
  to?: string;
  href?: string;
}

export interface AnnouncementConfig {
  /** Changing the id shows the bar again to readers who dismissed an earlier one. */
  id: string;
  /** Inline HTML shown in the bar. */
  content: string;
}

export type BrokenLinkPolicy = 'throw' | 'warn' | 'ignore';

/** What a site's `docs.config.ts` may contain. Paths are relative to the config file. */
export interface UserConfig {
  /** Defaults to the API description's `info.title`, else the site folder's name. */
  title?: string;
  tagline?: string;
  /** Public origin of the site, used for canonical links and the sitemap. */
  url?: string;
  content?: string;
  spec?: string;
  outDir?: string;
  /** The build cache's folder (default: node_modules/.cache/docs beside the config). */
  cacheDir?: string;
  templates?: string;
  staticDir?: string;
  navbar?: { links?: LinkConfig[] };
  footer?: { links?: LinkConfig[]; copyright?: string };
  announcement?: AnnouncementConfig;
  colorMode?: { defaultMode?: 'light' | 'dark'; disableSwitch?: boolean };
  toc?: { minHeadingLevel?: number; maxHeadingLevel?: number };
  search?: { path?: string };
  onBrokenLinks?: BrokenLinkPolicy;
  /** Links written in the API description, which is often someone else's. */
  specLinks?: SpecLinksConfig;
  mobileBreakpoint?: number;
  progressBarDelay?: number;
  codeSampleLanguages?: string[];
  /** Where `docs publish` puts the site; command-line flags override each setting. */
  publish?: PublishConfig;
}

export interface SpecLinksConfig {
  /**
   * The site the description was written for (`https://stripe.com`): its relative links (`/docs/errors`)
   * lead there rather than into this site. Links to Redoc's sections (`#tag/…`, `#operation/…`) still lead
   * to this site's pages for them.
   */
  base?: string;
  /** What a broken link of the description does; by default what `onBrokenLinks` says. */
  onBroken?: BrokenLinkPolicy;
}

export interface PublishConfig {
  bucket?: string;
  prefix?: string;
  region?: string;
  endpoint?: string;
}

/** The configuration after validation: every default filled in, every path absolute. */
export interface ResolvedConfig {
  /** The config's title, else the API description's `info.title` (filled in by the model), else the folder's name. */
  title: string;
  /** Whether the config gave the title and tagline; a description's `info` fills in those it did not. */
  given: { title: boolean; tagline: boolean; copyright: boolean; url: boolean };
  tagline: string;
  url: string;
  /** Folder holding the config file; relative paths were resolved against it. */
  root: string;
  configFile: string | undefined;
  /** The site's own files the config imports (absolute; not packages): a change to one is a change to the config. */
  configImports?: readonly string[];
  content: string;
  spec: string | undefined;
  outDir: string;
  cacheDir: string;
  templates: string;
  staticDir: string;
  navbar: { links: LinkConfig[] };
  footer: { links: LinkConfig[]; copyright: string };
  announcement: AnnouncementConfig | undefined;
  colorMode: { defaultMode: 'light' | 'dark'; disableSwitch: boolean };
  toc: { minHeadingLevel: number; maxHeadingLevel: number };
  search: { path: string };
  onBrokenLinks: BrokenLinkPolicy;
  specLinks: { base: string | undefined; onBroken: BrokenLinkPolicy };
  mobileBreakpoint: number;
  progressBarDelay: number;
  codeSampleLanguages: string[];
  publish: PublishConfig;
}

/** Identity function that gives `docs.config.ts` its types. */
export function defineConfig(config: UserConfig): UserConfig {
  return config;
}
