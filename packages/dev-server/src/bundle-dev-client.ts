import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/** The browser side of `docs dev` (live reload, stylesheet swap, error overlay), bundled once per server. */
export async function bundleDevClient(): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(import.meta.resolve('@docs/runtime/dev-client'))],
    bundle: true,
    write: false,
    format: 'esm',
    target: 'es2022',
    minify: true,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}
