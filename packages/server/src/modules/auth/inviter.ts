import { ErrorCode } from '@tp/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../core/errors.ts';
import { samePerson } from '../referrals/service.ts';
import * as repo from './repo.ts';

/**
 * The customer whose invite code a new customer signs up with. Refused (10088, nothing created):
 * a code nobody has, and one's own code under a second address of the same mailbox ("+tag",
 * Gmail's dots), the self-invite the programme pays nothing for. An invite is set at sign-up
 * only: no call changes it afterwards.
 */
export async function inviterOf(db: Db, inviteCode: string, email: string): Promise<number> {
  const owner = await repo.findInviter(db, inviteCode.trim());
  if (!owner) throw new AppError(ErrorCode.badParameters, 'The invite code does not exist.');
  const self = { email, verifiedIdentity: null };
  if (owner.email !== null && samePerson({ email: owner.email, verifiedIdentity: null }, self)) {
    throw new AppError(ErrorCode.badParameters, 'You cannot use your own invite code.');
  }
  return owner.id;
}
