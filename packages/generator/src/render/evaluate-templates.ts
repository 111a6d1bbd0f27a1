import { createRequire } from 'node:module';
import type { ComponentType } from 'react';
import type { PageProps } from '@docs/shared';

const requireFromGenerator = createRequire(import.meta.url);

/**
 * Runs the compiled templates (CommonJS) in this thread and returns their `Document` component, or
 * nothing when the entry exports none. React comes from the generator, so it is never loaded twice.
 */
export function evaluateTemplates(code: string): ComponentType<PageProps> | undefined {
  const module = { exports: {} as Record<string, unknown> };
  new Function('module', 'exports', 'require', code)(module, module.exports, requireFromGenerator);
  const Document = module.exports['Document'];
  return typeof Document === 'function' ? (Document as ComponentType<PageProps>) : undefined;
}
