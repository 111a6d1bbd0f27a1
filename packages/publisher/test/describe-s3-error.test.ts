import { describe, expect, it } from 'vitest';
import { describeS3Error } from '../src/describe-s3-error.js';

const failure = (name: string, status: number) => Object.assign(new Error(name), { name, $metadata: { httpStatusCode: status } });

describe('describeS3Error', () => {
  it('says a bucket is missing only when it is, not when an object is', () => {
    expect(describeS3Error(failure('NoSuchBucket', 404), { bucket: 'site' })).toContain('The bucket "site" does not exist');
    // HeadObject of an object removed meanwhile answers 404 NotFound.
    expect(describeS3Error(failure('NotFound', 404), { bucket: 'site' })).not.toContain('does not exist');
    expect(describeS3Error(failure('NotFound', 404), { bucket: 'site' })).toContain('Run the publish again');
  });

  it('says what is wrong where the storage service is not the trouble, and no run again for what it refuses', () => {
    const unreadable = Object.assign(new Error("EACCES: permission denied, open 'build/assets/site.css'"), { code: 'EACCES', syscall: 'open', path: 'build/assets/site.css' });
    expect(describeS3Error(unreadable, { bucket: 'site' })).toMatch(/^Could not read build\/assets\/site.css \(EACCES\)/);
    expect(describeS3Error(unreadable, { bucket: 'site' })).not.toContain('storage service');
    const moved = Object.assign(failure('PermanentRedirect', 301), { Region: 'eu-west-1' });
    expect(describeS3Error(moved, { bucket: 'site' })).toContain('hint: Pass --region eu-west-1');
    const malformed = Object.assign(failure('AuthorizationHeaderMalformed', 400), { Region: 'eu-west-1' });
    expect(describeS3Error(malformed, { bucket: 'site' })).toContain('is in another region (eu-west-1)');
    // Ceph's empty message: the code is told, and a refusal is not to be sent again as it is.
    const refused = Object.assign(new Error('UnknownError'), { name: 'InvalidArgument', $metadata: { httpStatusCode: 400 } });
    expect(describeS3Error(refused, { bucket: 'site' })).toBe('The storage service refused a request: InvalidArgument (HTTP 400).\n  hint: Check --bucket, --endpoint and --region; running the publish again sends the same request.');
    const gone = Object.assign(new Error('UnknownError'), { name: 'NoSuchKey', $metadata: { httpStatusCode: 404 } });
    expect(describeS3Error(gone, { bucket: 'site' })).toContain('The storage service failed: NoSuchKey (HTTP 404)');
  });

  it('says to run again after a 400 that passes, and what to do with too many open files', () => {
    expect(describeS3Error(Object.assign(new Error('UnknownError'), { name: 'RequestTimeout', $metadata: { httpStatusCode: 400 } }), { bucket: 'site' })).toContain('Run the publish again');
    const many = Object.assign(new Error('EMFILE: too many open files'), { code: 'EMFILE', syscall: 'open', path: 'build/a.html' });
    expect(describeS3Error(many, { bucket: 'site' })).toContain('hint: Publish with a lower --concurrency');
  });
});
