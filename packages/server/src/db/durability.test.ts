import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/app.ts';
import { Inbox } from '../../test/mail.ts';
import { startServerProcess } from '../../test/server-process.ts';
import { accountBalance, customerAccountId, findViolations } from '../ledger/index.ts';
import { openPglite } from './client.ts';
import { queryRows } from './client.ts';
import { sql } from 'drizzle-orm';

/**
 * The embedded database's promises, shown on a real server process: one process per data
 * directory, and nothing acknowledged is lost when the process is killed mid-write.
 */
describe('the embedded database under a real server process', () => {
  let dataDir: string;
  let inbox: Inbox;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-durability-'));
    inbox = await new Inbox().start();
  });
  afterAll(async () => {
    await inbox.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a second process on the same data directory with a clear message, and the first keeps serving', async () => {
    const first = await startServerProcess({ DATA_DIR: dataDir, SMTP_URL: inbox.url });
    try {
      const second = await startServerProcess({ DATA_DIR: dataDir, SMTP_URL: inbox.url });
      expect(await second.exited).toBe(75);
      expect(second.output()).toContain('is in use by another server process');
      const answer = await call(first.url, 'GET', '/swx/customer/index/getParamByKey/statUsers');
      expect(answer.result).toEqual({ key: 'statUsers', value: '1.2M' });
    } finally {
      first.child.kill('SIGTERM');
      await first.exited;
    }
  });

  it('keeps every acknowledged registration and its ledger entry after SIGKILL in the middle of writes', async () => {
    const server = await startServerProcess({ DATA_DIR: dataDir, SMTP_URL: inbox.url });
    const acknowledged: string[] = [];
    let stop = false;
    const register = async (name: string) => {
      const email = `${name}@example.test`;
      await call(server.url, 'POST', '/swx/customer/login/sendCode', { body: { email, purpose: 'register' } });
      const code = await inbox.latestCode(email);
      const answer = await call(server.url, 'POST', '/swx/customer/login/register', {
        body: { username: name, email, password: 'durable passphrase', code },
      });
      if (answer.code === 200) acknowledged.push(name);
    };
    const writers = Array.from({ length: 3 }, async (_, w) => {
      for (let i = 0; !stop; i++) await register(`dur${w}x${i}`).catch(() => undefined);
    });
    while (acknowledged.length < 12) await new Promise((resolve) => setTimeout(resolve, 20));
    server.child.kill('SIGKILL');
    stop = true;
    await server.exited;
    await Promise.all(writers);

    const restarted = await startServerProcess({ DATA_DIR: dataDir, SMTP_URL: inbox.url });
    expect(restarted.output()).toContain('ready on');
    for (const name of acknowledged) {
      const login = await call(restarted.url, 'POST', '/swx/customer/login/login', {
        body: { username: name, password: 'durable passphrase' },
      });
      expect(login.code, name).toBe(200);
    }
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);

    const database = await openPglite(dataDir);
    try {
      const users = await queryRows<{ id: number; username: string }>(database.db, sql`select id, username from users`);
      for (const name of acknowledged) {
        const user = users.find((u) => u.username === name);
        expect(user, name).toBeDefined();
        const demo = await accountBalance(database.db, await customerAccountId(database.db, user!.id, 'demo', 'USDT'));
        expect(demo.balance.toString()).toBe('100000');
      }
      expect(await findViolations(database.db)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
