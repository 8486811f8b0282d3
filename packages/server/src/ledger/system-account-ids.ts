import type { AccountMode } from '@tp/contract';
import type { Db } from '../db/client.ts';
import { systemAccountId, type SystemAccountKind } from './accounts.ts';

/**
 * System account ids, read once per server: an account's id never changes once it exists. Read
 * through the service's pool, never inside a caller's transaction (on PGlite's one connection a read
 * beside an open transaction would wait for it): call `of` before the transaction. A failed read
 * is not remembered, so the next call tries again.
 */
export class SystemAccountIds {
  private readonly ids = new Map<string, Promise<number>>();

  constructor(private readonly db: Db) {}

  of(kind: SystemAccountKind, mode: AccountMode, currency: string): Promise<number> {
    const key = `${kind}:${mode}:${currency}`;
    let id = this.ids.get(key);
    if (!id) {
      id = systemAccountId(this.db, kind, mode, currency);
      this.ids.set(key, id);
      id.catch(() => this.ids.delete(key));
    }
    return id;
  }
}
