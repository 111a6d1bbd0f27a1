import { closest } from 'fastest-levenshtein';
import { describe, expect, it } from 'vitest';
import { closestByDistance, createRouteSuggester } from '../../src/check/create-route-suggester.js';

describe('createRouteSuggester', () => {
  const routes = ['/', '/docs/', '/docs/guide', '/docs/getting-started/authentication', '/docs/webhooks/', '/docs/api/signings/create-signing', '/markdown-page'];
  const suggest = createRouteSuggester(routes);

  it('suggests a page that moved by its name, and a typo by its folder or its first letters', () => {
    expect(suggest('/docs/authentication')).toBe('/docs/getting-started/authentication');
    expect(suggest('/docs/gide')).toBe('/docs/guide');
    expect(suggest('/docs/api/signings/create-signin')).toBe('/docs/api/signings/create-signing');
    expect(suggest('/markdwn-page')).toBe('/markdown-page');
  });

  it('suggests nothing rather than anything when no route is near', () => {
    expect(suggest('/zzz/qqq')).toBeUndefined();
    // The same folder, or the same first letters, is no reason when the rest differs.
    expect(suggest('/docs/nope')).toBeUndefined();
    expect(suggest('/docs/webinars-and-talks')).toBeUndefined();
  });

  it('suggests the route a path names in another case, and files as well as pages', () => {
    expect(suggest('/Docs/Webhooks/')).toBe('/docs/webhooks/');
    const withFiles = createRouteSuggester([...routes, '/docs/lab/pic.png', '/docs/lab/guide.pdf', '/openapi.json']);
    expect(withFiles('/docs/lab/pik.png')).toBe('/docs/lab/pic.png');
    expect(withFiles('/docs/lab/guide.pfd')).toBe('/docs/lab/guide.pdf');
    expect(withFiles('/openapi.jsn')).toBe('/openapi.json');
  });

  it('compares a broken path with a bounded number of routes, however many the site has', () => {
    const many = Array.from({ length: 50_000 }, (_, i) => `/docs/section-${i % 500}/page-${i}`);
    const large = createRouteSuggester(many);
    expect(large('/docs/section-7/page-1007x')).toMatch(/^\/docs\/section-7\/page-\d+$/);
    expect(large('/docs/section-3/page-3')).toBe('/docs/section-3/page-3');
  });
});

describe('closestByDistance', () => {
  it('picks what comparing every candidate picks, the first of equals, though it skips candidates by length', () => {
    // Paths of varied lengths from a few letters, so that distances tie and lengths differ.
    let seed = 7;
    const random = (below: number) => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) % below);
    const path = () => `/docs/${Array.from({ length: 3 + random(40) }, () => 'abcde-/'[random(7)]).join('')}`;
    for (let round = 0; round < 500; round++) {
      const candidates = Array.from({ length: 1 + random(60) }, path);
      const key = path();
      expect(closestByDistance(key, candidates)).toBe(closest(key, candidates));
    }
  });
});
