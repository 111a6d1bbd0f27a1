import path from 'node:path';
import type { Message } from 'esbuild';
import { createDiagnostic, type Diagnostic } from '@docs/shared';

/**
 * Turns an esbuild failure into TemplateCompileFailed diagnostics at the file and line esbuild names.
 * esbuild names files relative to its working directory (`esbuildDir`); messages use the site's `cwd`.
 */
export function esbuildDiagnostics(error: unknown, fallbackFile: string, cwd: string, esbuildDir = process.cwd()): Diagnostic[] {
  const messages = (error as { errors?: Message[] }).errors;
  if (!messages?.length) {
    return [createDiagnostic('TemplateCompileFailed', { reason: (error as Error).message }, { file: fallbackFile })];
  }
  return messages.map((message) =>
    createDiagnostic(
      'TemplateCompileFailed',
      { reason: message.text },
      message.location
        ? {
            file: path.relative(cwd, path.resolve(esbuildDir, message.location.file)),
            line: message.location.line,
            column: message.location.column + 1,
          }
        : { file: fallbackFile },
    ),
  );
}
