// A small site built with the repository's own templates, whose pages hold text that looks like
// markup: the e2e suite checks that search shows it as text.
export default {
  title: 'Search fixture',
  tagline: 'Text that looks like HTML',
  url: 'https://search.example',
  content: 'content',
  templates: '../../../../../templates',
  navbar: { links: [{ label: 'Docs', to: '/docs/' }] },
};
