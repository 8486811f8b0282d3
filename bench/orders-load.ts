// The order benchmark's load: concurrent clients calling the server over HTTP as the web client
// does (bearer session, the `virtually` book header, a fresh Idempotency-Key on every money call),
// timed per call and counted per operation kind inside the measured window only.
import { randomBytes } from 'node:crypto';
import {
  optionsEndpoints,
  planEndpoints,
  positionEndpoints,
  presaleEndpoints,
  walletEndpoints,
} from '@tp/contract/endpoints';
import { IDEMPOTENCY_HEADER, VIRTUALLY_HEADER } from '@tp/contract/headers';
import { Pool } from 'undici';

export const OPERATION_KINDS = ['open', 'close', 'option', 'withdrawal', 'subscribe', 'exit', 'commit'] as const;
export type OperationKind = (typeof OPERATION_KINDS)[number];
const MIXED_KINDS: readonly OperationKind[] = ['open', 'close', 'option', 'withdrawal'];
const PLAN_KINDS: readonly OperationKind[] = ['subscribe', 'exit'];

/** What every loop opens: 0.001 lot of the instrument at 20×, alternating sides. */
const OPEN_LOTS = '0.001';
const OPEN_LEVERAGE = 20;
/** The smallest stake the seeded option products take. */
const OPTION_STAKE = '10';
/** The seeded minimum withdrawal, to a well-formed TRON address (USDT pays out at rate 1). */
const WITHDRAWAL = { coin: 'USDT', network: 'TRC20', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', amount: '20' };

export interface OperationFigures {
  kind: OperationKind;
  succeeded: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** `HTTP status/code message` → count. */
  refused: Map<string, number>;
}

export interface LoadResult {
  elapsedMs: number;
  /** Every call answered inside the window, refusals included. */
  calls: number;
  operations: OperationFigures[];
}

/** Called right before the measured window opens and right after it closes. */
export interface WindowHooks {
  opening: () => Promise<void> | void;
  closed: () => Promise<void> | void;
}

export interface LoadPlan {
  url: string;
  tokens: readonly string[];
  clients: number;
  warmupMs: number;
  runMs: number;
  instrumentId: number;
  /** The option product bought in the mixed load. */
  optionProduct?: { id: number; periodSeconds: number };
  /** The smart plan the plans load subscribes to and leaves: product, term and smallest amount. */
  smartPlan?: { productId: number; days: number; amount: string };
  /** The presale round the presale load commits to, with its smallest commitment. */
  presaleRound?: { id: number; minCommitment: number };
}

export function percentile(sorted: readonly number[], p: number): number {
  return sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN);
}

/** Latencies of the successes and the refusals, per kind, of the calls answered while measuring. */
class Recorder {
  measuring = false;
  calls = 0;
  private readonly latencies = new Map<OperationKind, number[]>();
  private readonly refusals = new Map<OperationKind, Map<string, number>>();

  record(kind: OperationKind, elapsedMs: number, refusal: string | undefined): void {
    if (!this.measuring) return;
    this.calls++;
    if (refusal === undefined) {
      const list = this.latencies.get(kind) ?? [];
      list.push(elapsedMs);
      this.latencies.set(kind, list);
      return;
    }
    const counts = this.refusals.get(kind) ?? new Map<string, number>();
    counts.set(refusal, (counts.get(refusal) ?? 0) + 1);
    this.refusals.set(kind, counts);
  }

  figures(kinds: readonly OperationKind[], elapsedMs: number): OperationFigures[] {
    return kinds.map((kind) => {
      const sorted = [...(this.latencies.get(kind) ?? [])].sort((a, b) => a - b);
      return {
        kind,
        succeeded: sorted.length,
        perSecond: (sorted.length * 1000) / elapsedMs,
        p50Ms: percentile(sorted, 0.5),
        p99Ms: percentile(sorted, 0.99),
        refused: this.refusals.get(kind) ?? new Map<string, number>(),
      };
    });
  }
}

type Book = 'demo' | 'real';

