import { and, eq, gte, sql } from 'drizzle-orm';
import { Money, type AccountMode } from '@tp/contract';
import type { Db } from '../db/client.ts';
import { ledgerAccounts, ledgerHolds } from '../db/schema.ts';
import { LedgerError } from './errors.ts';
import { post, type PostingInput } from './post.ts';

export interface HoldInput {
  accountId: number;
  amount: Money | string;
  idempotencyKey?: string;
  reference?: string;
}

export interface Hold {
  holdId: number;
  accountId: number;
  amount: Money;
  status: 'pending' | 'posted' | 'voided';
  replayed: boolean;
}

/**
 * Reserves funds on a customer account: the available balance drops at once, the balance moves
 * only when the hold is posted. Refused with `insufficient_funds` when the available balance
 * does not cover it.
 */
export async function reserve(tx: Db, input: HoldInput): Promise<Hold> {
  const amount = Money.of(input.amount);
  if (!amount.isPositive()) throw new LedgerError('unbalanced', 'a hold must be positive');
  const inserted = await tx
    .insert(ledgerHolds)
    .values({
      accountId: input.accountId,
      amount: amount.toString(),
      idempotencyKey: input.idempotencyKey ?? null,
      reference: input.reference ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: ledgerHolds.id });
  const hold = inserted[0];
  if (!hold) return replayHold(tx, input, amount);
  const updated = await tx
    .update(ledgerAccounts)
    .set({ held: sql`${ledgerAccounts.held} + ${amount.toString()}::numeric` })
    .where(
      and(
        eq(ledgerAccounts.id, input.accountId),
        eq(ledgerAccounts.kind, 'customer'),
        gte(sql`${ledgerAccounts.balance} - ${ledgerAccounts.held}`, sql`${amount.toString()}::numeric`),
      ),
    )
    .returning({ id: ledgerAccounts.id });
  if (!updated[0]) {
    throw new LedgerError('insufficient_funds', `account ${input.accountId} cannot hold ${amount.toString()}`);
  }
  return { holdId: hold.id, accountId: input.accountId, amount, status: 'pending', replayed: false };
}

async function replayHold(tx: Db, input: HoldInput, amount: Money): Promise<Hold> {
  const rows = await tx
    .select()
    .from(ledgerHolds)
    .where(eq(ledgerHolds.idempotencyKey, input.idempotencyKey ?? ''));
  const row = rows[0];
  if (!row || row.accountId !== input.accountId || !Money.of(row.amount).eq(amount)) {
    throw new LedgerError(
      'idempotency_conflict',
      `idempotency key ${String(input.idempotencyKey)} was used for another hold`,
    );
  }
  return { holdId: row.id, accountId: row.accountId, amount, status: row.status, replayed: true };
}

/** Marks a pending hold resolved, exactly once: the second caller finds it no longer pending. */
async function resolve(tx: Db, holdId: number, status: 'posted' | 'voided') {
  const rows = await tx
    .update(ledgerHolds)
    .set({ status, resolvedAt: sql`now()` })
    .where(and(eq(ledgerHolds.id, holdId), eq(ledgerHolds.status, 'pending')))
    .returning();
  const hold = rows[0];
  if (!hold) throw new LedgerError('hold_not_pending', `hold ${holdId} is not pending`);
  await tx
    .update(ledgerAccounts)
    .set({ held: sql`${ledgerAccounts.held} - ${hold.amount}::numeric` })
    .where(eq(ledgerAccounts.id, hold.accountId));
  return hold;
}

export interface PostHoldInput {
  kind: string;
  mode: AccountMode;
  currency: string;
  /** Where the held amount goes; these postings sum to the hold's amount. */
  credits: readonly PostingInput[];
  reference?: string;
}

/** Posts a pending hold: its amount leaves the account for the credited accounts, in one entry. */
export async function postHold(tx: Db, holdId: number, input: PostHoldInput): Promise<{ entryId: number }> {
  const hold = await resolve(tx, holdId, 'posted');
  const { entryId } = await post(tx, {
    kind: input.kind,
    mode: input.mode,
    currency: input.currency,
    reference: input.reference ?? hold.reference ?? undefined,
    postings: [{ accountId: hold.accountId, amount: Money.of(hold.amount).negated() }, ...input.credits],
  });
  await tx.update(ledgerHolds).set({ entryId }).where(eq(ledgerHolds.id, holdId));
  return { entryId };
}

/** Voids a pending hold: the reserved amount becomes available again; no entry is written. */
export async function voidHold(tx: Db, holdId: number): Promise<void> {
  await resolve(tx, holdId, 'voided');
}
