import path from 'node:path';
import { existsSync } from 'node:fs';
import { ESBUILD_VERSION, loadEsbuild } from '../load-esbuild.js';
import type { ArtifactCache } from '../cache/artifact-cache.js';
import { fileDigest } from '../cache/digest.js';
import { generatorFingerprint } from '../cache/generator-fingerprint.js';
import { esbuildDiagnostics } from './esbuild-diagnostics.js';
import { evaluateTemplates } from './evaluate-templates.js';
import type { ComponentType } from 'react';
import { createDiagnostic, type Diagnostic, type PageProps } from '@docs/shared';

/** What a templates folder provides: the component that renders a whole HTML document, and its CSS. */
export interface Templates {
  /** Made when first asked for (it loads React): a build that takes every page from its cache never is. */
  readonly Document: ComponentType<PageProps>;
  css: string;
  /** The compiled templates, for a worker thread to evaluate for itself. */
  code: string;
}

const ENTRY_NAMES = ['index.tsx', 'index.ts', 'index.jsx', 'index.js'];
/** Where esbuild is told the compiled templates go: nowhere, as nothing is written; paths in its output are relative to it. */
const OUT_DIR = '/templates-out';

/**
 * Compiles the templates folder with esbuild and evaluates it in this process, so that every build
 * (and every rebuild of `docs dev`) uses the templates as they are on disk now. React is shared with
 * the generator, never bundled twice.
 */
export async function loadTemplates(dir: string, cwd: string = process.cwd(), cache?: ArtifactCache): Promise<{ templates?: Templates; diagnostics: Diagnostic[] }> {
  const entry = ENTRY_NAMES.map((name) => path.join(dir, name)).find((file) => existsSync(file));
  if (!entry) {
    // Most often a command run outside the site's folder, which then has no config and looks for ./templates.
    const shown = path.relative(cwd, dir) || dir;
    return { diagnostics: [createDiagnostic('TemplatesNotFound', { dir: shown, entry: existsSync(dir) ? ENTRY_NAMES[0]! : '' }, { file: shown })] };
  }
  try {
    // Whether the entry exports a Document is found by running the templates once, when they are compiled.
    let Document: ComponentType<PageProps> | undefined;
    const compile = async () => {
      const compiled = await compileTemplates(dir, entry);
      Document = evaluateTemplates(compiled.value.code);
      return { ...compiled, value: { ...compiled.value, exportsDocument: Document !== undefined } };
    };
    const { code: js, css, exportsDocument } = cache
      ? await cache.reuse(fileDigest('templates', generatorFingerprint(), ESBUILD_VERSION, cache.relative(entry)), compile)
      : (await compile()).value;
    // An entry kept by a build that did not record it (a run from the sources shares their keys) is run now.
    if (exportsDocument === undefined) Document = evaluateTemplates(js);
    if (!(exportsDocument ?? Document !== undefined)) {
      return {
        diagnostics: [createDiagnostic('TemplateCompileFailed', { reason: 'the entry does not export a `Document` component' }, { file: path.relative(cwd, entry) })],
      };
    }
    const templates: Templates = {
      get Document() {
        return (Document ??= evaluateTemplates(js)!);
      },
      css,
      code: js,
    };
    return { templates, diagnostics: [] };
  } catch (error) {
    return { diagnostics: esbuildDiagnostics(error, path.relative(cwd, entry), cwd, dir) };
  }
}

/**
 * The code with its source map at its end, the map's sources named relative to the templates folder
 * (esbuild names them from the output folder, which would put this checkout's path in the code and so
 * in the build cache's keys) and without their text.
 */
function withInlineMap(code: string, mapText: string, dir: string): string {
  const map = JSON.parse(mapText) as { sources: string[] };
  map.sources = map.sources.map((source) => path.relative(dir, path.resolve(OUT_DIR, source)).split(path.sep).join('/'));
  const inline = `//# sourceMappingURL=data:application/json;base64,${Buffer.from(JSON.stringify(map)).toString('base64')}`;
  return /\/\/# sourceMappingURL=\S+\s*$/.test(code) ? code.replace(/\/\/# sourceMappingURL=\S+\s*$/, inline) : `${code}\n${inline}\n`;
}

/** The templates compiled (server code and minified stylesheet), with the files they were compiled from. */
async function compileTemplates(dir: string, entry: string): Promise<{ value: { code: string; css: string }; inputs: string[] }> {
  const result = await loadEsbuild().build({
    // Paths in the compiled code are then relative to the templates, not to where the build runs, so
    // the code (and the build cache's keys, which include it) is the same from any folder or checkout.
    absWorkingDir: dir,
    entryPoints: { templates: entry },
    bundle: true,
    write: false,
    metafile: true,
    outdir: OUT_DIR,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    jsx: 'automatic',
    external: ['react', 'react/*', 'react-dom', 'react-dom/*', '@docs/shared'],
    loader: { '.svg': 'text' },
    logLevel: 'silent',
    minifyWhitespace: false,
    // A template that throws is then reported at its own file and line (`createCompiledErrorLocator`).
    sourcemap: 'external',
    sourcesContent: false,
  });
  const compiled = result.outputFiles.find((file) => file.path.endsWith('.js'))?.text ?? '';
  const map = result.outputFiles.find((file) => file.path.endsWith('.js.map'))?.text;
  const code = map ? withInlineMap(compiled, map, dir) : compiled;
  const bundledCss = result.outputFiles.find((file) => file.path.endsWith('.css'))?.text ?? '';
  // The stylesheet ships to every reader: minify it (the server-side JavaScript stays readable for stack traces).
  const css = bundledCss ? (await loadEsbuild().transform(bundledCss, { loader: 'css', minify: true, target: ['chrome105', 'firefox121', 'safari16'] })).code : '';
  return { value: { code, css }, inputs: Object.keys(result.metafile.inputs).map((input) => path.resolve(dir, input)) };
}
