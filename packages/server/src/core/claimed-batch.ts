import type { Db } from '../db/client.ts';

/**
 * One round of a settling job: claims a batch of due rows (FOR UPDATE SKIP LOCKED, in `claim`)
 * and settles each under its own savepoint in the claiming transaction, so each row settles
 * exactly once whichever node claims it, and one row's failure neither undoes the others nor
 * stops the round. Returns how many settled.
 */
export function settleClaimedBatch<Row>(
  db: Db,
  claim: (tx: Db) => Promise<Row[]>,
  settle: (tx: Db, row: Row) => Promise<unknown>,
  onFailure: (err: unknown, row: Row) => void,
): Promise<number> {
  return db.transaction(async (tx) => {
    let settled = 0;
    for (const row of await claim(tx)) {
      try {
        await tx.transaction((savepoint) => settle(savepoint, row));
        settled += 1;
      } catch (err) {
        onFailure(err, row);
      }
    }
    return settled;
  });
}
