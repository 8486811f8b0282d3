import { defineConfig } from 'vitest/config';
import { LongestFirst } from './sequencer.ts';

export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    testTimeout: 180_000,
    hookTimeout: 180_000,
    pool: 'forks',
    // A file's worker serves the next file with the modules it loaded: each file imported the
    // server's test helpers anew (5–8 s of a 20–25 s wait between two files of a CI run). Every
    // file starts its own server, inbox and Chromium, and mocks nothing.
    isolate: false,
    // Each file runs its own server and Chromium; the files wait on the network and timers more than
    // they compute: on this 2-core machine two at once used 46 % of the CPU. Four at once took
    // 14 min 41 s rather than about 21 min, but 7 of 143 tests timed out. Three at once took 13 min
    // 6 s in a CI run where two had taken 20 min (on a slower day), with every test passing.
    maxWorkers: Number(process.env.E2E_WORKERS ?? 3),
    sequence: { sequencer: LongestFirst },
    // With three files at once a page's fetch can take more than expect.poll's default second: two
    // CI runs each lost a test that way (the notifications list, the sign-up countdown).
    expect: { poll: { timeout: 10_000 } },
  },
});
