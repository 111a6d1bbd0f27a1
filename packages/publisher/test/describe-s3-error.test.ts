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
});
