import { defineConfig } from '@docs/shared';

export default defineConfig({
  title: 'Inkwell API',
  tagline: 'Automate your document signing process',
  url: 'https://docs.inkwell.example',
  content: 'content',
  spec: 'spec/openapi.json',
  outDir: 'build',
  templates: 'templates',
  staticDir: 'static',
  navbar: {
    links: [
      { label: 'Docs', to: '/docs/' },
      { label: 'API', to: '/docs/api/' },
      { label: 'GitHub', href: 'https://github.com/inkwell-example/inkwell-docs' },
    ],
  },
  footer: {
    links: [
      { label: 'Quickstart', to: '/docs/getting-started/quickstart-signing' },
      { label: 'Authentication', to: '/docs/getting-started/authentication' },
      { label: 'Webhooks', to: '/docs/webhooks/' },
      { label: 'About these docs', to: '/markdown-page' },
      { label: 'OpenAPI description', to: '/openapi.json' },
    ],
    copyright: 'Copyright © 2025 Inkwell, Inc. Built with the docs generator.',
  },
  announcement: {
    id: 'webhook-signatures-2025',
    content: 'Webhook deliveries are signed: <a href="/docs/webhooks/#verify-the-signature">verify the signature</a> before you trust an event.',
  },
  colorMode: { defaultMode: 'light', disableSwitch: false },
  toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  search: { path: 'search' },
  onBrokenLinks: 'throw',
  mobileBreakpoint: 996,
  progressBarDelay: 200,
});
