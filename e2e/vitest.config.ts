import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    testTimeout: 180_000,
    hookTimeout: 180_000,
    pool: 'forks',
    // Each file runs its own server and Chromium; the files wait on the network and timers more than
    // they compute: two at once took 617 s where one at a time took 1,504 s, on this 2-core machine.
    maxWorkers: 2,
  },
});
