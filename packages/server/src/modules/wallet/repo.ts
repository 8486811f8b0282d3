import { inArray } from 'drizzle-orm';
import type { WalletStatus } from '@tp/contract';
import type { Db } from '../../db/client.ts';
import { params, walletEvents } from '../../db/schema.ts';

/**
 * SQL only: every function takes the transaction (or the database) first; customer reads filter by
 * owner. What the wallet's records share lives here; each kind of record has its own file
 * (file-repo.ts, deposit-repo.ts, withdrawal-repo.ts).
 */

// ---------------------------------------------------------------------------------------------
// Parameters

export async function readParams(tx: Db, keys: readonly string[]): Promise<Map<string, string>> {
  const rows = await tx
    .select({ key: params.key, value: params.value })
    .from(params)
    .where(inArray(params.key, [...keys]));
  return new Map(rows.map((row) => [row.key, row.value]));
}

// ---------------------------------------------------------------------------------------------
// Status history

export interface WalletEvent {
  recordKind: 'deposit' | 'withdrawal';
  recordId: number;
  status: WalletStatus;
  operatorId: number | null;
  reason?: string | null;
  at: Date;
}

/** Inserts status events, any number in one statement. */
export async function insertEvents(tx: Db, events: readonly WalletEvent[]): Promise<void> {
  if (events.length === 0) return;
  await tx.insert(walletEvents).values(
    events.map((event) => ({
      recordKind: event.recordKind,
      recordId: event.recordId,
      status: event.status,
      operatorId: event.operatorId,
      reason: event.reason ?? null,
      createdAt: event.at,
    })),
  );
}
