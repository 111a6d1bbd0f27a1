import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['../shared/test-support/temporary-folder.ts'],
    // Every test runs real `docs` processes while other packages' suites build sites beside them on the same
    // two cores; a small site's build can wait far longer than vitest's 10 s default without anything being wrong.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
