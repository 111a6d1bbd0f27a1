import { SourceMap } from 'node:module';
import path from 'node:path';
import type { SourceLocation } from '@docs/shared';

/** Lines `new Function` puts before the code it is given (`function anonymous(module,exports,require\n) {`). */
const FUNCTION_HEADER_LINES = 2;

/**
 * Finds where in the templates' sources an error they threw was thrown: the first frame of its stack
 * in the compiled templates (evaluated by `evaluateTemplates`), through the source map esbuild put at the
 * end of their code. `templatesDir` is the templates folder as messages name it. The map is read once,
 * at the first error.
 */
export function createTemplateErrorLocator(code: string, templatesDir: string): (error: unknown) => SourceLocation | undefined {
  let map: SourceMap | null | undefined;
  return (error) => {
    const frame = /<anonymous>:(\d+):(\d+)/.exec(String((error as Error)?.stack ?? ''));
    if (!frame) return undefined;
    map ??= readInlineMap(code);
    const entry = map?.findEntry(Number(frame[1]) - 1 - FUNCTION_HEADER_LINES, Number(frame[2]) - 1) as { originalSource?: string; originalLine?: number; originalColumn?: number } | undefined;
    if (!entry?.originalSource || entry.originalLine === undefined) return undefined;
    return { file: path.join(templatesDir, entry.originalSource), line: entry.originalLine + 1, column: (entry.originalColumn ?? 0) + 1 };
  };
}

function readInlineMap(code: string): SourceMap | null {
  const found = /\/\/# sourceMappingURL=data:application\/json;base64,([A-Za-z0-9+/=]+)\s*$/.exec(code);
  if (!found) return null;
  try {
    return new SourceMap(JSON.parse(Buffer.from(found[1]!, 'base64').toString('utf8')) as ConstructorParameters<typeof SourceMap>[0]);
  } catch {
    return null;
  }
}