/**
 * One money call as the web client sends it; the id of what it made, or the refusal. Sent through
 * undici's connection pool rather than `fetch`: fetch's streams and header objects cost the load
 * generator about 0.3 ms of CPU a call, on the same two cores the server and PostgreSQL share.
 */
async function moneyCall(
  recorder: Recorder,
  kind: OperationKind,
  request: { pool: Pool; path: string; token: string; book: Book; body: object },
): Promise<{ id: number } | undefined> {
  const started = performance.now();
  try {
    const response = await request.pool.request({
      path: request.path,
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        // As a browser asks: the server's compression step runs as it would for the web client.
        'accept-encoding': 'gzip, deflate, br',
        authorization: `Bearer ${request.token}`,
        [VIRTUALLY_HEADER]: request.book === 'real' ? 'YES' : 'NO',
        [IDEMPOTENCY_HEADER]: randomBytes(16).toString('hex'),
      },
      body: JSON.stringify(request.body),
    });
    const answer = (await response.body.json()) as { code: number; msg: string; result?: { id: number } | null };
    const elapsedMs = performance.now() - started;
    const made = answer.code === 200 ? (answer.result ?? undefined) : undefined;
    recorder.record(kind, elapsedMs, made ? undefined : `${response.statusCode}/${answer.code} ${answer.msg}`);
    return made;
  } catch (err) {
    // A dropped connection or a body that is not JSON counts as a refusal rather than ending the run.
    recorder.record(
      kind,
      performance.now() - started,
      `no answer: ${err instanceof Error ? err.message : String(err)}`,
    );
    return undefined;
  }
}

function openBody(plan: LoadPlan, n: number): object {
  return { instrumentId: plan.instrumentId, side: n % 2 ? 'short' : 'long', lots: OPEN_LOTS, leverage: OPEN_LEVERAGE };
}

type ClientLoop = (
  plan: LoadPlan,
  pool: Pool,
  own: readonly string[],
  recorder: Recorder,
  stopping: () => boolean,
) => Promise<void>;

/** Opens only, one after another, rotating over the client's accounts. */
const opensLoop: ClientLoop = async (plan, pool, own, recorder, stopping) => {
  const path = positionEndpoints.openPosition.path;
  for (let n = 0; !stopping(); n++) {
    const token = own[n % own.length] ?? '';
    await moneyCall(recorder, 'open', { pool, path, token, book: 'demo', body: openBody(plan, n) });
  }
};

/**
 * Each round on the next account: open a position, buy an option, close the oldest position this
 * client opened (on its own account), withdraw from the real account.
 */
const mixedLoop: ClientLoop = async (plan, pool, own, recorder, stopping) => {
  const { optionProduct } = plan;
  if (!optionProduct) throw new Error('the mixed load needs an option product');
  const opened: { token: string; id: number }[] = [];
  for (let n = 0; !stopping(); n++) {
    const token = own[n % own.length] ?? '';
    const path = positionEndpoints.openPosition.path;
    const position = await moneyCall(recorder, 'open', { pool, path, token, book: 'demo', body: openBody(plan, n) });
    if (position) opened.push({ token, id: position.id });
    const option = {
      instrumentId: plan.instrumentId,
      productId: optionProduct.id,
      periodSeconds: optionProduct.periodSeconds,
      direction: n % 2 ? 'down' : 'up',
      stake: OPTION_STAKE,
    };
    await moneyCall(recorder, 'option', {
      pool,
      path: optionsEndpoints.buyOptions.path,
      token,
      book: 'demo',
      body: option,
    });
    const oldest = opened.shift();
    if (oldest) {
      const closing = { pool, path: positionEndpoints.closePosition.path, token: oldest.token, book: 'demo' as const };
      await moneyCall(recorder, 'close', { ...closing, body: { id: oldest.id } });
    }
    await moneyCall(recorder, 'withdrawal', {
      pool,
      path: walletEndpoints.withdrawal.path,
      token,
      book: 'real',
      body: WITHDRAWAL,
    });
  }
};

