import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../src/config/resolve-config.js';

describe('resolveConfig', () => {
  it('fills the documented defaults and makes paths absolute', () => {
    const { config } = resolveConfig({ title: 'Docs' }, '/site');
    expect(config).toMatchObject({
      content: '/site/content',
      outDir: '/site/build',
      toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
      search: { path: 'search' },
      onBrokenLinks: 'throw',
      mobileBreakpoint: 996,
      progressBarDelay: 200,
      colorMode: { defaultMode: 'light', disableSwitch: false },
    });
    expect(config?.codeSampleLanguages).toHaveLength(10);
  });

  it('names an unknown key and suggests the closest known one', () => {
    const { config, diagnostics } = resolveConfig({ title: 'Docs', tagLine: 'x', toc: { maxHeadingLvl: 3 } }, '/site', 'docs.config.ts');
    expect(config).toBeUndefined();
    expect(diagnostics.map((d) => [d.code, d.message, d.hint]).sort()).toEqual([
      ['UnknownConfigKey', 'Unknown config key "tagLine"', 'Did you mean "tagline"?'],
      ['UnknownConfigKey', 'Unknown config key "toc.maxHeadingLvl"', 'Did you mean "toc.maxHeadingLevel"?'],
    ]);
  });

  it('suggests the closest key inside a list of links', () => {
    const { diagnostics } = resolveConfig({ footer: { links: [{ label: 'Status', hrf: 'https://status.example.com' }] } }, '/site', 'docs.config.ts');
    expect(diagnostics.map((d) => [d.message, d.hint])).toEqual([['Unknown config key "footer.links.0.hrf"', 'Did you mean "footer.links.0.href"?']]);
  });

  it('explains a value of the wrong kind', () => {
    const { diagnostics } = resolveConfig({ title: 'Docs', onBrokenLinks: 'explode' }, '/site', 'docs.config.ts');
    expect(diagnostics[0]).toMatchObject({ code: 'InvalidConfigValue', location: { file: 'docs.config.ts' } });
    expect(diagnostics[0]?.message).toBe('Config key "onBrokenLinks" is invalid: Invalid option: expected one of "throw"|"warn"|"ignore"');
  });

  it("takes the site's address as an http(s) URL without a query or fragment, which every canonical link starts with", () => {
    expect(resolveConfig({ title: 'X', url: 'https://docs.example.com/' }, '/site').config?.url).toBe('https://docs.example.com');
    for (const [url, reason] of [
      ['javascript:alert(1)//', 'must be the http: or https: URL the site is published at'],
      ['ftp://files.example/x', 'must be the http: or https: URL the site is published at'],
      ['https://docs.example.com/?ref=1', 'without a query (?…) or fragment (#…)'],
      ['https://docs.example.com/#top', 'without a query (?…) or fragment (#…)'],
    ]) {
      const { config, diagnostics } = resolveConfig({ title: 'X', url }, '/site', 'docs.config.ts');
      expect(config, url).toBeUndefined();
      expect(diagnostics[0]?.message, url).toContain(reason!);
    }
  });

  it('refuses a search page whose path would leave the output folder', () => {
    const { config, diagnostics } = resolveConfig({ title: 'X', search: { path: '../../find' } }, '/site', 'docs.config.ts');
    expect(config).toBeUndefined();
    expect(diagnostics[0]?.message).toMatch(/search\.path.*must not hold a `\.\.` segment/);
    expect(resolveConfig({ title: 'X', search: { path: 'find/here' } }, '/site', 'docs.config.ts').config?.search.path).toBe('find/here');
  });

  it('refuses a search page at a hidden name, such as the build\'s own marker', () => {
    for (const path of ['.docs-build', 'find/.hidden']) {
      const { config, diagnostics } = resolveConfig({ title: 'X', search: { path } }, '/site', 'docs.config.ts');
      expect(config, path).toBeUndefined();
      expect(diagnostics[0]?.message).toMatch(/search\.path.*must not hold a part starting with `\.`/);
    }
  });

  it('refuses an announcement id that would change how the browser reads its inline script', () => {
    const { config, diagnostics } = resolveConfig({ title: 'X', announcement: { id: 'launch<!--<script>', content: 'New' } }, '/site', 'docs.config.ts');
    expect(config).toBeUndefined();
    expect(diagnostics[0]?.message).toMatch(/announcement\.id.*must not hold a `<`/);
    expect(resolveConfig({ title: 'X', announcement: { id: 'launch-2026', content: 'New' } }, '/site', 'docs.config.ts').config?.announcement?.id).toBe('launch-2026');
  });

  it("takes the site an API description was written for, and its links' own policy, which follows onBrokenLinks unless given", () => {
    expect(resolveConfig({ title: 'X', onBrokenLinks: 'warn' }, '/site').config?.specLinks).toEqual({ base: undefined, onBroken: 'warn' });
    expect(resolveConfig({ title: 'X', specLinks: { base: 'https://stripe.com', onBroken: 'ignore' } }, '/site').config?.specLinks).toEqual({ base: 'https://stripe.com', onBroken: 'ignore' });
    for (const base of ['stripe.com', 'javascript:alert(1)', 'ftp://stripe.com']) {
      const { config, diagnostics } = resolveConfig({ title: 'X', specLinks: { base } }, '/site', 'docs.config.ts');
      expect(config).toBeUndefined();
      expect(diagnostics[0]?.message).toBe('Config key "specLinks.base" is invalid: must be the http: or https: URL of the site the description was written for');
    }
  });

  it('refuses a navigation link that would run script, and a path that leads to another site', () => {
    const elsewhere = resolveConfig({ title: 'X', navbar: { links: [{ label: 'Elsewhere', to: '//evil.example/x' }] } }, '/site', 'docs.config.ts');
    expect(elsewhere.config).toBeUndefined();
    expect(elsewhere.diagnostics[0]?.message).toMatch(/navbar\.links\.0\.to.*must be a path of this site/);
    // A browser drops the tab and reads `//evil.example`.
    const hidden = resolveConfig({ title: 'X', footer: { links: [{ label: 'Hidden', to: '/\t/evil.example' }] } }, '/site', 'docs.config.ts');
    expect(hidden.diagnostics[0]?.message).toMatch(/footer\.links\.0\.to.*must be a path of this site/);
    const { config, diagnostics } = resolveConfig({ title: 'X', navbar: { links: [{ label: 'Evil', href: 'javascript:alert(1)' }] } }, '/site', 'docs.config.ts');
    expect(config).toBeUndefined();
    expect(diagnostics[0]?.message).toMatch(/navbar\.links\.0\.href.*must not be a javascript:/);
  });
});
