import path from 'node:path';
import { z } from 'zod';
import { closest } from 'fastest-levenshtein';
import { createDiagnostic, unsafeUrlScheme, type Diagnostic, type ResolvedConfig, type UserConfig } from '@docs/shared';

const link = z.strictObject({
  label: z.string(),
  to: z.string().startsWith('/').optional(),
  href: z
    .string()
    .url()
    .refine((href) => !unsafeUrlScheme(href), 'must not be a javascript:, vbscript: or data: URL, which would run script in a reader\'s browser')
    .optional(),
});

const schema = z.strictObject({
  title: z.string().min(1).optional(),
  tagline: z.string().optional(),
  url: z.string().url().optional(),
  content: z.string().optional(),
  spec: z.string().optional(),
  outDir: z.string().optional(),
  cacheDir: z.string().optional(),
  templates: z.string().optional(),
  staticDir: z.string().optional(),
  navbar: z.strictObject({ links: z.array(link).optional() }).optional(),
  footer: z.strictObject({ links: z.array(link).optional(), copyright: z.string().optional() }).optional(),
  announcement: z.strictObject({ id: z.string().min(1), content: z.string() }).optional(),
  colorMode: z.strictObject({ defaultMode: z.enum(['light', 'dark']).optional(), disableSwitch: z.boolean().optional() }).optional(),
  toc: z
    .strictObject({ minHeadingLevel: z.number().int().min(2).max(6).optional(), maxHeadingLevel: z.number().int().min(2).max(6).optional() })
    .optional(),
  search: z.strictObject({ path: z.string().min(1).optional() }).optional(),
  onBrokenLinks: z.enum(['throw', 'warn', 'ignore']).optional(),
  mobileBreakpoint: z.number().int().positive().optional(),
  progressBarDelay: z.number().int().nonnegative().optional(),
  codeSampleLanguages: z.array(z.string()).optional(),
  publish: z
    .strictObject({ bucket: z.string().min(1).optional(), prefix: z.string().optional(), region: z.string().min(1).optional(), endpoint: z.string().url().optional() })
    .optional(),
});

export const DEFAULT_CODE_SAMPLE_LANGUAGES = ['javascript', 'php', 'csharp', 'curl', 'python', 'go', 'nodejs', 'ruby', 'java', 'powershell'];

/** Validates what the config file exported and fills every default; paths become absolute. */
export function resolveConfig(
  input: unknown,
  root: string,
  configFile?: string,
): { config?: ResolvedConfig; diagnostics: Diagnostic[] } {
  const parsed = schema.safeParse(input);
  if (!parsed.success) return { diagnostics: parsed.error.issues.flatMap((issue) => toDiagnostics(issue, configFile ?? root)) };
  const user: UserConfig = parsed.data;
  const at = (p: string) => path.resolve(root, p);
  const title = user.title ?? path.basename(root);
  const config: ResolvedConfig = {
    title,
    given: { title: user.title !== undefined, tagline: user.tagline !== undefined, copyright: user.footer?.copyright !== undefined },
    tagline: user.tagline ?? '',
    url: (user.url ?? 'http://localhost').replace(/\/+$/, ''),
    root,
    configFile,
    content: at(user.content ?? 'content'),
    spec: user.spec === undefined ? undefined : at(user.spec),
    outDir: at(user.outDir ?? 'build'),
    cacheDir: at(user.cacheDir ?? 'node_modules/.cache/docs'),
    templates: at(user.templates ?? 'templates'),
    staticDir: at(user.staticDir ?? 'static'),
    navbar: { links: user.navbar?.links ?? [{ label: 'Docs', to: '/docs/' }] },
    footer: { links: user.footer?.links ?? [], copyright: user.footer?.copyright ?? defaultCopyright(title) },
    announcement: user.announcement,
    colorMode: { defaultMode: user.colorMode?.defaultMode ?? 'light', disableSwitch: user.colorMode?.disableSwitch ?? false },
    toc: { minHeadingLevel: user.toc?.minHeadingLevel ?? 2, maxHeadingLevel: user.toc?.maxHeadingLevel ?? 3 },
    search: { path: user.search?.path ?? 'search' },
    onBrokenLinks: user.onBrokenLinks ?? 'throw',
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

function toDiagnostics(issue: z.core.$ZodIssue, file: string): Diagnostic[] {
  const parent = issue.path.join('.');
  if (issue.code === 'unrecognized_keys') {
    const known = Object.keys(shapeAt(issue.path));
    return issue.keys.map((key) =>
      createDiagnostic(
        'UnknownConfigKey',
        { key: parent ? `${parent}.${key}` : key, ...(known.length ? { suggestion: suggestionFor(key, known, parent) } : {}) },
        { file },
      ),
    );
  }
  return [createDiagnostic('InvalidConfigValue', { key: parent || '(root)', reason: issue.message }, { file })];
}

function suggestionFor(key: string, known: string[], parent: string): string {
  const best = closest(key, known);
  return parent ? `${parent}.${best}` : best;
}

function shapeAt(keyPath: readonly PropertyKey[]): Record<string, unknown> {
  let current: z.ZodType = schema;
  for (const key of keyPath) {
    if (typeof key !== 'string') continue;
    const inner = unwrap(current);
    const shape = (inner as unknown as { shape?: Record<string, z.ZodType> }).shape;
    if (!shape?.[key]) return {};
    current = shape[key];
  }
  return (unwrap(current) as unknown as { shape?: Record<string, unknown> }).shape ?? {};
}

function unwrap(type: z.ZodType): z.ZodType {
  let current = type as unknown as { unwrap?: () => z.ZodType; element?: z.ZodType };
  while (typeof current.unwrap === 'function' || current.element) {
    current = (current.element ?? current.unwrap!()) as unknown as typeof current;
  }
  return current as unknown as z.ZodType;
}

/** The footer's line when the config gives none. */
export function defaultCopyright(title: string): string {
  return `Copyright © ${new Date().getFullYear()} ${title}`;
}
