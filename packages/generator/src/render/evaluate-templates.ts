import { createRequire } from 'node:module';
import type { ComponentType } from 'react';
import type { PageProps } from '@docs/shared';
import { noteActivity } from '../guard/watch-for-hangs.js';

const requireFromGenerator = createRequire(import.meta.url);

/**
 * Runs the compiled templates (CommonJS) in this thread and returns their `Document` component, or
 * nothing when the entry exports none. React comes from the generator, so it is never loaded twice.
 */
export function evaluateTemplates(code: string): ComponentType<PageProps> | undefined {
  const module = { exports: {} as Record<string, unknown> };
  noteActivity("running the templates' code");
  new Function('module', 'exports', 'require', code)(module, module.exports, requireFromGenerator);
  noteActivity('');
  const Document = module.exports['Document'];
  return typeof Document === 'function' ? (Document as ComponentType<PageProps>) : undefined;
}
