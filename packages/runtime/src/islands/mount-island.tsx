import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { IslandBoundary } from './IslandBoundary.js';

/** Hydrates server-rendered island markup, inside the same error boundary the server rendered. */
export function mountIsland<P extends object>(element: HTMLElement, Inner: ComponentType<P>, props: P): void {
  hydrateRoot(
    element,
    <IslandBoundary>
      <Inner {...props} />
    </IslandBoundary>,
  );
}
