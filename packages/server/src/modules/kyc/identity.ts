import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/** Stand-in until the KYC module lands: a verified customer's name is their username. */
export async function verifiedIdentityOf(
  tx: Db,
  userId: number,
): Promise<{ firstName: string; lastName: string; country: string; documentType: string } | null> {
  const rows = await tx
    .select({ username: users.username, kycStatus: users.kycStatus })
    .from(users)
    .where(eq(users.id, userId));
  const row = rows[0];
  if (row?.kycStatus !== 'verified') return null;
  return { firstName: '', lastName: row.username, country: '', documentType: '' };
}
