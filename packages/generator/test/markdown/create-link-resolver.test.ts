import { describe, expect, it } from 'vitest';
import { createLinkResolver } from '../../src/markdown/create-link-resolver.js';

const routes = new Map([
  ['docs/getting-started/authentication.md', '/docs/getting-started/authentication'],
  ['docs/webhooks/index.md', '/docs/webhooks/'],
]);
const resolve = createLinkResolver('docs/getting-started/quickstart-signing.md', routes);

describe('createLinkResolver', () => {
  it('turns links to Markdown files into page URLs, keeping the fragment', () => {
    expect(resolve('./authentication.md#api-keys')).toBe('/docs/getting-started/authentication#api-keys');
    expect(resolve('../webhooks/index.md')).toBe('/docs/webhooks/');
  });
  it('resolves other relative links against the file folder, so every URL form of the page works', () => {
    expect(resolve('img/flow.png')).toBe('/docs/getting-started/img/flow.png');
    expect(resolve('../webhooks/')).toBe('/docs/webhooks/');
  });
  it('keeps a missing Markdown target recognisable for the link check', () => {
    expect(resolve('./missing.md')).toBe('/docs/getting-started/missing');
  });
  it('leaves absolute, external and fragment-only links alone', () => {
    expect(resolve('/docs/')).toBe('/docs/');
    expect(resolve('https://example.com/a.md')).toBe('https://example.com/a.md');
    expect(resolve('#top')).toBe('#top');
  });
});
