import { afterAll, beforeAll } from 'vitest';
import { startTestApp, type TestApp, type TestAppOptions } from './app.ts';
import { freshDatabase } from './databases.ts';

/** Two servers on one PostgreSQL, as the suite's scale-out tests see them once `beforeAll` has run. */
export interface TwoNodes {
  a: TestApp;
  b: TestApp;
  database: Awaited<ReturnType<typeof freshDatabase>>;
}

/**
 * Starts two servers on one fresh PostgreSQL before the suite's tests and closes them after: for
 * what one node must see of what the other did (sessions, notifications, positions).
 */
export function twoNodesOnOnePostgres(options: Omit<TestAppOptions, 'database'>): TwoNodes {
  const nodes = {} as TwoNodes;
  beforeAll(async () => {
    nodes.database = await freshDatabase('postgres');
    nodes.a = await startTestApp('postgres', { ...options, database: nodes.database });
    nodes.b = await startTestApp('postgres', { ...options, database: nodes.database });
  });
  afterAll(async () => {
    await nodes.a.close();
    await nodes.b.close();
    await nodes.database.close();
  });
  return nodes;
}
