import { describe, expect, it } from 'vitest';
import { conditionalWriteRefusal } from '../src/published-keys.js';

const answer = (name: string, status: number, message = '') => Object.assign(new Error(message || name), { name, $metadata: { httpStatusCode: status } });

describe('conditionalWriteRefusal', () => {
  it('tells a list written meanwhile, a write of it under way and a service without conditional writes apart', () => {
    expect(conditionalWriteRefusal(answer('PreconditionFailed', 412))).toBe('changed');
    // AWS S3 answers an If-Match on a list removed meanwhile with 404.
    expect(conditionalWriteRefusal(answer('NoSuchKey', 404))).toBe('changed');
    expect(conditionalWriteRefusal(answer('ConditionalRequestConflict', 409))).toBe('busy');
    expect(conditionalWriteRefusal(answer('NotImplemented', 501))).toBe('unsupported');
    expect(conditionalWriteRefusal(answer('InvalidArgument', 400, 'If-None-Match is not supported'))).toBe('unsupported');
    expect(conditionalWriteRefusal(answer('InvalidArgument', 400, 'Invalid storage class'))).toBeUndefined();
    expect(conditionalWriteRefusal(answer('AccessDenied', 403))).toBeUndefined();
  });
});