/**
 * Each round on the next account: subscribe to the smart plan with the real account's cash, then
 * leave it early (a customer holds one earning plan per product), so that the accounts last.
 */
const plansLoop: ClientLoop = async (plan, pool, own, recorder, stopping) => {
  const { smartPlan } = plan;
  if (!smartPlan) throw new Error('the plans load needs a smart plan');
  for (let n = 0; !stopping(); n++) {
    const token = own[n % own.length] ?? '';
    const subscribed = await moneyCall(recorder, 'subscribe', {
      pool,
      path: planEndpoints.buySmart.path,
      token,
      book: 'real',
      body: smartPlan,
    });
    if (!subscribed) continue;
    await moneyCall(recorder, 'exit', {
      pool,
      path: planEndpoints.exitSmart.path,
      token,
      book: 'real',
      body: { id: subscribed.id },
    });
  }
};

/** Commitments one account's amounts cycle through, above the round's minimum. */
const COMMITMENT_STEPS = 100;

/**
 * Each round on the next account: set the account's commitment to the open presale round to a new
 * amount (the minimum plus 0 to 99 USDT), so that every call voids the last hold and reserves anew.
 */
const presaleLoop: ClientLoop = async (plan, pool, own, recorder, stopping) => {
  const { presaleRound } = plan;
  if (!presaleRound) throw new Error('the presale load needs an open round');
  for (let n = 0; !stopping(); n++) {
    const token = own[n % own.length] ?? '';
    const amount = String(presaleRound.minCommitment + (Math.floor(n / own.length) % COMMITMENT_STEPS));
    await moneyCall(recorder, 'commit', {
      pool,
      path: presaleEndpoints.commitPresale.path,
      token,
      book: 'real',
      body: { roundId: presaleRound.id, amount },
    });
  }
};

async function drive(
  plan: LoadPlan,
  loop: ClientLoop,
  kinds: readonly OperationKind[],
  hooks: WindowHooks,
): Promise<LoadResult> {
  const recorder = new Recorder();
  // One keep-alive connection per client, as each browser tab would hold.
  const pool = new Pool(plan.url, { connections: plan.clients, pipelining: 1 });
  let stopping = false;
  const running = Array.from({ length: plan.clients }, (_, index) =>
    loop(
      plan,
      pool,
      plan.tokens.filter((_, i) => i % plan.clients === index),
      recorder,
      () => stopping,
    ),
  );
  await new Promise((resolve) => setTimeout(resolve, plan.warmupMs));
  await hooks.opening();
  recorder.measuring = true;
  const started = performance.now();
  await new Promise((resolve) => setTimeout(resolve, plan.runMs));
  recorder.measuring = false;
  const elapsedMs = performance.now() - started;
  await hooks.closed();
  stopping = true;
  await Promise.all(running);
  await pool.close();
  return { elapsedMs, calls: recorder.calls, operations: recorder.figures(kinds, elapsedMs) };
}

/** `clients` loops each opening positions on its own share of the accounts. */
export function driveOpens(plan: LoadPlan, hooks: WindowHooks): Promise<LoadResult> {
  return drive(plan, opensLoop, ['open'], hooks);
}

/** `clients` loops each opening, buying an option, closing and withdrawing on its own accounts. */
export function driveMixed(plan: LoadPlan, hooks: WindowHooks): Promise<LoadResult> {
  return drive(plan, mixedLoop, MIXED_KINDS, hooks);
}

/** `clients` loops each subscribing to a smart plan and leaving it, on its own accounts. */
export function drivePlans(plan: LoadPlan, hooks: WindowHooks): Promise<LoadResult> {
  return drive(plan, plansLoop, PLAN_KINDS, hooks);
}

/** `clients` loops each changing its accounts' commitments to the open presale round. */
export function drivePresale(plan: LoadPlan, hooks: WindowHooks): Promise<LoadResult> {
  return drive(plan, presaleLoop, ['commit'], hooks);
}
