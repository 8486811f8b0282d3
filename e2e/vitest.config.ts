import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    testTimeout: 180_000,
    hookTimeout: 180_000,
    pool: 'forks',
    // Each file runs its own server and Chromium; the files wait on the network and timers more than
    // they compute: on this 2-core machine two at once used 46 % of the CPU and took 617 s (one at a
    // time had taken 1,504 s in the previous CI run).
    maxWorkers: 2,
  },
});
