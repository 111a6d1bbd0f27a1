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

/**
 * Once `docs dev` serves, a save renders a page or two while the other cores idle, and the old
 * generation holds the whole site: marked on the server's thread, a full collection added 0.1 s to
 * the save it fell in (at 10,000 pages, one save in eight); marked beside it, 0.04 s. A later rebuild
 * that renders most pages again (a template changed) then shares the cores with the marking.
 */
export function tuneHeapForServing(): void {
  setFlagsFromString('--concurrent-marking');
}
