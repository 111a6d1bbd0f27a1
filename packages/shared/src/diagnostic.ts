export type Severity = 'error' | 'warning';

/** Where a problem is: `file:line:column` for text, `file#/json/pointer` for the spec. */
export interface SourceLocation {
  file: string;
  line?: number;
  column?: number;
  pointer?: string;
}

export interface Diagnostic {
  code: DiagnosticCode;
  severity: Severity;
  message: string;
  hint?: string;
  location?: SourceLocation;
}

interface CatalogueEntry<P> {
  message: (params: P) => string;
  hint: (params: P) => string | undefined;
}

function entry<P>(message: (p: P) => string, hint: (p: P) => string | undefined): CatalogueEntry<P> {
  return { message, hint };
}

/**
 * What to do about a broken link written in the API description, which is often someone else's and
 * written for their own site.
 */
function descriptionLinkHint(link: string, policy: DescriptionLinkPolicy): string {
  if (/^#tag\/[^/]*\/(get|put|post|delete|options|head|patch|trace|query)\//i.test(link)) return "It reads as a link to Redocly's section of an operation, by its method and path, but the description has no operation of that method and path: fix it in the API description.";
  if (/^#(tag|operation)\//.test(link)) return "It reads as a link to Redoc's section of a tag or an operation, but the description has no tag or operationId of that name: fix it in the API description.";
  // A link to a place on the page itself leads nowhere else whatever the description was written for.
  if (link.startsWith('#')) {
    return policy === 'fails'
      ? "Fix it in the API description; if it names a place on the site the description was written for, set specLinks.onBroken to 'warn' in the config."
      : "Most likely a place on the site the description was written for. Fix it in the API description, or set specLinks.onBroken to 'ignore' in the config to leave such links unreported.";
  }
  return policy === 'fails'
    ? "Fix it in the API description; if the description was written for another site, set specLinks.base in the config to that site's URL (https://…), and its links lead there."
    : "Fix it in the API description, or set specLinks.base in the config to the URL (https://…) of the site it was written for, and its links lead there.";
}

/** Whether a broken link of the API description fails the build or is a warning. */
type DescriptionLinkPolicy = 'fails' | 'warns';

/** Every problem the tool reports, by permanent code. Messages say what and why; hints say what to do. */
export const diagnosticCatalogue = {
  BrokenLink: entry<{ link: string; readAs?: string; suggestion?: string; inDescription?: DescriptionLinkPolicy }>(
    (p) => `Link to ${p.link}${p.readAs ? ` (read as ${p.readAs})` : ''} does not match any page or file of the site`,
    (p) => (p.suggestion ? `Did you mean ${p.suggestion}?` : p.inDescription ? descriptionLinkHint(p.link, p.inDescription) : 'Fix the path, or remove the link.'),
  ),
  BrokenAnchor: entry<{ link: string; readAs?: string; page: string; suggestion?: string; inDescription?: DescriptionLinkPolicy }>(
    (p) => `Link to ${p.link}${p.readAs ? ` (read as ${p.readAs})` : ''} has no anchor: ${p.page} has no heading or element with that id`,
    (p) => (p.suggestion ? `Did you mean ${p.suggestion}?` : p.inDescription ? descriptionLinkHint(p.link, p.inDescription) : `Link to a heading that exists on ${p.page}.`),
  ),
  InvalidFrontMatter: entry<{ reason: string; fix?: string }>(
    (p) => `Front matter is not valid YAML: ${p.reason}`,
    (p) => p.fix ?? 'Front matter is the YAML between the two `---` lines at the top of the file; fix its syntax.',
  ),
  UnclosedFrontMatter: entry<Record<string, never>>(
    () => 'Front matter opened with `---` on the first line is never closed',
    () => 'End the front matter with a line of `---`. If the page starts with a horizontal rule instead, put a blank line above it.',
  ),
  InvalidCategoryFile: entry<{ reason: string; fix: string }>(
    (p) => `This category file is invalid: ${p.reason}`,
    (p) => p.fix,
  ),
  CategoryFileTwice: entry<{ folder: string }>(
    (p) => `${p.folder} has a category file besides this one; only the first, _category_.json, is read`,
    () => 'Keep one category file in the folder: _category_.json or _category_.yml.',
  ),
  UnusedCategoryKey: entry<{ key: string }>(
    (p) => `"${p.key}" in _category_.json is not used by this generator; it is ignored`,
    () => 'A category takes "label" and "position"; remove the key, or keep it if another tool reads this file.',
  ),
  MisspelledFrontMatterField: entry<{ field: string; meant: string }>(
    (p) => `Front matter "${p.field}" is no field this site reads; it is ignored`,
    (p) => `Did you mean "${p.meant}"? Write it so, or remove the key if another tool reads it.`,
  ),
  InvalidFrontMatterField: entry<{ field: string; expected: string }>(
    (p) => `Front matter field "${p.field}" must be ${p.expected}`,
    (p) => `Change "${p.field}" to ${p.expected}, or remove it.`,
  ),
  ApiReferenceWithoutApi: entry<{ version?: string }>(
    (p) =>
      p.version
        ? `"api_reference: true" has no effect: docs version ${p.version} has no API description of its own, so there is no API reference to list this page in`
        : '"api_reference: true" has no effect: the site has no API description, so there is no API reference to list this page in',
    (p) =>
      p.version
        ? `A frozen version's description is read from versions/${p.version}/ beside the latest's, named like it: put back the one ${p.version} was frozen with, or remove "api_reference" from the front matter.`
        : 'Set `spec` in the config to the OpenAPI description, or remove "api_reference" from the front matter.',
  ),
  SidebarLabelClash: entry<{ label: string }>(
    (p) => `The sidebar shows "${p.label}" twice, for this guide and for the API reference's group of operations; readers cannot tell which is which`,
    (p) => `Give the guide a "sidebar_label" that says what it explains (for example "${p.label} explained"), or its folder's _category_.json another "label".`,
  ),
  InvalidVersionsFile: entry<{ reason: string }>(
    (p) => `The docs versions file is not valid: ${p.reason}`,
    () => 'It is a JSON list, newest first, of { "name", "label", "status" }: exactly one "current" (the first, the docs in docs/), then each frozen version ("maintained" or "unmaintained") with its folder beside the file. `docs version NAME` writes it.',
  ),
  VersionNotListed: entry<{ name: string }>(
    (p) => `The folder versions/${p.name} of the content folder is not a version the versions file lists, so it is not built`,
    (p) => `Add { "name": "${p.name}", "label": "${p.name}", "status": "maintained" } to the versions file, or move the folder out of versions/.`,
  ),
  InvalidVersionName: entry<{ name: string; reason: string }>(
    (p) => `No version was made: "${p.name}" ${p.reason}`,
    () => 'Choose another name: one path segment of up to 64 letters, digits, ".", "_" or "-", starting with a letter or a digit (such as v1 or 2.0), that no version and no docs folder has.',
  ),
  VersionNotMade: entry<{ reason: string }>(
    (p) => `No version was made: ${p.reason}`,
    () => 'Nothing was changed. Fix the problem and run the command again.',
  ),
  PageOutsideVersion: entry<{ path: string; version: string; frozen: boolean }>(
    (p) =>
      p.frozen
        ? `This page of the frozen version ${p.version} would be served at ${p.path}, outside /docs/${p.version}/ where its version is`
        : `This page would be served at ${p.path}, where the frozen version ${p.version} is served`,
    (p) => (p.frozen ? `Give it a slug below /docs/ (it is then served below /docs/${p.version}/), or none.` : `Move it, or give it another slug: /docs/${p.version}/ belongs to the version ${p.version}.`),
  ),
  VersionSpecMissing: entry<{ version: string; file: string }>(
    (p) => `The frozen version ${p.version} has a description folder but no ${p.file}, so it is built without API pages`,
    (p) => `Its description is read from ${p.file}, named like the latest's: rename the frozen file to match, or remove the folder if ${p.version} has no API reference.`,
  ),
  DuplicateRoute: entry<{ path: string; first: string; second: string; otherPath?: string }>(
    (p) =>
      p.otherPath
        ? `The pages ${p.otherPath} (${p.first}) and ${p.path} (${p.second}) differ only in case: on most file systems and hosts they are one file`
        : `Two sources produce the page ${p.path}: ${p.first} and ${p.second}`,
    () => 'Each URL has one source: rename one of the files, or give one another `slug` in its front matter.',
  ),
  BrokenSymlink: entry<{ target: string; loops: boolean }>(
    (p) => `This is a symbolic link to ${p.target || 'a file'}, which ${p.loops ? 'leads back to itself through links' : 'does not exist'}, so the site does not have it`,
    () => 'Point the link at a file or folder that exists, or remove the link.',
  ),
  IdTakenByTemplates: entry<{ id: string; heading?: string }>(
    (p) => `${p.heading ? `The heading "${p.heading}"` : 'An element of the page'} has the id ${p.id}, which an element of the templates around it has too: links to #${p.id} lead there`,
    (p) => (p.heading ? `Give the heading an id of its own: "## ${p.heading} {#${p.id}-section}".` : `Give the element another id than ${p.id}.`),
  ),
  DuplicateOutputFile: entry<{ path: string; first: string; second: string }>(
    (p) => `Two sources write the file ${p.path} of the site: ${p.first} and ${p.second}`,
    () => 'Each file of the site has one source: rename or remove one of them.',
  ),
  OutputFileAgainstFolder: entry<{ file: string; first: string; path: string; second: string }>(
    (p) => `The site would hold a file ${p.file} (${p.first}) and a folder of that name, for ${p.path} (${p.second})`,
    () => 'A path of the site is a file or a folder, not both: rename or remove one of them.',
  ),
  NavigationTargetMissing: entry<{ label: string; link: string }>(
    (p) => `Navigation link "${p.label}" points to ${p.link}, which this content does not have; it was left out`,
    () => 'Expected when building other content with this config; otherwise add the page or fix the link.',
  ),
  UnknownConfigKey: entry<{ key: string; suggestion?: string }>(
    (p) => `Unknown config key "${p.key}"`,
    (p) => (p.suggestion ? `Did you mean "${p.suggestion}"?` : 'Remove the key; see the README for the settings.'),
  ),
  InvalidConfigValue: entry<{ key: string; reason: string }>(
    (p) => `Config key "${p.key}" is invalid: ${p.reason}`,
    () => 'Fix the value in the config file.',
  ),
  ConfigLoadFailed: entry<{ reason: string }>(
    (p) => `The config file could not be loaded: ${p.reason}`,
    () => 'Check that the file exists, compiles, and has a default export made with defineConfig().',
  ),
  CacheFolderRefused: entry<{ dir: string; reason: string }>(
    (p) => `The build cache was not used: ${p.dir} ${p.reason}`,
    (p) =>
      p.reason.startsWith('cannot be written')
        ? 'Give this user write access to it (a build run as another user may have made it), or point cacheDir (or --cache-dir) at another folder.'
        : 'Point cacheDir (or --cache-dir) at a folder of its own, such as node_modules/.cache/docs (the default).',
  ),
  CacheUnreadable: entry<{ count: number }>(
    (p) => `${p.count} ${p.count === 1 ? 'entry' : 'entries'} of the build cache could not be read (truncated or corrupted) and ${p.count === 1 ? 'was' : 'were'} made again`,
    () => 'Nothing to do: the build is whole, and the entries are written again. If it happens every time, delete the cache folder or build with --no-cache.',
  ),
  CacheManifestRewritten: entry<{ dir: string }>(
    (p) => `The build cache's manifest in ${p.dir} could not be read (truncated or corrupted), and was written again`,
    () => 'Nothing to do: each entry of the cache is checked as it is read, and those this build cannot use are made again.',
  ),
  CacheFromOtherVersion: entry<{ dir: string }>(
    (p) => `The build cache in ${p.dir} was made by another version of the generator, so every page was rendered again`,
    () => 'Nothing to do: the cache now holds this version\'s pages, and the next build uses them.',
  ),
  InvalidFlagValue: entry<{ flag: string; expected: string; value: string }>(
    (p) => `${p.flag} takes ${p.expected}, not ${JSON.stringify(p.value)}`,
    () => 'Give it in decimal digits only (such as 2).',
  ),
  FlagWithoutValue: entry<{ flag: string }>(
    (p) => `${p.flag} was given an empty value`,
    (p) => `Give ${p.flag} a path, or leave it out to use the config's (in CI, check that the variable it is given is set).`,
  ),
  NoSiteHere: entry<{ dir: string }>(
    (p) => `${p.dir} is no docs site: it has no config (docs.config.ts, .mts, .js or .mjs) and no content folder`,
    () => "Run docs in the site's folder (the one with docs.config.ts), or give its config with --config.",
  ),
  ContentNotFound: entry<{ dir: string; isFile?: boolean }>(
    (p) => (p.isFile ? `Content folder ${p.dir} is a file, not the folder of Markdown pages` : `Content folder ${p.dir} does not exist`),
    (p) => (p.isFile ? 'Pass the folder that holds the pages with --content (such as content), not one of its files.' : 'Create it, or pass the right folder with --content.'),
  ),
  SpecNotFound: entry<{ file: string }>(
    (p) => `API description ${p.file} does not exist`,
    () => 'Pass the right file with --spec, or set `spec` in the config.',
  ),
  InvalidSpec: entry<{ reason: string; lenient?: boolean }>(
    (p) => `The API description is invalid: ${p.reason}`,
    // A build that is already lenient gains nothing from being told about --lenient.
    (p) => (p.lenient ? 'Fix the description at this JSON pointer.' : 'Fix the description at this JSON pointer (or build with --lenient to render it anyway).'),
  ),
  SpecSyntaxError: entry<{ format: 'JSON' | 'YAML'; reason: string; fix: string }>(
    (p) => `This file of the API description is not valid ${p.format}: ${p.reason}`,
    (p) => p.fix,
  ),
  UnresolvedRef: entry<{ ref: string; target: string; pointer: string; reason: 'no-file' | 'no-pointer' | 'outside' | 'url'; folder?: string; lenient: boolean }>(
    (p) =>
      p.reason === 'no-file' ? `$ref "${p.ref}" cannot be resolved: there is no file ${p.target}`
      : p.reason === 'no-pointer' ? `$ref "${p.ref}" cannot be resolved: ${p.target} has nothing at ${p.pointer}`
      : p.reason === 'url' ? `$ref "${p.ref}" is not read: the build fetches no URL`
      : `$ref "${p.ref}" is not read: ${p.target} is not a file inside ${p.folder ?? "the description's folder"}`,
    (p) =>
      `${
        p.reason === 'no-file' ? 'Correct the file name, or create the file'
        : p.reason === 'no-pointer' ? 'Correct the pointer, or add what it names'
        : `Copy what it names into ${p.folder ?? "the description's folder"}, and refer to it by a relative path`
      }` +
      (p.lenient ? '; until then the reference is shown as unresolved.' : ' (or build with --lenient to render the rest of the description without it).'),
  ),
  LiteralRefInValue: entry<{ ref: string; reason: 'no-file' | 'no-pointer' | 'outside' | 'url'; target: string }>(
    (p) =>
      `$ref "${p.ref}" is inside a value (an example, a default or an extension) and names ${p.reason === 'url' ? 'a URL, which the build does not fetch' : p.reason === 'outside' ? `${p.target}, outside the description's folder` : p.reason === 'no-file' ? `${p.target}, which does not exist` : 'nothing in its file'}; the value is shown with the $ref as written`,
    () => 'Nothing to do if the $ref is part of the value (a JSON Schema given as an example); if it should bring in another value, correct it.',
  ),
  DuplicateKey: entry<{ key: string; firstLine: number }>(
    (p) => `"${p.key}" is written twice in this object (first on line ${p.firstLine}); JSON keeps this one, so what the first holds is not in the docs`,
    () => 'Merge the two into one, or remove the one you do not mean.',
  ),
  DuplicateOperationId: entry<{ operationId: string; first: string; second: string; lenient: boolean }>(
    (p) => `operationId "${p.operationId}" is used by two operations, ${p.first} and ${p.second}; it must be unique in the description`,
    (p) =>
      `Give one of them another operationId${p.lenient ? '; until then each still gets its own page.' : ' (or build with --lenient to give each its own page anyway).'}`,
  ),
  FileNotUsable: entry<{ path: string; doing: 'read' | 'written'; reason: string }>(
    (p) => `${p.path} could not be ${p.doing}: ${p.reason}`,
    (p) =>
      p.doing === 'read'
        ? 'Check that you may read it (its permissions, its owner), or move it out of the site\'s folders.'
        : 'Choose an output folder you may write files in (--out), or shorten a name too long for the file system (a slug, a tag, an operationId); nothing of the output was changed.',
  ),
  OutputFolderNotWritable: entry<{ dir: string; why: 'lock' | 'files' }>(
    (p) =>
      p.why === 'lock'
        ? `${p.dir} cannot be written by you, and the build writes its lock and staging folder there, beside the output folder`
        : `${p.dir} cannot be written by you, so the output could not be updated; it was left as it was`,
    (p) =>
      p.why === 'lock'
        ? `Make ${p.dir} writable by you (check its owner and permissions), or choose an output folder inside a folder of yours (--out).`
        : 'A folder another user made (a build run with sudo) or a read-only disk: fix its owner or permissions, or remove the output folder and build again.',
  ),
  PathParameterNotInPath: entry<{ name: string; path: string; named: string }>(
    (p) => `Path parameter "${p.name}" is not in the path ${p.path}, so the page documents a value no URL of it takes`,
    (p) => (p.named ? `Name it as the path does (${p.named}), or remove it.` : 'Remove it, or add {' + p.name + '} to the path where its value goes.'),
  ),
  PathParameterUndeclared: entry<{ name: string; path: string }>(
    (p) => `The path ${p.path} names {${p.name}}, but no path parameter "${p.name}" is declared for this operation, so it goes undocumented`,
    (p) => `Add a parameter with name: ${p.name}, in: path and required: true (on the path item, to serve all its operations).`,
  ),
  SpecLoadFailed: entry<{ reason: string }>(
    (p) => `The API description could not be read: ${p.reason}`,
    () => 'Check that the file holds an OpenAPI description, and that every file and URL its $refs name can be read.',
  ),
  SiteUrlMissing: entry<{ shown: string }>(
    (p) => `The config gives no url: the sitemap, robots.txt and the pages' canonical and social links name ${p.shown}`,
    () => 'Set url in the config to the address the site is published at (https://docs.example.com), so that search engines and shared links find it.',
  ),
  CacheDirUnused: entry<{ dir: string }>(
    (p) => `--cache-dir ${p.dir} is not used: --no-cache neither reads nor writes a build cache`,
    () => 'Give one of the two: --no-cache for a build from nothing, or --cache-dir for where the cache is.',
  ),
  TemplatesNotFound: entry<{ dir: string; entry: string }>(
    (p) => `There are no templates: ${p.dir} ${p.entry ? `has no ${p.entry}` : 'does not exist'}`,
    () => 'Run docs in the site\'s folder (the one with docs.config.ts), or give --config; a config names its templates folder with templates.',
  ),
  TemplateCompileFailed: entry<{ reason: string }>(
    (p) => `The templates do not compile: ${p.reason}`,
    () => 'Fix the template at this location.',
  ),
  PagesHung: entry<{ paths: string; seconds: number }>(
    (p) => `Rendering ${p.paths} did not end in ${p.seconds} s, and was stopped: something the site runs there never ends`,
    () => 'Look for a loop that never ends in the templates these pages use. (On a machine far slower than any usual one, set DOCS_HANG_SECONDS to more seconds.)',
  ),
  TemplateRenderFailed: entry<{ path: string; reason: string }>(
    (p) => `The template threw while rendering ${p.path}: ${p.reason}`,
    () => 'Fix the template, or the data of this page that it cannot handle.',
  ),
  UnsafeLink: entry<{ what: string }>(
    (p) => `This page has ${p.what}, which would run script or open a document of its own in a reader's browser`,
    () => 'Link to pages and files of the site, or to http(s) or mailto: addresses; a data: URL is only allowed for an image.',
  ),
  UnsafeHtml: entry<{ what: string }>(
    (p) => `This page has ${p.what}, which would run script in a reader's browser`,
    () => 'Remove it. Interactive parts of a page belong in a React island (templates/islands/), which the site loads under its Content-Security-Policy.',
  ),
  ScriptInFile: entry<{ what: string }>(
    (p) => `This file has ${p.what}: a reader who opens it, or a page that frames it, runs it as the site's own`,
    () => 'Remove it if it is not meant to run (an SVG exported with a script, a page saved from elsewhere); a file of the site is served without the pages\' Content-Security-Policy.',
  ),
  UnsafeAnnouncement: entry<{ what: string }>(
    (p) => `The announcement in the config has ${p.what}, which would run script in a reader's browser on every page`,
    () => 'Remove it: the announcement is shown as it is written, and may hold links and formatting only.',
  ),
  HtmlLeftOpen: entry<{ where: string }>(
    (p) => `The HTML written in ${p.where} leaves an attribute's quotes, a comment or an element such as <textarea> or <noscript> open at its end, which would take in the rest of the page (its navigation, its footer, its scripts)`,
    () => 'Close what the HTML opens: the quote of each attribute, each <!-- comment -->, and each <textarea>, <noscript>, <xmp>, <iframe>, <template> or <select>.',
  ),
  MdxNotRead: entry<{ what: string }>(
    (p) => `This page is written for MDX (${p.what}), which is not read here: the page shows it as it is written`,
    () => 'Write in Markdown what it did (an admonition for a callout, a code block per language for tabs, <!-- --> for a comment) and remove the import, or make the component a React island (templates/islands/).',
  ),
  IdRepeated: entry<{ id: string }>(
    (p) => `The id "${p.id}" is given a second time here: links to #${p.id} lead to its first place on the page`,
    () => 'Give this one an id of its own ({#another-id} after a heading, or another id attribute).',
  ),
  UnknownContainer: entry<{ name: string; known: string }>(
    (p) => `:::${p.name} is no kind of box this site has, so its text shows without one (and its title as a paragraph)`,
    (p) => `Use one of ${p.known}; a title goes in brackets (:::tip[Title]) or after a space (:::tip Title).`,
  ),
  ScriptRemoved: entry<Record<string, never>>(
    () => 'This page has a <script> block, which was left out of the page: the site runs no script written in its pages',
    () => 'Remove it from the Markdown (a component script from another tool does nothing here). Interactive parts belong in a React island (templates/islands/).',
  ),
  StyleIgnored: entry<Record<string, never>>(
    () => "This page has a <style> element, whose rules browsers do not apply: the site's Content-Security-Policy allows only its own stylesheet",
    () => "Move the rules into the templates' stylesheet (templates/styles/) and give the elements a class; a style attribute on one element works.",
  ),
  NestingTooDeep: entry<{ what: string; depth: number; limit: number }>(
    (p) => `${p.what.charAt(0).toUpperCase()}${p.what.slice(1)} are nested ${p.depth} levels deep here; the limit is ${p.limit}`,
    () => 'Flatten the structure: split the list or the quote, or use headings. Nothing readable nests this deep, and parsing it would take minutes.',
  ),
  MarkdownTooCostly: entry<{ what: string; count: number; limit: number }>(
    (p) => `This page holds ${p.count.toLocaleString('en-US')} ${p.what} by here; the limit is ${p.limit.toLocaleString('en-US')}`,
    (p) =>
      p.what === 'characters'
        ? 'Split the page into pages a reader can read, or publish the text as a file (in the static folder) and link to it. Rendering this much would take minutes.'
        : p.what === 'footnotes'
        ? 'Put the notes in the text, or split the page. Rendering this many footnotes would take minutes.'
        : 'Split the table across pages, or publish its data as a file (a CSV in the static folder) and link to it. Rendering this many cells would take minutes and gigabytes of memory.',
  ),
  UnreachablePagePath: entry<{ path: string; from: 'slug' | 'file name' }>(
    (p) => `This page's URL ${p.path} holds a backslash, which browsers read as a slash: no link reaches it`,
    (p) => (p.from === 'slug' ? 'Write the slug with / between folders, and no backslash.' : 'Rename the file or its folder without a backslash.'),
  ),
  UnwritablePagePath: entry<{ reason: string; from: 'slug' | 'file name' }>(
    (p) => `This page's URL ${p.reason}, so its file cannot be written`,
    (p) => (p.from === 'slug' ? 'Shorten the slug, and write it with letters, digits, - and / only.' : 'Rename the file (or its folder) to a shorter name without control characters, or give the page a slug.'),
  ),
  EmphasisTooDense: entry<{ what: string; count: number; limit: number }>(
    (p) => (p.what === 'emphasis markers' ? `This paragraph holds ${p.count} emphasis markers (* and _) by here; the limit is ${p.limit}` : `A run of ${p.count} * or _ starts here; the limit is ${p.limit}`),
    () => 'Escape the ones that mean no emphasis (\\* and \\_), put them in `code`, or split the paragraph. Parsing this many would take minutes.',
  ),
  SourceChangedDuringBuild: entry<Record<string, never>>(
    () => 'This page was saved while the build was reading it: its body shows the newer text, its title in the navigation and search may still show the older',
    () => 'Build again once it is saved; the build cache keeps neither version of this page from this build.',
  ),
  NotUtf8: entry<Record<string, never>>(
    () => 'This file is not UTF-8 text: its characters would show garbled',
    () => 'Save the file as UTF-8 (the encoding menu of most editors has it), then build again.',
  ),
  MarkdownFailed: entry<{ reason: string }>(
    (p) => `This Markdown file could not be rendered: ${p.reason}`,
    () => 'Check the syntax near this location.',
  ),
  UnsafeOutputFolder: entry<{ dir: string; reason: string }>(
    (p) => `Refusing to write the site into ${p.dir}: ${p.reason}`,
    () => 'The build replaces its output folder whole. Choose a folder of its own, such as build/ (--out or outDir in the config).',
  ),
  OutputFolderNotOwned: entry<{ dir: string; names?: readonly string[] }>(
    (p) => `Refusing to replace ${p.dir}: it holds files that docs build did not write${p.names?.length ? ` (${p.names.slice(0, 5).join(', ')}${p.names.length > 5 ? ', …' : ''})` : ''}`,
    (p) => `The build replaces its output folder whole. Choose an empty or new folder, or pass --force to replace ${p.dir} and everything in it.`,
  ),
  OutputFilesNotOwned: entry<{ dir: string; files: readonly string[] }>(
    (p) => `Refusing to update ${p.dir}: it holds ${p.files.length === 1 ? 'a file' : `${p.files.length} files`} that docs build did not write (${p.files.slice(0, 5).join(', ')}${p.files.length > 5 ? ', …' : ''})`,
    (p) => `The build removes from its output folder what it did not make. Move ${p.files.length === 1 ? 'it' : 'them'} out of ${p.dir} (to static/ for a file the site should publish), or pass --force to remove ${p.files.length === 1 ? 'it' : 'them'}.`,
  ),
  OutputFolderBusy: entry<{ dir: string; pid: number; host: string }>(
    (p) => `Another docs build (process ${p.pid} on ${p.host}) is writing ${p.dir}`,
    () => 'Wait for it to finish, or build into another folder (--out). A lock its build left when it was stopped is taken over by the next build.',
  ),
  BuildCrashed: entry<{ reason: string }>(
    (p) => `The build stopped on an internal error: ${p.reason}`,
    () => 'This is a bug in the generator, not in your files; the last good build is still served. Please report it with the stack trace printed by --verbose.',
  ),
} as const;

export type DiagnosticCode = keyof typeof diagnosticCatalogue;
type ParamsOf<C extends DiagnosticCode> = Parameters<(typeof diagnosticCatalogue)[C]['message']>[0];

/** Builds a diagnostic from its catalogue entry. */
export function createDiagnostic<C extends DiagnosticCode>(
  code: C,
  params: ParamsOf<C>,
  location?: SourceLocation,
  severity: Severity = 'error',
): Diagnostic {
  const item = diagnosticCatalogue[code] as CatalogueEntry<ParamsOf<C>>;
  const hint = item.hint(params);
  return {
    code,
    severity,
    message: item.message(params),
    ...(hint ? { hint } : {}),
    ...(location ? { location } : {}),
  };
}

/**
 * `file:line:col`, `file#/pointer`, or both (`file:line:col#/pointer`): editors and terminals follow the
 * line and column, and the pointer still names the place in the description's structure.
 */
export function formatLocation(location: SourceLocation): string {
  const position = location.line === undefined ? '' : `:${location.line}:${location.column ?? 1}`;
  const pointer = location.pointer === undefined ? '' : `#${location.pointer}`;
  return `${location.file}${position}${pointer}`;
}

export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === 'error');
}
