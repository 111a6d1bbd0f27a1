import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadEsbuild } from '../load-esbuild.js';
import { createDiagnostic, type Diagnostic, type ResolvedConfig } from '@docs/shared';
import { resolveConfig } from './resolve-config.js';

export const CONFIG_FILE_NAMES = ['docs.config.ts', 'docs.config.mts', 'docs.config.js', 'docs.config.mjs'];

/**
 * Loads `docs.config.ts` (or the given file): compiles it with esbuild into one self-contained module,
 * imports it, and validates its default export. Without a config file, a site with defaults is built.
 */
export async function loadConfig(options: { configFile?: string; cwd?: string } = {}): Promise<{
  config?: ResolvedConfig;
  diagnostics: Diagnostic[];
}> {
  const cwd = options.cwd ?? process.cwd();
  const file = options.configFile
    ? path.resolve(cwd, options.configFile)
    : CONFIG_FILE_NAMES.map((name) => path.join(cwd, name)).find((candidate) => existsSync(candidate));
  const display = file ? path.relative(cwd, file) || file : cwd;
  if (!file) return resolveConfig({}, cwd);
  if (!existsSync(file)) {
    return { diagnostics: [createDiagnostic('ConfigLoadFailed', { reason: `${display} does not exist` }, { file: display })] };
  }
  let exported: unknown;
  try {
    const result = await loadEsbuild().build({
      entryPoints: [file],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      logLevel: 'silent',
    });
    const code = result.outputFiles[0]?.text ?? '';
    const module = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as { default?: unknown };
    exported = module.default;
  } catch (error) {
    const first = (error as { errors?: { text: string; location?: { line: number; column: number } }[] }).errors?.[0];
    return {
      diagnostics: [
        createDiagnostic(
          'ConfigLoadFailed',
          { reason: first?.text ?? (error as Error).message },
          { file: display, ...(first?.location ? { line: first.location.line, column: first.location.column + 1 } : {}) },
        ),
      ],
    };
  }
  if (exported === undefined) {
    return { diagnostics: [createDiagnostic('ConfigLoadFailed', { reason: 'it has no default export' }, { file: display })] };
  }
  return resolveConfig(exported, path.dirname(file), display);
}
