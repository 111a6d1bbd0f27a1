export default {
  title: 'Fixture Docs',
  tagline: 'A small site for tests',
  url: 'https://fixture.example',
  spec: 'openapi.json',
  templates: '../../../../../templates',
  navbar: { links: [{ label: 'Docs', to: '/docs/' }, { label: 'Source', href: 'https://example.com/source' }] },
};
