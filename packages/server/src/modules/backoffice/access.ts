import type { OperatorRole } from '@tp/contract';
import { ForbiddenError } from '../../core/errors.ts';
import type { OperatorContext } from '../../core/request.ts';

/** What an operator may do, each a part of the back office. */
export type Permission =
  | 'queue.read'
  | 'queue.decide'
  | 'files.read'
  | 'customers.read'
  | 'params'
  | 'contents'
  | 'audit.read'
  | 'operators'
  | 'presale'
  | 'products.read'
  | 'products'
  | 'notices'
  | 'chat'
  | 'nfts.read'
  | 'nfts';

/**
 * What each role may do: admins everything; reviewers decide deposits and withdrawals and look
 * customers up; support looks up, read-only, and answers the support chat (as admins do). Every
 * role reads smart products and plans and the charity NFTs; only admins change them.
 */
export const ROLE_PERMISSIONS: Record<OperatorRole, ReadonlySet<Permission>> = {
  admin: new Set<Permission>([
    'queue.read',
    'queue.decide',
    'files.read',
    'customers.read',
    'params',
    'contents',
    'products.read',
    'products',
    'audit.read',
    'operators',
    'presale',
    'notices',
    'chat',
    'nfts.read',
    'nfts',
  ]),
  reviewer: new Set<Permission>([
    'queue.read',
    'queue.decide',
    'files.read',
    'customers.read',
    'products.read',
    'nfts.read',
  ]),
  support: new Set<Permission>(['queue.read', 'customers.read', 'products.read', 'chat', 'nfts.read']),
};

/**
 * What a back-office route needs: a permission, or `null` for any signed-in operator (their own
 * account). Every route in the signed-in scope states it; its hook checks it before the body is read.
 */
export type RoutePermission = Permission | null;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The permission a back-office route needs (see RoutePermission); only back-office routes set it. */
    permission?: RoutePermission;
  }
}

/**
 * Refuses with ForbiddenError (body code 403) an operator whose role lacks the permission. Every
 * back-office service method calls it before anything else, so no caller can skip the check.
 */
export function requirePermission(operator: Pick<OperatorContext, 'role'>, permission: RoutePermission): void {
  if (permission !== null && !ROLE_PERMISSIONS[operator.role].has(permission)) throw new ForbiddenError();
}
