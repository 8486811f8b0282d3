import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as endpoints from '@tp/contract/endpoints';
import type { AnyEndpoint } from '@tp/contract/endpoints';
import { startTestApp, type TestApp } from '../../test/app.ts';

/** Every descriptor of the contract, as "METHOD /path/:param". */
function describedRoutes(): string[] {
  const groups = Object.entries(endpoints)
    .filter(([name]) => name.endsWith('Endpoints'))
    .map(([, group]) => group as Record<string, AnyEndpoint>);
  return groups.flatMap((group) => Object.values(group)).map((e) => `${e.method} ${e.path}`);
}

/** Every API route the server documents, as "METHOD /path/:param" (OpenAPI writes `{param}`). */
function servedRoutes(openapi: { paths: Record<string, Record<string, unknown>> }): string[] {
  return Object.entries(openapi.paths)
    .filter(([path]) => /^\/(swx|backoffice\/api|api\/auth)\//.test(path))
    .flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
}

// Which routes are registered does not depend on the database: one kind is enough.
describe('the contract endpoints', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp('pglite');
  });
  afterAll(async () => {
    await app.close();
  });

  it('are exactly the API the server serves', async () => {
    const openapi = (await (await fetch(`${app.url}/docs/json`)).json()) as Parameters<typeof servedRoutes>[0];
    const described = describedRoutes();
    expect(described).toContain('POST /swx/customer/user/recharge');
    expect(servedRoutes(openapi).sort()).toEqual(described.sort());
  });
});
