import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    exclude: ['**/node_modules/**', '**/dist/**'],
    testTimeout: 180_000,
    hookTimeout: 180_000,
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        // The server's and the contract's files share a worker and its loaded modules: importing the
        // server anew for each file took about 231 s of a 13-minute unit run, and 33 s shared. Every
        // file builds its own app, databases and clock, and none mocks a module.
        extends: true,
        test: { name: 'server', include: ['packages/{server,contract}/**/*.test.ts'], isolate: false },
      },
      {
        // The web's files mock modules (vi.mock) and render into one document: each keeps its own.
        extends: true,
        test: { name: 'web', include: ['packages/web/**/*.test.{ts,tsx}'] },
      },
    ],
  },
});
