import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export interface RuntimeBundle {
  /** The deferred script every page loads: colour mode toggle and the mobile menu. */
  bootstrap: string;
  /** The inline <head> script that applies the colour mode before first paint. */
  headScript: string;
  /** Code-sample tabs (remembered language, copy buttons), loaded by API pages only. */
  codeSamples: string;
}

async function bundle(specifier: string, define: Record<string, string>): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(import.meta.resolve(specifier))],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    define,
    logLevel: 'silent',
  });
  return (result.outputFiles[0]?.text ?? '').trim();
}

/** Bundles the browser runtime with the site's settings compiled in. */
export async function bundleRuntime(settings: { defaultMode: 'light' | 'dark' }): Promise<RuntimeBundle> {
  const define = { __DEFAULT_COLOR_MODE__: JSON.stringify(settings.defaultMode) };
  const [bootstrap, headScript, codeSamples] = await Promise.all([
    bundle('@docs/runtime/bootstrap', define),
    bundle('@docs/runtime/head-script', define),
    bundle('@docs/runtime/code-samples', define),
  ]);
  return { bootstrap, headScript, codeSamples };
}
