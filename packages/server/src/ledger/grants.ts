import type { Db } from '../db/client.ts';
import { customerAccountId, systemAccountId } from './accounts.ts';
import { post } from './post.ts';

/** The trading account's currency. */
export const TRADING_CURRENCY = 'USDT';
/** Virtual money every new demo account starts with. */
export const DEMO_GRANT = '100000';

/** Credits a new user's demo account from the demo issuer; once per user, whatever the retries. */
export async function grantDemoFunds(tx: Db, userId: number): Promise<void> {
  const demoAccount = await customerAccountId(tx, userId, 'demo', TRADING_CURRENCY);
  await customerAccountId(tx, userId, 'real', TRADING_CURRENCY);
  const issuer = await systemAccountId(tx, 'demo_issuer', 'demo', TRADING_CURRENCY);
  await post(tx, {
    kind: 'demo_grant',
    mode: 'demo',
    currency: TRADING_CURRENCY,
    idempotencyKey: `demo-grant:${userId}`,
    postings: [
      { accountId: issuer, amount: `-${DEMO_GRANT}` },
      { accountId: demoAccount, amount: DEMO_GRANT },
    ],
  });
}
