import { and, eq, gte, sql } from 'drizzle-orm';
import { Money, type AccountMode } from '@tp/contract';
import type { Db } from '../db/client.ts';
import { ledgerAccounts, ledgerEntries, ledgerPostings } from '../db/schema.ts';
import { LedgerError } from './errors.ts';

export interface PostingInput {
  accountId: number;
  /** Positive raises the account's balance, negative lowers it. */
  amount: Money | string;
}

export interface EntryInput {
  kind: string;
  mode: AccountMode;
  currency: string;
  postings: readonly PostingInput[];
  /** A repeat with the same key returns the first entry and writes nothing. */
  idempotencyKey?: string;
  reference?: string;
}

export interface PostedEntry {
  entryId: number;
  replayed: boolean;
}

/** Most postings one entry may carry: every bound is explicit. */
export const MAX_POSTINGS_PER_ENTRY = 16;

function normalise(postings: readonly PostingInput[]): { accountId: number; amount: Money }[] {
  if (postings.length < 2 || postings.length > MAX_POSTINGS_PER_ENTRY) {
    throw new LedgerError('unbalanced', `an entry has 2 to ${MAX_POSTINGS_PER_ENTRY} postings, got ${postings.length}`);
  }
  const normalised = postings.map((p) => ({ accountId: p.accountId, amount: Money.of(p.amount) }));
  if (normalised.some((p) => p.amount.isZero())) throw new LedgerError('unbalanced', 'a posting of zero');
  const total = Money.sum(normalised.map((p) => p.amount));
  if (!total.isZero()) throw new LedgerError('unbalanced', `postings sum to ${total.toString()}, not zero`);
  return normalised;
}

/**
 * Writes one journal entry. The caller supplies the transaction, so the entry commits or rolls
 * back with the business change it belongs to. Customer accounts are debited only while their
 * available balance covers the debit; the database checks the entry balances at commit.
 */
export async function post(tx: Db, input: EntryInput): Promise<PostedEntry> {
  const postings = normalise(input.postings);
  const inserted = await tx
    .insert(ledgerEntries)
    .values({
      kind: input.kind,
      mode: input.mode,
      currency: input.currency,
      idempotencyKey: input.idempotencyKey ?? null,
      reference: input.reference ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: ledgerEntries.id });
  const entry = inserted[0];
  if (!entry) return replay(tx, input, postings);

  // Lock customer accounts in id order so that concurrent entries never deadlock.
  const byAccount = [...postings].sort((a, b) => a.accountId - b.accountId);
  for (const p of byAccount) await applyToCachedBalance(tx, p.accountId, p.amount);
  await tx.insert(ledgerPostings).values(
    postings.map((p) => ({
      entryId: entry.id,
      accountId: p.accountId,
      mode: input.mode,
      currency: input.currency,
      amount: p.amount.toString(),
    })),
  );
  return { entryId: entry.id, replayed: false };
}

/** Customer accounts keep a cached balance, moved here; system accounts derive theirs from postings. */
async function applyToCachedBalance(tx: Db, accountId: number, amount: Money): Promise<void> {
  const delta = amount.toString();
  const updated = await tx
    .update(ledgerAccounts)
    .set({ balance: sql`${ledgerAccounts.balance} + ${delta}::numeric` })
    .where(
      and(
        eq(ledgerAccounts.id, accountId),
        eq(ledgerAccounts.kind, 'customer'),
        gte(sql`${ledgerAccounts.balance} + ${delta}::numeric`, ledgerAccounts.held),
      ),
    )
    .returning({ id: ledgerAccounts.id });
  if (updated[0]) return;
  const account = await tx
    .select({ kind: ledgerAccounts.kind })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, accountId));
  if (!account[0]) throw new LedgerError('unknown_account', `no ledger account ${accountId}`);
  if (account[0].kind === 'customer') {
    throw new LedgerError('insufficient_funds', `account ${accountId} cannot cover ${amount.negated().toString()}`);
  }
}

async function replay(
  tx: Db,
  input: EntryInput,
  postings: { accountId: number; amount: Money }[],
): Promise<PostedEntry> {
  const key = input.idempotencyKey;
  if (!key) throw new LedgerError('unbalanced', 'entry insert returned nothing');
  const existing = await tx
    .select({
      id: ledgerEntries.id,
      kind: ledgerEntries.kind,
      mode: ledgerEntries.mode,
      currency: ledgerEntries.currency,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.idempotencyKey, key));
  const entry = existing[0];
  if (!entry) throw new LedgerError('idempotency_conflict', `idempotency key ${key} vanished`);
  const written = await tx
    .select({ accountId: ledgerPostings.accountId, amount: ledgerPostings.amount })
    .from(ledgerPostings)
    .where(eq(ledgerPostings.entryId, entry.id));
  const same =
    entry.kind === input.kind &&
    entry.mode === input.mode &&
    entry.currency === input.currency &&
    sameMultiset(
      written.map((p) => `${p.accountId}:${Money.of(p.amount).toString()}`),
      postings.map((p) => `${p.accountId}:${p.amount.toString()}`),
    );
  if (!same) throw new LedgerError('idempotency_conflict', `idempotency key ${key} was used for another entry`);
  return { entryId: entry.id, replayed: true };
}

function sameMultiset(a: string[], b: string[]): boolean {
  return a.length === b.length && [...a].sort().join('|') === [...b].sort().join('|');
}
