/** Compiled in by the generator from the site's config. */
declare const __DEFAULT_COLOR_MODE__: 'light' | 'dark';
