import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

describe('createS3Client', () => {
  it('makes a client without the SDK\'s notice about Node.js 20 on every run', async () => {
    // In a process of its own: the SDK says it once a process.
    const script = "import { createS3Client } from '@docs/publisher'; createS3Client({ bucket: 'docs', endpoint: 'http://127.0.0.1:9' }); await new Promise((resolve) => setTimeout(resolve, 100));";
    const env = { ...process.env };
    delete env['AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED'];
    const { stderr } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], { cwd: process.cwd(), env });
    expect(stderr).not.toContain('NodeVersionSupportWarning');
  });
});
