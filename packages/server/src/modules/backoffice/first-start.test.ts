import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../../../test/server-process.ts';

/** Starts the server as `npm start` does on a data directory, and stops it once it is ready. */
async function startAndStop(dataDir: string): Promise<string> {
  const server = await startServerProcess({ DATA_DIR: dataDir, SMTP_URL: '' });
  if (server.child.exitCode !== null) throw new Error(`server did not start:\n${server.output()}`);
  server.child.kill('SIGTERM');
  await server.exited;
  return server.errors();
}

const firstStartLines = (stderr: string): string[] => stderr.split('\n').filter((line) => line.includes('FIRST START'));

describe('the first start on an empty database', () => {
  let dataDir = '';
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it("prints the administrator's password plainly on standard error, once, as the README says", async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'tp-first-start-'));
    const [line, ...more] = firstStartLines(await startAndStop(dataDir));
    expect(more).toEqual([]);
    expect(line).toMatch(/^\*\*\* FIRST START: .*name "admin", password "\S{16,}"/);

    expect(firstStartLines(await startAndStop(dataDir))).toEqual([]);
  });
});
