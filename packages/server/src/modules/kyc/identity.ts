import type { Db } from '../../db/client.ts';
import * as repo from './repo.ts';

/**
 * The verified identity of a customer (the approved submission's name, country and document
 * type), as loan agreements name it; null when the customer is not verified.
 */
export async function verifiedIdentityOf(
  tx: Db,
  userId: number,
): Promise<{ firstName: string; lastName: string; country: string; documentType: string } | null> {
  if ((await repo.userStatus(tx, userId, false)) !== 'verified') return null;
  const approved = await repo.approvedSubmission(tx, userId);
  if (!approved) return null;
  return {
    firstName: approved.firstName,
    lastName: approved.lastName,
    country: approved.country,
    documentType: approved.documentType,
  };
}
