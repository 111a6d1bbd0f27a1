import { SourceMap } from 'node:module';
import path from 'node:path';
import type { SourceLocation } from '@docs/shared';

/** Where compiled code runs from, as its stack frames name it, and what comes before the code there. */
export interface CompiledCodePlace {
  /** The frames of the compiled code: `<anonymous>` (evaluated by `new Function`), or the URL of the file it was imported from. */
  frame: string;
  /** Lines before the code where it runs (`new Function` puts two; a prologue of our own, its lines). */
  linesBefore: number;
  /** The folder the source map's sources are named from, as messages name it. */
  sourcesDir: string;
}

/**
 * Finds where in its sources an error thrown by compiled code was thrown (a template, the config): the
 * first frame of its stack in that code, through the source map esbuild put at the end of the code.
 * The map is read once, at the first error.
 */
export function createCompiledErrorLocator(code: string, place: CompiledCodePlace): (error: unknown) => SourceLocation | undefined {
  let map: SourceMap | null | undefined;
  return (error) => {
    const stack = String((error as Error)?.stack ?? '');
    const at = stack.indexOf(place.frame);
    const frame = at < 0 ? null : /^:(\d+):(\d+)/.exec(stack.slice(at + place.frame.length));
    if (!frame) return undefined;
    map ??= readInlineMap(code);
    const entry = map?.findEntry(Number(frame[1]) - 1 - place.linesBefore, Number(frame[2]) - 1) as { originalSource?: string; originalLine?: number; originalColumn?: number } | undefined;
    if (!entry?.originalSource || entry.originalLine === undefined) return undefined;
    return { file: path.join(place.sourcesDir, entry.originalSource), line: entry.originalLine + 1, column: (entry.originalColumn ?? 0) + 1 };
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
