import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Each test file starts its own storage cluster; one at a time keeps a loaded 2-core machine responsive.
    fileParallelism: false,
    hookTimeout: 180_000,
  },
});
