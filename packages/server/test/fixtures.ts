import type { Db } from '../src/db/client.ts';
import { users } from '../src/db/schema.ts';

let userSeq = 0;

/** A bare user row, for tests below the HTTP layer. */
export async function newUser(db: Db): Promise<number> {
  userSeq += 1;
  const name = `u${userSeq}_${Math.random().toString(36).slice(2, 8)}`;
  const rows = await db
    .insert(users)
    .values({ username: name, email: `${name}@example.test`, inviteCode: name })
    .returning({ id: users.id });
  return rows[0]!.id;
}
