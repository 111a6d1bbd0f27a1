import path from 'node:path';
// zod's smaller build: the full one was 570 KB of the code every command loads, for checking one object.
import * as z from 'zod/mini';
import { en } from 'zod/locales';
import { closest } from 'fastest-levenshtein';
import { createDiagnostic, trimSlashes, unsafeUrlScheme, type Diagnostic, type ResolvedConfig, type UserConfig } from '@docs/shared';

/** Where the build cache is when the config names no `cacheDir`: relative to the config's folder. */
export const DEFAULT_CACHE_DIR = 'node_modules/.cache/docs';

z.config(en());

const optionalString = () => z.optional(z.string());
const link = z.strictObject({
  label: z.string(),
  to: z.optional(
    z.string().check(
      z.startsWith('/'),
      // `//host/path` and `/\\host` are links to another site, which browsers follow as such: those go in `href`.
      // A browser drops tabs and line breaks from a URL first: `/<tab>/host` is `//host`.
      z.refine((to) => !/^\/[/\\]/.test(to.replace(/[\t\n\r]/g, '')), 'must be a path of this site; a link to another site (//host/…) goes in href, with its scheme'),
    ),
  ),
  href: z.optional(
    z.url().check(z.refine((href) => !unsafeUrlScheme(href), "must not be a javascript:, vbscript: or data: URL, which would run script in a reader's browser")),
  ),
});
const headingLevel = () => z.optional(z.number().check(z.int(), z.minimum(2), z.maximum(6)));

