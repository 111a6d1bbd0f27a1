import { describe, expect, it } from 'vitest';
import { normalizePrefix, planPublish, type LocalFile, type RemoteObject } from '../src/index.js';
import { servedHeadersOf } from '../src/upload-file.js';

const file = (key: string, md5 = `md5-of-${key}`, size = 10): LocalFile => ({ key, absolutePath: `/site/${key}`, size, md5, copied: false });
const object = (key: string, md5: string | undefined, size = 10): [string, RemoteObject] => [key, { key, size, md5 }];

describe('planPublish', () => {
  const local = [file('index.html'), file('assets/site.AbCdEf1234.css'), file('search-index.json'), file('openapi.json'), file('docs/guide.html')];

  it('uploads what differs, pages and the index entry after everything else, and keeps what matches', () => {
    const remote = new Map([object('v1/index.html', 'md5-of-index.html'), object('v1/openapi.json', 'stale'), object('v1/docs/guide.html', 'md5-of-docs/guide.html', 99)]);
    const published = { keys: new Set(['index.html']), retired: new Set<string>(), served: new Map([['index.html', servedHeadersOf(file('index.html'))]]) };
    const plan = planPublish(local, remote, { prefix: 'v1/', deleteStale: false, published });
    expect(plan.unchanged.map((f) => f.key)).toEqual(['index.html']);
    // The same contents, put there with other headers (or by another tool, which the list does not know): sent again.
    const otherHeaders = { ...published, served: new Map([['index.html', 'binary/octet-stream\n']]) };
    expect(planPublish(local, remote, { prefix: 'v1/', deleteStale: false, published: otherHeaders }).unchanged).toEqual([]);
    expect(planPublish(local, remote, { prefix: 'v1/', deleteStale: false }).unchanged).toEqual([]);
    expect(plan.uploads.assets.map((f) => f.key)).toEqual(['assets/site.AbCdEf1234.css', 'openapi.json']);
    expect(plan.uploads.pages.map((f) => f.key)).toEqual(['search-index.json', 'docs/guide.html']);
    // A page of the static folder written .htm is a page too: it goes up after what it may load.
    const legacy = planPublish([file('legacy/page.htm'), file('legacy/style.css')], new Map(), { prefix: '', deleteStale: false });
    expect(legacy.uploads.pages.map((f) => f.key)).toEqual(['legacy/page.htm']);
  });

  it('deletes only when asked, only under the prefix, only what a publish put there, and never what the build has', () => {
    const remote = new Map([
      object('v1/old.html', 'x'),
      object('v1/archive/2019.html', 'x'),
      object('v1/.docs-publish.json', 'x'),
      object('v10/other.html', 'x'),
      object('other/keep.txt', 'x'),
      object('v1/index.html', 'md5-of-index.html'),
      object('v1/assets/site.Old0000000.css', 'x'),
      object('v1/assets/chunk-OLDOLD00.js', 'x'),
    ]);
    const published = { keys: new Set(['old.html', 'index.html', 'assets/site.Old0000000.css']), retired: new Set(['assets/chunk-OLDOLD00.js']) };
    expect(planPublish(local, remote, { prefix: 'v1/', deleteStale: false, published }).deletes).toEqual([]);
    const plan = planPublish(local, remote, { prefix: 'v1/', deleteStale: true, published });
    // A page goes at once; an asset the last publish had stays one more (an open page may still load it),
    // and one it kept so goes now.
    expect(plan.deletes.map((o) => o.key)).toEqual(['v1/old.html', 'v1/assets/chunk-OLDOLD00.js']);
    expect(plan.retiring.map((o) => o.key)).toEqual(['v1/assets/site.Old0000000.css']);
    expect(plan.leftAlone.map((o) => o.key)).toEqual(['v1/archive/2019.html']);
    // An object replaced since by another writer (its MD5 is none the list knows) is theirs.
    const withSums = { ...published, md5: new Map([['old.html', ['x']], ['assets/chunk-OLDOLD00.js', ['what was published']]]) };
    const replaced = planPublish(local, remote, { prefix: 'v1/', deleteStale: true, published: withSums });
    expect(replaced.deletes.map((o) => o.key)).toEqual(['v1/old.html']);
    expect(replaced.leftAlone.map((o) => o.key)).toEqual(['v1/archive/2019.html', 'v1/assets/chunk-OLDOLD00.js']);
    // No list of what was published (a bucket filled otherwise): nothing is deleted.
    expect(planPublish(local, remote, { prefix: 'v1/', deleteStale: true }).deletes).toEqual([]);
  });
});

describe('normalizePrefix', () => {
  it('gives a folder path with one trailing slash, or nothing', () => {
    expect(normalizePrefix('/docs/v2/')).toBe('docs/v2/');
    expect(normalizePrefix('docs')).toBe('docs/');
    expect(normalizePrefix('')).toBe('');
    expect(normalizePrefix(undefined)).toBe('');
  });
});
