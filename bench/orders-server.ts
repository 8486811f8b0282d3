// The order benchmark's server side: customers written straight into a database before the
// server opens it, the server as its own process (src/main.ts, simulated prices), and what the
// load needs to know from it (the instrument's id, an option product).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { marketEndpoints, optionsEndpoints, planEndpoints, presaleEndpoints } from '@tp/contract/endpoints';
import { hashSecret, newToken } from '../packages/server/src/core/secrets.ts';
import type { Database } from '../packages/server/src/db/client.ts';
import { sessions } from '../packages/server/src/db/schema.ts';
import { customerAccountId, grantDemoFunds, post, systemAccountId } from '../packages/server/src/ledger/index.ts';
import { insertUser } from '../packages/server/src/modules/auth/repo.ts';
import { newInviteCode } from '../packages/server/src/modules/auth/tokens.ts';
import { seedContentAndParams } from '../packages/server/src/modules/content/service.ts';
import { seedInstruments } from '../packages/server/src/modules/market/seed.ts';
import { freePort } from '../packages/server/test/server-process.ts';

const serverDir = path.resolve(import.meta.dirname, '../packages/server');
const SERVER_READY_TIMEOUT_MS = 120_000;
const SERVER_STOP_TIMEOUT_MS = 10_000;

const children = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

/**
 * Customers with a session and the demo grant, written straight into the database; with
 * `realUsdt`, their real account is also credited as an approved deposit would credit it.
 */
export async function prepareAccounts(database: Database, count: number, realUsdt?: string): Promise<string[]> {
  await seedContentAndParams(database.db);
  await seedInstruments(database.db);
  const tokens: string[] = [];
  const expiresAt = new Date(Date.now() + 24 * 3600 * 1000);
  for (let i = 0; i < count; i++) {
    const token = newToken();
    await database.db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        username: `bench${i}x${randomBytes(3).toString('hex')}`,
        inviteCode: newInviteCode(),
      });
      await tx.insert(sessions).values({ userId: user.id, tokenHash: hashSecret(token), expiresAt });
      await grantDemoFunds(tx, user.id);
      if (realUsdt === undefined) return;
      await post(tx, {
        kind: 'deposit',
        mode: 'real',
        currency: 'USDT',
        postings: [
          { accountId: await systemAccountId(tx, 'settlement', 'real', 'USDT'), amount: `-${realUsdt}` },
          { accountId: await customerAccountId(tx, user.id, 'real', 'USDT'), amount: realUsdt },
        ],
      });
    });
    tokens.push(token);
  }
  return tokens;
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  pid: number;
}

export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  // BENCH_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") profiles the server under load.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  // The young generation's size `npm start` gives the server (packages/server/package.json).
  const child = spawn(process.execPath, ['--max-semi-space-size=64', ...nodeArgs, '--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', PRICE_SOURCE: 'simulated', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.add(child);
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + SERVER_READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.pid === undefined) throw new Error(`server exited: ${stderr}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, child, pid: child.pid };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server not ready: ${stderr}`);
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGTERM');
    await new Promise((resolve) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        resolve(undefined);
      }, SERVER_STOP_TIMEOUT_MS);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve(undefined);
      });
    });
  }
  children.delete(child);
}

interface Envelope<T> {
  code: number;
  msg: string;
  result: T;
}

export async function instrumentId(url: string, code: string): Promise<number> {
  const response = await fetch(`${url}${marketEndpoints.listMarketByType.path}?type=2`);
  const answer = (await response.json()) as Envelope<{ id: number; code: string }[]>;
  const found = answer.result.find((item) => item.code === code);
  if (!found) throw new Error(`no ${code}`);
  return found.id;
}

/** The shortest option period on offer (the server seeds the products at start). */
export async function shortestOptionProduct(url: string): Promise<{ id: number; periodSeconds: number }> {
  const response = await fetch(`${url}${optionsEndpoints.listOptionsProducts.path}`);
  const answer = (await response.json()) as Envelope<{ id: number; periodSeconds: number }[]>;
  const [shortest] = [...answer.result].sort((a, b) => a.periodSeconds - b.periodSeconds);
  if (!shortest) throw new Error('no option product on offer');
  return shortest;
}

/** The smart product without a quota (subscriptions never run out), its shortest term and smallest amount. */
export async function openSmartPlan(url: string): Promise<{ productId: number; days: number; amount: string }> {
  const response = await fetch(`${url}${planEndpoints.listSmartProducts.path}`);
  const answer = (await response.json()) as Envelope<
    { id: number; quota: string | null; minAmount: string; status: string; terms: { days: number }[] }[]
  >;
  const product = answer.result.find((item) => item.quota === null && item.status === 'open');
  const days = product ? Math.min(...product.terms.map((term) => term.days)) : Number.NaN;
  if (!product || !Number.isFinite(days)) throw new Error('no open smart product without a quota');
  return { productId: product.id, days, amount: product.minAmount };
}

/** The live presale round ending soonest (the server seeds one live at its first start), with its smallest commitment. */
export async function openPresaleRound(url: string): Promise<{ id: number; minCommitment: number }> {
  const response = await fetch(`${url}${presaleEndpoints.listPresale.path}?page=1&pageSize=20`);
  const answer = (await response.json()) as Envelope<{ list: { id: number; status: string; minCommitment: string }[] }>;
  const round = answer.result.list.find((item) => item.status === 'live');
  const minCommitment = Number(round?.minCommitment);
  if (!round || !Number.isSafeInteger(minCommitment)) throw new Error('no open presale round with a whole minimum');
  return { id: round.id, minCommitment };
}
