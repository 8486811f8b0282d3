import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { kycSubmissions, users } from '../src/db/schema.ts';

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

/**
 * The outcome of a KYC review that approved the customer: an approved submission naming them
 * and the verified status, as the back office's approval leaves them. Its document number is
 * placeholder bytes: nothing that reads a verified identity opens it.
 */
export async function markKycVerified(db: Db, userId: number, name: { firstName: string; lastName: string }) {
  await db.insert(kycSubmissions).values({
    userId,
    status: 'approved',
    ...name,
    sex: 'female',
    birthdate: '1990-01-01',
    country: 'DE',
    documentType: 'passport',
    documentNumberSealed: new Uint8Array(32),
    phone: '+49 1512 3456789',
    address: 'Hauptstraße 1, 10115 Berlin',
    email: `${name.lastName.toLowerCase()}@example.test`,
    reviewedAt: new Date(),
  });
  await db.update(users).set({ kycStatus: 'verified' }).where(eq(users.id, userId));
}
