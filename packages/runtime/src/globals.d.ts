// Compiled in by the generator from the site's config.
declare const __DEFAULT_COLOR_MODE__: 'light' | 'dark';
declare const __ANNOUNCEMENT_ID__: string | null;
declare const __PROGRESS_BAR_DELAY__: number;

/** Made by the generator from `templates/islands/`: one lazily loaded chunk per island. */
declare module 'docs:islands' {
  export const islandLoaders: Record<string, () => Promise<{ default: (element: HTMLElement, props: object) => () => void }>>;
}
