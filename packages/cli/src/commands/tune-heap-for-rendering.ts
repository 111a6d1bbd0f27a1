import { setFlagsFromString } from 'node:v8';

/**
 * Rendering pages keeps every core busy parsing Markdown, which allocates heavily, so V8's background
 * marking threads only compete with the renderers: on 2 cores they added a fifth to the CPU time of a
 * 2,000-page build and made it as much slower. Marking on the renderers' own threads costs less. The
 * setting holds for the whole process, the workers it starts after this included.
 */
export function tuneHeapForRendering(): void {
  setFlagsFromString('--no-concurrent-marking');
}
