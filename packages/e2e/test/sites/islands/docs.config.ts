// A site whose own templates place React islands on every page: one that counts clicks, one that
// crashes on demand. The e2e suite uses it to test hydration, the error boundary and the loader.
export default {
  title: 'Islands fixture',
  tagline: 'Interactive parts in static pages',
  url: 'https://islands.example',
  content: 'content',
  templates: 'templates',
  staticDir: 'static',
  navbar: { links: [] },
};
