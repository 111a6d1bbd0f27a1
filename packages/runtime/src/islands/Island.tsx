import type { ComponentType } from 'react';
import { IslandBoundary } from './IslandBoundary.js';

/**
 * When the island's code is loaded and hydrated: on the reader's first interaction with it (the
 * default, which keeps React out of the initial page load), when it scrolls into view, when the
 * browser is idle, or at once.
 */
export type HydrateOn = 'interaction' | 'visible' | 'idle' | 'load';

export interface IslandProps<P> {
  /** The file name under `templates/islands/` (without extension) that exports the component. */
  name: string;
  component: ComponentType<P>;
  /** Serialised into the page as JSON, so they must be plain data. */
  props: P;
  hydrate?: HydrateOn;
}

/**
 * Renders an interactive component into the static page and marks it for hydration in the browser.
 * The markup is complete without JavaScript; the runtime loads the island's code only when needed.
 */
export function Island<P extends object>({ name, component: Inner, props, hydrate = 'interaction' }: IslandProps<P>) {
  return (
    <div className="island" data-island={name} data-hydrate={hydrate} data-props={JSON.stringify(props)}>
      <IslandBoundary>
        <Inner {...props} />
      </IslandBoundary>
    </div>
  );
}