const schema = z.strictObject({
  title: z.optional(z.string().check(z.minLength(1))),
  tagline: optionalString(),
  // The site's address, which canonical links, the sitemap and robots.txt start with: a query or a
  // fragment would land in the middle of each, and another scheme (`javascript:`) would be no address.
  url: z.optional(
    z.url({ protocol: /^https?$/, error: 'must be the http: or https: URL the site is published at (https://docs.example.com)' }).check(
      z.refine((url) => !/[?#]/.test(url), 'must be the address the site is published at, without a query (?…) or fragment (#…)'),
    ),
  ),
  content: optionalString(),
  spec: optionalString(),
  outDir: optionalString(),
  cacheDir: optionalString(),
  templates: optionalString(),
  staticDir: optionalString(),
  navbar: z.optional(z.strictObject({ links: z.optional(z.array(link)) })),
  footer: z.optional(z.strictObject({ links: z.optional(z.array(link)), copyright: optionalString() })),
  announcement: z.optional(
    z.strictObject({
      // The id goes into the inline script that hides a dismissed announcement before the first paint,
      // where a `<` (`<!--`, `<script`) changes how the browser reads the rest of the page: every page blank.
      id: z.string().check(z.minLength(1), z.refine((id) => !id.includes('<'), 'must not hold a `<`: it goes into the inline script of every page')),
      content: z.string(),
    }),
  ),
  colorMode: z.optional(z.strictObject({ defaultMode: z.optional(z.enum(['light', 'dark'])), disableSwitch: z.optional(z.boolean()) })),
  toc: z.optional(z.strictObject({ minHeadingLevel: headingLevel(), maxHeadingLevel: headingLevel() })),
  search: z.optional(
    z.strictObject({
      path: z.optional(
        z.string().check(
          z.minLength(1),
          z.refine((page) => !page.split('/').includes('..'), 'must not hold a `..` segment: the page would be written outside the output folder'),
          // A hidden name is the build's own (`.docs-build`, its marker) or no host's to serve.
          z.refine((page) => !page.split('/').some((segment) => segment.startsWith('.')), 'must not hold a part starting with `.`: such names are the build\'s own files, which hosts do not serve'),
        ),
      ),
    }),
  ),
  onBrokenLinks: z.optional(z.enum(['throw', 'warn', 'ignore'])),
  specLinks: z.optional(
    z.strictObject({
      base: z.optional(z.url({ protocol: /^https?$/, error: 'must be the http: or https: URL of the site the description was written for' })),
      onBroken: z.optional(z.enum(['throw', 'warn', 'ignore'])),
    }),
  ),
  mobileBreakpoint: z.optional(z.number().check(z.int(), z.positive())),
  progressBarDelay: z.optional(z.number().check(z.int(), z.nonnegative())),
  codeSampleLanguages: z.optional(z.array(z.string())),
  publish: z.optional(
    z.strictObject({
      bucket: z.optional(z.string().check(z.minLength(1))),
      prefix: optionalString(),
      region: z.optional(z.string().check(z.minLength(1))),
      endpoint: z.optional(z.url()),
    }),
  ),
});

export const DEFAULT_CODE_SAMPLE_LANGUAGES = ['javascript', 'php', 'csharp', 'curl', 'python', 'go', 'nodejs', 'ruby', 'java', 'powershell'];

/** Validates what the config file exported and fills every default; paths become absolute. */
export function resolveConfig(
  input: unknown,
  root: string,
  configFile?: string,
  /** Where a key (`toc.minHeadingLevel`) is written in the config file, when its text is known. */
  locate: KeyLocator = () => undefined,
): { config?: ResolvedConfig; diagnostics: Diagnostic[] } {
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const diagnostics = parsed.error.issues.flatMap((issue) => toDiagnostics(issue, configFile ?? root, locate));
    // In the order they are written in the file, as a reader goes through it.
    return { diagnostics: diagnostics.sort((a, b) => (a.location?.line ?? 0) - (b.location?.line ?? 0)) };
  }
  const user: UserConfig = parsed.data;
  const at = (p: string) => path.resolve(root, p);
  const title = user.title ?? path.basename(root);
  const config: ResolvedConfig = {
    title,
    given: { title: user.title !== undefined, tagline: user.tagline !== undefined, copyright: user.footer?.copyright !== undefined, url: user.url !== undefined },
    tagline: user.tagline ?? '',
    url: trimSlashes(user.url ?? 'http://localhost'),
    root,
    configFile,
    content: at(user.content ?? 'content'),
    spec: user.spec === undefined ? undefined : at(user.spec),
    outDir: at(user.outDir ?? 'build'),
    cacheDir: at(user.cacheDir ?? DEFAULT_CACHE_DIR),
    templates: at(user.templates ?? 'templates'),
    staticDir: at(user.staticDir ?? 'static'),
    navbar: { links: user.navbar?.links ?? [{ label: 'Docs', to: '/docs/' }] },
    footer: { links: user.footer?.links ?? [], copyright: user.footer?.copyright ?? defaultCopyright(title) },
    announcement: user.announcement,
    colorMode: { defaultMode: user.colorMode?.defaultMode ?? 'light', disableSwitch: user.colorMode?.disableSwitch ?? false },
    toc: { minHeadingLevel: user.toc?.minHeadingLevel ?? 2, maxHeadingLevel: user.toc?.maxHeadingLevel ?? 3 },
    search: { path: user.search?.path ?? 'search' },
    onBrokenLinks: user.onBrokenLinks ?? 'throw',
    specLinks: { base: user.specLinks?.base, onBroken: user.specLinks?.onBroken ?? user.onBrokenLinks ?? 'throw' },
    mobileBreakpoint: user.mobileBreakpoint ?? 996,
    progressBarDelay: user.progressBarDelay ?? 200,
    codeSampleLanguages: user.codeSampleLanguages ?? DEFAULT_CODE_SAMPLE_LANGUAGES,
    publish: user.publish ?? {},
  };
  if (config.toc.minHeadingLevel > config.toc.maxHeadingLevel) {
    return {
      diagnostics: [
        createDiagnostic('InvalidConfigValue', { key: 'toc', reason: 'minHeadingLevel is greater than maxHeadingLevel' }, { file: configFile ?? root }),
      ],
    };
  }
  return { config, diagnostics: [] };
}

/** Where a key path (`navbar.links.0.to`) is written in the config: its line and column. */
export type KeyLocator = (keyPath: string) => { line: number; column: number } | undefined;

function toDiagnostics(issue: z.core.$ZodIssue, file: string, locate: KeyLocator): Diagnostic[] {
  const parent = issue.path.join('.');
  const at = (keyPath: string) => ({ file, ...locate(keyPath) });
  if (issue.code === 'unrecognized_keys') {
    const known = Object.keys(shapeAt(issue.path));
    return issue.keys.map((key) => {
      const keyPath = parent ? `${parent}.${key}` : key;
      return createDiagnostic('UnknownConfigKey', { key: keyPath, ...(known.length ? { suggestion: suggestionFor(key, known, parent) } : {}) }, at(keyPath));
    });
  }
  return [createDiagnostic('InvalidConfigValue', { key: parent || '(root)', reason: issue.message }, at(parent))];
}

function suggestionFor(key: string, known: string[], parent: string): string {
  const best = closest(key, known);
  return parent ? `${parent}.${best}` : best;
}

/** The keys the schema knows at a path of the config (`toc`, `navbar.links.0`), for suggestions. */
function shapeAt(keyPath: readonly PropertyKey[]): Record<string, unknown> {
  let current: z.core.$ZodType | undefined = schema;
  for (const key of keyPath) {
    if (typeof key !== 'string') continue;
    current = objectOf(current)?._zod.def.shape[key];
  }
  return objectOf(current)?._zod.def.shape ?? {};
}

/** The object schema inside optional and list wrappers. */
function objectOf(type: z.core.$ZodType | undefined): z.core.$ZodObject | undefined {
  let current = type;
  while (current) {
    const def = current._zod.def as { type: string; innerType?: z.core.$ZodType; element?: z.core.$ZodType };
    if (def.type === 'object') return current as z.core.$ZodObject;
    current = def.innerType ?? def.element;
  }
  return undefined;
}

/** The footer's line when the config gives none. */
export function defaultCopyright(title: string): string {
  return `Copyright © ${new Date().getFullYear()} ${title}`;
}
