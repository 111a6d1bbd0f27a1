import { describe, expect, it } from 'vitest';
import type { S3Client } from '@aws-sdk/client-s3';
import { listRemoteObjects } from '../src/list-remote-objects.js';

/** A client whose listing answers the pages given, one a call, each naming its bucket as S3 listings do. */
const listing = (pages: object[]) => ({ send: async () => ({ Name: 'site', MaxKeys: 1000, ...(pages.shift() ?? { Contents: [] }) }) }) as unknown as S3Client;
const item = (key: string) => ({ Key: key, Size: 1, ETag: '"0cc175b9c0f1b6a831c399e269772661"' });

describe('listRemoteObjects', () => {
  it('reads every page of a listing', async () => {
    const pages = [{ Contents: [item('a')], IsTruncated: true, NextContinuationToken: 't1' }, { Contents: [item('b')], IsTruncated: false }];
    expect([...(await listRemoteObjects(listing(pages), 'site', '')).keys()]).toEqual(['a', 'b']);
  });

  it('fails rather than stop early or go round forever when the service answers oddly', async () => {
    await expect(listRemoteObjects(listing([{ Contents: [item('a')], IsTruncated: true }]), 'site', '')).rejects.toThrow(/gave no token/);
    const looping = [{ Contents: [item('a')], IsTruncated: true, NextContinuationToken: 't1' }, { Contents: [item('b')], IsTruncated: true, NextContinuationToken: 't1' }];
    await expect(listRemoteObjects(listing(looping), 'site', '')).rejects.toThrow(/same listing token/);
    // A web page answered with 200: parsed, it holds nothing, which is no empty bucket.
    const webPage = { send: async () => ({ $metadata: { httpStatusCode: 200 } }) } as unknown as S3Client;
    await expect(listRemoteObjects(webPage, 'site', '')).rejects.toMatchObject({ name: 'NotS3Answer' });
  });
});
