import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['../shared/test-support/temporary-folder.ts', 'test/support/global-setup.ts'],
    // One Chromium per test file; two cores cannot run more browsers than that usefully.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
