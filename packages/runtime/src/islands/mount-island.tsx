import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { IslandBoundary } from './IslandBoundary.js';

/**
 * Hydrates server-rendered island markup, inside the same error boundary the server rendered.
 * Returns what unmounts it, for when instant navigation takes the island off the page.
 */
export function mountIsland<P extends object>(element: HTMLElement, Inner: ComponentType<P>, props: P): () => void {
  const root = hydrateRoot(
    element,
    <IslandBoundary>
      <Inner {...props} />
    </IslandBoundary>,
  );
  return () => root.unmount();
}
